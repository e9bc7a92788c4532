import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@kuza/store';

export interface LandingState {
  /** Index of the open FAQ item; null when all are closed. The first item starts open. */
  openFaq: number | null;
}

const initialState: LandingState = { openFaq: 0 };

export const landingSlice = createSlice({
  name: 'landing',
  initialState,
  reducers: {
    faqToggled(state, action: PayloadAction<number>) {
      state.openFaq = state.openFaq === action.payload ? null : action.payload;
    },
  },
  selectors: { selectOpenFaq: (state) => state.openFaq },
});

declare module '@kuza/store' {
  interface LazyLoadedSlices {
    landing: LandingState;
  }
}

// Injected when this module loads, so the first render already has the slice.
export const injectedLandingSlice = landingSlice.injectInto(rootReducer);
export const { faqToggled } = landingSlice.actions;
export const { selectOpenFaq } = injectedLandingSlice.selectors;

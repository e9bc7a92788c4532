import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { rootReducer, useAppDispatch } from '@kuza/store';

/** The public pages that show the FAQ accordion; each keeps its own open item. */
export type FaqId = 'landing' | 'waitlist';

export interface LandingState {
  /** Index of the open FAQ item per page; null when all are closed. The first item starts open. */
  openFaq: Record<FaqId, number | null>;
}

const initialState: LandingState = { openFaq: { landing: 0, waitlist: 0 } };

export const landingSlice = createSlice({
  name: 'landing',
  initialState,
  reducers: {
    /** One item open at a time; toggling the open item closes it. */
    faqToggled(state, action: PayloadAction<{ faq: FaqId; index: number }>) {
      const { faq, index } = action.payload;
      state.openFaq[faq] = state.openFaq[faq] === index ? null : index;
    },
  },
  selectors: { selectOpenFaq: (state, faq: FaqId) => state.openFaq[faq] },
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

/** The open FAQ item of one page and its toggle, for `<FaqSection>`. */
export function useFaqState(faq: FaqId) {
  const dispatch = useAppDispatch();
  // Typed by the slice itself: the store package's RootState is built before remotes augment it.
  const openIndex = useSelector((state: { landing?: LandingState }) => selectOpenFaq(state, faq));
  return { openIndex, onToggle: (index: number) => dispatch(faqToggled({ faq, index })) };
}

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionUser {
  id: string;
  firstname?: string;
  lastname?: string;
  email: string;
  profileImage?: string;
}

export type SessionStatus = 'unknown' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

const initialState: SessionState = { status: 'unknown', user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.status = 'authenticated';
      state.user = action.payload;
    },
    signedOut(state) {
      state.status = 'anonymous';
      state.user = null;
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
export const { selectSessionStatus, selectCurrentUser } = sessionSlice.selectors;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicUser } from '@kuza/contracts';
import { sessionApi } from './session-api';

/** The signed-in user as every app reads it (the API's `GET /auth/user`). */
export type SessionUser = Pick<PublicUser, 'id' | 'email'> & Partial<Omit<PublicUser, 'id' | 'email'>>;

export type SessionStatus = 'unknown' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /**
   * The user signed out on purpose in this page's life: guards then send them to plain /signin
   * rather than to /signin?next=<the page they were on>.
   */
  endedByUser: boolean;
}

const initialState: SessionState = { status: 'unknown', user: null, endedByUser: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.status = 'authenticated';
      state.user = action.payload;
      state.endedByUser = false;
    },
    signedOut(state, action: PayloadAction<{ byUser?: boolean } | undefined>) {
      state.status = 'anonymous';
      state.user = null;
      state.endedByUser = Boolean(action.payload?.byUser);
    },
  },
  extraReducers: (builder) => {
    // Every answer of GET /auth/user (fetch, refetch, upsert) decides the session.
    builder.addMatcher(sessionApi.endpoints.authCurrentUser.matchFulfilled, (state, action) => {
      state.status = action.payload ? 'authenticated' : 'anonymous';
      state.user = action.payload;
      if (action.payload) state.endedByUser = false;
    });
    // The API could not be reached on the first check: treat the visitor as signed out rather than
    // waiting forever. A failed refetch later keeps the session the page already has.
    builder.addMatcher(sessionApi.endpoints.authCurrentUser.matchRejected, (state, action) => {
      if (action.meta.condition || action.error.name === 'AbortError') return;
      if (state.status === 'unknown') state.status = 'anonymous';
    });
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
    selectSessionEndedByUser: (state) => state.endedByUser,
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
export const { selectSessionStatus, selectCurrentUser, selectSessionEndedByUser } = sessionSlice.selectors;

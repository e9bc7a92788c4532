import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type RemoteStatus = 'loading' | 'ready' | 'failed';

export interface ShellState {
  remotes: Record<string, RemoteStatus>;
}

const initialState: ShellState = { remotes: {} };

/** Shell-level state: which remotes have loaded, shown by the fallback and read by tests. */
export const shellSlice = createSlice({
  name: 'shell',
  initialState,
  reducers: {
    remoteStatusChanged(state, action: PayloadAction<{ remote: string; status: RemoteStatus }>) {
      state.remotes[action.payload.remote] = action.payload.status;
    },
  },
});

export const { remoteStatusChanged } = shellSlice.actions;

declare module '@kuza/store' {
  interface LazyLoadedSlices {
    shell: ShellState;
  }
}

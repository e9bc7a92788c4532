import { createSlice } from '@reduxjs/toolkit';
import { createAppStore, rootReducer } from './store';
import { baseApi } from './base-api';
import { signedIn } from './session-slice';

describe('the shared store', () => {
  it('keeps a lazily injected slice next to the built-in ones in one state tree', () => {
    const store = createAppStore();
    const remoteSlice = createSlice({
      name: 'remoteProbe',
      initialState: { hits: 0 },
      reducers: { hit: (state) => void (state.hits += 1) },
    });
    rootReducer.inject(remoteSlice);
    store.dispatch(remoteSlice.actions.hit());
    store.dispatch(signedIn({ id: 'u1', email: 'ada@example.com' }));

    const state = store.getState();
    expect((state as unknown as { remoteProbe: { hits: number } }).remoteProbe.hits).toBe(1);
    expect(state.session.user?.email).toBe('ada@example.com');
    expect(state[baseApi.reducerPath]).toBeDefined();
  });
});

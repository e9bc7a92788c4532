import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { baseApi } from './base-api';
import { sessionSlice } from './session-slice';

/**
 * Slices that hosts and remotes inject later. Each remote declares its slice here through
 * module augmentation: `declare module '@kuza/store' { interface LazyLoadedSlices { x: XState } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * One root reducer for the whole site. It is a module singleton, and @kuza/store is a federation
 * singleton, so a remote's `rootReducer.inject(slice)` lands in the store the shell created.
 */
export const rootReducer = combineSlices(baseApi, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export function createAppStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { rootReducer, type AppStore } from '@kuza/store';
import { ThemeRoot } from '@kuza/ui';
import { App } from './app';
import { PageReadyContext } from './page-ready';
import { shellSlice } from './shell-slice';

rootReducer.inject(shellSlice);

export interface ShellRootProps {
  store: AppStore;
  /** The router around the app: the browser's history, or a fixed address when pages are prerendered. */
  router: (app: ReactNode) => ReactElement;
  /** Called once the page is on screen (for a prerendered page: once React has adopted it). */
  onReady?: () => void;
}

/**
 * The whole tree the shell renders, the same in the browser and in the build that prerenders the
 * public pages: hydration only works when both draw exactly the same elements.
 */
export function ShellRoot({ store, router, onReady }: ShellRootProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <PageReadyContext.Provider value={onReady}>
          {router(
            <ThemeRoot>
              <App />
            </ThemeRoot>,
          )}
        </PageReadyContext.Provider>
      </Provider>
    </StrictMode>
  );
}

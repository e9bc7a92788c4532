import { StrictMode, useEffect, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { rootReducer, type AppStore } from '@kuza/store';
import { ThemeRoot } from '@kuza/ui';
import { App } from './app';
import { shellSlice } from './shell-slice';

rootReducer.inject(shellSlice);

export interface ShellRootProps {
  store: AppStore;
  /** The router around the app: the browser's history, or a fixed address when pages are prerendered. */
  router: (app: ReactNode) => ReactElement;
  /** Called once the tree is on screen (for a prerendered page: once React has adopted it). */
  onReady?: () => void;
}

function Ready({ onReady }: { onReady?: () => void }) {
  useEffect(() => {
    // After the effects of this first commit have run everywhere (forms register their fields then).
    const timer = setTimeout(() => onReady?.(), 0);
    return () => clearTimeout(timer);
  }, [onReady]);
  return null;
}

/**
 * The whole tree the shell renders, the same in the browser and in the build that prerenders the
 * public pages: hydration only works when both draw exactly the same elements.
 */
export function ShellRoot({ store, router, onReady }: ShellRootProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        {router(
          <ThemeRoot>
            <App />
          </ThemeRoot>,
        )}
        <Ready onReady={onReady} />
      </Provider>
    </StrictMode>
  );
}

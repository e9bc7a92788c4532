import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { RemotesManifest, RuntimeConfig } from '@kuza/contracts';
import { createAppStore, rootReducer, setRuntimeConfig } from '@kuza/store';
import { ThemeRoot, ROUTER_FUTURE } from '@kuza/ui';
import { App } from './app';
import { shellSlice } from './shell-slice';

rootReducer.inject(shellSlice);

/** /runtime-config.json and /remotes.json (registered once it arrives), fetched by the entry early. */
export interface EarlyFetches {
  config: Promise<RuntimeConfig>;
  remotes: Promise<RemotesManifest>;
}

async function start({ config, remotes }: EarlyFetches) {
  setRuntimeConfig(await config);
  await remotes;
  const store = createAppStore();
  // Read-only handle for end-to-end checks that remotes share this one store.
  (window as unknown as { __KUZA_STORE__: { getState: () => unknown } }).__KUZA_STORE__ = { getState: store.getState };
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter future={ROUTER_FUTURE}>
          <ThemeRoot>
            <App />
          </ThemeRoot>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}

export function boot(early: EarlyFetches): Promise<void> {
  return start(early).catch((error: Error) => {
    console.error(error);
    const root = document.getElementById('root');
    if (root) {
      root.innerHTML =
        '<main style="font-family:system-ui;padding:2rem"><h1>Kuza could not start</h1><p>Its configuration did not load. Check your connection and reload the page.</p></main>';
    }
  });
}

import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { RemotesManifest, RuntimeConfig } from '@kuza/contracts';
import { createAppStore, setRuntimeConfig } from '@kuza/store';
import { ROUTER_FUTURE } from '@kuza/ui';
import { routeOf } from '@kuza/contracts/routes';
import { i18n, pathWithoutLocale } from '@kuza/i18n';
import { loadAppModule } from './app-module';
import { keepTypedValues } from './keep-typed-values';
import { followLanguageFonts } from './language-fonts';
import { preparePage } from './remote-page';
import { remoteStatusChanged } from './shell-slice';
import { ShellRoot } from './shell-root';
import { browserPageLocale, registerShellCatalogs } from './shell-i18n';
import { showStartFailure } from './start-failure';

/** /runtime-config.json and /remotes.json (registered once it arrives), fetched by the entry early. */
export interface EarlyFetches {
  config: Promise<RuntimeConfig>;
  remotes: Promise<RemotesManifest>;
}

async function start({ config, remotes }: EarlyFetches) {
  // The page is drawn once its words are here in its language: no flash of English on /fr/.
  // The language first, then the catalogs, so only that language's are fetched.
  const language = i18n
    .setLocale(browserPageLocale())
    .then(registerShellCatalogs)
    .catch(() => undefined);
  setRuntimeConfig(await config);
  await remotes;
  await language;
  followLanguageFonts();
  const store = createAppStore();
  // Read-only handle for end-to-end checks that remotes share this one store.
  (window as unknown as { __KUZA_STORE__: { getState: () => unknown } }).__KUZA_STORE__ = { getState: store.getState };
  const root = document.getElementById('root')!;
  const router = (app: ReactNode) => <BrowserRouter future={ROUTER_FUTURE}>{app}</BrowserRouter>;
  const route = routeOf(pathWithoutLocale(window.location.pathname));
  // A prerendered page is already on screen: React adopts its elements instead of drawing them again,
  // once the page's module is here (a failure is left to the page's own Retry).
  if (root.dataset.prerendered !== undefined) {
    if (route) {
      await preparePage(route.remote, route.module).then(
        () => store.dispatch(remoteStatusChanged({ remote: route.remote, status: 'ready' })),
        () => undefined,
      );
    }
    const giveBackTyping = keepTypedValues(root);
    // Once adopted, the page is the app's: the mark goes (browser tests wait for that before moving
    // through the history, which the router follows only from then on).
    const onReady = () => {
      giveBackTyping();
      delete root.dataset.prerendered;
    };
    // As a transition, React adopts the page in slices of a few milliseconds, yielding to the browser
    // in between, instead of in one long task that would block a tap on the page meanwhile.
    startTransition(() => {
      hydrateRoot(root, <ShellRoot store={store} router={router} onReady={onReady} />, {
        onRecoverableError: (error) => console.error('The prerendered page was drawn again:', error),
      });
    });
  } else {
    // A page the gateway drew on the server stays on screen until its own code has drawn it (the
    // start loaded @kuza/app for it; if that failed, the page is drawn when its code arrives).
    if (route?.serverDrawn) {
      await loadAppModule().then(
        ({ keepServerDrawn }) => keepServerDrawn(root),
        () => undefined,
      );
    }
    createRoot(root).render(<ShellRoot store={store} router={router} />);
  }
}

export function boot(early: EarlyFetches): Promise<void> {
  return start(early).catch((error: Error) => {
    console.error(error);
    showStartFailure('Its configuration did not load.');
  });
}

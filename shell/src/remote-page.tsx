import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { PageReady } from './page-ready';
import { PageSkeletonOf } from './page-skeleton-of';
import { i18n } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { useAppDispatch } from '@kuza/store';
import { RemoteFallback, type RemoteFallbackProps } from './remote-fallback';
import { loadRemotePage, resetRemote } from './remotes';
import { remoteStatusChanged } from './shell-slice';
import { shellMessages } from './shell-messages';

interface BoundaryProps extends RemoteFallbackProps {
  remote: string;
  children: ReactNode;
}

class RemoteBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`The ${this.props.remote} module failed to load:`, error.message);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <RemoteFallback
        title={this.props.title}
        isProtected={this.props.isProtected}
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}

/** Pages already loaded, by `remote/module`: drawn at once on a later visit, with no loading state. */
const loadedPages = new Map<string, ComponentType>();
const pageKey = (remote: string, module: string) => `${remote}/${module}`;

/**
 * Loads a page before the first render. A prerendered page is adopted by React only when its
 * module is there at that moment: a page still loading would be thrown away and drawn again.
 */
export async function preparePage(remote: string, module: string): Promise<void> {
  const page = await loadPage(remote, module);
  loadedPages.set(pageKey(remote, module), page.default);
}

/**
 * A page's module, and its remote's catalogs in the page's language: the module registers their loader when it
 * is evaluated, and the page is drawn in its language from the first paint.
 */
async function loadPage(remote: string, module: string) {
  const page = await loadRemotePage(remote, module);
  // A catalog that did not arrive leaves its messages in English; the page is still worth drawing.
  await i18n.ready().catch(() => undefined);
  return page;
}

/** Forgets the loaded pages (tests load the same page in different ways). */
export function forgetLoadedPages(): void {
  loadedPages.clear();
}

interface RemotePageProps {
  remote: string;
  module: string;
  /** The route's title, for the fallback's page chrome. */
  title: string;
  isProtected?: boolean;
}

/** Lazy-loads one exposed page of a remote, with a loading indicator and a contained fallback. */
export function RemotePage({ remote, module, title, isProtected = false }: RemotePageProps) {
  const { t } = useI18n();
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo<ComponentType>(
    () =>
      loadedPages.get(pageKey(remote, module)) ??
      lazy(async () => {
        dispatch(remoteStatusChanged({ remote, status: 'loading' }));
        try {
          const page = await loadPage(remote, module);
          loadedPages.set(pageKey(remote, module), page.default);
          dispatch(remoteStatusChanged({ remote, status: 'ready' }));
          return page;
        } catch (error) {
          dispatch(remoteStatusChanged({ remote, status: 'failed' }));
          throw error;
        }
      }),
    // `attempt` makes a fresh lazy component, so Retry loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt, dispatch],
  );
  return (
    <RemoteBoundary
      key={attempt}
      remote={remote}
      title={title}
      isProtected={isProtected}
      onRetry={() => {
        resetRemote(remote);
        setAttempt((value) => value + 1);
      }}
    >
      <Suspense
        fallback={<PageSkeletonOf isProtected={isProtected} title={title} label={t(shellMessages.loadingPage)} />}
      >
        <Page />
        <PageReady />
      </Suspense>
    </RemoteBoundary>
  );
}

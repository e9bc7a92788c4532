import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { PageReady } from './page-ready';
import { PageSkeletonOf } from './page-skeleton-of';
import { useAppDispatch } from '@kuza/store';
import { RemoteFallback, type RemoteFallbackProps } from './remote-fallback';
import { loadRemotePage, resetRemote } from './remotes';
import { remoteStatusChanged } from './shell-slice';

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
  const page = await loadRemotePage(remote, module);
  loadedPages.set(pageKey(remote, module), page.default);
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
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo<ComponentType>(
    () =>
      loadedPages.get(pageKey(remote, module)) ??
      lazy(async () => {
        dispatch(remoteStatusChanged({ remote, status: 'loading' }));
        try {
          const page = await loadRemotePage(remote, module);
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
      <Suspense fallback={<PageSkeletonOf isProtected={isProtected} title={title} label="Loading page" />}>
        <Page />
        <PageReady />
      </Suspense>
    </RemoteBoundary>
  );
}

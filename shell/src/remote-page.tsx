import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorState, PageLoader, Button } from '@kuza/ui';
import { useAppDispatch } from '@kuza/store';
import { loadRemotePage, resetRemote } from './remotes';
import { remoteStatusChanged } from './shell-slice';

interface BoundaryProps {
  remote: string;
  onRetry: () => void;
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
      <ErrorState
        title="This part of Kuza is not available right now"
        message="We could not load this page. Check your connection and try again; the rest of the site still works."
        action={
          <Button
            onClick={() => {
              this.setState({ error: null });
              this.props.onRetry();
            }}
          >
            Retry
          </Button>
        }
      />
    );
  }
}

interface RemotePageProps {
  remote: string;
  module: string;
}

/** Lazy-loads one exposed page of a remote, with a loading indicator and a contained fallback. */
export function RemotePage({ remote, module }: RemotePageProps) {
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo<ComponentType>(
    () =>
      lazy(async () => {
        dispatch(remoteStatusChanged({ remote, status: 'loading' }));
        try {
          const page = await loadRemotePage(remote, module);
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
      onRetry={() => {
        resetRemote(remote);
        setAttempt((value) => value + 1);
      }}
    >
      <Suspense fallback={<PageLoader label="Loading page" />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}

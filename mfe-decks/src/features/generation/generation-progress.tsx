import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '@kuza/store';
import { Button, ButtonLink, ErrorState, ProgressBar, Spinner } from '@kuza/ui';
import { useDeckGenerateMutation, useDeckGenerationQuery } from '../decks/api';
import { useGenerationStream } from '../decks/use-generation-stream';

export const POLL_INTERVAL_MS = 400;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.primary};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Current = styled.p`
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.muted} !important;
`;

export interface GenerationProgressProps {
  deckId: string;
  /** Rendered when the API says the deck does not exist (404). */
  notFound: ReactNode;
}

/**
 * Real progress of a deck's generation, pushed by the API while it runs (asked for every 400 ms
 * where the push is not available), then the editor when done; a failure shows the reason and Retry (POST /decks/:id/generate).
 */
export function GenerationProgress({ deckId, notFound }: GenerationProgressProps) {
  const navigate = useNavigate();
  const [openedAt] = useState(() => Date.now());
  const [finished, setFinished] = useState(false);
  // Progress is pushed while the stream is open; asking every 400 ms is the fallback. Both stop
  // once generation has ended; a Retry starts them again.
  const pushed = useGenerationStream(deckId, !finished);
  const query = useDeckGenerationQuery(deckId, {
    pollingInterval: finished || pushed ? 0 : POLL_INTERVAL_MS,
    refetchOnMountOrArgChange: true,
  });
  // A status cached from an earlier visit (say 'done' of the last run) is not this run's: wait for a fresh one.
  const fresh = (query.fulfilledTimeStamp ?? 0) >= openedAt;
  const data = fresh ? query.data : undefined;
  const state = data?.state;
  const ended = state === 'done' || state === 'failed' || state === 'idle' || query.isError;
  if (ended !== finished) setFinished(ended);
  const [generate, started] = useDeckGenerateMutation();

  useEffect(() => {
    if (state === 'done') navigate(`/pitch-deck-editor?deck=${encodeURIComponent(deckId)}`, { replace: true });
  }, [state, deckId, navigate]);

  const retry = async () => {
    const status = await generate(deckId)
      .unwrap()
      .catch(() => undefined);
    if (status) void query.refetch();
  };

  if (query.isError) {
    const status = (query.error as { status?: unknown }).status;
    if (status === 404 || status === 400) return <>{notFound}</>;
    return (
      <ErrorState
        title="Progress could not be loaded"
        message={errorMessage(query.error, 'Check your connection and try again.')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  if (state === 'failed' || started.isError) {
    return (
      <ErrorState
        title="Generation failed"
        message={errorMessage(started.error, data?.error || 'The slides could not be generated. Try again.')}
        action={
          <Button loading={started.isLoading} loadingLabel="Starting" onClick={() => void retry()}>
            Retry
          </Button>
        }
      />
    );
  }

  if (state === 'idle') {
    return (
      <ErrorState
        title="Nothing is being generated"
        message="This deck's slides are not being generated right now."
        action={
          <Actions>
            <Button loading={started.isLoading} loadingLabel="Starting" onClick={() => void retry()}>
              Generate now
            </Button>
            <ButtonLink variant="secondary" to={`/pitch-deck-outline?deck=${encodeURIComponent(deckId)}`}>
              Back to the outline
            </ButtonLink>
          </Actions>
        }
      />
    );
  }

  const done = data?.done ?? 0;
  const total = data?.total ?? 0;
  return (
    <Panel>
      <Spinner size="lg" label="Generating" />
      <p>Your slides are being assembled and your chosen style applied. This usually takes just a few seconds.</p>
      <ProgressBar
        aria-label="Generation progress"
        value={total ? (done / total) * 100 : undefined}
        valueText={total ? `Slide ${done} of ${total}` : 'Starting'}
      />
      <Current>{data?.current ? `Writing “${data.current}” (${done} of ${total})` : ''}</Current>
    </Panel>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '@kuza/store';
import { Button, ButtonLink, ErrorState, ProgressBar, Spinner } from '@kuza/ui';
import { useDeckGenerateMutation, useDeckGenerationQuery } from '../decks/api';
import { useGenerationStream } from '../decks/use-generation-stream';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { COMMON_MESSAGES } from '../../components/common-messages';

const MESSAGES = defineMessages({
  loadFailed: { id: 'decks.generation.loadFailed', defaultMessage: 'Progress could not be loaded' },
  failed: { id: 'decks.generation.failed', defaultMessage: 'Generation failed' },
  failedText: { id: 'decks.generation.failedText', defaultMessage: 'The slides could not be generated. Try again.' },
  idle: { id: 'decks.generation.idle', defaultMessage: 'Nothing is being generated' },
  idleText: {
    id: 'decks.generation.idleText',
    defaultMessage: "This deck's slides are not being generated right now.",
  },
  generateNow: { id: 'decks.generation.generateNow', defaultMessage: 'Generate now' },
  backToOutline: { id: 'decks.generation.backToOutline', defaultMessage: 'Back to the outline' },
  generating: { id: 'decks.generation.generating', defaultMessage: 'Generating' },
  assembling: {
    id: 'decks.generation.assembling',
    defaultMessage:
      'Your slides are being assembled and your chosen style applied. This usually takes just a few seconds.',
  },
  progress: { id: 'decks.generation.progress', defaultMessage: 'Generation progress' },
  slideOf: { id: 'decks.generation.slideOf', defaultMessage: 'Slide {done} of {total}' },
  writing: { id: 'decks.generation.writing', defaultMessage: 'Writing “{title}” ({done} of {total})' },
});

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
  const { t } = useI18n();
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
        title={t(MESSAGES.loadFailed)}
        message={errorMessage(query.error, t(COMMON_MESSAGES.checkConnection))}
        onRetry={() => void query.refetch()}
        retryLabel={t(COMMON_MESSAGES.retry)}
      />
    );
  }

  if (state === 'failed' || started.isError) {
    return (
      <ErrorState
        title={t(MESSAGES.failed)}
        message={errorMessage(started.error, data?.error || t(MESSAGES.failedText))}
        action={
          <Button loading={started.isLoading} loadingLabel={t(COMMON_MESSAGES.starting)} onClick={() => void retry()}>
            {t(COMMON_MESSAGES.retry)}
          </Button>
        }
      />
    );
  }

  if (state === 'idle') {
    return (
      <ErrorState
        title={t(MESSAGES.idle)}
        message={t(MESSAGES.idleText)}
        action={
          <Actions>
            <Button loading={started.isLoading} loadingLabel={t(COMMON_MESSAGES.starting)} onClick={() => void retry()}>
              {t(MESSAGES.generateNow)}
            </Button>
            <ButtonLink variant="secondary" to={`/pitch-deck-outline?deck=${encodeURIComponent(deckId)}`}>
              {t(MESSAGES.backToOutline)}
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
      <Spinner size="lg" label={t(MESSAGES.generating)} />
      <p>{t(MESSAGES.assembling)}</p>
      <ProgressBar
        aria-label={t(MESSAGES.progress)}
        value={total ? (done / total) * 100 : undefined}
        valueText={total ? t(MESSAGES.slideOf, { done, total }) : t(COMMON_MESSAGES.starting)}
      />
      <Current>{data?.current ? t(MESSAGES.writing, { title: data.current, done, total }) : ''}</Current>
    </Panel>
  );
}

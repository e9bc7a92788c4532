import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '@kuza/store';
import { ErrorState, Spinner } from '@kuza/ui';
import { AppChrome } from '@kuza/app';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { COMMON_MESSAGES } from '../components/common-messages';
import { DeckNotFound, isNotFound } from '../components/deck-not-found';
import { useDeckGetQuery } from '../features/decks/api';
import { OutlineEditor } from '../features/outline/outline-editor';
import '../i18n';

const MESSAGES = defineMessages({
  title: { id: 'decks.outlinePage.title', defaultMessage: 'Pitch Deck Outline' },
  intro: {
    id: 'decks.outlinePage.intro',
    defaultMessage: 'Rearrange, edit, or add sections to your pitch deck outline. Drag to reorder.',
  },
  loading: { id: 'decks.outlinePage.loading', defaultMessage: 'Loading the outline' },
  loadFailed: { id: 'decks.outlinePage.loadFailed', defaultMessage: 'The outline could not be loaded' },
});

const Title = styled.h1`
  margin-bottom: ${({ theme }) => theme.spacing.xs};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.muted};
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.xxl};
  color: ${({ theme }) => theme.colors.primary};
`;

function OutlineContent({ deckId }: { deckId: string }) {
  const { t } = useI18n();
  const { data: deck, error, isLoading, isError, refetch } = useDeckGetQuery(deckId);
  if (isLoading) {
    return (
      <Centered>
        <Spinner size="lg" label={t(MESSAGES.loading)} />
      </Centered>
    );
  }
  if (isError && isNotFound(error)) return <DeckNotFound />;
  if (isError || !deck) {
    return (
      <ErrorState
        title={t(MESSAGES.loadFailed)}
        message={errorMessage(error, t(COMMON_MESSAGES.checkConnection))}
        onRetry={() => void refetch()}
        retryLabel={t(COMMON_MESSAGES.retry)}
      />
    );
  }
  return <OutlineEditor key={deck.id} deck={deck} />;
}

/** /pitch-deck-outline?deck=<id>: review the outline before any slides are made. */
export default function DeckOutlinePage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const deckId = params.get('deck')?.trim();
  return (
    <AppChrome title={t(MESSAGES.title)}>
      <Title>{t(MESSAGES.title)}</Title>
      <Intro>{t(MESSAGES.intro)}</Intro>
      {deckId ? <OutlineContent deckId={deckId} /> : <DeckNotFound missingId />}
    </AppChrome>
  );
}

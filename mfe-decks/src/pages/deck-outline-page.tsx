import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '@kuza/store';
import { ErrorState, Spinner } from '@kuza/ui';
import { AppChrome } from '@kuza/app';
import { DeckNotFound, isNotFound } from '../components/deck-not-found';
import { useDeckGetQuery } from '../features/decks/api';
import { OutlineEditor } from '../features/outline/outline-editor';

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
  const { data: deck, error, isLoading, isError, refetch } = useDeckGetQuery(deckId);
  if (isLoading) {
    return (
      <Centered>
        <Spinner size="lg" label="Loading the outline" />
      </Centered>
    );
  }
  if (isError && isNotFound(error)) return <DeckNotFound />;
  if (isError || !deck) {
    return (
      <ErrorState
        title="The outline could not be loaded"
        message={errorMessage(error, 'Check your connection and try again.')}
        onRetry={() => void refetch()}
      />
    );
  }
  return <OutlineEditor key={deck.id} deck={deck} />;
}

/** /pitch-deck-outline?deck=<id>: review the outline before any slides are made. */
export default function DeckOutlinePage() {
  const [params] = useSearchParams();
  const deckId = params.get('deck')?.trim();
  return (
    <AppChrome title="Pitch Deck Outline">
      <Title>Pitch Deck Outline</Title>
      <Intro>Rearrange, edit, or add sections to your pitch deck outline. Drag to reorder.</Intro>
      {deckId ? <OutlineContent deckId={deckId} /> : <DeckNotFound missingId />}
    </AppChrome>
  );
}

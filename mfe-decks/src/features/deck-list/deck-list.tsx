import { useState } from 'react';
import styled from 'styled-components';
import type { DeckSummary } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, EmptyState, ErrorState, Spinner, toast } from '@kuza/ui';
import { useDeckDuplicateMutation, useDeckListQuery } from '../decks/api';
import { DeckRow } from './deck-row';
import { DeleteDeckDialog } from './delete-deck-dialog';
import { RenameDeckDialog } from './rename-deck-dialog';
import { useNow } from './use-now';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.xxl};
  color: ${({ theme }) => theme.colors.primary};
`;

/** The workspace's decks, newest first, with rename, duplicate and delete; empty, loading and error states. */
export function DeckList({ onCreate }: { onCreate: () => void }) {
  const { data: decks, error, isLoading, isError, refetch } = useDeckListQuery();
  const [duplicate] = useDeckDuplicateMutation();
  const [duplicatingId, setDuplicatingId] = useState<string>();
  const [renaming, setRenaming] = useState<DeckSummary | null>(null);
  const [deleting, setDeleting] = useState<DeckSummary | null>(null);
  const now = useNow();

  const onDuplicate = async (deck: DeckSummary) => {
    setDuplicatingId(deck.id);
    try {
      const copy = await duplicate(deck.id).unwrap();
      toast.success(`Duplicated as “${copy.name}”`);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Could not duplicate the pitch deck'));
    } finally {
      setDuplicatingId(undefined);
    }
  };

  if (isLoading) {
    return (
      <Loading>
        <Spinner size="lg" label="Loading your pitch decks" />
      </Loading>
    );
  }
  if (isError || !decks) {
    return (
      <ErrorState
        title="Your pitch decks could not be loaded"
        message={errorMessage(error, 'Check your connection and try again.')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (decks.length === 0) {
    return (
      <EmptyState
        title="No pitch decks yet"
        text="Start with AI, paste your notes or import an existing deck: Kuza turns it into an investor-ready outline."
        action={<Button onClick={onCreate}>Create your first pitch deck</Button>}
      />
    );
  }
  return (
    <>
      <List aria-label="Your pitch decks">
        {decks.map((deck) => (
          <DeckRow
            key={deck.id}
            deck={deck}
            now={now}
            duplicating={duplicatingId === deck.id}
            onRename={setRenaming}
            onDuplicate={(row) => void onDuplicate(row)}
            onDelete={setDeleting}
          />
        ))}
      </List>
      <RenameDeckDialog deck={renaming} onClose={() => setRenaming(null)} />
      <DeleteDeckDialog deck={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, PageHeading } from '@kuza/ui';
import { AppChrome } from '@kuza/app';
import { CreateDeckDialog } from '../features/create-deck/create-deck-dialog';
import { DeckList } from '../features/deck-list/deck-list';

/** /pitch-decks; `?create=1` (the dashboard's Pitch Deck quick start) opens the creation dialog at once. */
export default function DeckListPage() {
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(() => params.get('create') === '1');
  const close = () => {
    setCreating(false);
    // Closing forgets the request, so a reload or Back does not reopen the dialog.
    if (params.has('create')) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('create');
          return next;
        },
        { replace: true },
      );
    }
  };
  return (
    <AppChrome title="Pitch Decks">
      <PageHeading
        title="Pitch Decks"
        intro="View, create, and manage all your pitch decks in one place."
        action={<Button onClick={() => setCreating(true)}>Create New Pitch Deck</Button>}
      />
      <DeckList onCreate={() => setCreating(true)} />
      <CreateDeckDialog open={creating} onClose={close} />
    </AppChrome>
  );
}

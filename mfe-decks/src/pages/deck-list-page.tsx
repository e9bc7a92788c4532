import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, PageHeading } from '@kuza/ui';
import { AppChrome } from '@kuza/app';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { COMMON_MESSAGES } from '../components/common-messages';
import { CreateDeckDialog } from '../features/create-deck/create-deck-dialog';
import { DeckList } from '../features/deck-list/deck-list';
import '../i18n';

const MESSAGES = defineMessages({
  intro: { id: 'decks.list.intro', defaultMessage: 'View, create, and manage all your pitch decks in one place.' },
  create: { id: 'decks.list.create', defaultMessage: 'Create New Pitch Deck' },
});

/** /pitch-decks; `?create=1` (the dashboard's Pitch Deck quick start) opens the creation dialog at once. */
export default function DeckListPage() {
  const { t } = useI18n();
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
    <AppChrome title={t(COMMON_MESSAGES.pitchDecks)}>
      <PageHeading
        title={t(COMMON_MESSAGES.pitchDecks)}
        intro={t(MESSAGES.intro)}
        action={<Button onClick={() => setCreating(true)}>{t(MESSAGES.create)}</Button>}
      />
      <DeckList onCreate={() => setCreating(true)} />
      <CreateDeckDialog open={creating} onClose={close} />
    </AppChrome>
  );
}

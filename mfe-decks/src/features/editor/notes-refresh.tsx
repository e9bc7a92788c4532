import { Button } from '@kuza/ui';
import { ActionBar } from './field-styles';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const MESSAGES = defineMessages({
  refresh: { id: 'decks.editor.notes.refresh', defaultMessage: 'Refresh notes' },
  stale: {
    id: 'decks.editor.notes.stale',
    defaultMessage: 'The speaker notes were written before the last edit of this slide.',
  },
});

/** Under the speaker notes: says when they predate the slide's last edit, and writes them again. */
export function NotesRefresh({ stale, onRefresh }: { stale: boolean; onRefresh: () => void }) {
  const { t } = useI18n();
  return (
    <ActionBar>
      <Button size="sm" variant="secondary" onClick={onRefresh}>
        {t(MESSAGES.refresh)}
      </Button>
      <p aria-live="polite">{stale ? t(MESSAGES.stale) : ''}</p>
    </ActionBar>
  );
}

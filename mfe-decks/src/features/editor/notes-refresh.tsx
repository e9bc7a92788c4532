import { Button } from '@kuza/ui';
import { ActionBar } from './field-styles';

/** Under the speaker notes: says when they predate the slide's last edit, and writes them again. */
export function NotesRefresh({ stale, onRefresh }: { stale: boolean; onRefresh: () => void }) {
  return (
    <ActionBar>
      <Button size="sm" variant="secondary" onClick={onRefresh}>
        Refresh notes
      </Button>
      <p aria-live="polite">{stale ? 'The speaker notes were written before the last edit of this slide.' : ''}</p>
    </ActionBar>
  );
}

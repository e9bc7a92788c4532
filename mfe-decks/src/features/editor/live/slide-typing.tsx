import { TypingTags } from '@kuza/app/live';
import type { CollabPresence } from '@kuza/contracts/collab';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const MESSAGES = defineMessages({
  field: {
    id: 'decks.editor.live.field',
    defaultMessage:
      '{field, select, content {the text} bullets {the bullet points} notes {the speaker notes} other {the title}}',
  },
});

/** Above the selected slide: which teammate types in which of its fields now. */
export function SlideTyping({ others, slideId }: { others: CollabPresence[]; slideId: string }) {
  const { t } = useI18n();
  return <TypingTags others={others} itemId={slideId} fieldName={(field) => t(MESSAGES.field, { field })} />;
}

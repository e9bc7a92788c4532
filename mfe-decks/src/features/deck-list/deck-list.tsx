import { DECK_MESSAGES, deckOpenPath } from '@kuza/contracts';
import { WorkspaceDocumentList, type DocumentWords } from '@kuza/app';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { deckHooks } from '../decks/api';

const MESSAGES = defineMessages({
  one: { id: 'decks.list.one', defaultMessage: 'pitch deck' },
  many: { id: 'decks.list.many', defaultMessage: 'pitch decks' },
  short: { id: 'decks.list.short', defaultMessage: 'deck' },
  nameLabel: { id: 'decks.list.nameLabel', defaultMessage: 'Deck name' },
  emptyText: {
    id: 'decks.list.emptyText',
    defaultMessage:
      'Start with AI, paste your notes or import an existing deck: Kuza turns it into an investor-ready outline.',
  },
});

/** The workspace's decks, newest first, with rename, duplicate and delete. */
export function DeckList({ onCreate }: { onCreate: () => void }) {
  const { t } = useI18n();
  const words: DocumentWords = {
    one: t(MESSAGES.one),
    many: t(MESSAGES.many),
    short: t(MESSAGES.short),
    nameLabel: t(MESSAGES.nameLabel),
    emptyText: t(MESSAGES.emptyText),
  };
  return (
    <WorkspaceDocumentList
      hooks={deckHooks}
      words={words}
      hrefOf={deckOpenPath}
      conflictMessage={t(DECK_MESSAGES.conflict)}
      onCreate={onCreate}
    />
  );
}

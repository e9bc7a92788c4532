import { useNavigate } from 'react-router-dom';
import type { Deck } from '@kuza/contracts';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { Dialog } from '@kuza/ui';
import { CreateDeckFlow } from './create-deck-flow';

const MESSAGES = defineMessages({
  title: { id: 'decks.create.title', defaultMessage: 'Create New Pitch Deck' },
  description: {
    id: 'decks.create.description',
    defaultMessage: 'Choose how to start. You will review the outline before any slides are made.',
  },
});

export interface CreateDeckDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The pitch-deck creation dialog (product.md §2, §4): Start with AI, Paste or Import File, each ending on
 * /pitch-deck-outline?deck=<id>. Render it always and toggle `open`; closing resets every input.
 */
export function CreateDeckDialog({ open, onClose }: CreateDeckDialogProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const onCreated = (deck: Deck) => {
    onClose();
    navigate(`/pitch-deck-outline?deck=${encodeURIComponent(deck.id)}`);
  };
  return (
    <Dialog open={open} onClose={onClose} size="lg" title={t(MESSAGES.title)} description={t(MESSAGES.description)}>
      <CreateDeckFlow onCreated={onCreated} />
    </Dialog>
  );
}

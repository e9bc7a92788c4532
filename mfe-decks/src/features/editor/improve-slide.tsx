import { useState } from 'react';
import type { Slide } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button } from '@kuza/ui';
import { useDeckImproveSlideMutation } from '../decks/api';
import { ActionBar, ErrorText } from './field-styles';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const MESSAGES = defineMessages({
  saveFirst: {
    id: 'decks.editor.improve.saveFirst',
    defaultMessage: 'Your latest changes are not saved yet, so the slide cannot be improved. Try again in a moment.',
  },
  done: {
    id: 'decks.editor.improve.done',
    defaultMessage: '"{title}" was written again from your facts. Undo takes it back.',
  },
  doneUntitled: {
    id: 'decks.editor.improve.doneUntitled',
    defaultMessage: 'This slide was written again from your facts. Undo takes it back.',
  },
  failed: { id: 'decks.editor.improve.failed', defaultMessage: 'This slide could not be improved. Please try again.' },
  improving: { id: 'decks.editor.improve.improving', defaultMessage: 'Improving' },
  improve: { id: 'decks.editor.improve.button', defaultMessage: 'Improve with AI' },
});

export interface ImproveSlideProps {
  deckId: string;
  slide: Slide;
  /** Puts the deck on the server first: the slide is written again as the server has it. */
  saveFirst: () => Promise<boolean>;
  onImproved: (slide: Slide) => void;
}

/**
 * Under a slide of an imported deck: "Improve with AI" writes it again from the deck's facts and
 * its own text, keeping every figure and its speaker notes. One undo step takes it back.
 */
export function ImproveSlide({ deckId, slide, saveFirst, onImproved }: ImproveSlideProps) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [improve] = useDeckImproveSlideMutation();

  const run = async () => {
    setBusy(true);
    setError(undefined);
    setDone(undefined);
    try {
      if (!(await saveFirst())) {
        setError(t(MESSAGES.saveFirst));
        return;
      }
      onImproved(await improve({ id: deckId, slideId: slide.id }).unwrap());
      setDone(slide.title ? t(MESSAGES.done, { title: slide.title }) : t(MESSAGES.doneUntitled));
    } catch (caught) {
      setError(errorMessage(caught, t(MESSAGES.failed)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ActionBar>
      <Button
        size="sm"
        variant="secondary"
        loading={busy}
        loadingLabel={t(MESSAGES.improving)}
        onClick={() => void run()}
      >
        {t(MESSAGES.improve)}
      </Button>
      {error ? <ErrorText role="alert">{error}</ErrorText> : <p aria-live="polite">{done ?? ''}</p>}
    </ActionBar>
  );
}

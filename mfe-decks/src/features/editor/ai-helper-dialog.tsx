import { useState } from 'react';
import styled from 'styled-components';
import { AI_HELPER_REFUSALS, type FactSheet, type Slide, type SlideRewrite } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Dialog } from '@kuza/ui';
import { useDeckRewriteSlideMutation } from '../decks/api';
import { aiHelperChips } from './ai-helper-chips';
import { RewriteReview } from './ai-rewrite-review';
import type { DeckChanges } from './editor-state';
import { ErrorText, FieldLabel, Fields } from './field-styles';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { COMMON_MESSAGES } from '../../components/common-messages';

const MESSAGES = defineMessages({
  saveFirst: {
    id: 'decks.aiHelper.saveFirst',
    defaultMessage: 'Your latest changes are not saved yet, so the AI Helper cannot see them. Try again in a moment.',
  },
  failed: {
    id: 'decks.aiHelper.failed',
    defaultMessage: 'The AI Helper could not rewrite this slide. Please try again.',
  },
  title: { id: 'decks.aiHelper.title', defaultMessage: 'AI Helper' },
  compare: {
    id: 'decks.aiHelper.compare',
    defaultMessage: 'Compare, then Accept to put the new version on your slide. Cancel keeps the slide as it is.',
  },
  change: { id: 'decks.aiHelper.changeInstruction', defaultMessage: 'Change the instruction' },
  accept: { id: 'decks.aiHelper.accept', defaultMessage: 'Accept' },
  intro: {
    id: 'decks.aiHelper.intro',
    defaultMessage: 'Tell the AI what to change on "{title}". You see the result before anything changes.',
  },
  introUntitled: {
    id: 'decks.aiHelper.introUntitled',
    defaultMessage: 'Tell the AI what to change on this slide. You see the result before anything changes.',
  },
  generating: { id: 'decks.aiHelper.generating', defaultMessage: 'Generating' },
  help: { id: 'decks.aiHelper.help', defaultMessage: 'Help Me' },
  chips: { id: 'decks.aiHelper.chips', defaultMessage: 'Instructions the AI Helper follows' },
  prompt: { id: 'decks.aiHelper.prompt', defaultMessage: 'What should change?' },
  placeholder: {
    id: 'decks.aiHelper.placeholder',
    defaultMessage: 'Pick an instruction above, or write your own, e.g. We do not take a commission',
  },
});

export interface AiHelperDialogProps {
  deckId: string;
  slide: Slide;
  /** The deck's facts: a chip names only what they or the slide say. */
  facts?: FactSheet;
  /** Puts the deck on the server first: the AI rewrites the slide as the server has it. */
  saveFirst: () => Promise<boolean>;
  onCancel: () => void;
  /** Accept: the rewritten slide and, when a removed claim was a fact, the deck's facts and outline without it. */
  onAccept: (slide: Slide, deck: DeckChanges) => void;
}

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * product.md §2/§5 'AI Helper': the documented instructions as chips that fill the prompt, in the
 * founder's words where one names something (ai-helper-chips.ts), or the founder's own prompt; the answer shows the slide before and after and changes nothing until Accept.
 * When it cannot follow the prompt it says why, and nothing changes.
 */
export function AiHelperDialog({ deckId, slide, facts, saveFirst, onCancel, onAccept }: AiHelperDialogProps) {
  const { t } = useI18n();
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [answer, setAnswer] = useState<SlideRewrite>();
  const [rewrite] = useDeckRewriteSlideMutation();
  const chips = aiHelperChips(slide, facts);
  const chosen = chips.find((instruction) => instruction.say === prompt);

  const help = async () => {
    setBusy(true);
    setError(undefined);
    setRefusal(undefined);
    try {
      if (!(await saveFirst())) {
        setError(t(MESSAGES.saveFirst));
        return;
      }
      const reply = await rewrite({ id: deckId, slideId: slide.id, prompt: prompt.trim() }).unwrap();
      if (reply.applied && reply.after) setAnswer(reply);
      else setRefusal(reply.message ?? t(AI_HELPER_REFUSALS.unchanged));
    } catch (caught) {
      setError(errorMessage(caught, t(MESSAGES.failed)));
    } finally {
      setBusy(false);
    }
  };

  if (answer?.after) {
    const after = answer.after;
    return (
      <Dialog
        open
        size="lg"
        onClose={onCancel}
        title={t(MESSAGES.title)}
        description={t(MESSAGES.compare)}
        footer={
          <>
            <Button variant="secondary" onClick={onCancel}>
              {t(COMMON_MESSAGES.cancel)}
            </Button>
            <Button variant="secondary" onClick={() => setAnswer(undefined)}>
              {t(MESSAGES.change)}
            </Button>
            <Button
              onClick={() => onAccept({ ...after, id: slide.id }, { facts: answer.facts, outline: answer.outline })}
            >
              {t(MESSAGES.accept)}
            </Button>
          </>
        }
      >
        <RewriteReview before={slide} answer={answer} />
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      size="md"
      onClose={onCancel}
      title={t(MESSAGES.title)}
      description={slide.title ? t(MESSAGES.intro, { title: slide.title }) : t(MESSAGES.introUntitled)}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t(COMMON_MESSAGES.cancel)}
          </Button>
          <Button
            disabled={!prompt.trim()}
            loading={busy}
            loadingLabel={t(MESSAGES.generating)}
            onClick={() => void help()}
          >
            {t(MESSAGES.help)}
          </Button>
        </>
      }
    >
      <Fields>
        <Chips aria-label={t(MESSAGES.chips)}>
          {chips.map((instruction) => (
            <li key={instruction.id}>
              <Button
                size="sm"
                variant="secondary"
                title={instruction.description}
                onClick={() => setPrompt(instruction.say)}
              >
                {instruction.say}
              </Button>
            </li>
          ))}
        </Chips>
        <FieldLabel>
          {t(MESSAGES.prompt)}
          <textarea
            name="prompt"
            value={prompt}
            maxLength={1000}
            placeholder={t(MESSAGES.placeholder)}
            aria-describedby={error || refusal ? 'ai-helper-error' : undefined}
            onChange={(event) => setPrompt(event.target.value)}
          />
        </FieldLabel>
        {chosen && <Note>{chosen.description}</Note>}
        {error && (
          <ErrorText id="ai-helper-error" role="alert">
            {error}
          </ErrorText>
        )}
        {refusal && (
          <Note id="ai-helper-error" role="alert">
            {refusal}
          </Note>
        )}
      </Fields>
    </Dialog>
  );
}

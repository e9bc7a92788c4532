import { useState } from 'react';
import type { Slide } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Dialog } from '@kuza/ui';
import { useDeckRewriteSlideMutation } from '../decks/api';
import { ErrorText, FieldLabel, Fields } from './field-styles';

export interface AiHelperDialogProps {
  deckId: string;
  slide: Slide;
  /** Puts the deck on the server first: the AI rewrites the slide as the server has it. */
  saveFirst: () => Promise<boolean>;
  onCancel: () => void;
  onRewrite: (slide: Slide) => void;
}

/** product.md §2/§5 'AI Helper': rewrites the current slide from a prompt; Help Me is off while blank or busy. */
export function AiHelperDialog({ deckId, slide, saveFirst, onCancel, onRewrite }: AiHelperDialogProps) {
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [rewrite] = useDeckRewriteSlideMutation();

  const help = async () => {
    setBusy(true);
    setError(undefined);
    try {
      if (!(await saveFirst())) {
        setError('Your latest changes are not saved yet, so the AI Helper cannot see them. Try again in a moment.');
        return;
      }
      const rewritten = await rewrite({ id: deckId, slideId: slide.id, prompt: prompt.trim() }).unwrap();
      onRewrite(rewritten);
    } catch (caught) {
      setError(errorMessage(caught, 'The AI Helper could not rewrite this slide. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onCancel}
      title="AI Helper"
      description={`Tell the AI what to change on "${slide.title || 'this slide'}". You can undo the result.`}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button disabled={!prompt.trim()} loading={busy} loadingLabel="Generating" onClick={() => void help()}>
            Help Me
          </Button>
        </>
      }
    >
      <Fields>
        <FieldLabel>
          What should change?
          <textarea
            name="prompt"
            value={prompt}
            maxLength={1000}
            placeholder="e.g. Make it shorter and lead with our 50,000 users"
            aria-describedby={error ? 'ai-helper-error' : undefined}
            onChange={(event) => setPrompt(event.target.value)}
          />
        </FieldLabel>
        {error && (
          <ErrorText id="ai-helper-error" role="alert">
            {error}
          </ErrorText>
        )}
      </Fields>
    </Dialog>
  );
}

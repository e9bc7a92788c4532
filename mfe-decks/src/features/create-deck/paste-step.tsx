import { useState, type FormEvent } from 'react';
import { DECK_MESSAGES, DEFAULT_THEME_ID, type ThemeId } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, FormAlert, Stack, TextArea } from '@kuza/ui';
import { useDeckCreateMutation } from '../decks/api';
import type { StepProps } from './ai-step';
import { PastePreview } from './paste-preview';
import { StepActions } from './step-parts';
import { StepHeader } from './step-header';
import { ThemePicker } from '../preview/theme-picker';
import { useI18n } from '@kuza/i18n/react';

/** 'Paste': notes or an old deck's text → an outline; Continue waits for some text (product.md §5). */
export function PasteStep({ onBack, onCreated }: StepProps) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [theme, setTheme] = useState<ThemeId>(DEFAULT_THEME_ID);
  const [error, setError] = useState<string>();
  const [create, { isLoading }] = useDeckCreateMutation();
  const blank = text.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank) return setError(t(DECK_MESSAGES.pasteRequired));
    setError(undefined);
    try {
      onCreated(await create({ mode: 'paste', inputs: { pastedText: text }, theme: { id: theme } }).unwrap());
    } catch (failure) {
      setError(errorMessage(failure, 'Could not read the pasted text. Try again.'));
    }
  };

  return (
    <>
      <StepHeader title="Paste your content" onBack={onBack} disabled={isLoading} />
      <form noValidate aria-label="Paste your content" onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <TextArea
            label="Pitch deck content"
            name="pastedText"
            rows={8}
            maxLength={50_000}
            value={text}
            hint="Headings, 'Problem:'-style lines and bullets become the outline's sections."
            onChange={(event) => setText(event.target.value)}
          />
          <PastePreview text={text} />
          <ThemePicker value={theme} onChange={setTheme} disabled={isLoading} />
          {error && <FormAlert>{error}</FormAlert>}
          <StepActions>
            <Button type="submit" disabled={blank} loading={isLoading} loadingLabel="Reading your text">
              Continue
            </Button>
          </StepActions>
        </Stack>
      </form>
    </>
  );
}

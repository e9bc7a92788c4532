import { useState, type FormEvent } from 'react';
import { DECK_MESSAGES, DEFAULT_THEME_ID, type ThemeId } from '@kuza/contracts';
import { defineMessages } from '@kuza/i18n';
import { errorMessage } from '@kuza/store';
import { Button, FormAlert, Stack, TextArea } from '@kuza/ui';
import { useDeckCreateMutation } from '../decks/api';
import type { StepProps } from './ai-step';
import { PastePreview } from './paste-preview';
import { StepActions } from './step-parts';
import { StepHeader } from './step-header';
import { ThemePicker } from '../preview/theme-picker';
import { useI18n } from '@kuza/i18n/react';

const MESSAGES = defineMessages({
  failed: { id: 'decks.create.paste.failed', defaultMessage: 'Could not read the pasted text. Try again.' },
  title: { id: 'decks.create.paste.title', defaultMessage: 'Paste your content' },
  label: { id: 'decks.create.paste.label', defaultMessage: 'Pitch deck content' },
  hint: {
    id: 'decks.create.paste.hint',
    defaultMessage: "Headings, 'Problem:'-style lines and bullets become the outline's sections.",
  },
  reading: { id: 'decks.create.paste.reading', defaultMessage: 'Reading your text' },
  continue: { id: 'decks.create.paste.continue', defaultMessage: 'Continue' },
});

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
      setError(errorMessage(failure, t(MESSAGES.failed)));
    }
  };

  return (
    <>
      <StepHeader title={t(MESSAGES.title)} onBack={onBack} disabled={isLoading} />
      <form noValidate aria-label={t(MESSAGES.title)} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <TextArea
            label={t(MESSAGES.label)}
            name="pastedText"
            rows={8}
            maxLength={50_000}
            value={text}
            hint={t(MESSAGES.hint)}
            onChange={(event) => setText(event.target.value)}
          />
          <PastePreview text={text} />
          <ThemePicker value={theme} onChange={setTheme} disabled={isLoading} />
          {error && <FormAlert>{error}</FormAlert>}
          <StepActions>
            <Button type="submit" disabled={blank} loading={isLoading} loadingLabel={t(MESSAGES.reading)}>
              {t(MESSAGES.continue)}
            </Button>
          </StepActions>
        </Stack>
      </form>
    </>
  );
}

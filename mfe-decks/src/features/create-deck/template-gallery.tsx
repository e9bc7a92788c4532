import { useState, type FormEvent } from 'react';
import { DEFAULT_DECK_TEMPLATE, DEFAULT_THEME_ID, type DeckTheme, type ThemeId } from '@kuza/contracts';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { Button, FormAlert, Stack, TextField } from '@kuza/ui';
import { COMMON_MESSAGES } from '../../components/common-messages';
import { Hint, StepActions } from './step-parts';
import { StepHeader } from './step-header';
import { ThemePicker } from '../preview/theme-picker';

const MESSAGES = defineMessages({
  title: { id: 'decks.create.template.title', defaultMessage: 'Choose a template' },
  back: { id: 'decks.create.template.back', defaultMessage: 'Back to the file choice' },
  question: { id: 'decks.create.template.question', defaultMessage: 'How should “{fileName}” look once imported?' },
  name: { id: 'decks.create.template.name', defaultMessage: 'Template name' },
  import: { id: 'decks.create.template.import', defaultMessage: 'Import' },
});

export interface TemplateChoice {
  theme: DeckTheme;
  template: string;
}

export interface TemplateGalleryProps {
  fileName: string;
  busy: boolean;
  error?: string;
  onBack: () => void;
  onImport: (choice: TemplateChoice) => void;
}

/** The look of an imported deck: a theme (each shown as a live thumbnail) and a template name. */
export function TemplateGallery({ fileName, busy, error, onBack, onImport }: TemplateGalleryProps) {
  const { t } = useI18n();
  const [theme, setTheme] = useState<ThemeId>(DEFAULT_THEME_ID);
  const [template, setTemplate] = useState(DEFAULT_DECK_TEMPLATE);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onImport({ theme: { id: theme }, template: template.trim() || DEFAULT_DECK_TEMPLATE });
  };

  return (
    <>
      <StepHeader title={t(MESSAGES.title)} onBack={onBack} backLabel={t(MESSAGES.back)} disabled={busy} />
      <form noValidate aria-label={t(MESSAGES.title)} onSubmit={submit}>
        <Stack gap="lg">
          <Hint>{t(MESSAGES.question, { fileName })}</Hint>
          <ThemePicker
            value={theme}
            onChange={setTheme}
            title={fileName.replace(/\.[a-z0-9]+$/i, '')}
            disabled={busy}
          />
          <TextField
            label={t(MESSAGES.name)}
            name="template"
            maxLength={60}
            value={template}
            onChange={(event) => setTemplate(event.target.value)}
          />
          {error && <FormAlert>{error}</FormAlert>}
          <StepActions>
            <Button type="submit" loading={busy} loadingLabel={t(COMMON_MESSAGES.importing)}>
              {t(MESSAGES.import)}
            </Button>
          </StepActions>
        </Stack>
      </form>
    </>
  );
}

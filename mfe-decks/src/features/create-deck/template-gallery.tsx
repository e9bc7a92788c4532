import { useState, type FormEvent } from 'react';
import { DEFAULT_DECK_TEMPLATE, DEFAULT_THEME_ID, type DeckTheme, type ThemeId } from '@kuza/contracts';
import { Button, FormAlert, Stack, TextField } from '@kuza/ui';
import { Hint, StepActions } from './step-parts';
import { StepHeader } from './step-header';
import { ThemePicker } from '../preview/theme-picker';

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
  const [theme, setTheme] = useState<ThemeId>(DEFAULT_THEME_ID);
  const [template, setTemplate] = useState(DEFAULT_DECK_TEMPLATE);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onImport({ theme: { id: theme }, template: template.trim() || DEFAULT_DECK_TEMPLATE });
  };

  return (
    <>
      <StepHeader title="Choose a template" onBack={onBack} backLabel="Back to the file choice" disabled={busy} />
      <form noValidate aria-label="Choose a template" onSubmit={submit}>
        <Stack gap="lg">
          <Hint>How should “{fileName}” look once imported?</Hint>
          <ThemePicker
            value={theme}
            onChange={setTheme}
            title={fileName.replace(/\.[a-z0-9]+$/i, '')}
            disabled={busy}
          />
          <TextField
            label="Template name"
            name="template"
            maxLength={60}
            value={template}
            onChange={(event) => setTemplate(event.target.value)}
          />
          {error && <FormAlert>{error}</FormAlert>}
          <StepActions>
            <Button type="submit" loading={busy} loadingLabel="Importing">
              Import
            </Button>
          </StepActions>
        </Stack>
      </form>
    </>
  );
}

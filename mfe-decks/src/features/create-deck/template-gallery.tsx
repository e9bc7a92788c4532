import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { COLOR_SCHEMES, DECK_FONTS, DEFAULT_DECK_TEMPLATE, type DeckFont, type DeckTheme } from '@kuza/contracts';
import { Button, FormAlert, Stack, TextField } from '@kuza/ui';
import { Hint, StepActions } from './step-parts';
import { StepHeader } from './step-header';

export interface TemplateChoice {
  theme: DeckTheme;
  template: string;
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Swatches = styled.span`
  display: inline-flex;
`;

const Swatch = styled.span<{ $colour: string }>`
  width: 16px;
  height: 16px;
  margin-left: -4px;
  border: 1px solid rgba(0, 0, 0, 0.25);
  border-radius: 50%;
  background: #${({ $colour }) => $colour};

  &:first-child {
    margin-left: 0;
  }
`;

export interface TemplateGalleryProps {
  fileName: string;
  busy: boolean;
  error?: string;
  onBack: () => void;
  onImport: (choice: TemplateChoice) => void;
}

/** The look of an imported .pptx: a font, a colour scheme (with swatches) and a template name. */
export function TemplateGallery({ fileName, busy, error, onBack, onImport }: TemplateGalleryProps) {
  const [font, setFont] = useState<DeckFont>(DECK_FONTS[0]);
  const [colorScheme, setColorScheme] = useState(COLOR_SCHEMES[0]!.name);
  const [template, setTemplate] = useState(DEFAULT_DECK_TEMPLATE);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onImport({ theme: { font, colorScheme }, template: template.trim() || DEFAULT_DECK_TEMPLATE });
  };

  return (
    <>
      <StepHeader title="Choose a template" onBack={onBack} backLabel="Back to the file choice" disabled={busy} />
      <form noValidate aria-label="Choose a template" onSubmit={submit}>
        <Stack gap="lg">
          <Hint>How should “{fileName}” look once imported?</Hint>
          <Group>
            <legend>Font</legend>
            {DECK_FONTS.map((name) => (
              <Choice key={name} style={{ fontFamily: name }}>
                <input type="radio" name="font" value={name} checked={font === name} onChange={() => setFont(name)} />
                {name}
              </Choice>
            ))}
          </Group>
          <Group>
            <legend>Colour scheme</legend>
            {COLOR_SCHEMES.map((scheme) => (
              <Choice key={scheme.name}>
                <input
                  type="radio"
                  name="colorScheme"
                  value={scheme.name}
                  checked={colorScheme === scheme.name}
                  onChange={() => setColorScheme(scheme.name)}
                />
                <Swatches aria-hidden="true">
                  {[scheme.background, scheme.text, scheme.accent, scheme.muted].map((colour, index) => (
                    <Swatch key={index} $colour={colour} />
                  ))}
                </Swatches>
                {scheme.name}
              </Choice>
            ))}
          </Group>
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

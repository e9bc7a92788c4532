import styled from 'styled-components';
import { THEMES, type Slide, type ThemeId } from '@kuza/contracts';
import { visuallyHiddenStyles } from '@kuza/ui';
import { SlideView } from './slide-view';
import { defineMessages, i18n } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { THEME_MOODS } from '../../components/contract-words';

const MESSAGES = defineMessages({
  theme: { id: 'decks.themePicker.legend', defaultMessage: 'Theme' },
  sampleTitle: { id: 'decks.themePicker.sampleTitle', defaultMessage: 'Your startup' },
  sampleContent: { id: 'decks.themePicker.sampleContent', defaultMessage: 'Pitch deck' },
});

export interface ThemePickerProps {
  value: ThemeId;
  onChange: (id: ThemeId) => void;
  /** Drawn in every theme: the deck's first slide; without one, a title slide named `title`. */
  sample?: Slide;
  /** The deck's language, which its slide is drawn in (the sample title slide is in the page's). */
  language?: string;
  /** The startup's name, for the sample title slide. */
  title?: string;
  legend?: string;
  disabled?: boolean;
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Option = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.xs};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  input {
    ${visuallyHiddenStyles}
  }
  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    cursor: default;
    opacity: 0.6;
  }
`;

const Thumb = styled.span`
  display: block;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
`;

const Mood = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/** A title slide to show the themes on before a deck has slides, in the page's language. */
export function sampleSlide(title: string | undefined): Slide {
  return {
    id: 'theme-sample',
    type: 'title',
    title: title?.trim() || i18n.t(MESSAGES.sampleTitle),
    content: i18n.t(MESSAGES.sampleContent),
    bullets: [],
    notes: '',
  };
}

/**
 * The deck themes as radio buttons, each with a live thumbnail: the sample slide drawn in that
 * theme, with its fonts and colours, by the same SlideView the editor and the share page use.
 */
export function ThemePicker({ value, onChange, sample, language, title, legend, disabled }: ThemePickerProps) {
  const { t, locale } = useI18n();
  const slide = sample ?? sampleSlide(title);
  const written = sample ? language : locale;
  return (
    <Group disabled={disabled}>
      <legend>{legend ?? t(MESSAGES.theme)}</legend>
      <Grid>
        {THEMES.map((theme) => (
          <Option key={theme.id} data-testid={`theme-${theme.id}`}>
            <input
              type="radio"
              name="theme"
              value={theme.id}
              checked={value === theme.id}
              onChange={() => onChange(theme.id)}
            />
            <Thumb>
              <SlideView slide={slide} theme={{ id: theme.id }} language={written} headingLevel="none" />
            </Thumb>
            <span>
              <strong>{theme.name}</strong> <Mood>{t(THEME_MOODS[theme.id])}</Mood>
            </span>
          </Option>
        ))}
      </Grid>
    </Group>
  );
}

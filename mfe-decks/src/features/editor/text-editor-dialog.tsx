import { useState } from 'react';
import { FONT_SIZES, textSizeOf, type FontSize, type Slide, type SlideTextField } from '@kuza/contracts';
import { Button, Dialog, TextField } from '@kuza/ui';
import { ErrorText, FieldLabel, Fields } from './field-styles';
import { defineMessages, say, type SaidMessage } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { writtenIn } from '../preview/line-direction';
import { COMMON_MESSAGES } from '../../components/common-messages';

const MESSAGES = defineMessages({
  title: { id: 'decks.text.label.title', defaultMessage: 'Title' },
  content: { id: 'decks.text.label.content', defaultMessage: 'Text' },
  bullets: { id: 'decks.text.label.bullets', defaultMessage: 'Bullet points (one per line)' },
  tooLong: { id: 'decks.text.error.tooLong', defaultMessage: 'Keep it under {max} characters' },
  tooManyBullets: {
    id: 'decks.text.error.tooManyBullets',
    defaultMessage: 'A slide holds at most {max} bullet points',
  },
  bulletTooLong: {
    id: 'decks.text.error.bulletTooLong',
    defaultMessage: 'Each bullet point must be at most {max} characters',
  },
  dialogTitle: { id: 'decks.text.title', defaultMessage: 'Text Editor' },
  editing: {
    id: 'decks.text.editing',
    defaultMessage: 'Editing the {field, select, content {text} bullets {bullet points} other {title}} of this slide.',
  },
  save: { id: 'decks.text.save', defaultMessage: 'Save Changes' },
  fontSize: { id: 'decks.text.fontSize', defaultMessage: 'Font size' },
  pixels: { id: 'decks.text.pixels', defaultMessage: '{size} px' },
});

export interface TextEditorDialogProps {
  slide: Slide;
  field: SlideTextField;
  onCancel: () => void;
  onSave: (changes: Partial<Slide>) => void;
  /** The deck's language: the text is typed in its direction, as the slide draws it (English when not given). */
  language?: string;
}

const LIMITS: Record<SlideTextField, number> = { title: 300, content: 5000, bullets: 500 };

const MAX_BULLETS = 20;

function check(field: SlideTextField, value: string): SaidMessage | undefined {
  if (field !== 'bullets')
    return value.length > LIMITS[field] ? say(MESSAGES.tooLong, { max: LIMITS[field] }) : undefined;
  const lines = value.split('\n').filter((line) => line.trim());
  if (lines.length > MAX_BULLETS) return say(MESSAGES.tooManyBullets, { max: MAX_BULLETS });
  if (lines.some((line) => line.length > LIMITS.bullets)) return say(MESSAGES.bulletTooLong, { max: LIMITS.bullets });
  return undefined;
}

/** product.md §2 'Text Editor': the clicked text with a font size (12–32); Cancel keeps the slide as it was. */
export function TextEditorDialog({ slide, field, onCancel, onSave, language }: TextEditorDialogProps) {
  const [value, setValue] = useState(field === 'bullets' ? slide.bullets.join('\n') : slide[field]);
  const [size, setSize] = useState<FontSize>(textSizeOf(slide, field) as FontSize);
  const { t } = useI18n();
  const [problem, setProblem] = useState<SaidMessage>();
  const error = problem && t(problem, problem.values);

  const save = () => {
    const problem = check(field, value);
    setProblem(problem);
    if (problem) return;
    const text =
      field === 'bullets'
        ? {
            bullets: value
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean),
          }
        : { [field]: field === 'title' ? value.trim() : value };
    onSave({ ...text, textSizes: { ...slide.textSizes, [field]: size } });
  };

  const preview = { fontSize: `${size}px`, lineHeight: 1.3 };
  const written = writtenIn(language);
  return (
    <Dialog
      open
      onClose={onCancel}
      title={t(MESSAGES.dialogTitle)}
      description={t(MESSAGES.editing, { field })}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t(COMMON_MESSAGES.cancel)}
          </Button>
          <Button onClick={save}>{t(MESSAGES.save)}</Button>
        </>
      }
    >
      <Fields>
        {field === 'title' ? (
          <TextField
            label={t(MESSAGES.title)}
            name="title"
            value={value}
            error={error}
            style={preview}
            {...written}
            onChange={(event) => setValue(event.target.value)}
          />
        ) : (
          <FieldLabel>
            {t(MESSAGES[field])}
            <textarea
              name={field}
              value={value}
              rows={field === 'bullets' ? 6 : 5}
              aria-invalid={error ? true : undefined}
              style={preview}
              {...written}
              onChange={(event) => setValue(event.target.value)}
            />
          </FieldLabel>
        )}
        {error && field !== 'title' && <ErrorText role="alert">{error}</ErrorText>}
        <FieldLabel>
          {t(MESSAGES.fontSize)}
          <select value={size} onChange={(event) => setSize(Number(event.target.value) as FontSize)}>
            {FONT_SIZES.map((option) => (
              <option key={option} value={option}>
                {t(MESSAGES.pixels, { size: option })}
              </option>
            ))}
          </select>
        </FieldLabel>
      </Fields>
    </Dialog>
  );
}

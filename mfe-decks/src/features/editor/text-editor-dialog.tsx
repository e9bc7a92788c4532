import { useState } from 'react';
import { FONT_SIZES, textSizeOf, type FontSize, type Slide, type SlideTextField } from '@kuza/contracts';
import { Button, Dialog, TextField } from '@kuza/ui';
import { ErrorText, FieldLabel, Fields } from './field-styles';

export interface TextEditorDialogProps {
  slide: Slide;
  field: SlideTextField;
  onCancel: () => void;
  onSave: (changes: Partial<Slide>) => void;
}

const LABELS: Record<SlideTextField, string> = {
  title: 'Title',
  content: 'Text',
  bullets: 'Bullet points (one per line)',
};
const LIMITS: Record<SlideTextField, number> = { title: 300, content: 5000, bullets: 500 };

function check(field: SlideTextField, value: string): string | undefined {
  if (field !== 'bullets')
    return value.length > LIMITS[field] ? `Keep it under ${LIMITS[field]} characters` : undefined;
  const lines = value.split('\n').filter((line) => line.trim());
  if (lines.length > 20) return 'A slide holds at most 20 bullet points';
  if (lines.some((line) => line.length > 500)) return 'Each bullet point must be at most 500 characters';
  return undefined;
}

/** product.md §2 'Text Editor': the clicked text with a font size (12–32); Cancel keeps the slide as it was. */
export function TextEditorDialog({ slide, field, onCancel, onSave }: TextEditorDialogProps) {
  const [value, setValue] = useState(field === 'bullets' ? slide.bullets.join('\n') : slide[field]);
  const [size, setSize] = useState<FontSize>(textSizeOf(slide, field) as FontSize);
  const [error, setError] = useState<string>();

  const save = () => {
    const problem = check(field, value);
    setError(problem);
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
  return (
    <Dialog
      open
      onClose={onCancel}
      title="Text Editor"
      description={`Editing the ${field === 'content' ? 'text' : field === 'bullets' ? 'bullet points' : 'title'} of this slide.`}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={save}>Save Changes</Button>
        </>
      }
    >
      <Fields>
        {field === 'title' ? (
          <TextField
            label={LABELS.title}
            name="title"
            value={value}
            error={error}
            style={preview}
            onChange={(event) => setValue(event.target.value)}
          />
        ) : (
          <FieldLabel>
            {LABELS[field]}
            <textarea
              name={field}
              value={value}
              rows={field === 'bullets' ? 6 : 5}
              aria-invalid={error ? true : undefined}
              style={preview}
              onChange={(event) => setValue(event.target.value)}
            />
          </FieldLabel>
        )}
        {error && field !== 'title' && <ErrorText role="alert">{error}</ErrorText>}
        <FieldLabel>
          Font size
          <select value={size} onChange={(event) => setSize(Number(event.target.value) as FontSize)}>
            {FONT_SIZES.map((option) => (
              <option key={option} value={option}>
                {option} px
              </option>
            ))}
          </select>
        </FieldLabel>
      </Fields>
    </Dialog>
  );
}

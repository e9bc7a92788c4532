import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MAX_SECTION_LABEL, MAX_SECTIONS } from './editor-model';
import { defineMessages } from '@kuza/i18n';
import { useResumesI18n } from '../../i18n';

const messages = defineMessages({
  form: { id: 'resumes.addSection.form', defaultMessage: 'Add a section' },
  name: { id: 'resumes.addSection.name', defaultMessage: 'New section name' },
  placeholder: { id: 'resumes.addSection.placeholder', defaultMessage: 'Add a section, e.g. Awards' },
  add: { id: 'resumes.addSection.add', defaultMessage: 'Add section' },
  full: { id: 'resumes.addSection.full', defaultMessage: 'A resume has at most {max} sections.' },
});

const Row = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Plus = styled.button`
  width: 40px;
  min-height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A section name; Enter or the plus button adds it, a blank name is ignored (product.md §4, §5). */
export function AddSection({ count, onAdd }: { count: number; onAdd: (label: string) => void }) {
  const { t } = useResumesI18n();
  const id = useId();
  const [label, setLabel] = useState('');
  const full = count >= MAX_SECTIONS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim() || full) return;
    onAdd(label);
    setLabel('');
  };

  return (
    <div>
      <Row onSubmit={submit} aria-label={t(messages.form)}>
        <Input
          aria-label={t(messages.name)}
          aria-describedby={full ? `${id}-full` : undefined}
          value={label}
          maxLength={MAX_SECTION_LABEL}
          placeholder={t(messages.placeholder)}
          autoComplete="off"
          disabled={full}
          onChange={(event) => setLabel(event.target.value)}
        />
        <Plus type="submit" aria-label={t(messages.add)} disabled={full}>
          <span aria-hidden="true">+</span>
        </Plus>
      </Row>
      {full && <Note id={`${id}-full`}>{t(messages.full, { max: MAX_SECTIONS })}</Note>}
    </div>
  );
}

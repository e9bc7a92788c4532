import styled from 'styled-components';
import { RESUME_TEMPLATES, type ResumeTemplate } from '@kuza/contracts';
import { defineMessages } from '@kuza/i18n';
import { useResumesI18n } from '../../i18n';

const messages = defineMessages({
  legend: { id: 'resumes.template.legend', defaultMessage: 'Template' },
});

const Group = styled.fieldset`
  display: inline-flex;
  margin: 0;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
`;

const Legend = styled.legend`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

const Option = styled.label<{ $checked: boolean }>`
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $checked }) => ($checked ? theme.colors.onPrimary : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
`;

/** Modern or ATS Classic: native radio buttons, so arrow keys switch and screen readers say which is on. */
export function TemplateSwitch({ value, onChange }: { value: ResumeTemplate; onChange: (t: ResumeTemplate) => void }) {
  const { t } = useResumesI18n();
  return (
    <Group>
      <Legend>{t(messages.legend)}</Legend>
      {RESUME_TEMPLATES.map((template) => (
        <Option key={template} $checked={template === value}>
          <input
            type="radio"
            name="resume-template"
            value={template}
            checked={template === value}
            onChange={() => onChange(template)}
          />
          {template}
        </Option>
      ))}
    </Group>
  );
}

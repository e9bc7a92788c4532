import styled from 'styled-components';
import { Button } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useResumesI18n } from '../../i18n';

const messages = defineMessages({
  backLabel: { id: 'resumes.steps.backLabel', defaultMessage: 'Back to the ways to start' },
  back: { id: 'resumes.steps.back', defaultMessage: 'Back' },
});

const BackButton = styled(Button)`
  align-self: flex-start;
  margin-inline-start: -${({ theme }) => theme.spacing.sm};
`;

/** The back arrow of a creation step: returns to the three ways to start. */
export function StepBack({ onBack, disabled }: { onBack: () => void; disabled?: boolean }) {
  const { t } = useResumesI18n();
  return (
    <BackButton variant="ghost" size="sm" onClick={onBack} disabled={disabled} aria-label={t(messages.backLabel)}>
      <span aria-hidden="true">←</span> {t(messages.back)}
    </BackButton>
  );
}

/** A failed call, said inside the dialog where the user is looking. */
export const StepError = styled.p.attrs({ role: 'alert' })`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
`;

export { DialogActions as StepActions } from '@kuza/ui';

import styled from 'styled-components';
import { Button } from '@kuza/ui';

const BackButton = styled(Button)`
  align-self: flex-start;
  margin-left: -${({ theme }) => theme.spacing.sm};
`;

/** The back arrow of a creation step: returns to the three ways to start. */
export function StepBack({ onBack, disabled }: { onBack: () => void; disabled?: boolean }) {
  return (
    <BackButton variant="ghost" size="sm" onClick={onBack} disabled={disabled} aria-label="Back to the ways to start">
      <span aria-hidden="true">←</span> Back
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

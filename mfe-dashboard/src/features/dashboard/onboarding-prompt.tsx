import styled from 'styled-components';
import { ButtonLink } from '@kuza/ui';

const Card = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySubtle};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
  }
`;

/** For a founder who never started onboarding (an invited teammate, say): an offer, not a detour. */
export function OnboardingPrompt() {
  return (
    <Card aria-labelledby="onboarding-prompt-heading">
      <div>
        <h2 id="onboarding-prompt-heading">Tell us about your startup</h2>
        <p>Three quick questions, and your pitch and its recommendations fit your startup.</p>
      </div>
      <ButtonLink to="/onboarding">Start onboarding</ButtonLink>
    </Card>
  );
}

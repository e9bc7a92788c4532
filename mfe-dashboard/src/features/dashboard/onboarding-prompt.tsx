import styled from 'styled-components';
import { ButtonLink } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useDashboardI18n } from '../../i18n';

const messages = defineMessages({
  title: { id: 'dashboard.onboardingPrompt.title', defaultMessage: 'Tell us about your startup' },
  text: {
    id: 'dashboard.onboardingPrompt.text',
    defaultMessage: 'Three quick questions, and your pitch and its recommendations fit your startup.',
  },
  start: { id: 'dashboard.onboardingPrompt.start', defaultMessage: 'Start onboarding' },
});

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
  const { t } = useDashboardI18n();
  return (
    <Card aria-labelledby="onboarding-prompt-heading">
      <div>
        <h2 id="onboarding-prompt-heading">{t(messages.title)}</h2>
        <p>{t(messages.text)}</p>
      </div>
      <ButtonLink to="/onboarding">{t(messages.start)}</ButtonLink>
    </Card>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ONBOARDING_STEP_COUNT } from '@kuza/contracts';
import { Logo, ProgressBar } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useOnboardingI18n } from '../../../i18n';

const messages = defineMessages({
  progress: { id: 'onboarding.layout.progress', defaultMessage: 'Onboarding progress' },
  step: { id: 'onboarding.layout.step', defaultMessage: 'Step {step} of {count}' },
});

const Page = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const TopBar = styled.header`
  display: flex;
  align-items: center;
  height: ${({ theme }) => theme.heights.topBar};
  padding: 0 ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Main = styled.main`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md}`};

  @media ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.sm}`};
  }
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  width: 100%;
  max-width: 720px;
  padding: ${({ theme }) => theme.spacing.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  @media ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing.lg};
  }
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const StepLabel = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface OnboardingLayoutProps {
  /** The step this page is (1-3); leave out on pages that are not a step. */
  step?: number;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The frame of the onboarding pages: the brand, the three-segment progress bar and one card. */
export function OnboardingLayout({ step, title, description, children }: OnboardingLayoutProps) {
  const { t } = useOnboardingI18n();
  return (
    <Page>
      <TopBar>
        <Logo />
      </TopBar>
      <Main>
        <Card>
          {step !== undefined && (
            <ProgressBar aria-label={t(messages.progress)} segments={ONBOARDING_STEP_COUNT} activeSegments={step} />
          )}
          <Heading>
            {step !== undefined && <StepLabel>{t(messages.step, { step, count: ONBOARDING_STEP_COUNT })}</StepLabel>}
            <Title>{title}</Title>
            {description && <Lead>{description}</Lead>}
          </Heading>
          {children}
        </Card>
      </Main>
    </Page>
  );
}

import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { GOAL_NAMES, INDUSTRY_NAMES, ONBOARDING_STEPS, sayChoice, type OnboardingAnswers } from '@kuza/contracts';
import { ButtonLink } from '@kuza/ui';
import { defineMessages, type MessageDescriptor } from '@kuza/i18n';
import { useOnboardingI18n } from '../../i18n';
import { STEP_NAMES } from './choice-messages';

const messages = defineMessages({
  notAnswered: { id: 'onboarding.summary.notAnswered', defaultMessage: 'Not answered' },
  industry: { id: 'onboarding.summary.industry', defaultMessage: 'Industry' },
  teamSize: { id: 'onboarding.summary.teamSize', defaultMessage: 'Team size' },
  audience: { id: 'onboarding.summary.audience', defaultMessage: 'Target audience' },
  goal: { id: 'onboarding.summary.goal', defaultMessage: 'Goal' },
  goals: { id: 'onboarding.summary.goals', defaultMessage: 'Goals' },
  change: { id: 'onboarding.summary.change', defaultMessage: 'Change' },
  changeStep: { id: 'onboarding.summary.changeStep', defaultMessage: 'Change {step}' },
  dashboard: { id: 'onboarding.summary.dashboard', defaultMessage: 'Go to your dashboard' },
});

const Section = styled.section`
  padding: ${({ theme }) => theme.spacing.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const SectionHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, auto) 1fr;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: ${({ theme }) => theme.spacing.sm} 0 0;

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function answerRows(
  answers: OnboardingAnswers,
  t: (message: MessageDescriptor) => string,
): Array<Array<[string, string]>> {
  const notAnswered = t(messages.notAnswered);
  return [
    [
      [t(messages.industry), answers.industry ? sayChoice(t, INDUSTRY_NAMES, answers.industry) : notAnswered],
      [t(messages.teamSize), answers.team_size || notAnswered],
    ],
    [
      [t(messages.audience), answers.target_audience || notAnswered],
      [t(messages.goal), answers.goal || notAnswered],
    ],
    [
      [
        t(messages.goals),
        answers.goals?.length ? answers.goals.map((goal) => sayChoice(t, GOAL_NAMES, goal)).join(', ') : notAnswered,
      ],
    ],
  ];
}

/** A finished founder's answers, step by step, each with a link back to change it. */
export function OnboardingSummary({ answers }: { answers: OnboardingAnswers }) {
  const { t } = useOnboardingI18n();
  const rows = answerRows(answers, t);
  return (
    <div>
      {ONBOARDING_STEPS.map(({ step, path }, index) => (
        <Section key={step} aria-labelledby={`onboarding-step-${step}`}>
          <SectionHead>
            <h2 id={`onboarding-step-${step}`}>{t(STEP_NAMES[step])}</h2>
            <Link to={path} aria-label={t(messages.changeStep, { step: t(STEP_NAMES[step]).toLowerCase() })}>
              {t(messages.change)}
            </Link>
          </SectionHead>
          <List>
            {rows[index]!.map(([term, value]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </List>
        </Section>
      ))}
      <ButtonLink to="/dashboard">{t(messages.dashboard)}</ButtonLink>
    </div>
  );
}

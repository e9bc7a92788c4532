import styled from 'styled-components';
import { GOAL_NAMES, INDUSTRY_NAMES, sayChoice, type OnboardingAnswers } from '@kuza/contracts';
import { ButtonLink } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useDashboardI18n } from '../../i18n';

const messages = defineMessages({
  notAnswered: { id: 'dashboard.answers.notAnswered', defaultMessage: 'Not answered' },
  industry: { id: 'dashboard.answers.industry', defaultMessage: 'Industry' },
  teamSize: { id: 'dashboard.answers.teamSize', defaultMessage: 'Team size' },
  audience: { id: 'dashboard.answers.audience', defaultMessage: 'Target audience' },
  goal: { id: 'dashboard.answers.goal', defaultMessage: 'Goal' },
  goals: { id: 'dashboard.answers.goals', defaultMessage: 'Goals' },
  change: { id: 'dashboard.answers.change', defaultMessage: 'Change your answers' },
});

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(140px, auto) 1fr;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0 0 ${({ theme }) => theme.spacing.md};

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The onboarding answers (they shape generated decks), with the way back to change them. */
export function OnboardingAnswersList({ answers }: { answers: OnboardingAnswers }) {
  const { t } = useDashboardI18n();
  const notAnswered = t(messages.notAnswered);
  const rows: Array<[string, string]> = [
    [t(messages.industry), answers.industry ? sayChoice(t, INDUSTRY_NAMES, answers.industry) : notAnswered],
    [t(messages.teamSize), answers.team_size || notAnswered],
    [t(messages.audience), answers.target_audience || notAnswered],
    [t(messages.goal), answers.goal || notAnswered],
    [
      t(messages.goals),
      answers.goals?.length ? answers.goals.map((goal) => sayChoice(t, GOAL_NAMES, goal)).join(', ') : notAnswered,
    ],
  ];
  return (
    <>
      <List>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </List>
      <ButtonLink to="/onboarding" variant="secondary">
        {t(messages.change)}
      </ButtonLink>
    </>
  );
}

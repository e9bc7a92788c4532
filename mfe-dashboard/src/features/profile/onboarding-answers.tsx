import styled from 'styled-components';
import type { OnboardingAnswers } from '@kuza/contracts';
import { ButtonLink } from '@kuza/ui';

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

const NOT_ANSWERED = 'Not answered';

/** The onboarding answers (they shape generated decks), with the way back to change them. */
export function OnboardingAnswersList({ answers }: { answers: OnboardingAnswers }) {
  const rows: Array<[string, string]> = [
    ['Industry', answers.industry || NOT_ANSWERED],
    ['Team size', answers.team_size || NOT_ANSWERED],
    ['Target audience', answers.target_audience || NOT_ANSWERED],
    ['Goal', answers.goal || NOT_ANSWERED],
    ['Goals', answers.goals?.length ? answers.goals.join(', ') : NOT_ANSWERED],
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
        Change your answers
      </ButtonLink>
    </>
  );
}

import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ONBOARDING_STEPS, type OnboardingAnswers } from '@kuza/contracts';
import { ButtonLink, VisuallyHidden } from '@kuza/ui';

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

const NOT_ANSWERED = 'Not answered';

function answerRows(answers: OnboardingAnswers): Array<Array<[string, string]>> {
  return [
    [
      ['Industry', answers.industry || NOT_ANSWERED],
      ['Team size', answers.team_size || NOT_ANSWERED],
    ],
    [
      ['Target audience', answers.target_audience || NOT_ANSWERED],
      ['Goal', answers.goal || NOT_ANSWERED],
    ],
    [['Goals', answers.goals?.length ? answers.goals.join(', ') : NOT_ANSWERED]],
  ];
}

/** A finished founder's answers, step by step, each with a link back to change it. */
export function OnboardingSummary({ answers }: { answers: OnboardingAnswers }) {
  const rows = answerRows(answers);
  return (
    <div>
      {ONBOARDING_STEPS.map(({ step, path, label }, index) => (
        <Section key={step} aria-labelledby={`onboarding-step-${step}`}>
          <SectionHead>
            <h2 id={`onboarding-step-${step}`}>{label}</h2>
            <Link to={path}>
              Change<VisuallyHidden> {label.toLowerCase()}</VisuallyHidden>
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
      <ButtonLink to="/dashboard">Go to your dashboard</ButtonLink>
    </div>
  );
}

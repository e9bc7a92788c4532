import styled from 'styled-components';
import type { Eligibility } from '@kuza/contracts';

export const VERDICT_WORDS: Record<Eligibility['verdict'], string> = {
  eligible: 'You appear eligible',
  'not-eligible': 'Not eligible on your facts',
  unknown: 'Eligibility needs more facts',
};

const MET_WORDS = { yes: 'Met', no: 'Not met', unknown: 'Open' } as const;

const Verdict = styled.p<{ $verdict: Eligibility['verdict'] }>`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ $verdict, theme }) =>
    $verdict === 'not-eligible'
      ? theme.colors.danger
      : $verdict === 'eligible'
        ? theme.colors.primary
        : theme.colors.text};
`;

const Checks = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** Who may apply, on the deck's facts now: the verdict, then each rule with its reason or its question. */
export function EligibilitySummary({ eligibility, label }: { eligibility: Eligibility; label: string }) {
  return (
    <div aria-label={label} role="group">
      <Verdict $verdict={eligibility.verdict}>{VERDICT_WORDS[eligibility.verdict]}</Verdict>
      {eligibility.checks.length > 0 && (
        <Checks>
          {eligibility.checks.map((check) => (
            <li key={check.rule}>
              {MET_WORDS[check.met]}: {check.reason}
            </li>
          ))}
        </Checks>
      )}
    </div>
  );
}

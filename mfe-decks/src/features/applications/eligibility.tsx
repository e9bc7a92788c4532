import styled from 'styled-components';
import type { Eligibility } from '@kuza/contracts';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

export const VERDICT_WORDS = defineMessages({
  eligible: { id: 'decks.eligibility.eligible', defaultMessage: 'You appear eligible' },
  'not-eligible': { id: 'decks.eligibility.notEligible', defaultMessage: 'Not eligible on your facts' },
  unknown: { id: 'decks.eligibility.unknown', defaultMessage: 'Eligibility needs more facts' },
} satisfies Record<Eligibility['verdict'], unknown>);

const MET_WORDS = defineMessages({
  yes: { id: 'decks.eligibility.met', defaultMessage: 'Met: {reason}' },
  no: { id: 'decks.eligibility.notMet', defaultMessage: 'Not met: {reason}' },
  unknown: { id: 'decks.eligibility.open', defaultMessage: 'Open: {reason}' },
});

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
  padding-inline-start: ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** Who may apply, on the deck's facts now: the verdict, then each rule with its reason or its question. */
export function EligibilitySummary({ eligibility, label }: { eligibility: Eligibility; label: string }) {
  const { t } = useI18n();
  return (
    <div aria-label={label} role="group">
      <Verdict $verdict={eligibility.verdict}>{t(VERDICT_WORDS[eligibility.verdict])}</Verdict>
      {eligibility.checks.length > 0 && (
        <Checks>
          {eligibility.checks.map((check) => (
            <li key={check.rule}>{t(MET_WORDS[check.met], { reason: check.reason })}</li>
          ))}
        </Checks>
      )}
    </div>
  );
}

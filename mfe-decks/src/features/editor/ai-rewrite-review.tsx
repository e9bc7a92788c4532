import styled from 'styled-components';
import { AI_HELPER_REFUSALS, FACT_NAMES, type Slide, type SlideRewrite } from '@kuza/contracts';
import { Panel, TwoColumns } from '@kuza/ui';
import { Fields } from './field-styles';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const MESSAGES = defineMessages({
  untitled: { id: 'decks.aiHelper.untitled', defaultMessage: 'Untitled' },
  before: { id: 'decks.aiHelper.before', defaultMessage: 'Before' },
  after: { id: 'decks.aiHelper.after', defaultMessage: 'After' },
  factChanges: { id: 'decks.aiHelper.factChanges', defaultMessage: 'Changes to your facts' },
});

const Side = styled(Panel)`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  h3 {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
  }
  ul {
    padding-inline-start: ${({ theme }) => theme.spacing.md};
  }
`;

const FactChanges = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  list-style: none;
`;

/** One side of the comparison: the words of the slide, as the founder reads them. */
function SlideWords({ label, slide }: { label: string; slide: Slide }) {
  const { t } = useI18n();
  return (
    <Side aria-label={label}>
      <h3>{label}</h3>
      <h4>{slide.title || t(MESSAGES.untitled)}</h4>
      {slide.content && <p>{slide.content}</p>}
      {slide.bullets.length > 0 && (
        <ul>
          {slide.bullets.map((bullet, index) => (
            <li key={index}>{bullet}</li>
          ))}
        </ul>
      )}
    </Side>
  );
}

export interface RewriteReviewProps {
  before: Slide;
  answer: SlideRewrite;
}

/** The AI Helper's answer side by side with the slide, and what a removed claim takes from the facts. */
export function RewriteReview({ before, answer }: RewriteReviewProps) {
  const { t } = useI18n();
  return (
    <Fields>
      <TwoColumns>
        <SlideWords label={t(MESSAGES.before)} slide={before} />
        {answer.after && <SlideWords label={t(MESSAGES.after)} slide={answer.after} />}
      </TwoColumns>
      {answer.factChanges.length > 0 && (
        <FactChanges aria-label={t(MESSAGES.factChanges)}>
          {answer.factChanges.map((change, index) => (
            <li key={index}>
              {t(AI_HELPER_REFUSALS.factRemoved, {
                fact: FACT_NAMES[change.fact as keyof typeof FACT_NAMES] ?? change.fact,
                text: change.removed,
              })}
            </li>
          ))}
        </FactChanges>
      )}
    </Fields>
  );
}

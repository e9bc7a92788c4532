import styled from 'styled-components';
import { AI_HELPER_MESSAGES, FACT_NAMES, type Slide, type SlideRewrite } from '@kuza/contracts';
import { Panel, TwoColumns } from '@kuza/ui';
import { Fields } from './field-styles';

const Side = styled(Panel)`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  h3 {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
  }
  ul {
    padding-left: ${({ theme }) => theme.spacing.md};
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
  return (
    <Side aria-label={label}>
      <h3>{label}</h3>
      <h4>{slide.title || 'Untitled'}</h4>
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
  return (
    <Fields>
      <TwoColumns>
        <SlideWords label="Before" slide={before} />
        {answer.after && <SlideWords label="After" slide={answer.after} />}
      </TwoColumns>
      {answer.factChanges.length > 0 && (
        <FactChanges aria-label="Changes to your facts">
          {answer.factChanges.map((change, index) => (
            <li key={index}>
              {AI_HELPER_MESSAGES.factRemoved(
                FACT_NAMES[change.fact as keyof typeof FACT_NAMES] ?? change.fact,
                change.removed,
              )}
            </li>
          ))}
        </FactChanges>
      )}
    </Fields>
  );
}

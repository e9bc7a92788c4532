import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { deckProblems, missingFacts, type FactSheet, type Slide } from '@kuza/contracts';
import { Button } from '@kuza/ui';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2,
  h3,
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xs};
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing.md};
  }
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export interface DeckChecksProps {
  facts: FactSheet | undefined;
  slides: Slide[];
  onSelect: (slideId: string) => void;
}

/**
 * "Missing facts" and "Check" under the slide: the same rules the API runs on every save, run on
 * the slides as they are being edited, so a number typed on one slide is checked against the rest.
 */
export function DeckChecks({ facts, slides, onSelect }: DeckChecksProps) {
  const headingId = useId();
  const missing = useMemo(() => (facts ? missingFacts(facts, slides, facts.company?.text) : []), [facts, slides]);
  const problems = useMemo(() => (facts ? deckProblems(facts, slides) : []), [facts, slides]);
  if (!facts) return null;
  const go = (slideId: string | undefined, title: string | undefined) =>
    slideId && (
      <Button size="sm" variant="secondary" onClick={() => onSelect(slideId)}>
        Go to {title}
      </Button>
    );

  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>Deck checks</h2>
      <section aria-label="Missing facts">
        <h3>Missing facts</h3>
        {missing.length ? (
          <ul>
            {missing.map((item) => (
              <Item key={`${item.slideId}-${item.fact}`}>
                <strong>{item.slideTitle}:</strong> {item.prompt} {go(item.slideId, item.slideTitle)}
              </Item>
            ))}
          </ul>
        ) : (
          <Muted>Every slide has the facts it is written from.</Muted>
        )}
      </section>
      <section aria-label="Check">
        <h3>Check</h3>
        {problems.length ? (
          <ul>
            {problems.map((problem) => (
              <Item key={problem.message}>
                {problem.message} {go(problem.slideId, problem.slideTitle)}
              </Item>
            ))}
          </ul>
        ) : (
          <Muted>The slides agree with the facts and with each other.</Muted>
        )}
      </section>
    </Panel>
  );
}

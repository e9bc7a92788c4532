import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { deckProblems, missingFacts, type FactSheet, type Slide } from '@kuza/contracts';
import { Button } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const MESSAGES = defineMessages({
  goTo: { id: 'decks.editor.checks.goTo', defaultMessage: 'Go to {title}' },
  title: { id: 'decks.editor.checks.title', defaultMessage: 'Deck checks' },
  missing: { id: 'decks.editor.checks.missing', defaultMessage: 'Missing facts' },
  noneMissing: {
    id: 'decks.editor.checks.noneMissing',
    defaultMessage: 'Every slide has the facts it is written from.',
  },
  check: { id: 'decks.editor.checks.check', defaultMessage: 'Check' },
  agree: { id: 'decks.editor.checks.agree', defaultMessage: 'The slides agree with the facts and with each other.' },
});

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
    padding-inline-start: ${({ theme }) => theme.spacing.md};
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
  const { t } = useI18n();
  const headingId = useId();
  const missing = useMemo(() => (facts ? missingFacts(facts, slides, facts.company?.text) : []), [facts, slides]);
  const problems = useMemo(() => (facts ? deckProblems(facts, slides) : []), [facts, slides]);
  if (!facts) return null;
  const go = (slideId: string | undefined, title: string | undefined) =>
    slideId && (
      <Button size="sm" variant="secondary" onClick={() => onSelect(slideId)}>
        {t(MESSAGES.goTo, { title })}
      </Button>
    );

  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{t(MESSAGES.title)}</h2>
      <section aria-label={t(MESSAGES.missing)}>
        <h3>{t(MESSAGES.missing)}</h3>
        {missing.length ? (
          <ul>
            {missing.map((item) => (
              <Item key={`${item.slideId}-${item.fact}`}>
                <strong>{item.slideTitle}:</strong> {item.prompt} {go(item.slideId, item.slideTitle)}
              </Item>
            ))}
          </ul>
        ) : (
          <Muted>{t(MESSAGES.noneMissing)}</Muted>
        )}
      </section>
      <section aria-label={t(MESSAGES.check)}>
        <h3>{t(MESSAGES.check)}</h3>
        {problems.length ? (
          <ul>
            {problems.map((problem) => (
              <Item key={problem.message}>
                {problem.message} {go(problem.slideId, problem.slideTitle)}
              </Item>
            ))}
          </ul>
        ) : (
          <Muted>{t(MESSAGES.agree)}</Muted>
        )}
      </section>
    </Panel>
  );
}

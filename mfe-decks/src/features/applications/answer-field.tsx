import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { answerLength, type AnswerLimit, type AnswerRedraft, type ApplicationAnswer } from '@kuza/contracts';
import { Button, Card, Panel, TextArea, TwoColumns } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const MESSAGES = defineMessages({
  count: {
    id: 'decks.answer.count',
    defaultMessage: '{length} / {max} {unit, select, words {words} other {characters}}',
  },
  over: { id: 'decks.answer.over', defaultMessage: ', {over} over the limit' },
  stale: {
    id: 'decks.answer.stale',
    defaultMessage:
      'Your facts changed since this answer was drafted. Redraft it from your facts, or keep it as it is.',
  },
  tellKuza: { id: 'decks.answer.tellKuza', defaultMessage: 'To answer this, tell Kuza' },
  tellKuzaHeading: { id: 'decks.answer.tellKuzaHeading', defaultMessage: 'To answer this, tell Kuza:' },
  addToFacts: { id: 'decks.answer.addToFacts', defaultMessage: 'Add it to your facts' },
  before: { id: 'decks.answer.before', defaultMessage: 'Before' },
  after: { id: 'decks.answer.after', defaultMessage: 'After' },
  nothingYet: { id: 'decks.answer.nothingYet', defaultMessage: 'Nothing yet.' },
  nothingAfter: { id: 'decks.answer.nothingAfter', defaultMessage: 'Nothing: your facts do not answer this yet.' },
  accept: { id: 'decks.answer.accept', defaultMessage: 'Accept' },
  keep: { id: 'decks.answer.keep', defaultMessage: 'Keep mine' },
  redrafting: { id: 'decks.answer.redrafting', defaultMessage: 'Redrafting' },
  redraft: { id: 'decks.answer.redraft', defaultMessage: 'Redraft from facts' },
  copy: { id: 'decks.answer.copy', defaultMessage: 'Copy' },
});

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Count = styled.span<{ $over: boolean }>`
  color: ${({ $over, theme }) => ($over ? theme.colors.danger : theme.colors.muted)};
  font-weight: ${({ $over, theme }) => ($over ? theme.fontWeights.medium : theme.fontWeights.regular)};
`;

const Stale = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Questions = styled(Panel)`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ul {
    padding-inline-start: ${({ theme }) => theme.spacing.md};
  }
`;

const Side = styled(Panel)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;

  h4 {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
  }
`;

/** "512 / 500 characters, 12 over the limit": the live count, red over the limit (saved anyway). */
export function AnswerCount({ text, limit }: { text: string; limit: AnswerLimit }) {
  const { t, formatNumber } = useI18n();
  const length = answerLength(text, limit.unit);
  const over = length - limit.max;
  return (
    <Count $over={over > 0}>
      {t(MESSAGES.count, { length: formatNumber(length), max: formatNumber(limit.max), unit: limit.unit })}
      {over > 0 && t(MESSAGES.over, { over: formatNumber(over) })}
    </Count>
  );
}

export interface AnswerFieldProps {
  /** The answer as the server last gave it: question, limit, questions to the founder, stale flag. */
  answer: ApplicationAnswer;
  text: string;
  onChange: (text: string) => void;
  /** Where the deck's facts are given and confirmed. */
  factsHref: string;
  onRedraft: () => void;
  redrafting: boolean;
  /** The redraft beside the saved answer, while the founder decides. */
  review?: AnswerRedraft;
  onAccept: () => void;
  onKeep: () => void;
  onCopy: () => void;
}

/** One question: its answer to edit, its count, what Kuza still needs to know, and redraft and copy. */
export function AnswerField(props: AnswerFieldProps) {
  const { answer, text, review } = props;
  const { t } = useI18n();
  return (
    <Card as="li" aria-label={answer.question}>
      <TextArea
        label={answer.question}
        name={answer.questionId}
        value={text}
        rows={5}
        onChange={(event) => props.onChange(event.target.value)}
        hint={<AnswerCount text={text} limit={answer.limit} />}
      />
      {answer.stale && <Stale>{t(MESSAGES.stale)}</Stale>}
      {answer.missing.length > 0 && (
        <Questions aria-label={t(MESSAGES.tellKuza)}>
          <h4>{t(MESSAGES.tellKuzaHeading)}</h4>
          <ul>
            {answer.missing.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
          <Link to={props.factsHref}>{t(MESSAGES.addToFacts)}</Link>
        </Questions>
      )}
      {review ? (
        <>
          <TwoColumns>
            <Side aria-label={t(MESSAGES.before)}>
              <h4>{t(MESSAGES.before)}</h4>
              <p>{review.before.text || t(MESSAGES.nothingYet)}</p>
            </Side>
            <Side aria-label={t(MESSAGES.after)}>
              <h4>{t(MESSAGES.after)}</h4>
              <p>{review.after.text || t(MESSAGES.nothingAfter)}</p>
            </Side>
          </TwoColumns>
          <Row>
            <Button size="sm" onClick={props.onAccept}>
              {t(MESSAGES.accept)}
            </Button>
            <Button size="sm" variant="secondary" onClick={props.onKeep}>
              {t(MESSAGES.keep)}
            </Button>
          </Row>
        </>
      ) : (
        <Row>
          <Button
            size="sm"
            variant="secondary"
            onClick={props.onRedraft}
            loading={props.redrafting}
            loadingLabel={t(MESSAGES.redrafting)}
          >
            {t(MESSAGES.redraft)}
          </Button>
          <Button size="sm" variant="ghost" onClick={props.onCopy} disabled={!text.trim()}>
            {t(MESSAGES.copy)}
          </Button>
        </Row>
      )}
    </Card>
  );
}

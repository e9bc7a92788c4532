import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { answerLength, type AnswerLimit, type AnswerRedraft, type ApplicationAnswer } from '@kuza/contracts';
import { Button, Card, Panel, TextArea, TwoColumns } from '@kuza/ui';

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
    padding-left: ${({ theme }) => theme.spacing.md};
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

const UNIT_WORDS = { chars: 'characters', words: 'words' } as const;

/** "512 / 500 characters, 12 over the limit": the live count, red over the limit (saved anyway). */
export function AnswerCount({ text, limit }: { text: string; limit: AnswerLimit }) {
  const length = answerLength(text, limit.unit);
  const over = length - limit.max;
  return (
    <Count $over={over > 0}>
      {length} / {limit.max} {UNIT_WORDS[limit.unit]}
      {over > 0 && `, ${over} over the limit`}
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
      {answer.stale && (
        <Stale>
          Your facts changed since this answer was drafted. Redraft it from your facts, or keep it as it is.
        </Stale>
      )}
      {answer.missing.length > 0 && (
        <Questions aria-label="To answer this, tell Kuza">
          <h4>To answer this, tell Kuza:</h4>
          <ul>
            {answer.missing.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
          <Link to={props.factsHref}>Add it to your facts</Link>
        </Questions>
      )}
      {review ? (
        <>
          <TwoColumns>
            <Side aria-label="Before">
              <h4>Before</h4>
              <p>{review.before.text || 'Nothing yet.'}</p>
            </Side>
            <Side aria-label="After">
              <h4>After</h4>
              <p>{review.after.text || 'Nothing: your facts do not answer this yet.'}</p>
            </Side>
          </TwoColumns>
          <Row>
            <Button size="sm" onClick={props.onAccept}>
              Accept
            </Button>
            <Button size="sm" variant="secondary" onClick={props.onKeep}>
              Keep mine
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
            loadingLabel="Redrafting"
          >
            Redraft from facts
          </Button>
          <Button size="sm" variant="ghost" onClick={props.onCopy} disabled={!text.trim()}>
            Copy
          </Button>
        </Row>
      )}
    </Card>
  );
}

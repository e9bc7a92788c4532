import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@kuza/store';
import { Button } from '@kuza/ui';
import { useResumeRegenerateSummaryMutation } from '../resumes/api';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Confirm = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface RegenerateSummaryProps {
  resumeId: string;
  /** The summary as the text box holds it now. */
  text: string;
  /** The variant to ask for next; each call gives a new one, so every Regenerate is another take. */
  nextVariant: () => number;
  onReplace: (text: string) => void;
}

/**
 * Regenerate beside the summary's text: a new summary from the resume as it is now. Text the founder
 * wrote (anything Regenerate did not just put there) is replaced only once they confirm, and
 * 'Undo regenerate' puts it back.
 */
export function RegenerateSummary({ resumeId, text, nextVariant, onReplace }: RegenerateSummaryProps) {
  const [regenerate, { isLoading, error, reset }] = useResumeRegenerateSummaryMutation();
  const [written, setWritten] = useState<string | null>(null);
  const [before, setBefore] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const founderText = text.trim() !== '' && text !== written;

  const run = async () => {
    setConfirming(false);
    reset();
    const answer = await regenerate({ id: resumeId, variant: nextVariant() })
      .unwrap()
      .catch(() => null);
    if (!answer) return;
    setBefore(text);
    setWritten(answer.summary);
    onReplace(answer.summary);
  };

  const undo = () => {
    if (before === null) return;
    onReplace(before);
    setBefore(null);
  };

  return (
    <>
      <Row>
        <Button
          size="sm"
          variant="secondary"
          loading={isLoading}
          loadingLabel="Regenerating"
          onClick={() => (founderText ? setConfirming(true) : void run())}
        >
          Regenerate
        </Button>
        {before !== null && (
          <Button size="sm" variant="secondary" onClick={undo}>
            Undo regenerate
          </Button>
        )}
      </Row>
      {confirming && (
        <Confirm role="alertdialog" aria-label="Replace your summary?" aria-describedby="regenerate-summary-why">
          <p id="regenerate-summary-why">
            Regenerate replaces the summary in the box, which you wrote or edited. Undo regenerate brings it back.
          </p>
          <Row>
            <Button size="sm" onClick={() => void run()}>
              Replace
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              Keep my summary
            </Button>
          </Row>
        </Confirm>
      )}
      {error && (
        <Problem role="alert">{errorMessage(error, 'Another summary could not be written. Try again.')}</Problem>
      )}
    </>
  );
}

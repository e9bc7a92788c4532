import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@kuza/store';
import { Button, Panel, Stack } from '@kuza/ui';
import { useResumeRegenerateSummaryMutation } from '../resumes/api';

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
      <Stack direction="row" wrap align="center" gap="xs">
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
      </Stack>
      {confirming && (
        <Panel as="div" role="alertdialog" aria-label="Replace your summary?" aria-describedby="regenerate-summary-why">
          <p id="regenerate-summary-why">
            Regenerate replaces the summary in the box, which you wrote or edited. Undo regenerate brings it back.
          </p>
          <Stack direction="row" wrap align="center" gap="xs">
            <Button size="sm" onClick={() => void run()}>
              Replace
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              Keep my summary
            </Button>
          </Stack>
        </Panel>
      )}
      {error && (
        <Problem role="alert">{errorMessage(error, 'Another summary could not be written. Try again.')}</Problem>
      )}
    </>
  );
}

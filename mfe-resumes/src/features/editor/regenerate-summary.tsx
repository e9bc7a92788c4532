import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@kuza/store';
import { Button, Panel, Stack } from '@kuza/ui';
import { useResumeRegenerateSummaryMutation } from '../resumes/api';
import { defineMessages } from '@kuza/i18n';
import { useResumesI18n } from '../../i18n';

const messages = defineMessages({
  regenerating: { id: 'resumes.regenerate.regenerating', defaultMessage: 'Regenerating' },
  regenerate: { id: 'resumes.regenerate.regenerate', defaultMessage: 'Regenerate' },
  undo: { id: 'resumes.regenerate.undo', defaultMessage: 'Undo regenerate' },
  confirm: { id: 'resumes.regenerate.confirm', defaultMessage: 'Replace your summary?' },
  why: {
    id: 'resumes.regenerate.why',
    defaultMessage:
      'Regenerate replaces the summary in the box, which you wrote or edited. Undo regenerate brings it back.',
  },
  replace: { id: 'resumes.regenerate.replace', defaultMessage: 'Replace' },
  keep: { id: 'resumes.regenerate.keep', defaultMessage: 'Keep my summary' },
  failed: { id: 'resumes.regenerate.failed', defaultMessage: 'Another summary could not be written. Try again.' },
});

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
  const { t } = useResumesI18n();
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
          loadingLabel={t(messages.regenerating)}
          onClick={() => (founderText ? setConfirming(true) : void run())}
        >
          {t(messages.regenerate)}
        </Button>
        {before !== null && (
          <Button size="sm" variant="secondary" onClick={undo}>
            {t(messages.undo)}
          </Button>
        )}
      </Stack>
      {confirming && (
        <Panel as="div" role="alertdialog" aria-label={t(messages.confirm)} aria-describedby="regenerate-summary-why">
          <p id="regenerate-summary-why">{t(messages.why)}</p>
          <Stack direction="row" wrap align="center" gap="xs">
            <Button size="sm" onClick={() => void run()}>
              {t(messages.replace)}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              {t(messages.keep)}
            </Button>
          </Stack>
        </Panel>
      )}
      {error && <Problem role="alert">{errorMessage(error, t(messages.failed))}</Problem>}
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { buildResumeSchema } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Stack, TextArea } from '@kuza/ui';
import { useResumeRegenerateSummaryMutation } from '../resumes/api';
import { StepActions, StepError } from './step-parts';

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Summary = styled.div`
  padding: ${({ theme }) => theme.spacing.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySubtle};
  white-space: pre-wrap;
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

function summaryError(summary: string): string | undefined {
  try {
    buildResumeSchema.validateSync({ summary });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

export interface SummaryStepProps {
  resumeId: string;
  initialSummary: string;
  onProceed: (summary: string) => void;
}

/** The AI summary: Edit/Save it, Regenerate another (variant 1, 2, …), then proceed to the builder. */
export function SummaryStep({ resumeId, initialSummary, onProceed }: SummaryStepProps) {
  const [summary, setSummary] = useState(initialSummary);
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string>();
  const [variant, setVariant] = useState(0);
  const [regenerate, { isLoading: regenerating, error, reset }] = useResumeRegenerateSummaryMutation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);

  const save = () => {
    const why = summaryError(editing ?? '');
    if (why) return setProblem(why);
    setSummary(editing!.trim());
    setEditing(null);
    setProblem(undefined);
  };

  const another = async () => {
    reset();
    const next = variant + 1;
    const answer = await regenerate({ id: resumeId, variant: next })
      .unwrap()
      .catch(() => null);
    if (!answer) return;
    setVariant(next);
    setSummary(answer.summary);
  };

  return (
    <Stack gap="md">
      {editing === null ? (
        <Stack gap="sm">
          <Title ref={titleRef} tabIndex={-1}>
            Professional summary
          </Title>
          <Summary aria-live="polite" aria-busy={regenerating || undefined}>
            {summary}
          </Summary>
        </Stack>
      ) : (
        <TextArea
          name="summary"
          label="Professional summary"
          rows={8}
          maxLength={3000}
          value={editing}
          error={problem}
          autoFocus
          onChange={(event) => {
            setEditing(event.target.value);
            setProblem(undefined);
          }}
        />
      )}
      {error && <StepError>{errorMessage(error, 'Another summary could not be written. Try again.')}</StepError>}
      <StepActions>
        {editing === null ? (
          <Button variant="secondary" onClick={() => setEditing(summary)} disabled={regenerating}>
            Edit
          </Button>
        ) : (
          <Button variant="secondary" onClick={save}>
            Save
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => void another()}
          disabled={editing !== null}
          loading={regenerating}
          loadingLabel="Regenerating"
        >
          Regenerate
        </Button>
        <Button onClick={() => onProceed(summary)} disabled={editing !== null || regenerating}>
          Proceed to Resume Builder
        </Button>
      </StepActions>
    </Stack>
  );
}

import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { buildResumeSchema, ruleText } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Stack, TextArea } from '@kuza/ui';
import { useResumeRegenerateSummaryMutation } from '../resumes/api';
import { StepActions, StepError } from './step-parts';
import { defineMessages } from '@kuza/i18n';
import { useResumesI18n } from '../../i18n';
import { COMMON_MESSAGES } from '../../lib/common-messages';

const messages = defineMessages({
  title: { id: 'resumes.summary.title', defaultMessage: 'Professional summary' },
  failed: { id: 'resumes.summary.failed', defaultMessage: 'Another summary could not be written. Try again.' },
  edit: { id: 'resumes.summary.edit', defaultMessage: 'Edit' },
  regenerating: { id: 'resumes.summary.regenerating', defaultMessage: 'Regenerating' },
  regenerate: { id: 'resumes.summary.regenerate', defaultMessage: 'Regenerate' },
  proceed: { id: 'resumes.summary.proceed', defaultMessage: 'Proceed to Resume Builder' },
});

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Summary = styled.div`
  padding: ${({ theme }) => theme.spacing.md};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
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
    // A rule is a message (said in the page's language) or, where the contracts still write it, text.
    return ruleText((error as { message?: unknown }).message);
  }
}

export interface SummaryStepProps {
  resumeId: string;
  initialSummary: string;
  onProceed: (summary: string) => void;
}

/** The AI summary: Edit/Save it, Regenerate another (variant 1, 2, …), then proceed to the builder. */
export function SummaryStep({ resumeId, initialSummary, onProceed }: SummaryStepProps) {
  const { t } = useResumesI18n();
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
            {t(messages.title)}
          </Title>
          <Summary aria-live="polite" aria-busy={regenerating || undefined}>
            {summary}
          </Summary>
        </Stack>
      ) : (
        <TextArea
          name="summary"
          label={t(messages.title)}
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
      {error && <StepError>{errorMessage(error, t(messages.failed))}</StepError>}
      <StepActions>
        {editing === null ? (
          <Button variant="secondary" onClick={() => setEditing(summary)} disabled={regenerating}>
            {t(messages.edit)}
          </Button>
        ) : (
          <Button variant="secondary" onClick={save}>
            {t(COMMON_MESSAGES.save)}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => void another()}
          disabled={editing !== null}
          loading={regenerating}
          loadingLabel={t(messages.regenerating)}
        >
          {t(messages.regenerate)}
        </Button>
        <Button onClick={() => onProceed(summary)} disabled={editing !== null || regenerating}>
          {t(messages.proceed)}
        </Button>
      </StepActions>
    </Stack>
  );
}

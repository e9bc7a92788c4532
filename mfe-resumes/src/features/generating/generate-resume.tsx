import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '@kuza/store';
import { Button, ButtonLink, ErrorState, ProgressBar, Spinner } from '@kuza/ui';
import { forgetSummary, recallSummary } from '../../lib/summary-handoff';
import { paths } from '../../lib/paths';
import { useResumeBuildMutation, useResumeGetQuery } from '../resumes/api';

const Busy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.lg};
  width: 100%;
  color: ${({ theme }) => theme.colors.primary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Text = styled.p`
  margin: 0;
  max-width: 48ch;
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

/**
 * Sends POST /resumes/:id/build once with the summary from the AI summary step and moves on to
 * the editor when the server answers; the progress bar runs exactly as long as that request.
 */
export function GenerateResume({ id }: { id: string }) {
  const navigate = useNavigate();
  const { state } = useLocation();
  const handedOver = useRef(recallSummary(id, state)).current;
  // Without a handed-over summary (a bookmark, another tab), the draft's own Summary section is used.
  const draft = useResumeGetQuery(id, { skip: !!handedOver });
  const summary = handedOver ?? draft.data?.sections[0]?.content;
  const [build, { isError, error, isSuccess }] = useResumeBuildMutation();
  const started = useRef(false);

  const run = useCallback(
    async (text: string) => {
      started.current = true;
      const built = await build({ id, summary: text })
        .unwrap()
        .catch(() => null);
      if (!built) return;
      forgetSummary(id);
      navigate(paths.editor(id), { replace: true });
    },
    [build, id, navigate],
  );

  useEffect(() => {
    if (summary !== undefined && !started.current) void run(summary);
  }, [summary, run]);

  const loadFailed = !handedOver && draft.isError;
  if (isError || loadFailed) {
    return (
      <ErrorState
        title="Your resume could not be generated"
        message={errorMessage(isError ? error : draft.error, 'Check your connection and try again.')}
        action={
          <Actions>
            {summary !== undefined && (
              <Button variant="secondary" onClick={() => void run(summary)}>
                Retry
              </Button>
            )}
            <ButtonLink to={paths.list} variant="ghost">
              Back to Resumes
            </ButtonLink>
          </Actions>
        }
      />
    );
  }
  return (
    <Busy>
      <Spinner size="lg" label="Generating" />
      <Text>
        We are writing your experience, education and skills, applying the Modern template and polishing your summary.
        This usually takes just a few seconds.
      </Text>
      <ProgressBar
        aria-label="Resume generation progress"
        value={isSuccess ? 100 : undefined}
        valueText={isSuccess ? 'Done' : 'Writing your resume'}
      />
    </Busy>
  );
}

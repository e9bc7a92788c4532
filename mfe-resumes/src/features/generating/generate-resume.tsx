import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '@kuza/store';
import { Button, ButtonLink, ErrorState, ProgressBar, Spinner } from '@kuza/ui';
import { forgetSummary, recallSummary } from '../../lib/summary-handoff';
import { paths } from '../../lib/paths';
import { useResumeBuildMutation, useResumeGetQuery } from '../resumes/api';
import { defineMessages } from '@kuza/i18n';
import { useResumesI18n } from '../../i18n';
import { COMMON_MESSAGES } from '../../lib/common-messages';

const messages = defineMessages({
  failed: { id: 'resumes.generate.failed', defaultMessage: 'Your resume could not be generated' },
  connection: { id: 'resumes.generate.connection', defaultMessage: 'Check your connection and try again.' },
  retry: { id: 'resumes.generate.retry', defaultMessage: 'Retry' },
  generating: { id: 'resumes.generate.generating', defaultMessage: 'Generating' },
  text: {
    id: 'resumes.generate.text',
    defaultMessage:
      'We are writing your experience, education and skills, applying the Modern template and polishing your summary. This usually takes just a few seconds.',
  },
  progress: { id: 'resumes.generate.progress', defaultMessage: 'Resume generation progress' },
  done: { id: 'resumes.generate.done', defaultMessage: 'Done' },
  writing: { id: 'resumes.generate.writing', defaultMessage: 'Writing your resume' },
});

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
  const { t } = useResumesI18n();
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
        title={t(messages.failed)}
        message={errorMessage(isError ? error : draft.error, t(messages.connection))}
        action={
          <Actions>
            {summary !== undefined && (
              <Button variant="secondary" onClick={() => void run(summary)}>
                {t(messages.retry)}
              </Button>
            )}
            <ButtonLink to={paths.list} variant="ghost">
              {t(COMMON_MESSAGES.backToResumes)}
            </ButtonLink>
          </Actions>
        }
      />
    );
  }
  return (
    <Busy>
      <Spinner size="lg" label={t(messages.generating)} />
      <Text>{t(messages.text)}</Text>
      <ProgressBar
        aria-label={t(messages.progress)}
        value={isSuccess ? 100 : undefined}
        valueText={t(isSuccess ? messages.done : messages.writing)}
      />
    </Busy>
  );
}

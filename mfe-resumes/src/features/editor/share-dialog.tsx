import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@kuza/store';
import { Button, Dialog, ErrorState, Spinner, Stack, TextField } from '@kuza/ui';
import { paths } from '../../lib/paths';
import { useResumeShareCreateMutation, useResumeShareGetQuery, useResumeShareRevokeMutation } from '../resumes/api';

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  padding-bottom: ${({ theme }) => theme.spacing.md};
`;

/** The public page of a share: the token is the last part of the API's path. */
export function shareUrl(path: string, origin = window.location.origin): string {
  const token = path.split('/').filter(Boolean).pop() ?? '';
  return `${origin}${paths.shared(token)}`;
}

/** Share: create a view-only link, copy it, see how often it was opened, revoke it. */
export function ShareDialog({ resumeId, open, onClose }: { resumeId: string; open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Share resume"
      description="Anyone with the link can view this resume without signing in. It cannot be edited there."
    >
      {open && <ShareBody resumeId={resumeId} />}
    </Dialog>
  );
}

function ShareBody({ resumeId }: { resumeId: string }) {
  const info = useResumeShareGetQuery(resumeId, { refetchOnMountOrArgChange: true });
  const [create, creating] = useResumeShareCreateMutation();
  const [revoke, revoking] = useResumeShareRevokeMutation();
  const [copied, setCopied] = useState('');
  const failure = creating.error ?? revoking.error;

  if (info.isLoading) return <Spinner label="Loading the share link" />;
  if (info.isError || !info.data) {
    return (
      <ErrorState
        message={errorMessage(info.error, 'The share link could not be loaded.')}
        onRetry={() => void info.refetch()}
      />
    );
  }

  const { active, path, views } = info.data;
  const url = active && path ? shareUrl(path) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied');
    } catch {
      setCopied('Copy failed: select the link and copy it yourself');
    }
  };

  return (
    <Stack gap="md">
      {url ? (
        <>
          <TextField label="Share link" name="shareLink" value={url} readOnly onFocus={(e) => e.target.select()} />
          <Muted>
            Viewed {views} {views === 1 ? 'time' : 'times'}
          </Muted>
        </>
      ) : (
        <Muted>This resume is not shared. {views > 0 && `Earlier links were viewed ${views} times.`}</Muted>
      )}
      {failure && <p role="alert">{errorMessage(failure, 'That did not work. Try again.')}</p>}
      <Muted role="status">{copied}</Muted>
      <Actions>
        {url ? (
          <>
            <Button
              variant="danger"
              loading={revoking.isLoading}
              loadingLabel="Revoking"
              onClick={() => void revoke(resumeId)}
            >
              Revoke link
            </Button>
            <Button onClick={() => void copy()}>Copy link</Button>
          </>
        ) : (
          <Button loading={creating.isLoading} loadingLabel="Creating" onClick={() => void create(resumeId)}>
            Create link
          </Button>
        )}
      </Actions>
    </Stack>
  );
}

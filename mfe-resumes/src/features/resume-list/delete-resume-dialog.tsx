import { useState } from 'react';
import styled from 'styled-components';
import type { ResumeSummaryRow } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Dialog, toast } from '@kuza/ui';
import { useResumeDeleteMutation } from '../resumes/api';

const Alert = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Asks before deleting; a Member gets the server's 403 message here (only Owners and Admins delete). */
export function DeleteResumeDialog({ resume, onClose }: { resume: ResumeSummaryRow | null; onClose: () => void }) {
  const [remove, { isLoading }] = useResumeDeleteMutation();
  const [error, setError] = useState<string>();

  const close = () => {
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    if (!resume) return;
    try {
      await remove(resume.id).unwrap();
      toast.success(`Deleted “${resume.name}”`);
      close();
    } catch (failure) {
      setError(errorMessage(failure, 'Could not delete the resume'));
    }
  };

  return (
    <Dialog
      open={!!resume}
      onClose={close}
      size="sm"
      title="Delete this resume?"
      description={resume && `“${resume.name}” will be deleted for everyone in your workspace. This cannot be undone.`}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button variant="danger" loading={isLoading} loadingLabel="Deleting" onClick={() => void confirm()}>
            Delete
          </Button>
        </>
      }
    >
      {error && <Alert role="alert">{error}</Alert>}
    </Dialog>
  );
}

import type { ResumeSummaryRow } from '@kuza/contracts';
import { ConfirmDeleteDialog } from '@kuza/ui';
import { useResumeDeleteMutation } from '../resumes/api';

/** Asks before deleting; a Member gets the server's 403 message here (only Owners and Admins delete). */
export function DeleteResumeDialog({ resume, onClose }: { resume: ResumeSummaryRow | null; onClose: () => void }) {
  const [remove, { isLoading }] = useResumeDeleteMutation();
  return (
    <ConfirmDeleteDialog
      open={!!resume}
      title="Delete this resume?"
      description={resume && `“${resume.name}” will be deleted for everyone in your workspace. This cannot be undone.`}
      onConfirm={async () => resume && remove(resume.id).unwrap()}
      busy={isLoading}
      successMessage={`Deleted “${resume?.name}”`}
      failureMessage="Could not delete the resume"
      onClose={onClose}
    />
  );
}

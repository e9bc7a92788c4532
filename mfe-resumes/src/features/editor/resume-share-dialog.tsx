import { ShareWithLinksDialog } from '@kuza/app';
import { paths } from '../../lib/paths';
import { useResumeShareCreateMutation, useResumeShareGetQuery, useResumeShareRevokeMutation } from '../resumes/api';

const hooks = {
  useShareQuery: useResumeShareGetQuery,
  useCreateMutation: useResumeShareCreateMutation,
  useRevokeMutation: useResumeShareRevokeMutation,
};

/** The public page of a share on this site: the token is the last part of the API's path. */
function publicLink(path: string): string {
  const token = path.split('/').filter(Boolean).pop() ?? '';
  return `${window.location.origin}${paths.shared(token)}`;
}

export interface ResumeShareDialogProps {
  resumeId: string;
  open: boolean;
  onClose: () => void;
}

/** The resume's Share dialog: its investor links (one per recipient, with their visits) and the view-only link for anyone. */
export function ResumeShareDialog({ resumeId, open, onClose }: ResumeShareDialogProps) {
  if (!open) return null;
  return (
    <ShareWithLinksDialog kind="resume" documentId={resumeId} onClose={onClose} hooks={hooks} publicLink={publicLink} />
  );
}

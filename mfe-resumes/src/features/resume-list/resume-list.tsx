import { documentNameError, RESUME_MESSAGES, type ResumeSummaryRow } from '@kuza/contracts';
import { DocumentList, type DocumentWords, type RenameOptions } from '@kuza/app';
import { paths } from '../../lib/paths';
import {
  useResumeDeleteMutation,
  useResumeDuplicateMutation,
  useResumeGetQuery,
  useResumeListQuery,
  useResumeUpdateMutation,
} from '../resumes/api';

const WORDS: DocumentWords = {
  one: 'resume',
  many: 'resumes',
  short: 'resume',
  nameLabel: 'Resume name',
  emptyText: 'Start with AI, paste a CV or import a PDF or Word file: Kuza writes an investor-ready founder resume.',
};

const useLatestResume = (id: string) => useResumeGetQuery(id, { refetchOnMountOrArgChange: true });
const resumeHref = (resume: ResumeSummaryRow) => paths.editor(resume.id);
const resumeMeta = (resume: ResumeSummaryRow) => <span>{resume.template}</span>;

/** The workspace's resumes, newest first, with rename, duplicate and delete. */
export function ResumeList({ onCreate }: { onCreate: () => void }) {
  const query = useResumeListQuery();
  const [duplicate] = useResumeDuplicateMutation();
  const [remove, { isLoading: removing }] = useResumeDeleteMutation();
  const [update, { isLoading: saving }] = useResumeUpdateMutation();
  const rename: RenameOptions = {
    useLatest: useLatestResume,
    save: (change) => update(change).unwrap(),
    saving,
    validateName: documentNameError,
    conflictMessage: RESUME_MESSAGES.conflict,
  };
  return (
    <DocumentList
      words={WORDS}
      query={query}
      hrefOf={resumeHref}
      metaOf={resumeMeta}
      duplicate={(id) => duplicate(id).unwrap()}
      remove={(id) => remove(id).unwrap()}
      removing={removing}
      rename={rename}
      onCreate={onCreate}
    />
  );
}

import { RESUME_MESSAGES, type ResumeSummaryRow } from '@kuza/contracts';
import { WorkspaceDocumentList, type DocumentWords } from '@kuza/app';
import { paths } from '../../lib/paths';
import { resumeHooks } from '../resumes/api';
import { useI18n } from '@kuza/i18n/react';

const WORDS: DocumentWords = {
  one: 'resume',
  many: 'resumes',
  short: 'resume',
  nameLabel: 'Resume name',
  emptyText: 'Start with AI, paste a CV or import a PDF or Word file: Kuza writes an investor-ready founder resume.',
};

const resumeHref = (resume: ResumeSummaryRow) => paths.editor(resume.id);
const resumeMeta = (resume: ResumeSummaryRow) => <span>{resume.template}</span>;

/** The workspace's resumes, newest first, with rename, duplicate and delete. */
export function ResumeList({ onCreate }: { onCreate: () => void }) {
  const { t } = useI18n();
  return (
    <WorkspaceDocumentList
      hooks={resumeHooks}
      words={WORDS}
      hrefOf={resumeHref}
      metaOf={resumeMeta}
      conflictMessage={t(RESUME_MESSAGES.conflict)}
      onCreate={onCreate}
    />
  );
}

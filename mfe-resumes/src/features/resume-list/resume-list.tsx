import { RESUME_MESSAGES, type ResumeSummaryRow } from '@kuza/contracts';
import { WorkspaceDocumentList, type DocumentWords } from '@kuza/app';
import { paths } from '../../lib/paths';
import { resumeHooks } from '../resumes/api';
import { defineMessages } from '@kuza/i18n';
import { useResumesI18n } from '../../i18n';

const messages = defineMessages({
  one: { id: 'resumes.words.one', defaultMessage: 'resume' },
  many: { id: 'resumes.words.many', defaultMessage: 'resumes' },
  nameLabel: { id: 'resumes.words.nameLabel', defaultMessage: 'Resume name' },
  emptyText: {
    id: 'resumes.words.emptyText',
    defaultMessage:
      'Start with AI, paste a CV or import a PDF or Word file: Kuza writes an investor-ready founder resume.',
  },
});

const resumeHref = (resume: ResumeSummaryRow) => paths.editor(resume.id);
const resumeMeta = (resume: ResumeSummaryRow) => <span>{resume.template}</span>;

/** The workspace's resumes, newest first, with rename, duplicate and delete. */
export function ResumeList({ onCreate }: { onCreate: () => void }) {
  const { t } = useResumesI18n();
  const words: DocumentWords = {
    one: t(messages.one),
    many: t(messages.many),
    short: t(messages.one),
    nameLabel: t(messages.nameLabel),
    emptyText: t(messages.emptyText),
  };
  return (
    <WorkspaceDocumentList
      hooks={resumeHooks}
      words={words}
      hrefOf={resumeHref}
      metaOf={resumeMeta}
      conflictMessage={t(RESUME_MESSAGES.conflict)}
      onCreate={onCreate}
    />
  );
}

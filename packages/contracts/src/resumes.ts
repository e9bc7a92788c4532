import { defineMessages } from '@kuza/i18n';
/**
 * The founder-resume domain shared by the API (generation, import, export) and the resumes remote:
 * its constants and messages. The shapes of resumes and the /resumes bodies and answers are the yup
 * schemas of schemas/resume.ts, and their types are inferred from them.
 */
import type { ResumeCreationInputs, ResumeHeader } from './schemas/resume';

export const RESUME_TEMPLATES = ['Modern', 'ATS Classic'] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];

export const RESUME_STATUSES = ['Draft', 'Complete'] as const;
export type ResumeStatus = (typeof RESUME_STATUSES)[number];

/* ---- API contract of /resumes (REST, JSON; errors are `{ error }`) ---- */

/** The person's name from the creation inputs, else the resume's own name; role and links as given. */
export function resumeHeader(resume: { name?: string; inputs?: ResumeCreationInputs | null }): ResumeHeader {
  const clean = (s: string | undefined) => s?.replace(/\s+/g, ' ').trim() || undefined;
  return {
    name: clean(resume.inputs?.name) ?? clean(resume.name) ?? 'Resume',
    role: clean(resume.inputs?.role),
    contact: clean(resume.inputs?.links),
  };
}

export const RESUME_MESSAGES = defineMessages({
  notFound: { id: 'resume.notFound', defaultMessage: 'Resume not found' },
  conflict: {
    id: 'resume.conflict',
    defaultMessage:
      'This resume was changed somewhere else. Reload to get the latest version; your last change was not saved.',
  },
  deleteForbidden: {
    id: 'resume.deleteForbidden',
    defaultMessage: 'Only the workspace Owner or an Admin can delete a resume',
  },
  detailsRequired: {
    id: 'resume.detailsRequired',
    defaultMessage: 'Tell us about the founder: at least a name or some experience',
  },
  pasteRequired: { id: 'resume.pasteRequired', defaultMessage: 'Paste a CV to continue' },
  shareNotFound: { id: 'resume.shareNotFound', defaultMessage: 'This link is no longer shared' },
  lastSection: { id: 'resume.lastSection', defaultMessage: 'A resume keeps at least one section' },
  docUnreadable: {
    id: 'resume.docUnreadable',
    defaultMessage: 'We could not read this .doc file. Save it as .docx or PDF and try again.',
  },
});

export const RESUME_IMPORT_LIMITS = { maxBytes: 10 * 1024 * 1024, accept: '.pdf,.doc,.docx' } as const;

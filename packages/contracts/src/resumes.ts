/** The founder-resume domain shared by the API (generation, import, export) and the resumes remote. */
export const RESUME_TEMPLATES = ['Modern', 'ATS Classic'] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];

export const RESUME_STATUSES = ['Draft', 'Complete'] as const;
export type ResumeStatus = (typeof RESUME_STATUSES)[number];

export interface ResumeSection {
  id: string;
  label: string;
  /**
   * Rich text kept deliberately small: paragraphs separated by blank lines, bullet items as lines
   * starting with '- ', and **bold** runs. Exports and the editor read the same format.
   */
  content: string;
}

export interface ResumeCreationInputs {
  name?: string;
  role?: string;
  experience?: string;
  education?: string;
  skills?: string;
  links?: string;
  pastedText?: string;
  importSource?: { kind: 'file'; name: string };
}

export interface Resume {
  id: string;
  workspaceId: string;
  ownerId: string;
  name: string;
  status: 'Draft' | 'Complete';
  template: ResumeTemplate;
  profileImageUrl?: string;
  sections: ResumeSection[];
  inputs: ResumeCreationInputs;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/* ---- API contract of /resumes (REST, JSON; errors are `{ error }`) ---- */

export interface ResumeSummaryRow {
  id: string;
  name: string;
  status: 'Draft' | 'Complete';
  template: ResumeTemplate;
  updatedAt: string;
}

/**
 * POST /resumes: starts a resume from the founder's details ('ai') or pasted CV text ('paste');
 * the answer carries the generated professional summary for the AI summary step. An import goes
 * through POST /resumes/import (the raw .pdf/.doc/.docx as the body).
 */
export interface CreateResumeInput {
  mode: 'ai' | 'paste';
  inputs: ResumeCreationInputs;
}

/** POST /resumes/:id/summary: a different summary (Regenerate); `variant` counts up from 1. */
export interface RegenerateSummaryInput {
  variant: number;
}

/** PUT /resumes/:id: any subset of the editable fields plus the version the client last saw. */
export interface UpdateResumeInput {
  version: number;
  name?: string;
  status?: 'Draft' | 'Complete';
  template?: ResumeTemplate;
  profileImageUrl?: string;
  sections?: ResumeSection[];
}

/** POST /resumes/:id/build: writes every section from the inputs and the (edited) summary. */
export interface BuildResumeInput {
  summary: string;
}

/** The top of a resume: the person's name, role and contact line, as every view and export shows it. */
export interface ResumeHeader {
  name: string;
  role?: string;
  contact?: string;
}

/** The person's name from the creation inputs, else the resume's own name; role and links as given. */
export function resumeHeader(resume: { name?: string; inputs?: ResumeCreationInputs | null }): ResumeHeader {
  const clean = (s: string | undefined) => s?.replace(/\s+/g, ' ').trim() || undefined;
  return {
    name: clean(resume.inputs?.name) ?? clean(resume.name) ?? 'Resume',
    role: clean(resume.inputs?.role),
    contact: clean(resume.inputs?.links),
  };
}

export interface SharedResume {
  name: string;
  /** What the editor's preview shows at the top. */
  header: ResumeHeader;
  template: ResumeTemplate;
  profileImageUrl?: string;
  sections: ResumeSection[];
  updatedAt: string;
}

export const RESUME_MESSAGES = {
  notFound: 'Resume not found',
  conflict: 'This resume was changed somewhere else. Reload to get the latest version; your last change was not saved.',
  deleteForbidden: 'Only the workspace Owner or an Admin can delete a resume',
  detailsRequired: 'Tell us about the founder: at least a name or some experience',
  pasteRequired: 'Paste a CV to continue',
  shareNotFound: 'This link is no longer shared',
  lastSection: 'A resume keeps at least one section',
  docUnreadable: 'We could not read this .doc file. Save it as .docx or PDF and try again.',
} as const;

export const RESUME_IMPORT_LIMITS = { maxBytes: 10 * 1024 * 1024, accept: '.pdf,.doc,.docx' } as const;

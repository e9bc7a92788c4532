import { array, mixed, number, object, string, type InferType } from 'yup';
import { RESUME_MESSAGES, RESUME_STATUSES, RESUME_TEMPLATES, type ResumeTemplate } from '../resumes';
import { documentName, rule, text } from '../validation';
import { imageSource } from './image-source';
import { listChangesSchema } from '../list-changes';
import { entriesText } from '../resume-entries';
import { resumeEntrySchema } from './resume-entry';
import * as doc from './document';

/** Resume bodies and forms: used by the resumes remote and by the API. */
const field = (label: string, max: number) => text(label).max(max, `${label} must be at most ${max} characters`);

export const resumeInputsSchema = object({
  name: field('Name', 100),
  role: field('Role', 120),
  experience: field('Experience', 8000),
  education: field('Education', 4000),
  skills: field('Skills', 2000),
  links: field('Links', 1000),
  pastedText: field('Pasted CV', 60_000),
});

export const createResumeSchema = object({
  mode: mixed<'ai' | 'paste'>().oneOf(['ai', 'paste'], 'mode must be ai or paste').required('mode is required'),
  inputs: resumeInputsSchema.required(),
  /** The form's choice; a pasted CV's own language wins, and the account's stands in when absent. */
  language: doc.documentLanguage().optional(),
}).test('inputs-for-mode', function check(value) {
  const inputs = value.inputs ?? {};
  if (value.mode === 'paste' && !inputs.pastedText) {
    return this.createError({ path: 'inputs.pastedText', message: rule(RESUME_MESSAGES.pasteRequired) });
  }
  if (value.mode === 'ai' && !inputs.name && !inputs.experience && !inputs.role) {
    return this.createError({ path: 'inputs.name', message: rule(RESUME_MESSAGES.detailsRequired) });
  }
  return true;
});
/**
 * POST /resumes: starts a resume from the founder's details ('ai') or pasted CV text ('paste');
 * an import goes through POST /resumes/import (the raw .pdf/.doc/.docx as the body).
 */
export type CreateResumeInput = InferType<typeof createResumeSchema>;

export const regenerateSummarySchema = object({ variant: number().strict().integer().min(0).max(1000).required() });
/** POST /resumes/:id/summary: a different summary (Regenerate); `variant` counts up from 1. */
export type RegenerateSummaryInput = InferType<typeof regenerateSummarySchema>;

export const buildResumeSchema = object({
  summary: text('Summary').required('The summary cannot be empty').max(3000, 'Summary must be at most 3000 characters'),
});
/** POST /resumes/:id/build: writes every section from the inputs and the (edited) summary. */
export type BuildResumeInput = InferType<typeof buildResumeSchema>;

export const resumeSectionSchema = object({
  id: text('Section id').required().max(64),
  label: text('Section name')
    .required('Section names cannot be empty')
    .max(80, 'Section names must be at most 80 characters'),
  content: string().defined().strict().max(20_000, 'A section must be at most 20,000 characters'),
  entries: array(resumeEntrySchema)
    .max(30, 'A section has at most 30 entries')
    .test(
      'length',
      'A section must be at most 20,000 characters',
      (entries) => !entries || entriesText(entries).length <= 20_000,
    )
    .optional()
    .default(undefined),
});
/**
 * A resume section. Its content is rich text kept deliberately small: paragraphs separated by
 * blank lines, bullet items as lines starting with '- ', and **bold** runs (see rich-text.ts).
 * An Experience or Education section may hold `entries` instead: then what it shows is
 * `sectionContent(section)` (resume-entries.ts), and the API keeps `content` equal to it.
 */
export type ResumeSection = InferType<typeof resumeSectionSchema>;

export const updateResumeSchema = object({
  version: number().strict().integer().min(0).required('version is required'),
  name: documentName(),
  status: text('Status').oneOf([...RESUME_STATUSES]),
  template: mixed<ResumeTemplate>().oneOf([...RESUME_TEMPLATES], 'Choose Modern or ATS Classic'),
  // A URL, or an uploaded image as a data: URL (≤ 1 MB of base64).
  profileImageUrl: imageSource(1_400_000, 'Profile images must be at most 1 MB'),
  language: doc.documentLanguage().optional(),
  sections: array(resumeSectionSchema)
    .min(1, rule(RESUME_MESSAGES.lastSection))
    .max(30, 'A resume has at most 30 sections')
    .default(undefined),
  /** Instead of `sections`: the new order and only the new or changed sections (the editor's autosave). */
  sectionChanges: listChangesSchema(resumeSectionSchema, 30, 'A resume has at most 30 sections').test(
    'one-section',
    rule(RESUME_MESSAGES.lastSection),
    (value) => !value || value.order.length > 0,
  ),
}).test('one-form', 'Send sections or sectionChanges, not both', (value) => !(value.sections && value.sectionChanges));
/** PUT /resumes/:id: any subset of the editable fields plus the version the client last saw. */
export type UpdateResumeInput = InferType<typeof updateResumeSchema>;

/* ---- What /resumes answers: the response schemas of the API docs and of its serialiser ---- */

const defined = doc.definedText;
const status = () =>
  string()
    .oneOf([...RESUME_STATUSES])
    .defined();
const template = () =>
  string()
    .oneOf([...RESUME_TEMPLATES])
    .defined();

/** The creation inputs a resume keeps, with the file an imported resume came from. */
export const resumeCreationInputsSchema = resumeInputsSchema.shape({ importSource: doc.importSourceSchema(['file']) });
export type ResumeCreationInputs = InferType<typeof resumeCreationInputsSchema>;

/** POST /resumes/import?filename=…: the CV's file name. */
export const resumeImportQuerySchema = doc.importFileQuerySchema;

/** GET /resumes/:id/export?format=pdf|docx. */
export const resumeExportQuerySchema = doc.exportQuerySchema(['pdf', 'docx'] as const);

/** One resume: GET /resumes/:id and every write that answers the resume. */
export const resumeSchema = object({
  id: defined(),
  workspaceId: defined(),
  ownerId: defined(),
  name: defined(),
  status: status(),
  template: template(),
  profileImageUrl: string().optional(),
  /** What Kuza writes into the resume (headings, 'present', file names) is said in this language. */
  language: doc.documentLanguage().defined(),
  sections: array(resumeSectionSchema).defined(),
  inputs: resumeCreationInputsSchema,
  ...doc.documentVersionFields(),
});
export type Resume = InferType<typeof resumeSchema>;

/** One row of GET /resumes. */
export const resumeSummaryRowSchema = object({
  id: defined(),
  name: defined(),
  status: status(),
  template: template(),
  updatedAt: defined(),
});
export type ResumeSummaryRow = InferType<typeof resumeSummaryRowSchema>;

/** GET /resumes: the rows, and whether the signed-in member may delete resumes. */
export const resumeListSchema = doc.documentListSchema(resumeSummaryRowSchema);

/** POST /resumes/:id/summary: another professional summary (not saved). */
export const resumeSummarySchema = object({ summary: defined() });

/** The top of a resume: the person's name, role and contact line, as every view and export shows it. */
export const resumeHeaderSchema = object({
  name: defined(),
  role: string().optional(),
  contact: string().optional(),
});
export type ResumeHeader = InferType<typeof resumeHeaderSchema>;

/** GET /share/resume/:token (public): what a viewer sees. */
export const sharedResumeSchema = doc.sharedDocumentSchema({
  /** What the editor's preview shows at the top. */
  header: resumeHeaderSchema,
  template: template(),
  profileImageUrl: string().optional(),
  sections: array(resumeSectionSchema).defined(),
});
export type SharedResume = InferType<typeof sharedResumeSchema>;

/** Whom a shared resume is about, as its page's title names it: the person, else the resume's own name. */
export function sharedResumeName(resume: Pick<SharedResume, 'header' | 'name'>): string {
  return resume.header.name || resume.name;
}

import { defineMessages, type MessageDescriptor } from '@kuza/i18n';
import { array, mixed, number, object, string, type InferType } from 'yup';
import { RESUME_MESSAGES, RESUME_STATUSES, RESUME_TEMPLATES, type ResumeTemplate } from '../resumes';
import { documentName, rule, text } from '../validation';
import { IMAGE_MESSAGES, imageSource } from './image-source';
import { listChangesSchema } from '../list-changes';
import { entriesText } from '../resume-entries';
import { resumeEntrySchema } from './resume-entry';
import * as doc from './document';
import { CREATION_MODE_RULES } from './deck';

/** Resume bodies and forms: used by the resumes remote and by the API. */

/** The rules of a resume's forms and bodies, said in the page's or the reader's language. */
export const RESUME_RULES = defineMessages({
  nameMax: { id: 'resume.nameMax', defaultMessage: 'Name must be at most {max} characters' },
  roleMax: { id: 'resume.roleMax', defaultMessage: 'Role must be at most {max} characters' },
  experienceMax: { id: 'resume.experienceMax', defaultMessage: 'Experience must be at most {max} characters' },
  educationMax: { id: 'resume.educationMax', defaultMessage: 'Education must be at most {max} characters' },
  skillsMax: { id: 'resume.skillsMax', defaultMessage: 'Skills must be at most {max} characters' },
  linksMax: { id: 'resume.linksMax', defaultMessage: 'Links must be at most {max} characters' },
  pastedCvMax: { id: 'resume.pastedCvMax', defaultMessage: 'Pasted CV must be at most {max} characters' },
  summaryRequired: { id: 'resume.summaryRequired', defaultMessage: 'The summary cannot be empty' },
  summaryMax: { id: 'resume.summaryMax', defaultMessage: 'Summary must be at most {max} characters' },
  sectionNameRequired: { id: 'resume.sectionNameRequired', defaultMessage: 'Section names cannot be empty' },
  sectionNameMax: { id: 'resume.sectionNameMax', defaultMessage: 'Section names must be at most {max} characters' },
  sectionMax: { id: 'resume.sectionMax', defaultMessage: 'A section must be at most 20,000 characters' },
  entriesMax: { id: 'resume.entriesMax', defaultMessage: 'A section has at most {max} entries' },
  versionRequired: { id: 'resume.versionRequired', defaultMessage: 'version is required' },
  templateInvalid: { id: 'resume.templateInvalid', defaultMessage: 'Choose Modern or ATS Classic' },
  sectionsMax: { id: 'resume.sectionsMax', defaultMessage: 'A resume has at most {max} sections' },
  sectionsOneForm: { id: 'resume.sectionsOneForm', defaultMessage: 'Send sections or sectionChanges, not both' },
});

const field = (label: string, max: number, tooLong: MessageDescriptor) => text(label).max(max, rule(tooLong, { max }));

export const resumeInputsSchema = object({
  name: field('Name', 100, RESUME_RULES.nameMax),
  role: field('Role', 120, RESUME_RULES.roleMax),
  experience: field('Experience', 8000, RESUME_RULES.experienceMax),
  education: field('Education', 4000, RESUME_RULES.educationMax),
  skills: field('Skills', 2000, RESUME_RULES.skillsMax),
  links: field('Links', 1000, RESUME_RULES.linksMax),
  pastedText: field('Pasted CV', 60_000, RESUME_RULES.pastedCvMax),
});

export const createResumeSchema = object({
  mode: mixed<'ai' | 'paste'>()
    .oneOf(['ai', 'paste'], rule(CREATION_MODE_RULES.invalid))
    .required(rule(CREATION_MODE_RULES.required)),
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
  summary: text('Summary')
    .required(rule(RESUME_RULES.summaryRequired))
    .max(3000, rule(RESUME_RULES.summaryMax, { max: 3000 })),
});
/** POST /resumes/:id/build: writes every section from the inputs and the (edited) summary. */
export type BuildResumeInput = InferType<typeof buildResumeSchema>;

export const resumeSectionSchema = object({
  id: text('Section id').required().max(64),
  label: text('Section name')
    .required(rule(RESUME_RULES.sectionNameRequired))
    .max(80, rule(RESUME_RULES.sectionNameMax, { max: 80 })),
  content: string().defined().strict().max(20_000, rule(RESUME_RULES.sectionMax)),
  entries: array(resumeEntrySchema)
    .max(30, rule(RESUME_RULES.entriesMax, { max: 30 }))
    .test('length', rule(RESUME_RULES.sectionMax), (entries) => !entries || entriesText(entries).length <= 20_000)
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
  version: number().strict().integer().min(0).required(rule(RESUME_RULES.versionRequired)),
  name: documentName(),
  status: text('Status').oneOf([...RESUME_STATUSES]),
  template: mixed<ResumeTemplate>().oneOf([...RESUME_TEMPLATES], rule(RESUME_RULES.templateInvalid)),
  // A URL, or an uploaded image as a data: URL (≤ 1 MB of base64).
  profileImageUrl: imageSource(1_400_000, IMAGE_MESSAGES.profileImageMax),
  language: doc.documentLanguage().optional(),
  sections: array(resumeSectionSchema)
    .min(1, rule(RESUME_MESSAGES.lastSection))
    .max(30, rule(RESUME_RULES.sectionsMax, { max: 30 }))
    .default(undefined),
  /** Instead of `sections`: the new order and only the new or changed sections (the editor's autosave). */
  sectionChanges: listChangesSchema(resumeSectionSchema, 30, rule(RESUME_RULES.sectionsMax, { max: 30 })).test(
    'one-section',
    rule(RESUME_MESSAGES.lastSection),
    (value) => !value || value.order.length > 0,
  ),
}).test('one-form', rule(RESUME_RULES.sectionsOneForm), (value) => !(value.sections && value.sectionChanges));
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

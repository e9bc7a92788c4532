import { Schema, type Connection, type Model, type Types } from 'mongoose';
import {
  DEFAULT_RESUME_TEMPLATE,
  RESUME_STATUSES,
  RESUME_TEMPLATES,
  type ResumeCreationInputs,
  type ResumeEntry,
  type ResumeSection,
  type ResumeStatus,
  type ResumeTemplate,
} from '@kuza/contracts';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '@kuza/i18n';
import { documentSchema, withIndexes } from '../documents/document-schema';
import type { StoredShare } from '../documents/share-link';

export interface ResumeRecord {
  _id: Types.ObjectId;
  workspaceId: Types.ObjectId;
  /** The team member the resume is about; founders keep their own. */
  ownerId: Types.ObjectId;
  name: string;
  status: ResumeStatus;
  template: ResumeTemplate;
  profileImageUrl?: string;
  /** What Kuza writes into the resume is said in it; resumes made before it read as English. */
  language?: DocumentLanguage;
  sections: ResumeSection[];
  inputs: ResumeCreationInputs;
  version: number;
  share: StoredShare;
  createdAt: Date;
  updatedAt: Date;
}

export type ResumeModel = Model<ResumeRecord>;

/*
 * What a resume stores, field by field, as the shared yup schemas of packages/contracts check it
 * before it gets here. Sub-schemas keep no _id of their own, so a resume reads back as it was saved.
 */
const part = { _id: false, minimize: false } as const;
const text = { type: String };

const entrySchema = new Schema<ResumeEntry>(
  {
    role: text,
    organisation: text,
    place: text,
    start: text,
    end: text,
    bullets: { type: [String], default: undefined },
  },
  part,
);

/** A section without entries stores none (not an empty list): it is rich text. */
const sectionSchema = new Schema<ResumeSection>(
  { id: text, label: text, content: text, entries: { type: [entrySchema], default: undefined } },
  part,
);

const inputsSchema = new Schema<ResumeCreationInputs>(
  {
    name: text,
    role: text,
    experience: text,
    education: text,
    skills: text,
    links: text,
    pastedText: text,
    importSource: new Schema({ kind: { type: String, enum: ['file'] }, name: text }, part),
  },
  part,
);

const resumeSchema = documentSchema<ResumeRecord>(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true },
    template: { type: String, enum: RESUME_TEMPLATES, required: true, default: DEFAULT_RESUME_TEMPLATE },
    profileImageUrl: { type: String },
    language: { type: String, enum: DOCUMENT_LANGUAGES },
    sections: { type: [sectionSchema], default: () => [] },
    inputs: { type: inputsSchema, default: () => ({}) },
  },
  { statuses: RESUME_STATUSES, collection: 'resumes' },
);
resumeSchema.index({ workspaceId: 1, ownerId: 1, updatedAt: -1 });

export const resumeModel = (connection: Connection): Promise<ResumeModel> =>
  withIndexes(
    (connection.models.Resume as ResumeModel | undefined) ?? connection.model<ResumeRecord>('Resume', resumeSchema),
  );

import { Schema, type Connection, type Model, type Types } from 'mongoose';
import {
  DEFAULT_RESUME_TEMPLATE,
  RESUME_TEMPLATES,
  type ResumeCreationInputs,
  type ResumeSection,
  type ResumeTemplate,
} from '@kuza/contracts';
import type { StoredShare } from '../documents/share-link';

export interface ResumeRecord {
  _id: Types.ObjectId;
  workspaceId: Types.ObjectId;
  /** The team member the resume is about; founders keep their own. */
  ownerId: Types.ObjectId;
  name: string;
  status: 'Draft' | 'Complete';
  template: ResumeTemplate;
  profileImageUrl?: string;
  sections: ResumeSection[];
  inputs: ResumeCreationInputs;
  version: number;
  share: StoredShare;
  createdAt: Date;
  updatedAt: Date;
}

export type ResumeModel = Model<ResumeRecord>;

const resumeSchema = new Schema<ResumeRecord>(
  {
    workspaceId: { type: Schema.Types.ObjectId, required: true },
    ownerId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true, trim: true },
    status: { type: String, enum: ['Draft', 'Complete'], required: true, default: 'Draft' },
    template: { type: String, enum: RESUME_TEMPLATES, required: true, default: DEFAULT_RESUME_TEMPLATE },
    profileImageUrl: { type: String },
    sections: { type: Schema.Types.Mixed, default: () => [] },
    inputs: { type: Schema.Types.Mixed, default: () => ({}) },
    version: { type: Number, required: true, default: 0 },
    share: { type: Schema.Types.Mixed, default: () => ({ views: 0 }) },
  },
  { timestamps: true, collection: 'resumes', minimize: false },
);
resumeSchema.index({ workspaceId: 1, updatedAt: -1 });
resumeSchema.index({ workspaceId: 1, ownerId: 1, updatedAt: -1 });
resumeSchema.index(
  { 'share.token': 1 },
  { unique: true, partialFilterExpression: { 'share.token': { $type: 'string' } } },
);

export async function resumeModel(connection: Connection): Promise<ResumeModel> {
  const model =
    (connection.models.Resume as ResumeModel | undefined) ?? connection.model<ResumeRecord>('Resume', resumeSchema);
  await model.init();
  return model;
}

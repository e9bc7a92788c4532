import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { FactKey } from '@kuza/contracts';

/** One saved answer: its text, and what each fact it was drafted from was then (for the stale flag). */
export interface StoredAnswer {
  questionId: string;
  text: string;
  used: Array<{ key: FactKey; hash: string }>;
}

/** An application to one programme, drafted from one deck's facts, in that deck's workspace. */
export interface ApplicationRecord {
  _id: Types.ObjectId;
  workspaceId: Types.ObjectId;
  deckId: Types.ObjectId;
  authorId: Types.ObjectId;
  /** The programme's id in packages/contracts/src/applications/programmes. */
  program: string;
  answers: StoredAnswer[];
  createdAt: Date;
  updatedAt: Date;
}

export type ApplicationModel = Model<ApplicationRecord>;

const part = { _id: false } as const;

const answerSchema = new Schema<StoredAnswer>(
  {
    questionId: { type: String, required: true },
    text: { type: String, default: '' },
    used: { type: [new Schema({ key: String, hash: String }, part)], default: [] },
  },
  part,
);

const applicationSchema = new Schema<ApplicationRecord>(
  {
    workspaceId: { type: Schema.Types.ObjectId, required: true },
    deckId: { type: Schema.Types.ObjectId, required: true },
    authorId: { type: Schema.Types.ObjectId, required: true },
    program: { type: String, required: true },
    answers: { type: [answerSchema], default: [] },
  },
  { collection: 'applications', versionKey: false, timestamps: true },
);
applicationSchema.index({ deckId: 1, createdAt: 1 });

/** Compiled on the app's own connection; `init()` builds the index first. */
export async function applicationModel(connection: Connection): Promise<ApplicationModel> {
  const model =
    (connection.models.Application as ApplicationModel | undefined) ??
    connection.model<ApplicationRecord>('Application', applicationSchema);
  await model.init();
  return model;
}

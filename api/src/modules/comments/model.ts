import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { DocumentKind } from '../documents/share-views';

/** One comment of a thread: the first, or a reply. */
export interface CommentRecord {
  _id: Types.ObjectId;
  authorId: Types.ObjectId;
  body: string;
  /** The user ids of the teammates it mentions, each checked against the document's team. */
  mentions: Types.ObjectId[];
  createdAt: Date;
}

/**
 * A thread on one slide of a deck or one section of a resume, with its comments in order: one
 * stored record per thread, so a reply is one `$push` and resolving is one field.
 */
export interface CommentThreadRecord {
  _id: Types.ObjectId;
  kind: DocumentKind;
  documentId: Types.ObjectId;
  /** The slide's or the section's id. */
  anchor: string;
  resolved: boolean;
  resolvedAt?: Date;
  resolvedById?: Types.ObjectId;
  comments: CommentRecord[];
  createdAt: Date;
  updatedAt: Date;
}

export type CommentThreadModel = Model<CommentThreadRecord>;

const commentSchema = new Schema<CommentRecord>(
  {
    authorId: { type: Schema.Types.ObjectId, required: true },
    body: { type: String, required: true },
    mentions: { type: [Schema.Types.ObjectId], default: [] },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);

const threadSchema = new Schema<CommentThreadRecord>(
  {
    kind: { type: String, enum: ['deck', 'resume'], required: true },
    documentId: { type: Schema.Types.ObjectId, required: true },
    anchor: { type: String, required: true },
    resolved: { type: Boolean, required: true, default: false },
    resolvedAt: { type: Date },
    resolvedById: { type: Schema.Types.ObjectId },
    comments: { type: [commentSchema], default: [] },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'commentthreads', versionKey: false },
);
// A document's threads, newest activity first: the one query the editors make.
threadSchema.index({ documentId: 1, kind: 1, updatedAt: -1 });

/** Compiled on the app's own connection; `init()` builds the index first. */
export async function commentThreadModel(connection: Connection): Promise<CommentThreadModel> {
  const model =
    (connection.models.CommentThread as CommentThreadModel | undefined) ??
    connection.model<CommentThreadRecord>('CommentThread', threadSchema);
  await model.init();
  return model;
}

import { Schema, type Connection, type Model, type Types } from 'mongoose';

export type DocumentKind = 'deck' | 'resume';

/**
 * How often a deck's or resume's view-only link was opened, one counter per document, kept out of
 * the document itself: a view then never rewrites what its founder edits (nor its timestamps,
 * version or journal, whatever the document's size).
 */
export interface ShareViewRecord {
  /** The deck's or resume's id. */
  _id: Types.ObjectId;
  kind: DocumentKind;
  views: number;
}

const shareViewSchema = new Schema<ShareViewRecord>(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: ['deck', 'resume'], required: true },
    // No default: an upsert's $inc creates it, and a default would conflict with that $inc.
    views: { type: Number, required: true },
  },
  { collection: 'shareviews', versionKey: false },
);

export function shareViewModel(connection: Connection): Model<ShareViewRecord> {
  return (
    (connection.models.ShareView as Model<ShareViewRecord> | undefined) ??
    connection.model<ShareViewRecord>('ShareView', shareViewSchema)
  );
}

export function shareViewCounter(connection: Connection, kind: DocumentKind) {
  const model = shareViewModel(connection);
  return {
    async count(id: Types.ObjectId): Promise<void> {
      await model.updateOne({ _id: id }, { $inc: { views: 1 }, $setOnInsert: { kind } }, { upsert: true });
    },
    async views(id: Types.ObjectId): Promise<number> {
      return (await model.findById(id, { views: 1 }).lean())?.views ?? 0;
    },
    /** A new link starts counting from zero. */
    async reset(id: Types.ObjectId): Promise<void> {
      await model.updateOne({ _id: id }, { $set: { views: 0, kind } }, { upsert: true });
    },
    async forget(id: Types.ObjectId | string): Promise<void> {
      await model.deleteOne({ _id: id });
    },
  };
}

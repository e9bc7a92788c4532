import { Schema, type Model, type SchemaDefinition } from 'mongoose';
import { storedShareSchema } from './share-link';

/**
 * A deck's or a resume's mongoose schema: the fields both store (the workspace, the name, the status,
 * the version saves are checked against, the view-only link) around the document's own `fields`,
 * with the indexes both need: the workspace's list newest first, and one document per link token.
 */
export function documentSchema<R>(
  fields: SchemaDefinition,
  { statuses, collection }: { statuses: readonly string[]; collection: string },
): Schema<R> {
  const schema = new Schema<R>(
    {
      workspaceId: { type: Schema.Types.ObjectId, required: true },
      name: { type: String, required: true, trim: true },
      status: { type: String, enum: statuses, required: true, default: 'Draft' },
      ...fields,
      version: { type: Number, required: true, default: 0 },
      share: { type: storedShareSchema, default: () => ({ views: 0 }) },
    },
    { timestamps: true, collection, minimize: false },
  );
  schema.index({ workspaceId: 1, updatedAt: -1 });
  schema.index({ 'share.token': 1 }, { unique: true, partialFilterExpression: { 'share.token': { $type: 'string' } } });
  return schema;
}

/**
 * A document model with its indexes built. Each module makes its own model (`connection.model('Deck', …)`)
 * from this schema: its collection and model name stay its own.
 */
export async function withIndexes<R>(model: Model<R>): Promise<Model<R>> {
  await model.init();
  return model;
}

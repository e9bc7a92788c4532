import { Schema, type Connection, type Model, type SchemaDefinition } from 'mongoose';
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

/** The connection's model of `name`, made once, with its indexes built. */
export async function documentModel<R>(connection: Connection, name: string, schema: Schema<R>): Promise<Model<R>> {
  const model = (connection.models[name] as Model<R> | undefined) ?? connection.model<R>(name, schema);
  await model.init();
  return model;
}

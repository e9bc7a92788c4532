import { Schema, type Connection, type HydratedDocument, type Model, type Types } from 'mongoose';
import {
  DECK_STATUSES,
  DEFAULT_DECK_TEMPLATE,
  type DeckCreationInputs,
  type DeckStatus,
  type DeckTheme,
  type GenerationStatus,
  type OutlineSection,
  type Slide,
} from '@kuza/contracts';
import type { StoredShare } from '../documents/share-link';

export interface DeckRecord {
  _id: Types.ObjectId;
  workspaceId: Types.ObjectId;
  authorId: Types.ObjectId;
  name: string;
  status: DeckStatus;
  template: string;
  theme: DeckTheme;
  inputs: DeckCreationInputs;
  outline: OutlineSection[];
  slides: Slide[];
  /** Optimistic concurrency: every write must name the version it read. */
  version: number;
  generation: GenerationStatus & { startedAt?: Date };
  /** The view-only link; revoking deletes its token and keeps the views. */
  share: StoredShare;
  createdAt: Date;
  updatedAt: Date;
}

export type DeckDocument = HydratedDocument<DeckRecord>;
export type DeckModel = Model<DeckRecord>;

const deckSchema = new Schema<DeckRecord>(
  {
    workspaceId: { type: Schema.Types.ObjectId, required: true },
    authorId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true, trim: true },
    status: { type: String, enum: DECK_STATUSES, required: true, default: 'Draft' },
    template: { type: String, required: true, default: DEFAULT_DECK_TEMPLATE },
    theme: {
      font: { type: String, required: true, default: 'Inter' },
      colorScheme: { type: String, required: true, default: 'Savanna' },
    },
    // Validated by the shared yup schemas before they get here; stored as plain objects.
    inputs: { type: Schema.Types.Mixed, default: () => ({}) },
    outline: { type: Schema.Types.Mixed, default: () => [] },
    slides: { type: Schema.Types.Mixed, default: () => [] },
    version: { type: Number, required: true, default: 0 },
    generation: {
      type: Schema.Types.Mixed,
      default: () => ({ state: 'idle', done: 0, total: 0 }),
    },
    share: { type: Schema.Types.Mixed, default: () => ({ views: 0 }) },
  },
  { timestamps: true, collection: 'decks', minimize: false },
);
deckSchema.index({ workspaceId: 1, updatedAt: -1 });
deckSchema.index(
  { 'share.token': 1 },
  { unique: true, partialFilterExpression: { 'share.token': { $type: 'string' } } },
);

export async function deckModel(connection: Connection): Promise<DeckModel> {
  const model = (connection.models.Deck as DeckModel | undefined) ?? connection.model<DeckRecord>('Deck', deckSchema);
  await model.init();
  return model;
}

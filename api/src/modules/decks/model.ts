import { Schema, type Connection, type HydratedDocument, type Model, type Types } from 'mongoose';
import {
  CHART_KINDS,
  DECK_STATUSES,
  DEFAULT_DECK_TEMPLATE,
  GENERATION_STATES,
  SLIDE_TYPES,
  type ChartSeries,
  type ChartSpec,
  type DeckCreationInputs,
  type DeckStatus,
  type DeckTheme,
  type FactSheet,
  type GenerationStatus,
  type OutlineSection,
  type Slide,
  type SlideMedia,
  type SlideTextSizes,
  type TableSpec,
  type TeamMemberCard,
} from '@kuza/contracts';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '@kuza/i18n';
import { documentSchema, withIndexes } from '../documents/document-schema';
import type { StoredShare } from '../documents/share-link';

export interface DeckRecord {
  _id: Types.ObjectId;
  workspaceId: Types.ObjectId;
  authorId: Types.ObjectId;
  name: string;
  status: DeckStatus;
  template: string;
  theme: Partial<DeckTheme> & { colorScheme?: string };
  /** What Kuza writes into the deck is said in it; decks made before it read as English. */
  language?: DocumentLanguage;
  inputs: DeckCreationInputs;
  outline: OutlineSection[];
  slides: Slide[];
  /** What the slides are written from; decks made before facts were kept have none. */
  facts?: FactSheet;
  /** Optimistic concurrency: every write must name the version it read. */
  version: number;
  generation: GenerationStatus & GenerationLease & { startedAt?: Date };
  /** The view-only link; revoking deletes its token and keeps the views. */
  share: StoredShare;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Who runs a generation while it is `running`: the instance holding the lease renews `leaseUntil`;
 * once it lapses (the instance died or shut down) any instance may take the run over, under a new
 * `runId`, and writes of the old run no longer match.
 */
export interface GenerationLease {
  runId?: string;
  owner?: string;
  leaseUntil?: Date;
  /** Who asked for the run: whose onboarding answers the slides are written from. */
  userId?: Types.ObjectId;
  /** Runs started for this request; after MAX_GENERATION_ATTEMPTS it is reported failed. */
  attempts?: number;
}

export type DeckDocument = HydratedDocument<DeckRecord>;
export type DeckModel = Model<DeckRecord>;

/*
 * What a deck stores, field by field, as the shared yup schemas of packages/contracts check it before
 * it gets here. Sub-schemas keep no _id of their own and keep empty objects; lists a slide may
 * lack have no default, so a deck reads back exactly as it was saved.
 */
const part = { _id: false, minimize: false } as const;
const text = { type: String };
const list = <T>(of: T) => ({ type: [of], default: undefined });

const outlineSectionSchema = new Schema<OutlineSection>({ id: text, title: text, description: text, role: text }, part);

const chartSchema = new Schema<ChartSpec>(
  {
    kind: { type: String, enum: CHART_KINDS },
    title: text,
    labels: list(String),
    series: list(new Schema<ChartSeries>({ name: text, values: list(Number) }, part)),
    unit: text,
  },
  part,
);

const slideSchema = new Schema<Slide>(
  {
    id: text,
    // `type` is a field of a slide here, not mongoose's type key, hence the nesting.
    type: { type: String, enum: SLIDE_TYPES },
    title: text,
    content: text,
    bullets: list(String),
    notes: text,
    notesFrom: text,
    icon: text,
    textSizes: new Schema<SlideTextSizes>({ title: Number, content: Number, bullets: Number }, part),
    media: new Schema<SlideMedia>({ src: text, alt: text, caption: text }, part),
    chart: chartSchema,
    table: new Schema<TableSpec>({ rows: list([String]) }, part),
    team: list(new Schema<TeamMemberCard>({ name: text, role: text, bio: text, imageUrl: text }, part)),
  },
  part,
);

const inputsSchema = new Schema<DeckCreationInputs>(
  {
    startupName: text,
    industry: text,
    objective: text,
    yearFounded: Number,
    customers: Number,
    description: text,
    pastedText: text,
    importSource: new Schema({ kind: { type: String, enum: ['url', 'file'] }, name: text }, part),
  },
  part,
);

const generationSchema = new Schema<DeckRecord['generation']>(
  {
    state: { type: String, enum: GENERATION_STATES },
    done: Number,
    total: Number,
    current: text,
    error: text,
    startedAt: Date,
    runId: text,
    owner: text,
    leaseUntil: Date,
    userId: Schema.Types.ObjectId,
    attempts: Number,
  },
  part,
);

const deckSchema = documentSchema<DeckRecord>(
  {
    authorId: { type: Schema.Types.ObjectId, required: true },
    template: { type: String, required: true, default: DEFAULT_DECK_TEMPLATE },
    theme: {
      // Every write sets the id; decks saved before themes had ids name a colour scheme instead,
      // which themeOf reads, so neither has a default that would hide the other.
      id: { type: String },
      colorScheme: { type: String },
    },
    language: { type: String, enum: DOCUMENT_LANGUAGES },
    inputs: { type: inputsSchema, default: () => ({}) },
    outline: { type: [outlineSectionSchema], default: () => [] },
    slides: { type: [slideSchema], default: () => [] },
    // Checked by factSheetSchema (packages/contracts) on every write; stored as the founder confirmed it.
    facts: { type: Schema.Types.Mixed, default: undefined },
    generation: { type: generationSchema, default: () => ({ state: 'idle', done: 0, total: 0 }) },
  },
  { statuses: DECK_STATUSES, collection: 'decks' },
);
// What each instance's sweeper asks every few seconds: running generations whose lease lapsed.
deckSchema.index({ 'generation.leaseUntil': 1 }, { partialFilterExpression: { 'generation.state': 'running' } });

export const deckModel = (connection: Connection): Promise<DeckModel> =>
  withIndexes((connection.models.Deck as DeckModel | undefined) ?? connection.model<DeckRecord>('Deck', deckSchema));

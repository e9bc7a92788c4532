/**
 * The pitch-deck domain shared by the API (generation, import, export) and the decks remote.
 * product.md §3: slide, outline section, creation inputs; issue 7 adds chart, table, media, icon, notes.
 */
import type { FontSize, Industry } from './constants';

export const SLIDE_TYPES = ['title', 'content', 'chart', 'image', 'team', 'table'] as const;
export type SlideType = (typeof SLIDE_TYPES)[number];

export const CHART_KINDS = ['bar', 'line', 'pie'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

export interface ChartSeries {
  name: string;
  values: number[];
}

export interface ChartSpec {
  kind: ChartKind;
  title?: string;
  /** Category labels along the x axis (or pie slices). */
  labels: string[];
  series: ChartSeries[];
  /** Unit shown with values, e.g. 'USD' or '%'. */
  unit?: string;
}

export interface TableSpec {
  /** First row is the header row. */
  rows: string[][];
}

export interface SlideMedia {
  /** An https URL or a data: URL of an uploaded image. */
  src: string;
  alt: string;
  caption?: string;
}

export interface TeamMemberCard {
  name: string;
  role: string;
  /** Two lines at most, taken from the member's resume summary. */
  bio?: string;
  imageUrl?: string;
}

export interface Slide {
  id: string;
  type: SlideType;
  title: string;
  /** A lead paragraph (plain text). */
  content: string;
  bullets: string[];
  media?: SlideMedia;
  chart?: ChartSpec;
  table?: TableSpec;
  /** Name of an icon from the deck icon set. */
  icon?: string;
  team?: TeamMemberCard[];
  notes: string;
  /** Sizes picked in the editor's Text Editor (FONT_SIZES, px on a 960 px wide slide = pt in exports). */
  textSizes?: SlideTextSizes;
}

export type SlideTextField = 'title' | 'content' | 'bullets';
export type SlideTextSizes = Partial<Record<SlideTextField, FontSize>>;

export interface OutlineSection {
  /** Text id; new sections get one based on the current timestamp (product.md §3). */
  id: string;
  title: string;
  description: string;
}

export const DECK_STATUSES = ['Draft', 'Complete'] as const;
export type DeckStatus = (typeof DECK_STATUSES)[number];

export const DECK_FONTS = ['Inter', 'Georgia', 'Helvetica', 'Courier'] as const;
export type DeckFont = (typeof DECK_FONTS)[number];

export interface ColorScheme {
  name: string;
  /** Hex colours without '#': background, text, accent, muted. */
  background: string;
  text: string;
  accent: string;
  muted: string;
  /** Chart series colours, accent first, each distinct and readable on the background. */
  chart: readonly string[];
}

export const COLOR_SCHEMES: readonly ColorScheme[] = [
  {
    name: 'Savanna',
    background: 'FFFFFF',
    text: '1F2933',
    accent: '0F766E',
    muted: '52606D',
    chart: ['0F766E', 'D97706', '4F46E5', 'DB2777', '65A30D', '52606D'],
  },
  {
    name: 'Sunrise',
    background: 'FFFBF5',
    text: '2D1B0E',
    accent: 'C2410C',
    muted: '7C5E48',
    chart: ['C2410C', '0F766E', '7C3AED', 'CA8A04', '2563EB', '7C5E48'],
  },
  {
    name: 'Midnight',
    background: '0F172A',
    text: 'F8FAFC',
    accent: '38BDF8',
    muted: 'CBD5E1',
    chart: ['38BDF8', 'FBBF24', 'A78BFA', 'F472B6', '34D399', 'CBD5E1'],
  },
  {
    name: 'Baobab',
    background: 'F7F5EF',
    text: '1C1917',
    accent: '4D7C0F',
    muted: '57534E',
    chart: ['4D7C0F', 'B45309', '1D4ED8', 'BE185D', '0E7490', '57534E'],
  },
];

export interface DeckTheme {
  font: DeckFont;
  colorScheme: string;
}

export interface DeckCreationInputs {
  startupName?: string;
  industry?: Industry | string;
  objective?: string;
  yearFounded?: number;
  customers?: number;
  description?: string;
  pastedText?: string;
  importSource?: { kind: 'url' | 'file'; name: string };
}

/** What generation knows about the founder besides the deck inputs (onboarding answers, team). */
export interface FounderContext {
  industry?: string;
  teamSize?: string;
  targetAudience?: string;
  goal?: string;
  goals?: string[];
  team?: TeamMemberCard[];
}

export interface Deck {
  id: string;
  workspaceId: string;
  authorId: string;
  name: string;
  status: DeckStatus;
  template: string;
  theme: DeckTheme;
  inputs: DeckCreationInputs;
  outline: OutlineSection[];
  slides: Slide[];
  version: number;
  createdAt: string;
  updatedAt: string;
}

/* ---- API contract of /decks (REST, JSON; errors are `{ error }`) ---- */

/** One row of GET /decks (the list page and the dashboard's recents). */
export interface DeckSummary {
  id: string;
  name: string;
  status: DeckStatus;
  template: string;
  slideCount: number;
  updatedAt: string;
  /**
   * The startup name the founder typed in 'Start with AI' (absent for pasted and imported decks,
   * whose names are guesses from slide titles): the creation form offers the newest one again.
   */
  startupName?: string;
}

export const DECK_CREATION_MODES = ['ai', 'paste', 'import'] as const;
export type DeckCreationMode = (typeof DECK_CREATION_MODES)[number];

/**
 * POST /decks. 'ai' needs at least a startup name or a description; 'paste' needs pastedText;
 * an import goes through POST /decks/import (file body or URL) instead.
 */
export interface CreateDeckInput {
  mode: 'ai' | 'paste';
  inputs: DeckCreationInputs;
  theme?: Partial<DeckTheme>;
  template?: string;
}

/** PUT /decks/:id: any subset of the editable fields plus the version the client last saw. */
export interface UpdateDeckInput {
  version: number;
  name?: string;
  status?: DeckStatus;
  template?: string;
  theme?: DeckTheme;
  outline?: OutlineSection[];
  slides?: Slide[];
}

export type GenerationState = 'idle' | 'running' | 'done' | 'failed';

/** GET /decks/:id/generation (polled while /pitch-deck-generating shows real progress). */
export interface GenerationStatus {
  state: GenerationState;
  /** Slides produced so far and in all. */
  done: number;
  total: number;
  /** Title of the slide being written, for the progress line. */
  current?: string;
  error?: string;
}

/** POST /decks/:id/slides/:slideId/rewrite (the editor's AI Helper): the rewritten slide, not saved. */
export interface RewriteSlideInput {
  prompt: string;
}

/** GET/POST/DELETE /decks/:id/share: a view-only public link and its view count (owner only). */
export interface ShareInfo {
  active: boolean;
  /** Path on the web site, e.g. /share/deck/<token>; present while active. */
  path?: string;
  views: number;
  createdAt?: string;
}

/** GET /share/deck/:token (public): what a viewer sees. */
export interface SharedDeck {
  name: string;
  theme: DeckTheme;
  slides: Slide[];
  updatedAt: string;
}

export const DECK_MESSAGES = {
  notFound: 'Deck not found',
  conflict: 'This deck was changed somewhere else. Reload to get the latest version; your last change was not saved.',
  deleteForbidden: 'Only the workspace Owner or an Admin can delete a deck',
  nameRequired: 'Startup/Business Name is required',
  describeStartup: 'Tell us your startup name or describe it',
  pasteRequired: 'Paste some text to turn into an outline',
  promptRequired: 'Tell the AI Helper what to change',
  shareNotFound: 'This link is no longer shared',
  generationRunning: 'This deck is being generated',
} as const;

/** Upload and URL-import limits (shared by the dialog and the API). */
export const DECK_IMPORT_LIMITS = {
  maxBytes: 15 * 1024 * 1024,
  accept: '.pptx,.pdf',
  urlTimeoutMs: 10_000,
} as const;

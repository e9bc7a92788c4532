import { defineMessages } from '@kuza/i18n';
/**
 * The pitch-deck domain shared by the API (generation, import, export) and the decks remote: its
 * constants and messages. The shapes of decks, slides and the /decks bodies and answers are the
 * yup schemas of schemas/deck.ts, and their types are inferred from them.
 */
import type { TeamMemberCard } from './schemas/deck';

/**
 * The slide kinds (layouts), one entry each in the slide registry (slides/registry.ts): 'content'
 * is the bullets layout. Generation picks a kind by content; the editor can switch it.
 */
export const SLIDE_TYPES = [
  'title',
  'section',
  'content',
  'two-column',
  'kpi',
  'chart',
  'table',
  'team',
  'timeline',
  'quote',
  'closing',
  'image',
] as const;
export type SlideType = (typeof SLIDE_TYPES)[number];

export const CHART_KINDS = ['bar', 'line', 'pie'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

export const DECK_STATUSES = ['Draft', 'Complete'] as const;
export type DeckStatus = (typeof DECK_STATUSES)[number];

/** What generation knows about the founder besides the deck inputs (onboarding answers, team). */
export interface FounderContext {
  industry?: string;
  teamSize?: string;
  targetAudience?: string;
  goal?: string;
  goals?: string[];
  team?: TeamMemberCard[];
}

export const DECK_CREATION_MODES = ['ai', 'paste', 'import'] as const;
export type DeckCreationMode = (typeof DECK_CREATION_MODES)[number];

export const GENERATION_STATES = ['idle', 'running', 'done', 'failed'] as const;
export type GenerationState = (typeof GENERATION_STATES)[number];

export const DECK_MESSAGES = defineMessages({
  notFound: { id: 'deck.notFound', defaultMessage: 'Deck not found' },
  conflict: {
    id: 'deck.conflict',
    defaultMessage:
      'This deck was changed somewhere else. Reload to get the latest version; your last change was not saved.',
  },
  deleteForbidden: {
    id: 'deck.deleteForbidden',
    defaultMessage: 'Only the workspace Owner or an Admin can delete a deck',
  },
  nameRequired: { id: 'deck.nameRequired', defaultMessage: 'Startup/Business Name is required' },
  describeStartup: { id: 'deck.describeStartup', defaultMessage: 'Tell us your startup name or describe it' },
  pasteRequired: { id: 'deck.pasteRequired', defaultMessage: 'Paste some text to turn into an outline' },
  promptRequired: { id: 'deck.promptRequired', defaultMessage: 'Tell the AI Helper what to change' },
  shareNotFound: { id: 'deck.shareNotFound', defaultMessage: 'This link is no longer shared' },
  generationRunning: { id: 'deck.generationRunning', defaultMessage: 'This deck is being generated' },
});

/** Upload and URL-import limits (shared by the dialog and the API). */
export const DECK_IMPORT_LIMITS = {
  maxBytes: 15 * 1024 * 1024,
  accept: '.pptx,.pdf',
  urlTimeoutMs: 10_000,
} as const;

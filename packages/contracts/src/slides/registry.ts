import { FONT_SIZES } from '../constants';
import { SLIDE_TYPES, type SlideType } from '../decks';
import type { Slide, SlideOf, SlideRecord, SlideTextField, SlideTextSizes } from '../schemas/deck';

/** What a slide shows besides its text, by kind (the data lives in Slide.chart / table / team / media). */
export type VisualKind = 'chart' | 'table' | 'team' | 'image';

/**
 * One slide kind: everything the app knows about it in one place. Its layout (how its boxes are
 * computed) is in slides/text-layouts.ts under the same key (kinds without one use the fitting rule); adding a kind is an entry here and there,
 * plus its renderer when it draws something new.
 */
export interface SlideKind<K extends SlideType = SlideType> {
  type: K;
  /** The name the editor's layout picker shows. */
  label: string;
  /** The visual this kind is made for; a slide carrying another visual shows that one instead. */
  visual: VisualKind | null;
  /** Sizes (pt on the 13.33 in slide) used until the founder picks one in the Text Editor. */
  sizes: Record<SlideTextField, number>;
  /** Kind-specific cleanup after the common one (text fields present, unknown data dropped). */
  normalize?: (slide: SlideOf<K>) => SlideOf<K>;
}

const sizes = (title: number, content: number, bullets: number) => ({ title, content, bullets });
const unquote = (text: string) => text.replace(/^\s*["“”']+|["“”']+\s*$/g, '');

export const SLIDE_KINDS: { readonly [K in SlideType]: SlideKind<K> } = {
  title: { type: 'title', label: 'Title', visual: 'image', sizes: sizes(40, 24, 18) },
  section: { type: 'section', label: 'Section', visual: null, sizes: sizes(40, 20, 18) },
  content: { type: 'content', label: 'Bullets', visual: null, sizes: sizes(32, 18, 18) },
  'two-column': { type: 'two-column', label: 'Two columns', visual: null, sizes: sizes(32, 18, 18) },
  kpi: { type: 'kpi', label: 'Big numbers', visual: null, sizes: sizes(32, 18, 18) },
  chart: { type: 'chart', label: 'Chart with takeaway', visual: 'chart', sizes: sizes(32, 18, 18) },
  table: { type: 'table', label: 'Table', visual: 'table', sizes: sizes(32, 18, 18) },
  team: { type: 'team', label: 'Team', visual: 'team', sizes: sizes(32, 18, 18) },
  timeline: { type: 'timeline', label: 'Timeline', visual: null, sizes: sizes(32, 18, 16) },
  quote: {
    type: 'quote',
    label: 'Quote',
    visual: null,
    sizes: sizes(24, 28, 18),
    normalize: (slide) => ({ ...slide, content: unquote(slide.content) }),
  },
  closing: { type: 'closing', label: 'Closing and contact', visual: null, sizes: sizes(40, 20, 18) },
  image: { type: 'image', label: 'Picture', visual: 'image', sizes: sizes(32, 18, 18) },
};

export const isSlideType = (value: unknown): value is SlideType =>
  typeof value === 'string' && (SLIDE_TYPES as readonly string[]).includes(value);

export function slideKindOf<K extends SlideType>(slide: { type: K }): SlideKind<K> {
  return SLIDE_KINDS[slide.type] as unknown as SlideKind<K>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

function textSizes(value: unknown): SlideTextSizes | undefined {
  if (!isObject(value)) return undefined;
  const picked = Object.fromEntries(
    (['title', 'content', 'bullets'] as const)
      .filter((field) => (FONT_SIZES as readonly unknown[]).includes(value[field]))
      .map((field) => [field, value[field]]),
  );
  return Object.keys(picked).length ? (picked as SlideTextSizes) : undefined;
}

/** The kind a slide without a known one gets: the one its data is for, else bullets. */
function inferType(raw: Record<string, unknown>): SlideType {
  if (isObject(raw.chart)) return 'chart';
  if (isObject(raw.table)) return 'table';
  if (Array.isArray(raw.team) && raw.team.length) return 'team';
  if (isObject(raw.media)) return 'image';
  return 'content';
}

/**
 * Every slide enters the app through here: AI output, imports, the editor and stored decks
 * (normalised on read, so decks saved before a field or a kind existed still open). Text fields
 * are always present, an unknown kind becomes the one its data is for, and the kind's own rule
 * runs last. Data is never dropped: a visual the kind does not show stays on the slide.
 */
export function normalizeSlide(input: unknown): Slide {
  const raw = isObject(input) ? input : {};
  const type = isSlideType(raw.type) ? raw.type : inferType(raw);
  const slide: SlideRecord = {
    ...(raw as Partial<SlideRecord>),
    id: str(raw.id),
    type,
    title: str(raw.title),
    content: str(raw.content),
    bullets: (Array.isArray(raw.bullets) ? raw.bullets : []).map(str),
    notes: str(raw.notes),
    textSizes: textSizes(raw.textSizes),
    notesFrom: typeof raw.notesFrom === 'string' ? raw.notesFrom : undefined,
  };
  if (slide.textSizes === undefined) delete slide.textSizes;
  if (slide.notesFrom === undefined) delete slide.notesFrom;
  const kind = SLIDE_KINDS[type] as SlideKind;
  return kind.normalize ? kind.normalize(slide as Slide) : (slide as Slide);
}

/** Sizes used when the founder has not picked one in the Text Editor (pt, = px on the 960 px canvas). */
export function defaultTextSize(slide: Pick<Slide, 'type'>, field: SlideTextField): number {
  return (SLIDE_KINDS[slide.type] ?? SLIDE_KINDS.content).sizes[field];
}

export function textSizeOf(slide: Pick<Slide, 'type' | 'textSizes'>, field: SlideTextField): number {
  return slide.textSizes?.[field] ?? defaultTextSize(slide, field);
}

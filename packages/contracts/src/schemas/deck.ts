import { defineMessages, type MessageDescriptor } from '@kuza/i18n';
import { array, mixed, number, object, string, type InferType } from 'yup';
import { FONT_SIZES, INDUSTRIES, type FontSize } from '../constants';
import { CHART_KINDS, DECK_MESSAGES, DECK_STATUSES, GENERATION_STATES, SLIDE_TYPES, type SlideType } from '../decks';
import { THEME_IDS, type ThemeId } from '../slides/themes';
import { documentName, rule, text } from '../validation';
import { IMAGE_MESSAGES, imageSource } from './image-source';
import { MEDIA_MESSAGES } from './media';
import { listChangesSchema } from '../list-changes';
import { factSheetSchema } from '../facts/fact-sheet';
import { SECTION_ROLES } from '../facts/sections';
import * as doc from './document';
import { ONBOARDING_MESSAGES } from './onboarding';

/** Deck creation, editing and AI Helper bodies: used by the decks remote's forms and by the API. */
const thisYear = () => new Date().getFullYear();

/** The rules of a deck's forms and bodies, said in the page's or the reader's language. */
export const DECK_RULES = defineMessages({
  nameMax: { id: 'deck.nameMax', defaultMessage: 'Startup/Business Name must be at most {max} characters' },
  objectiveMax: { id: 'deck.objectiveMax', defaultMessage: 'Objective must be at most {max} characters' },
  yearNumber: { id: 'deck.yearNumber', defaultMessage: 'Year Founded must be a number' },
  yearWhole: { id: 'deck.yearWhole', defaultMessage: 'Year Founded must be a whole number' },
  yearMin: { id: 'deck.yearMin', defaultMessage: 'Year Founded must be {min} or later' },
  yearFuture: { id: 'deck.yearFuture', defaultMessage: 'Year Founded cannot be in the future' },
  customersNumber: { id: 'deck.customersNumber', defaultMessage: 'Number of Customers must be a number' },
  customersWhole: { id: 'deck.customersWhole', defaultMessage: 'Number of Customers must be a whole number' },
  customersNegative: { id: 'deck.customersNegative', defaultMessage: 'Number of Customers cannot be negative' },
  customersMax: { id: 'deck.customersMax', defaultMessage: 'Number of Customers is too large' },
  descriptionMax: { id: 'deck.descriptionMax', defaultMessage: 'Description must be at most {max} characters' },
  pastedTextMax: { id: 'deck.pastedTextMax', defaultMessage: 'Pasted text must be at most 50,000 characters' },
  themeInvalid: { id: 'deck.themeInvalid', defaultMessage: 'Choose a theme from the list' },
  themeRequired: { id: 'deck.themeRequired', defaultMessage: 'Choose a theme' },
  sectionTitleMax: { id: 'deck.sectionTitleMax', defaultMessage: 'Section titles must be at most {max} characters' },
  sectionDescriptionMax: {
    id: 'deck.sectionDescriptionMax',
    defaultMessage: 'Section descriptions must be at most {max} characters',
  },
  sectionRoleUnknown: { id: 'deck.sectionRoleUnknown', defaultMessage: 'Unknown section role' },
  slideTitleMax: { id: 'deck.slideTitleMax', defaultMessage: 'Slide titles must be at most {max} characters' },
  slideTextMax: { id: 'deck.slideTextMax', defaultMessage: 'Slide text must be at most {max} characters' },
  bulletMax: { id: 'deck.bulletMax', defaultMessage: 'Bullets must be at most {max} characters' },
  notesMax: { id: 'deck.notesMax', defaultMessage: 'Speaker notes must be at most {max} characters' },
  versionRequired: { id: 'deck.versionRequired', defaultMessage: 'version is required' },
  outlineMax: { id: 'deck.outlineMax', defaultMessage: 'An outline has at most {max} sections' },
  slidesMax: { id: 'deck.slidesMax', defaultMessage: 'A deck has at most {max} slides' },
  slidesOneForm: { id: 'deck.slidesOneForm', defaultMessage: 'Send slides or slideChanges, not both' },
  outlineOneForm: { id: 'deck.outlineOneForm', defaultMessage: 'Send outline or outlineChanges, not both' },
  promptMax: { id: 'deck.promptMax', defaultMessage: 'Keep the prompt under {max} characters' },
  templateInvalid: { id: 'deck.templateInvalid', defaultMessage: 'Choose a template from the gallery' },
  importUrlRequired: { id: 'deck.importUrlRequired', defaultMessage: 'Enter a link to a .pptx or .pdf file' },
  importUrlTooLong: { id: 'deck.importUrlTooLong', defaultMessage: 'The link is too long' },
  importUrlInvalid: { id: 'deck.importUrlInvalid', defaultMessage: 'Enter a valid http(s) link' },
});

/** The two ways a deck or a resume starts from the founder's words: their answers ('ai') or a pasted text. */
export const CREATION_MODE_RULES = defineMessages({
  invalid: { id: 'document.modeInvalid', defaultMessage: 'mode must be ai or paste' },
  required: { id: 'document.modeRequired', defaultMessage: 'mode is required' },
});

const optionalNumber = (notNumber: MessageDescriptor, notWhole: MessageDescriptor) =>
  number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(rule(notNumber))
    .integer(rule(notWhole));
const startupNameMax = () => rule(DECK_RULES.nameMax, { max: 100 });

export const deckInputsSchema = object({
  startupName: text('Startup/Business Name').max(100, startupNameMax()),
  industry: text('Industry').oneOf(['', ...INDUSTRIES], rule(ONBOARDING_MESSAGES.industryInvalid)),
  objective: text('Objective').max(300, rule(DECK_RULES.objectiveMax, { max: 300 })),
  yearFounded: optionalNumber(DECK_RULES.yearNumber, DECK_RULES.yearWhole)
    .min(1900, rule(DECK_RULES.yearMin, { min: 1900 }))
    .test('not-future', rule(DECK_RULES.yearFuture), (value) => value === undefined || value <= thisYear()),
  customers: optionalNumber(DECK_RULES.customersNumber, DECK_RULES.customersWhole)
    .min(0, rule(DECK_RULES.customersNegative))
    .max(1_000_000_000, rule(DECK_RULES.customersMax)),
  description: text('Description').max(2000, rule(DECK_RULES.descriptionMax, { max: 2000 })),
  pastedText: text('Pasted text').max(50_000, rule(DECK_RULES.pastedTextMax)),
});

/** The 'Start with AI' form: a name is required, everything else helps. */
export const deckAiFormSchema = deckInputsSchema.shape({
  startupName: text('Startup/Business Name').required(rule(DECK_MESSAGES.nameRequired)).max(100, startupNameMax()),
});
export type DeckAiFormInput = InferType<typeof deckAiFormSchema>;

/** The deck's theme: one of THEMES (slides/themes.ts), by id. */
export const deckThemeSchema = object({
  id: string<ThemeId>()
    .oneOf([...THEME_IDS], rule(DECK_RULES.themeInvalid))
    .required(rule(DECK_RULES.themeRequired)),
});
export type DeckTheme = InferType<typeof deckThemeSchema>;

export const createDeckSchema = object({
  mode: mixed<'ai' | 'paste'>()
    .oneOf(['ai', 'paste'], rule(CREATION_MODE_RULES.invalid))
    .required(rule(CREATION_MODE_RULES.required)),
  inputs: deckInputsSchema.required(),
  template: text('Template').max(60),
  theme: deckThemeSchema.default(undefined).optional(),
  /** The AI form's choice; a pasted pitch's own language wins, and the account's stands in when absent. */
  language: doc.documentLanguage().optional(),
}).test('inputs-for-mode', function check(value) {
  if (value.mode === 'paste' && !value.inputs?.pastedText) {
    return this.createError({ path: 'inputs.pastedText', message: rule(DECK_MESSAGES.pasteRequired) });
  }
  if (value.mode === 'ai' && !value.inputs?.startupName) {
    return this.createError({ path: 'inputs.startupName', message: rule(DECK_MESSAGES.nameRequired) });
  }
  return true;
});
/**
 * POST /decks. 'ai' needs a startup name; 'paste' needs pastedText; an import goes through
 * POST /decks/import (file body) or /decks/import-url instead.
 */
export type CreateDeckInput = InferType<typeof createDeckSchema>;

export const outlineSectionSchema = object({
  id: text('Section id').required().max(64),
  // product.md §5: empty titles and descriptions are accepted in the outline.
  title: string()
    .defined()
    .strict()
    .max(200, rule(DECK_RULES.sectionTitleMax, { max: 200 })),
  description: string()
    .defined()
    .strict()
    .max(1000, rule(DECK_RULES.sectionDescriptionMax, { max: 1000 })),
  /** What the section is for, when Kuza read it from the founder's text ('problem', 'ask'); else read from the title. */
  role: string()
    .strict()
    .oneOf([...SECTION_ROLES, undefined], rule(DECK_RULES.sectionRoleUnknown))
    .optional(),
});
/** An outline section; new sections get a text id based on the current timestamp (product.md §3). */
export type OutlineSection = InferType<typeof outlineSectionSchema>;

/** A size picked in the editor's Text Editor. */
const fontSize = () =>
  number<FontSize>()
    .strict()
    .oneOf([...FONT_SIZES])
    .optional();

/** Sizes picked in the editor's Text Editor (FONT_SIZES, px on a 960 px wide slide = pt in exports). */
export const slideTextSizesSchema = object({ title: fontSize(), content: fontSize(), bullets: fontSize() });
export type SlideTextSizes = InferType<typeof slideTextSizesSchema>;
export type SlideTextField = keyof SlideTextSizes;

export const slideMediaSchema = object({
  // An uploaded image travels as a data: URL; 2 MB of base64 is plenty for a slide image.
  src: imageSource(2_800_000, MEDIA_MESSAGES.tooLarge).required(),
  alt: string().strict().max(300).defined(),
  caption: string().strict().max(300).optional(),
});
/** An https URL or a data: URL of an uploaded image, with its alt text. */
export type SlideMedia = InferType<typeof slideMediaSchema>;

export const chartSpecSchema = object({
  kind: text('Chart type')
    .oneOf([...CHART_KINDS])
    .required(),
  title: string().strict().max(200).optional(),
  /** Category labels along the x axis (or pie slices). */
  labels: array(string().strict().max(60).defined()).max(24).required(),
  series: array(
    object({
      name: string().strict().max(60).defined(),
      values: array(number().strict().defined()).max(24).required(),
    }),
  )
    .max(6)
    .required(),
  /** Unit shown with values, e.g. 'USD' or '%'. */
  unit: string().strict().max(20).optional(),
});
export type ChartSpec = InferType<typeof chartSpecSchema>;
export type ChartSeries = ChartSpec['series'][number];

/** The first row is the header row. */
export const tableSpecSchema = object({
  rows: array(array(string().strict().max(300).defined()).max(8).defined())
    .max(20)
    .required(),
});
export type TableSpec = InferType<typeof tableSpecSchema>;

/** A card of the Team slide; the bio is two lines at most, taken from the member's resume summary. */
export const teamMemberCardSchema = object({
  name: string().strict().max(100).defined(),
  role: string().strict().max(100).defined(),
  bio: string().strict().max(400).optional(),
  imageUrl: imageSource(1_400_000, IMAGE_MESSAGES.teamPhotoMax).optional(),
});
export type TeamMemberCard = InferType<typeof teamMemberCardSchema>;

export const slideSchema = object({
  id: text('Slide id').required().max(64),
  type: text('Slide type')
    .oneOf([...SLIDE_TYPES])
    .required(),
  title: string()
    .defined()
    .strict()
    .max(300, rule(DECK_RULES.slideTitleMax, { max: 300 })),
  /** A lead paragraph (plain text). */
  content: string()
    .defined()
    .strict()
    .max(5000, rule(DECK_RULES.slideTextMax, { max: 5000 })),
  bullets: array(
    string()
      .strict()
      .max(500, rule(DECK_RULES.bulletMax, { max: 500 }))
      .defined(),
  )
    .max(20)
    .defined(),
  notes: string()
    .defined()
    .strict()
    .max(5000, rule(DECK_RULES.notesMax, { max: 5000 })),
  /**
   * The fingerprint of the title, lead and bullets the notes were written from (facts/notes.ts):
   * notes whose fingerprint is not the slide's own predate its last edit. The API recomputes it.
   */
  notesFrom: string().strict().max(64).optional(),
  /** Name of an icon from the deck icon set. */
  icon: string().strict().max(40).optional(),
  textSizes: slideTextSizesSchema.default(undefined).optional(),
  media: slideMediaSchema.default(undefined).optional(),
  chart: chartSpecSchema.default(undefined).optional(),
  table: tableSpecSchema.default(undefined).optional(),
  team: array(teamMemberCardSchema).max(12).default(undefined).optional(),
});
/** A slide as stored and sent: product.md §3; issue 7 adds chart, table, media, icon and notes. */
export type SlideRecord = InferType<typeof slideSchema>;
/** One slide kind: its `type` names its entry in the slide registry (slides/registry.ts). */
export type SlideOf<K extends SlideType> = Omit<SlideRecord, 'type'> & { type: K };
/** A slide: a union keyed on its kind (`type`), each member read through its registry entry. */
export type Slide = { [K in SlideType]: SlideOf<K> }[SlideType];

export const updateDeckSchema = object({
  version: number().strict().integer().min(0).required(rule(DECK_RULES.versionRequired)),
  name: documentName(),
  status: text('Status').oneOf([...DECK_STATUSES]),
  template: text('Template').max(60),
  theme: deckThemeSchema.default(undefined).optional(),
  language: doc.documentLanguage().optional(),
  outline: array(outlineSectionSchema)
    .max(50, rule(DECK_RULES.outlineMax, { max: 50 }))
    .default(undefined),
  slides: array(slideSchema)
    .max(60, rule(DECK_RULES.slidesMax, { max: 60 }))
    .default(undefined),
  /** The fact sheet as the founder confirmed or edited it on the outline page. */
  facts: factSheetSchema.default(undefined).optional(),
  /** Instead of `slides`: the new order and only the new or changed slides (the editor's autosave). */
  slideChanges: listChangesSchema(slideSchema, 60, rule(DECK_RULES.slidesMax, { max: 60 })),
  /** Instead of `outline`: the new order and only the new or changed sections. */
  outlineChanges: listChangesSchema(outlineSectionSchema, 50, rule(DECK_RULES.outlineMax, { max: 50 })),
})
  .test('one-form', rule(DECK_RULES.slidesOneForm), (value) => !(value.slides && value.slideChanges))
  .test('one-outline', rule(DECK_RULES.outlineOneForm), (value) => !(value.outline && value.outlineChanges));
/**
 * PUT /decks/:id: any subset of the editable fields plus the version the client last saw; the
 * slides and the outline either whole or as their changes.
 */
export type UpdateDeckInput = InferType<typeof updateDeckSchema>;

export const rewriteSlideSchema = object({
  prompt: text('Prompt')
    .required(rule(DECK_MESSAGES.promptRequired))
    .max(1000, rule(DECK_RULES.promptMax, { max: 1000 })),
});
/** POST /decks/:id/slides/:slideId/rewrite (the editor's AI Helper): the rewritten slide, not saved. */
export type RewriteSlideInput = InferType<typeof rewriteSlideSchema>;

/** An absolute http(s) link; which hosts may be fetched is the API's decision (SSRF rules). */
export function isHttpUrl(value: string | undefined): boolean {
  if (!value) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The look an imported deck starts with: the template and theme picked in the gallery. */
export const deckImportOptionsSchema = object({
  template: text('Template').max(60, rule(DECK_RULES.templateInvalid)),
  theme: deckThemeSchema.default(undefined).optional(),
});
export type DeckImportOptions = InferType<typeof deckImportOptionsSchema>;

/** POST /decks/import?filename=…&theme=…&template=…: the file's name and the look the deck starts with. */
export const deckImportQuerySchema = doc.importFileQuerySchema.shape({
  theme: string().meta({ description: 'Theme id (GET /decks/themes)' }),
  template: string(),
});

/** GET /decks/:id/export?format=pptx|pdf&notes=1: `notes=1` puts the speaker notes under each PDF page. */
export const deckExportQuerySchema = doc.exportQuerySchema(['pptx', 'pdf'] as const).shape({ notes: string() });

export const importUrlSchema = object({
  url: text('URL')
    .required(rule(DECK_RULES.importUrlRequired))
    .max(2048, rule(DECK_RULES.importUrlTooLong))
    .test('http-url', rule(DECK_RULES.importUrlInvalid), (value) => isHttpUrl(value)),
});

/** POST /decks/import-url: the link, and the look the imported deck starts with. */
export const deckImportUrlSchema = importUrlSchema.concat(deckImportOptionsSchema);
export type DeckImportUrlInput = InferType<typeof deckImportUrlSchema>;

/* ---- What /decks answers: the response schemas of the API docs and of its serialiser ---- */

const defined = doc.definedText;

/** The creation inputs a deck keeps, with where an imported deck came from. */
export const deckCreationInputsSchema = deckInputsSchema.shape({
  importSource: doc.importSourceSchema(['url', 'file']),
});
export type DeckCreationInputs = InferType<typeof deckCreationInputsSchema>;

/** The editor's "Missing facts" and "Check" lists (packages/contracts/src/facts/checks.ts). */
export const deckChecksSchema = object({
  missing: array(object({ slideId: defined(), slideTitle: defined(), fact: defined(), prompt: defined() })).defined(),
  problems: array(
    object({ slideId: string().optional(), slideTitle: string().optional(), rule: defined(), message: defined() }),
  ).defined(),
});

/** One deck: GET /decks/:id and every write that answers the deck. */
export const deckSchema = object({
  id: defined(),
  workspaceId: defined(),
  authorId: defined(),
  name: defined(),
  status: string()
    .oneOf([...DECK_STATUSES])
    .defined(),
  template: defined(),
  theme: deckThemeSchema,
  /** What Kuza writes into the deck is said in this language. */
  language: doc.documentLanguage().defined(),
  inputs: deckCreationInputsSchema,
  outline: array(outlineSectionSchema).defined(),
  slides: array(slideSchema).defined(),
  /** What the deck is written from; absent on decks made before facts were kept. */
  facts: factSheetSchema.default(undefined).optional(),
  /** The slides whose fact is missing and where slides disagree, as of this version. */
  checks: deckChecksSchema.default(undefined).optional(),
  ...doc.documentVersionFields(),
});
export type Deck = InferType<typeof deckSchema>;

/** One row of GET /decks (the list page and the dashboard's recents). */
export const deckSummarySchema = object({
  id: defined(),
  name: defined(),
  status: string()
    .oneOf([...DECK_STATUSES])
    .defined(),
  template: defined(),
  slideCount: number().integer().defined(),
  updatedAt: defined(),
  /**
   * The startup name the deck was started with (typed in 'Start with AI', or named by a pasted
   * pitch; absent for imported decks, whose names are guesses from slide titles): the creation
   * form offers the newest one again.
   */
  startupName: string().optional(),
});
export type DeckSummary = InferType<typeof deckSummarySchema>;

/** GET /decks: the rows, and whether the signed-in member may delete decks. */
export const deckListSchema = doc.documentListSchema(deckSummarySchema);

/** GET /decks/:id/generation (polled while /pitch-deck-generating shows real progress). */
export const generationStatusSchema = object({
  state: string()
    .oneOf([...GENERATION_STATES])
    .defined(),
  /** Slides produced so far and in all. */
  done: number().integer().defined(),
  total: number().integer().defined(),
  /** Title of the slide being written, for the progress line. */
  current: string().optional(),
  error: string().optional(),
});
export type GenerationStatus = InferType<typeof generationStatusSchema>;

/** GET /share/deck/:token (public): what a viewer sees. */
export const sharedDeckSchema = doc.sharedDocumentSchema({
  theme: deckThemeSchema,
  slides: array(slideSchema).defined(),
});
export type SharedDeck = InferType<typeof sharedDeckSchema>;

const themeFontSchema = object({
  /** The family the PPTX names and the PDF embeds. */
  family: defined(),
  /** The npm package of the font files, for pages that draw decks. */
  package: defined(),
});

/** One row of GET /decks/themes: what the picker and API users need to draw a deck in a theme. */
export const themeSummarySchema = object({
  id: string<ThemeId>()
    .oneOf([...THEME_IDS])
    .defined(),
  name: defined(),
  mood: defined(),
  fonts: object({ heading: themeFontSchema, body: themeFontSchema }),
  /** Hex colours without '#'. */
  colors: object({
    background: defined(),
    text: defined(),
    accent: defined(),
    muted: defined(),
    chart: array(defined()).defined(),
  }),
});
export type ThemeSummary = InferType<typeof themeSummarySchema>;

/** GET /decks/themes. */
export const themeListSchema = object({ items: array(themeSummarySchema).defined() });
export type ThemeList = InferType<typeof themeListSchema>;

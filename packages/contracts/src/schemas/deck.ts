import { array, mixed, number, object, string, type InferType } from 'yup';
import { FONT_SIZES, INDUSTRIES } from '../constants';
import { CHART_KINDS, DECK_FONTS, DECK_STATUSES, SLIDE_TYPES, DECK_MESSAGES } from '../decks';
import { documentName, text } from '../validation';
import { imageSource } from './image-source';

/** Deck creation, editing and AI Helper bodies: used by the decks remote's forms and by the API. */
const thisYear = () => new Date().getFullYear();

const optionalNumber = (label: string) =>
  number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(`${label} must be a number`)
    .integer(`${label} must be a whole number`);

export const deckInputsSchema = object({
  startupName: text('Startup/Business Name').max(100, 'Startup/Business Name must be at most 100 characters'),
  industry: text('Industry').oneOf(['', ...INDUSTRIES], 'Choose an industry from the list'),
  objective: text('Objective').max(300, 'Objective must be at most 300 characters'),
  yearFounded: optionalNumber('Year Founded')
    .min(1900, 'Year Founded must be 1900 or later')
    .test('not-future', 'Year Founded cannot be in the future', (value) => value === undefined || value <= thisYear()),
  customers: optionalNumber('Number of Customers')
    .min(0, 'Number of Customers cannot be negative')
    .max(1_000_000_000, 'Number of Customers is too large'),
  description: text('Description').max(2000, 'Description must be at most 2000 characters'),
  pastedText: text('Pasted text').max(50_000, 'Pasted text must be at most 50,000 characters'),
});

/** The 'Start with AI' form: a name is required, everything else helps. */
export const deckAiFormSchema = deckInputsSchema.shape({
  startupName: text('Startup/Business Name')
    .required(DECK_MESSAGES.nameRequired)
    .max(100, 'Startup/Business Name must be at most 100 characters'),
});
export type DeckAiFormInput = InferType<typeof deckAiFormSchema>;

export const createDeckSchema = object({
  mode: mixed<'ai' | 'paste'>().oneOf(['ai', 'paste'], 'mode must be ai or paste').required('mode is required'),
  inputs: deckInputsSchema.required(),
  template: text('Template').max(60),
  theme: object({
    font: text('Font').oneOf([...DECK_FONTS], 'Choose a font from the list'),
    colorScheme: text('Colour scheme').max(40),
  }).default(undefined),
}).test('inputs-for-mode', function check(value) {
  if (value.mode === 'paste' && !value.inputs?.pastedText) {
    return this.createError({ path: 'inputs.pastedText', message: DECK_MESSAGES.pasteRequired });
  }
  if (value.mode === 'ai' && !value.inputs?.startupName) {
    return this.createError({ path: 'inputs.startupName', message: DECK_MESSAGES.nameRequired });
  }
  return true;
});

const outlineSectionSchema = object({
  id: text('Section id').required().max(64),
  // product.md §5: empty titles and descriptions are accepted in the outline.
  title: string().defined().strict().max(200, 'Section titles must be at most 200 characters'),
  description: string().defined().strict().max(1000, 'Section descriptions must be at most 1000 characters'),
});

/** A size picked in the editor's Text Editor. */
const fontSize = () =>
  number()
    .strict()
    .oneOf([...FONT_SIZES])
    .optional();

const slideSchema = object({
  id: text('Slide id').required().max(64),
  type: text('Slide type')
    .oneOf([...SLIDE_TYPES])
    .required(),
  title: string().defined().strict().max(300, 'Slide titles must be at most 300 characters'),
  content: string().defined().strict().max(5000, 'Slide text must be at most 5000 characters'),
  bullets: array(string().strict().max(500, 'Bullets must be at most 500 characters')).max(20).defined(),
  notes: string().defined().strict().max(5000, 'Speaker notes must be at most 5000 characters'),
  icon: string().strict().max(40).optional(),
  textSizes: object({ title: fontSize(), content: fontSize(), bullets: fontSize() }).default(undefined),
  media: object({
    // An uploaded image travels as a data: URL; 2 MB of base64 is plenty for a slide image.
    src: imageSource(2_800_000, 'Images must be at most 2 MB').required(),
    alt: string().strict().max(300).defined(),
    caption: string().strict().max(300).optional(),
  }).default(undefined),
  chart: object({
    kind: text('Chart type')
      .oneOf([...CHART_KINDS])
      .required(),
    title: string().strict().max(200).optional(),
    labels: array(string().strict().max(60)).max(24).required(),
    series: array(
      object({ name: string().strict().max(60).defined(), values: array(number().strict()).max(24).required() }),
    )
      .max(6)
      .required(),
    unit: string().strict().max(20).optional(),
  }).default(undefined),
  table: object({
    rows: array(array(string().strict().max(300)).max(8))
      .max(20)
      .required(),
  }).default(undefined),
  team: array(
    object({
      name: string().strict().max(100).defined(),
      role: string().strict().max(100).defined(),
      bio: string().strict().max(400).optional(),
      imageUrl: imageSource(1_400_000, 'Team photos must be at most 1 MB').optional(),
    }),
  )
    .max(12)
    .default(undefined),
});

export const updateDeckSchema = object({
  version: number().strict().integer().min(0).required('version is required'),
  name: documentName(),
  status: text('Status').oneOf([...DECK_STATUSES]),
  template: text('Template').max(60),
  theme: object({
    font: text('Font')
      .oneOf([...DECK_FONTS])
      .required(),
    colorScheme: text('Colour scheme').max(40).required(),
  }).default(undefined),
  outline: array(outlineSectionSchema).max(50, 'An outline has at most 50 sections').default(undefined),
  slides: array(slideSchema).max(60, 'A deck has at most 60 slides').default(undefined),
});

export const rewriteSlideSchema = object({
  prompt: text('Prompt').required(DECK_MESSAGES.promptRequired).max(1000, 'Keep the prompt under 1000 characters'),
});

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
  template: text('Template').max(60, 'Choose a template from the gallery'),
  theme: object({
    font: text('Font').oneOf([...DECK_FONTS], 'Choose a font from the list'),
    colorScheme: text('Colour scheme').max(40, 'Choose a colour scheme from the list'),
  }).default(undefined),
});
export type DeckImportOptions = InferType<typeof deckImportOptionsSchema>;

export const importUrlSchema = object({
  url: text('URL')
    .required('Enter a link to a .pptx or .pdf file')
    .max(2048, 'The link is too long')
    .test('http-url', 'Enter a valid http(s) link', (value) => isHttpUrl(value)),
});

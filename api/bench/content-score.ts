/**
 * How well a generated deck says what the founder said, scored against one founder brief of
 * shared/fixtures/briefs: fact recall, invented figures, contradictions, headings recalled on paste
 * and the use-of-funds total. `npm run bench:content` prints it; a Jest test fails on any invented
 * figure or contradiction.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  deckProblems,
  squishText,
  readFigures,
  slideText,
  type DeckCreationInputs,
  type FactSheet,
  type OutlineSection,
  type Slide,
} from '@kuza/contracts';
import { readPitch } from '@kuza/contracts/pitch';
import PptxGenJS from 'pptxgenjs';
import { createAiProvider } from '../src/modules/ai/create-provider';
import { importedDeck, type SourceSlide } from '../src/modules/decks/imported-deck';
import { extractDeckText } from '../src/modules/files/import/extract-deck-text';
import type { DeckBrief } from '../src/modules/ai/provider/provider';
import { factsOfBrief } from '../src/modules/ai/text/fact-sheet';
import { sentences } from '../src/modules/ai/text/text';

export interface FounderBrief {
  id: string;
  form: DeckCreationInputs;
  pitch: string;
  must: string[];
  headings: string[];
  forbidden: string[];
  use_of_funds: number[];
}

export const BRIEFS_DIR = path.resolve(__dirname, '../test/fixtures/briefs');

export function loadBriefs(dir = BRIEFS_DIR): FounderBrief[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as FounderBrief);
}

export interface GeneratedDeck {
  facts: FactSheet;
  outline: OutlineSection[];
  slides: Slide[];
  /** An imported deck's source slides, as the other tool's .pptx holds them. */
  source?: SourceSlide[];
}

const ai = createAiProvider({ provider: 'builtin', referenceYear: 2026 });

/**
 * A deck made the way the deck service makes one: facts first, then outline, then slides. `added`
 * are sections the founder adds at the end of the outline before generating (title only, as the
 * outline page's Add Section with the description left empty).
 */
export async function generate(inputs: DeckCreationInputs, added: string[] = []): Promise<GeneratedDeck> {
  const brief: DeckBrief = { inputs, founder: {} };
  const facts = factsOfBrief(brief);
  const outline = [
    ...(await ai.outline({ ...brief, facts })),
    ...added.map((title, index) => ({ id: `added-${index + 1}`, title, description: '' })),
  ];
  const slides = await ai.slides({ ...brief, facts }, outline);
  return { facts, outline, slides };
}

export const byForm = (brief: FounderBrief, added?: string[]) => generate(brief.form, added);
export const byPaste = (brief: FounderBrief, added?: string[]) =>
  generate({ pastedText: brief.pitch, startupName: readPitch(brief.pitch).company ?? '' }, added);

/**
 * The slides a founder would have made of their pitch in another tool: a cover with the company's
 * name (and tagline) first, then one slide per section of the pitch, its heading as the title, its
 * lines as bullets and a line of speaker notes on what to stress. A pitch headed by the company's
 * name gives two slides of that title (the cover, then the one-liner), as many decks have.
 */
export function pitchSlides(brief: FounderBrief): SourceSlide[] {
  const pitch = readPitch(brief.pitch);
  const line = (text: string) => squishText(text);
  const company = pitch.company;
  const tagline = pitch.preamble.map((item) => line(item.text)).filter((text) => text && text !== company);
  const cover: SourceSlide[] = company || tagline.length ? [{ title: company ?? tagline.shift()!, body: tagline }] : [];
  const slides: SourceSlide[] = pitch.sections.map((section) => {
    const body = section.lines.map((item) => line(item.text)).filter(Boolean);
    return { title: line(section.title), body, notes: body[0] ? `Stress this: ${body[0]}` : '' };
  });
  return [...cover, ...slides].map((slide) => ({ ...slide, notes: slide.notes || `Introduce ${slide.title}.` }));
}

/** The pitch slides as a .pptx another tool writes (pptxgenjs): text boxes, bullets, speaker notes. */
export async function pitchDeckPptx(slides: SourceSlide[]): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  for (const source of slides) {
    const slide = pptx.addSlide();
    slide.addText(source.title, { x: 0.5, y: 0.3, w: 12.3, h: 1, fontSize: 32, bold: true });
    if (source.body.length)
      slide.addText(
        source.body.map((text) => ({ text, options: { bullet: true, breakLine: true } })),
        { x: 0.5, y: 1.5, w: 12.3, h: 5.5, fontSize: 18, valign: 'top' },
      );
    if (source.notes) slide.addNotes(source.notes);
  }
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}

/** A deck imported from the founder's own .pptx of their pitch, through the import's reader. */
export async function byImport(brief: FounderBrief): Promise<Required<GeneratedDeck>> {
  const source = pitchSlides(brief);
  const { slides } = await extractDeckText(await pitchDeckPptx(source), 'pptx');
  const deck = importedDeck({ kind: 'file', name: `${brief.id}.pptx` }, slides);
  return { facts: deck.facts, outline: deck.outline, slides: deck.slides, source };
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export interface Score {
  recall: { found: number; of: number; missing: string[] };
  invented: string[];
  contradictions: string[];
  headings?: { found: number; of: number; missing: string[] };
  useOfFunds: number;
  /** The brief's use-of-funds shares that no slide states. */
  fundsMissing: number[];
}

/** The figures and names a deck must carry: each figure by value, each name by its words. */
function recall(wanted: string[], text: string): Score['recall'] {
  const values = new Set(readFigures(text).map((figure) => figure.value));
  const missing = wanted.filter((item) => {
    const figures = readFigures(item.replace(/(\d)-(?=\p{L})/u, '$1 '));
    if (figures.length) return !figures.every((figure) => values.has(figure.value));
    return !fold(text).includes(fold(item));
  });
  return { found: wanted.length - missing.length, of: wanted.length, missing };
}

/** Every figure on the slides that the founder's own text does not hold. */
export function invented(source: string, slides: Slide[]): string[] {
  const allowed = new Set(readFigures(source).map((figure) => figure.value));
  return slides.flatMap((slide) =>
    readFigures(slideText(slide))
      .filter((figure) => !allowed.has(figure.value))
      .map((figure) => `${slide.title}: ${figure.text}`),
  );
}

/** A sentence as slides are compared: case, spacing and punctuation aside. */
const normalised = (line: string) =>
  line
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** What a slide says (lead and bullets, not its speaker notes), sentence by sentence. */
const said = (slide: Slide) => [slide.content, ...slide.bullets].flatMap(sentences).map(normalised).filter(Boolean);

/**
 * Each sentence of an added slide that another slide of the deck already says, as 'title: sentence'.
 * With the whole deck as `added`, every sentence said on two slides.
 */
export function copied(slides: Slide[], added: Slide[]): string[] {
  return added.flatMap((slide) => {
    const elsewhere = new Set(slides.filter((other) => other.id !== slide.id).flatMap(said));
    return said(slide)
      .filter((line) => elsewhere.has(line))
      .map((line) => `${slide.title}: ${line}`);
  });
}

/** The source slides an imported deck kept as they were: one slide each, same title, bullets and notes. */
export function keptSlides(source: SourceSlide[], slides: Slide[]): { kept: number; of: number; changed: string[] } {
  const changed = source
    .filter((from, index) => {
      const to = slides[index];
      return (
        !to || to.title !== from.title || to.notes !== from.notes || to.bullets.join('\n') !== from.body.join('\n')
      );
    })
    .map((from) => from.title);
  if (slides.length > source.length) changed.push(`${slides.length - source.length} slides more than the source`);
  return { kept: source.length - changed.length, of: source.length, changed };
}

export type Mode = 'form' | 'paste' | 'import';

/** What the founder wrote for a deck made this way: the pitch, or the form's fields. */
export function sourceText(brief: FounderBrief, mode: Mode): string {
  const form = brief.form;
  if (mode !== 'form') return brief.pitch;
  return [form.objective, form.description, form.customers, form.yearFounded].filter(Boolean).join('\n');
}

export function score(brief: FounderBrief, deck: GeneratedDeck, mode: Mode): Score {
  // An imported deck is the pitch in slides: it is held to what the pitch says, like a paste.
  const pitched = mode !== 'form';
  const text = deck.slides.map(slideText).join('\n');
  const form = brief.form;
  const source = sourceText(brief, mode);
  const wanted = pitched
    ? brief.must
    : [
        ...readFigures(`${form.description ?? ''}\n${form.objective ?? ''}`).map((figure) => figure.text),
        ...(form.customers ? [String(form.customers)] : []),
      ];
  const forbidden = brief.forbidden.filter((phrase) => fold(text).includes(fold(phrase)));
  const problems = deckProblems(deck.facts, deck.slides).map((problem) => problem.message);
  const headings = pitched
    ? (() => {
        const titles = deck.outline.map((section) => fold(section.title));
        const missing = brief.headings.filter((heading) => !titles.some((title) => title.includes(fold(heading))));
        return { found: brief.headings.length - missing.length, of: brief.headings.length, missing };
      })()
    : undefined;
  return {
    recall: recall(wanted, text),
    invented: invented(source, deck.slides),
    contradictions: [...forbidden.map((phrase) => `says "${phrase}"`), ...problems],
    ...(headings ? { headings } : {}),
    useOfFunds: deck.facts.useOfFunds.reduce((sum, item) => sum + item.percent, 0),
    fundsMissing: pitched
      ? brief.use_of_funds.filter(
          (share) => !readFigures(text).some((figure) => figure.percent && figure.value === share),
        )
      : [],
  };
}

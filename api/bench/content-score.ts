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
  pitchCompanyName,
  readFigures,
  slideText,
  type DeckCreationInputs,
  type FactSheet,
  type OutlineSection,
  type Slide,
} from '@kuza/contracts';
import { createAiProvider } from '../src/modules/ai/create-provider';
import type { DeckBrief } from '../src/modules/ai/provider/provider';
import { factsOfBrief } from '../src/modules/ai/text/fact-sheet';

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
}

const ai = createAiProvider({ provider: 'builtin', referenceYear: 2026 });

/** A deck made the way the deck service makes one: facts first, then outline, then slides. */
export async function generate(inputs: DeckCreationInputs): Promise<GeneratedDeck> {
  const brief: DeckBrief = { inputs, founder: {} };
  const facts = factsOfBrief(brief);
  const outline = await ai.outline({ ...brief, facts });
  const slides = await ai.slides({ ...brief, facts }, outline);
  return { facts, outline, slides };
}

export const byForm = (brief: FounderBrief) => generate(brief.form);
export const byPaste = (brief: FounderBrief) =>
  generate({ pastedText: brief.pitch, startupName: pitchCompanyName(brief.pitch) ?? '' });

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
function invented(source: string, slides: Slide[]): string[] {
  const allowed = new Set(readFigures(source).map((figure) => figure.value));
  return slides.flatMap((slide) =>
    readFigures(slideText(slide))
      .filter((figure) => !allowed.has(figure.value))
      .map((figure) => `${slide.title}: ${figure.text}`),
  );
}

export function score(brief: FounderBrief, deck: GeneratedDeck, mode: 'form' | 'paste'): Score {
  const text = deck.slides.map(slideText).join('\n');
  const form = brief.form;
  const source =
    mode === 'paste'
      ? brief.pitch
      : [form.objective, form.description, form.customers, form.yearFounded].filter(Boolean).join('\n');
  const wanted =
    mode === 'paste'
      ? brief.must
      : [
          ...readFigures(`${form.description ?? ''}\n${form.objective ?? ''}`).map((figure) => figure.text),
          ...(form.customers ? [String(form.customers)] : []),
        ];
  const forbidden = brief.forbidden.filter((phrase) => fold(text).includes(fold(phrase)));
  const problems = deckProblems(deck.facts, deck.slides).map((problem) => problem.message);
  const headings =
    mode === 'paste'
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
    fundsMissing:
      mode === 'paste'
        ? brief.use_of_funds.filter(
            (share) => !readFigures(text).some((figure) => figure.percent && figure.value === share),
          )
        : [],
  };
}

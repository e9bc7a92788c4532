/**
 * The pitch corpus (api/test/fixtures/pitch-corpus): pitches in many shapes and three languages, each
 * with its sections, figures, ask and use of funds written down by hand. A deck made from each is
 * scored for what the founder said and the deck kept: sections found, sentences and words kept on
 * the slides, figures kept, figures invented, ask and use of funds complete, layouts used and stock
 * wording. The content bench prints the scores; a Jest test holds them to the targets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readFigures, slideText, stockPhrases, type Slide } from '@kuza/contracts';
import { pitchSentences, readPitch, roleTitle, type ReaderLanguage } from '@kuza/contracts/pitch';
import { generate, invented, type GeneratedDeck } from './content-score';

export interface CorpusSection {
  role: string;
  heading: string | null;
  text: string;
}

export interface CorpusPitch {
  id: string;
  language: ReaderLanguage;
  shape: string;
  company: string | null;
  pitch: string;
  sections: CorpusSection[];
  figures: string[];
  ask: string | null;
  use_of_funds: Array<{ label: string; percent: number }>;
}

export const CORPUS_DIR = path.resolve(__dirname, '../test/fixtures/pitch-corpus');

export function loadCorpus(dir = CORPUS_DIR): CorpusPitch[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CorpusPitch);
}

/** The layouts a complete pitch draws at least (issue 28: 'A complete pitch uses at least five layouts'). */
export const COMPLETE_LAYOUTS = 5;

/**
 * A complete pitch: its record names the company, the ask and a use-of-funds split (two shares or
 * more), and it has at least five sections, traction and team among them. The company counts only when
 * the text says its name: a generated shape that drops the line naming it (pitch-shapes.ts keeps the
 * record) leaves a pitch no deck can open on its name. The one definition the bench and the corpus
 * test count 'complete pitches' and their layouts by.
 */
export function isComplete(pitch: CorpusPitch): boolean {
  const roles = new Set(pitch.sections.map((section) => section.role));
  return (
    !!pitch.company &&
    fold(pitch.pitch).includes(fold(pitch.company)) &&
    !!pitch.ask &&
    pitch.use_of_funds.length >= 2 &&
    pitch.sections.length >= 5 &&
    roles.has('traction') &&
    roles.has('team')
  );
}

export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const words = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** The slides' words: titles, text, bullets, cards, charts and tables, not the speaker notes. */
export function shownText(slides: Slide[]): string {
  return slides.map(slideText).join('\n');
}

export interface PitchScore {
  sections: { found: number; of: number; missing: string[] };
  words: { kept: number; of: number };
  figures: { kept: number; of: number; missing: string[] };
  invented: string[];
  askComplete: boolean;
  fundsComplete: boolean;
  layouts: string[];
  stock: string[];
  /** Sentences of the cover another slide says again, word for word. */
  coverRepeats: string[];
  slides: number;
}

/** The offer: what the company does and the thing it sells are one part when the founder wrote only one of them. */
const OFFER = ['solution', 'product'];

/**
 * A heading found: an outline title equals it, folded; a part without a heading: a section of its
 * role. Told with no heading, 'A kit with 4 lamps and an 80 W panel' is the solution as much as the
 * product: when the pitch has one part of the offer, a section of either role holds it.
 */
export function sectionFound(section: CorpusSection, deck: GeneratedDeck, pitch: CorpusPitch): boolean {
  if (section.heading)
    return (
      deck.outline.some((item) => fold(item.title).trim() === fold(section.heading!).trim()) ||
      // The company's line under the founder's heading ('Quem somos') is the cover's: found when the cover holds it.
      (section.role === 'company' &&
        deck.outline[0]?.role === 'company' &&
        sentenceKey(deck.outline[0].description).includes(sentenceKey(section.text)))
    );
  const offer = OFFER.includes(section.role) && pitch.sections.filter((part) => OFFER.includes(part.role)).length === 1;
  return deck.outline.some((item) => item.role === section.role || (offer && OFFER.includes(item.role ?? '')));
}

const sentenceKey = (text: string) => words(text).join(' ');

/**
 * The sentences of the cover (its tagline, four words or more) that another slide says again, word
 * for word: none, when the cover's line is said once.
 */
export function coverRepeats(slides: Slide[]): string[] {
  const [cover, ...rest] = slides;
  if (cover?.type !== 'title') return [];
  const others = rest.map((slide) => sentenceKey(slideText({ ...slide, notes: '' })));
  return pitchSentences(cover.content)
    .filter((sentence) => sentenceKey(sentence).split(' ').length >= 4)
    .filter((sentence) => others.some((text) => text.includes(sentenceKey(sentence))));
}

export function scorePitch(pitch: CorpusPitch, deck: GeneratedDeck): PitchScore {
  const shown = shownText(deck.slides);
  const shownWords = new Set(words(shown));
  const briefWords = pitch.sections.flatMap((section) => words(section.text));
  const values = new Set(readFigures(shown).map((figure) => figure.value));
  const missingFigures = pitch.figures.filter((figure) => readFigures(figure).some((read) => !values.has(read.value)));
  const missingSections = pitch.sections.filter((section) => !sectionFound(section, deck, pitch));
  const askValues = pitch.ask ? readFigures(pitch.ask).map((figure) => figure.value) : [];
  const funds = pitch.use_of_funds;
  const shares = readFigures(shown).filter((figure) => figure.percent);
  return {
    sections: {
      found: pitch.sections.length - missingSections.length,
      of: pitch.sections.length,
      missing: missingSections.map((section) => section.heading ?? `(${section.role})`),
    },
    words: { kept: briefWords.filter((word) => shownWords.has(word)).length, of: briefWords.length },
    figures: { kept: pitch.figures.length - missingFigures.length, of: pitch.figures.length, missing: missingFigures },
    invented: invented(pitch.pitch, deck.slides),
    askComplete: askValues.every((value) => values.has(value)),
    fundsComplete: funds.every(
      (item) =>
        shares.some((share) => share.value === item.percent) && words(item.label).every((word) => shownWords.has(word)),
    ),
    layouts: [...new Set(deck.slides.map((slide) => slide.type))],
    // A phrase the founder wrote is theirs, not stock.
    stock: stockPhrases(shown, pitch.pitch),
    coverRepeats: coverRepeats(deck.slides),
    slides: deck.slides.length,
  };
}

/** A deck made from a pasted pitch, the way the paste flow makes one. */
export const deckOfPitch = (text: string) => generate({ pastedText: text, startupName: readPitch(text).company ?? '' });

export { roleTitle };

import {
  AI_HELPER_INSTRUCTIONS,
  factKeyOf,
  type AiHelperInstruction,
  type FactKey,
  type FactSheet,
  type Slide,
} from '@kuza/contracts';
import { pitchSentences } from '@kuza/contracts/pitch';

// The facts a founder writes as sentences, in the order a point to mention is looked for.
const TEXT_FACTS = [
  'problem',
  'solution',
  'product',
  'traction',
  'businessModel',
  'market',
  'competition',
  'goToMarket',
  'whyNow',
  'ask',
  'oneLiner',
] as const satisfies ReadonlyArray<FactKey>;

const MAX_CHIP_WORDS = 20;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const withoutFullStop = (text: string) => text.trim().replace(/\.+$/, '');
const visible = (slide: Slide) => [slide.title, slide.content, ...slide.bullets].join('\n').toLowerCase();
// A chip puts its words in quotes; words with quotes of their own would end them early.
const quotable = (text: string) => !!text && !/["“”«»]/.test(text) && wordCount(text) <= MAX_CHIP_WORDS;

/** A sentence of the founder's facts that the slide does not say yet, its own topic first. */
function pointToMention(slide: Slide, facts: FactSheet | undefined): string | undefined {
  if (!facts) return undefined;
  const topic = factKeyOf(slide.title, facts.company?.text);
  const keys = [...TEXT_FACTS].sort((a, b) => Number(b === topic) - Number(a === topic));
  const said = [
    ...keys.flatMap((key) => pitchSentences(facts[key]?.text ?? '')),
    ...facts.milestones.map((milestone) => milestone.text),
  ].map(withoutFullStop);
  const onSlide = visible(slide);
  return said.find((line) => quotable(line) && !onSlide.includes(line.toLowerCase()));
}

/** A point of the slide, the last one (the first has nothing to move ahead of). */
function lineOnSlide(slide: Slide): string | undefined {
  const points = [...slide.bullets, ...pitchSentences(slide.content)].map(withoutFullStop).filter(quotable);
  return points.at(-1);
}

/** A word the slide says in one point only, so putting it first changes the order. */
function wordToFocusOn(slide: Slide): string | undefined {
  if (slide.bullets.length < 2) return undefined;
  const last = slide.bullets[slide.bullets.length - 1];
  const others = slide.bullets.slice(0, -1).join(' ').toLowerCase();
  return (last.match(/\p{L}{5,}/gu) ?? [])
    .filter((word) => !others.includes(word.toLowerCase()))
    .sort((a, b) => b.length - a.length)[0]
    ?.toLowerCase();
}

/**
 * The AI Helper's chips for one slide. An instruction that names nothing ('Make it shorter') is as
 * documented; one that names something takes it from the founder: the point to mention is a sentence
 * of their facts the slide lacks, the line to remove and the word to focus on are on the slide.
 * Without such words the chip is left out, so no chip offers a partner, figure or claim the founder
 * never gave.
 */
export function aiHelperChips(slide: Slide, facts?: FactSheet): AiHelperInstruction[] {
  return AI_HELPER_INSTRUCTIONS.flatMap((instruction): AiHelperInstruction[] => {
    const { id, description } = instruction;
    if (id === 'mention') {
      const point = pointToMention(slide, facts);
      return point ? [{ id, description, say: `Mention "${point}"` }] : [];
    }
    if (id === 'removeClaim') {
      const line = lineOnSlide(slide);
      return line ? [{ id, description, say: `Remove the line "${line}"` }] : [];
    }
    if (id === 'focus') {
      const word = wordToFocusOn(slide);
      return word ? [{ id, description, say: `Focus on ${word}` }] : [];
    }
    return [instruction];
  });
}

/**
 * The editor's AI Helper: the instructions it follows (shown in the dialog and in docs/ai-helper.md),
 * the messages it answers with when it cannot follow one, and its reply: the slide before and after,
 * never saved by the API, and the facts a removed claim takes with it.
 */
import { array, boolean, object, string, type InferType } from 'yup';
import { defineMessages, say, type SaidMessage } from '@kuza/i18n';
import { factSheetSchema, type FactKey } from '../facts/fact-sheet';
import { outlineSectionSchema, slideSchema } from './deck';

export interface AiHelperInstruction {
  id: string;
  /**
   * What the founder may type (the dialog's chip fills the prompt with it). Where it names something,
   * a <placeholder> says whose words go there; the dialog's chip puts the founder's own words in it.
   */
  say: string;
  /** One line: what the AI Helper does with it. */
  description: string;
}

/** The documented instructions, in the order the dialog shows them. */
export const AI_HELPER_INSTRUCTIONS = [
  {
    id: 'shorten',
    say: 'Make it shorter',
    description: 'Keeps the main points: at most three bullets, a one-line lead, no sentence cut mid-word.',
  },
  {
    id: 'expand',
    say: 'Add more detail',
    description: "Adds the sentences of your facts about this slide's topic that are not on it yet.",
  },
  {
    id: 'bullets',
    say: 'Make it bullets',
    description: 'Turns the lead paragraph into bullet points, one sentence each.',
  },
  {
    id: 'formal',
    say: 'Make it more formal',
    description: "Writes out contractions (we're → we are) and drops casual openers and exclamation marks.",
  },
  {
    id: 'simpler',
    say: 'Make it simpler',
    description: 'Replaces jargon (TAM, CAC, take rate…) with plain words and shortens long points.',
  },
  {
    id: 'addFacts',
    say: 'Add the facts we have',
    description:
      'Adds the facts on your fact sheet that belong to this slide and are not on it yet; name a topic (add our competitors) to add only those.',
  },
  {
    id: 'removeClaim',
    say: 'Remove the line "<a line on the slide>"',
    description:
      'Removes every line that makes the claim, also when you say it as "We do not take a commission"; when the claim is one of your facts, it leaves your facts too.',
  },
  {
    id: 'tone',
    say: 'Change the tone to friendly',
    description: 'Friendly (contractions, plain words), confident (will, not hope to) or persuasive (figures first).',
  },
  {
    id: 'mention',
    say: 'Mention "<a sentence of yours>"',
    description: 'Adds your sentence as a point, in your words.',
  },
  {
    id: 'focus',
    say: 'Focus on <a word on the slide>',
    description: 'Puts what this slide says about what you name first.',
  },
] as const satisfies ReadonlyArray<AiHelperInstruction>;

export type AiHelperInstructionId = (typeof AI_HELPER_INSTRUCTIONS)[number]['id'];

/** How facts are named inside a sentence ('This also removes … from your business model'). */
export const FACT_NAMES: Record<FactKey | 'customers', string> = {
  company: 'company name',
  oneLiner: 'one-liner',
  audience: 'customers',
  problem: 'problem',
  solution: 'solution',
  product: 'product',
  whyNow: 'why now',
  goToMarket: 'go-to-market',
  businessModel: 'business model',
  traction: 'traction',
  customers: 'traction figures',
  market: 'market',
  competition: 'competitors',
  team: 'team',
  ask: 'ask',
  useOfFunds: 'use of funds',
  milestones: 'milestones',
  contact: 'contact',
  financials: 'financials',
};

// Each as the founder may type it; some quote words of their own, so the list is not quoted again.
const canDo = AI_HELPER_INSTRUCTIONS.map((instruction) => instruction.say).join('; ');

/**
 * What the AI Helper answers when it cannot follow an instruction: it says why and what it can do, in the reader's
 * language. The instructions it lists and the facts' topics stay as the founder types them in English.
 */
export const AI_HELPER_REFUSALS = defineMessages({
  /** Said after every refusal of a prompt. */
  canDo: { id: 'aiHelper.canDo', defaultMessage: 'It can do: {list}.' },
  unknown: { id: 'aiHelper.unknown', defaultMessage: 'The AI Helper does not know how to "{said}".' },
  translate: {
    id: 'aiHelper.translate',
    defaultMessage: 'The AI Helper writes in the language of your deck; it cannot translate a slide.',
  },
  visual: {
    id: 'aiHelper.visual',
    defaultMessage:
      'The AI Helper changes the words of a slide; for a chart, a table, a picture or an icon use the toolbar above the slide.',
  },
  whichTone: { id: 'aiHelper.whichTone', defaultMessage: 'Which tone: friendly, confident or persuasive?' },
  noFacts: {
    id: 'aiHelper.noFacts',
    defaultMessage:
      'Your facts have no {topic} yet, and the AI Helper only adds what your facts say. Add them on the outline page (Facts), then ask again.',
  },
  noTopic: {
    id: 'aiHelper.noTopic',
    defaultMessage:
      'The title of this slide names none of your facts (problem, market, competitors…): name the facts to add, e.g. "Add our competitors".',
  },
  allFactsOnSlide: {
    id: 'aiHelper.allFactsOnSlide',
    defaultMessage: 'Every fact you gave on your {topic} is already on this slide.',
  },
  claimNotFound: { id: 'aiHelper.claimNotFound', defaultMessage: 'Nothing on this slide says "{claim}".' },
  nothingToFocus: {
    id: 'aiHelper.nothingToFocus',
    defaultMessage: 'Nothing on this slide is about "{on}", so there is nothing to put first.',
  },
  unchanged: {
    id: 'aiHelper.unchanged',
    defaultMessage: 'The slide already reads that way: there was nothing to change.',
  },
  /** The dialog's line for each fact a removed claim takes with it. */
  factRemoved: { id: 'aiHelper.factRemoved', defaultMessage: 'This also removes "{text}" from your {fact} facts.' },
});

/** What the AI Helper can do, as a refusal ends. */
export const aiHelperCanDo = (): SaidMessage => say(AI_HELPER_REFUSALS.canDo, { list: canDo });

/** The AI Helper's refusal, with what it can do: its parts, said one after the other in the reader's language. */
export const aiHelperRefusal = (reason: SaidMessage): readonly SaidMessage[] => [reason, aiHelperCanDo()];

export const factChangeSchema = object({
  /** The fact that changes: a key of the fact sheet. */
  fact: string().defined(),
  /** What leaves the facts, as the facts said it. */
  removed: string().defined(),
});
export type FactChange = InferType<typeof factChangeSchema>;

/**
 * POST /decks/:id/slides/:slideId/rewrite. `applied: false` with a `message` when the AI Helper
 * cannot follow the instruction (nothing changes); otherwise the slide `before` and `after` (not
 * saved: the editor applies it on Accept) and, when a removed claim was a fact, `factChanges` and
 * the deck's `facts` with them, and the `outline` when a section's description made the claim too
 * (a later generation reads it), which the editor saves with the slide.
 */
export const slideRewriteSchema = object({
  applied: boolean().defined(),
  message: string().optional(),
  /** The instructions the AI Helper followed. */
  instructions: array(string().defined()).defined(),
  before: slideSchema.default(undefined).optional(),
  after: slideSchema.default(undefined).optional(),
  factChanges: array(factChangeSchema).defined(),
  facts: factSheetSchema.default(undefined).optional(),
  outline: array(outlineSectionSchema).default(undefined).optional(),
});
export type SlideRewrite = InferType<typeof slideRewriteSchema>;

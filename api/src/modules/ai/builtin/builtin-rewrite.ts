/**
 * The builtin AI Helper: follows the documented instructions (AI_HELPER_INSTRUCTIONS in
 * @kuza/contracts, read by text/instructions.ts) on one slide, in the order given, and answers
 * plainly when it cannot: an unknown instruction, a topic the facts do not have, a claim the slide
 * does not make, or a slide that already reads that way. It writes only the founder's words and
 * facts, keeps the slide's id and type, and a claim it removes leaves the facts too.
 * A Team slide is first brought up to date with the current members, so rewriting it regenerates it.
 */
import { say, type SaidMessage } from '@kuza/i18n';
import {
  AI_HELPER_REFUSALS,
  FACT_NAMES,
  factKeyOf,
  readFigures,
  type FactChange,
  type FactKey,
  type FactSheet,
  type Slide,
} from '@kuza/contracts';
import { withCurrentTeam } from './team-slide';
import type { DeckFacts } from './deck-facts';
import { fundsLines, priceLine, quantityLines } from './fact-slides';
import type { SlideRewriteResult } from '../provider/provider';
import { claimMatcher, withoutClaim } from '../text/claims';
import { confidentText, formalText, friendlyText, plainWords, shorten, statesFigure } from './rewrite-wording';
import { readInstructions, type Instruction, type Tone } from '../text/instructions';
import { capitalise, clampText, lowerFirst, sentence, sentences, squish, withoutFullStop } from '../text/text';

type Draft = Pick<Slide, 'title' | 'content' | 'bullets' | 'notes'>;

/** A step either rewrites the draft or says why it cannot. */
type Step = Draft | { refused: SaidMessage };

interface Context {
  slide: Slide;
  facts: DeckFacts;
  sheet: FactSheet;
  /** Lines a removed claim took off the slide, and the facts that go with them. */
  removed: { lines: string[]; words: string[] }[];
}

const MAX_BULLETS = 8;

const allText = (draft: Draft, fn: (text: string) => string): Draft => ({
  title: draft.title,
  content: fn(draft.content),
  bullets: draft.bullets.map(fn),
  notes: fn(draft.notes),
});

const visibleText = (draft: Draft) => [draft.title, draft.content, ...draft.bullets].join('\n');

/** Whether the slide already says a line: its words, or every figure it states. */
function onSlide(draft: Draft, line: string): boolean {
  const text = visibleText(draft).toLowerCase();
  if (text.includes(withoutFullStop(line).toLowerCase())) return true;
  const figures = readFigures(line);
  return figures.length > 0 && figures.every((figure) => text.includes(figure.text.toLowerCase()));
}

/** What the fact sheet says about one topic, as lines a slide can hold. */
function factLines(key: FactKey | 'figures', sheet: FactSheet): string[] {
  const text = (fact: { text?: string } | undefined) => sentences(fact?.text).map(withoutFullStop);
  switch (key) {
    case 'figures': {
      const model = sheet.businessModel;
      return [
        ...quantityLines(sheet, ''),
        model?.price || model?.rate !== undefined ? priceLine(sheet) : '',
        sheet.ask?.amount ? `Raising ${sheet.ask.amount.figure}` : '',
        ...(sheet.market?.sizes ?? []).map((size) => squish(`${size.label} ${size.figure} ${size.unit}`)),
        ...fundsLines(sheet),
      ];
    }
    case 'company':
      return [...text(sheet.oneLiner), ...text(sheet.contact)];
    case 'businessModel':
      return [...text(sheet.businessModel), sheet.businessModel ? priceLine(sheet) : ''];
    case 'traction':
    case 'financials':
      return [...text(sheet.traction), ...quantityLines(sheet, '')];
    case 'market':
      return [
        ...text(sheet.market),
        ...(sheet.market?.sizes ?? []).map((size) => squish(`${size.label} ${size.figure} ${size.unit}`)),
      ];
    case 'competition': {
      const fact = sheet.competition;
      return fact
        ? [
            fact.competitors.length ? `Competitors: ${fact.competitors.join(', ')}` : '',
            ...text(fact),
            fact.advantage ?? '',
          ]
        : [];
    }
    case 'team':
      return sheet.team.map((member) => `${member.name}, ${member.role}`);
    case 'ask': {
      const amount = sheet.ask?.amount;
      const raising = amount
        ? `Raising ${amount.figure}${sheet.ask?.instrument ? ` (${sheet.ask.instrument})` : ''}`
        : '';
      return [raising, ...text(sheet.ask), ...fundsLines(sheet)];
    }
    case 'useOfFunds':
      return fundsLines(sheet);
    case 'milestones':
      return sheet.milestones.map((milestone) => withoutFullStop(milestone.text));
    default:
      return text(sheet[key]);
  }
}

const slideTopic = (ctx: Context) => factKeyOf(ctx.slide.title, ctx.sheet.company?.text || ctx.facts.name);
const topicName = (key: FactKey | 'figures') => (key === 'figures' ? 'figures' : FACT_NAMES[key]);

function addLines(draft: Draft, lines: string[]): string[] {
  const fresh: string[] = [];
  for (const line of lines.map(withoutFullStop).filter(Boolean))
    if (!onSlide({ ...draft, bullets: [...draft.bullets, ...fresh] }, line)) fresh.push(capitalise(line));
  return fresh.slice(0, Math.max(0, MAX_BULLETS - draft.bullets.length));
}

function addFacts(draft: Draft, ctx: Context, topic?: { key: FactKey | 'figures'; said: string }): Step {
  const key = topic?.key ?? slideTopic(ctx);
  if (!key) return { refused: AI_HELPER_REFUSALS.noTopic };
  const named = topic?.said ?? topicName(key);
  const lines = factLines(key, ctx.sheet).filter(Boolean);
  if (!lines.length) return { refused: say(AI_HELPER_REFUSALS.noFacts, { topic: named }) };
  const fresh = addLines(draft, lines);
  if (!fresh.length) return { refused: say(AI_HELPER_REFUSALS.allFactsOnSlide, { topic: named }) };
  return { ...draft, bullets: [...draft.bullets, ...fresh] };
}

function expand(draft: Draft, ctx: Context): Step {
  const key = slideTopic(ctx);
  if (!key) return { refused: AI_HELPER_REFUSALS.noTopic };
  const fresh = addLines(draft, factLines(key, ctx.sheet));
  if (!fresh.length) return { refused: say(AI_HELPER_REFUSALS.allFactsOnSlide, { topic: topicName(key) }) };
  return {
    ...draft,
    bullets: [...draft.bullets, ...fresh],
    notes: squish(`${draft.notes} ${fresh.map(sentence).join(' ')}`),
  };
}

/**
 * At most three points, each cut to whole sentences or clauses; a point or a sentence of the notes
 * that states a figure stays, so shorter never loses one (removing a figure is the founder's call).
 */
function shortenDraft(draft: Draft): Draft {
  const room = Math.max(0, 3 - draft.bullets.filter(statesFigure).length);
  const plain = draft.bullets.filter((bullet) => !statesFigure(bullet)).slice(0, room);
  return {
    title: draft.title,
    bullets: draft.bullets
      .filter((bullet) => statesFigure(bullet) || plain.includes(bullet))
      .map((bullet) => shorten(bullet, 16)),
    content: draft.content ? sentence(shorten(draft.content, 14)) : '',
    notes: sentences(draft.notes)
      .filter((line, index) => index < 2 || statesFigure(line))
      .join(' '),
  };
}

function bullets(draft: Draft): Draft {
  const lead = sentences(draft.content).map(withoutFullStop);
  const points = draft.bullets.flatMap((bullet) => sentences(bullet).map(withoutFullStop));
  return { ...draft, content: '', bullets: [...lead, ...points].map(capitalise).filter(Boolean) };
}

function formal(draft: Draft): Draft {
  return allText(draft, formalText);
}

function simpler(draft: Draft): Draft {
  const plain = allText(draft, plainWords);
  return { ...plain, title: plain.title || draft.title, bullets: plain.bullets.map((b) => shorten(b, 16)) };
}

function tone(draft: Draft, which: Tone, ctx: Context): Draft {
  if (which === 'friendly') return allText(draft, friendlyText);
  if (which === 'confident') return allText(draft, confidentText);
  // Persuasive: the founder's figures first, and their strongest proof when the slide lacks it.
  const withFigures = draft.bullets.filter((b) => /\d/.test(b));
  const rest = draft.bullets.filter((b) => !/\d/.test(b));
  const proof = addLines(draft, quantityLines(ctx.sheet, '')).slice(0, 1);
  return { ...draft, bullets: [...proof.map((line) => `Proof: ${lowerFirst(line)}`), ...withFigures, ...rest] };
}

function removeClaim(draft: Draft, claim: string, words: string[], ctx: Context): Step {
  const makes = claimMatcher(words);
  const lines: string[] = [];
  const keep = (line: string) => {
    if (!makes(line)) return true;
    lines.push(withoutFullStop(line));
    return false;
  };
  // A point saying two things loses only the sentence that makes the claim.
  const bullets = draft.bullets
    .map((bullet) => {
      const said = sentences(bullet);
      const kept = said.filter(keep);
      return kept.length === said.length ? bullet : kept.join(' ');
    })
    .filter(Boolean);
  const content = sentences(draft.content).filter(keep).join(' ');
  const notes = sentences(draft.notes).filter(keep).join(' ');
  if (!lines.length) return { refused: say(AI_HELPER_REFUSALS.claimNotFound, { claim }) };
  ctx.removed.push({ lines, words });
  return { title: draft.title, content, bullets, notes };
}

function mention(draft: Draft, point: string): Step {
  const line = capitalise(clampText(point, 200));
  if (onSlide(draft, line)) return { refused: AI_HELPER_REFUSALS.unchanged };
  return { ...draft, bullets: [line, ...draft.bullets] };
}

function focus(draft: Draft, on: string, words: string[]): Step {
  const about = (line: string) => words.some((word) => claimMatcher([word])(line));
  const lead = sentences(draft.content);
  if (!draft.bullets.some(about) && !lead.some(about))
    return { refused: say(AI_HELPER_REFUSALS.nothingToFocus, { on }) };
  const first = <T extends string>(lines: T[]) => [...lines.filter(about), ...lines.filter((line) => !about(line))];
  return { ...draft, content: first(lead).join(' '), bullets: first(draft.bullets) };
}

function step(draft: Draft, instruction: Instruction, ctx: Context): Step {
  switch (instruction.id) {
    case 'shorten':
      return shortenDraft(draft);
    case 'expand':
      return expand(draft, ctx);
    case 'bullets':
      return bullets(draft);
    case 'formal':
      return formal(draft);
    case 'simpler':
      return simpler(draft);
    case 'addFacts':
      return addFacts(draft, ctx, instruction.topic);
    case 'removeClaim':
      return removeClaim(draft, instruction.claim, instruction.words, ctx);
    case 'tone':
      return tone(draft, instruction.tone, ctx);
    case 'mention':
      return mention(draft, instruction.point);
    case 'focus':
      return focus(draft, instruction.on, instruction.words);
  }
}

const sameDraft = (a: Draft, b: Draft) =>
  a.title === b.title &&
  a.content === b.content &&
  a.notes === b.notes &&
  a.bullets.join('\n') === b.bullets.join('\n');

/** Follows instructions already read from a prompt (every provider's fact operations come here). */
export function applyInstructions(
  stored: Slide,
  instructions: Instruction[],
  facts: DeckFacts,
  sheet: FactSheet,
): SlideRewriteResult {
  const slide = withCurrentTeam(stored, facts);
  const ctx: Context = { slide, facts, sheet, removed: [] };
  let draft: Draft = { title: slide.title, content: slide.content, bullets: [...slide.bullets], notes: slide.notes };
  for (const instruction of instructions) {
    const next = step(draft, instruction, ctx);
    if ('refused' in next) return { applied: false, message: [next.refused] };
    draft = next;
  }
  const storedDraft: Draft = {
    title: stored.title,
    content: stored.content,
    bullets: stored.bullets,
    notes: stored.notes,
  };
  if (sameDraft(draft, storedDraft) && JSON.stringify(slide.team) === JSON.stringify(stored.team))
    return { applied: false, message: [AI_HELPER_REFUSALS.unchanged] };
  let factSheet = sheet;
  const factChanges: FactChange[] = [];
  for (const { lines, words } of ctx.removed) {
    const { facts: without, changes } = withoutClaim(factSheet, lines, claimMatcher(words));
    factSheet = without;
    factChanges.push(...changes);
  }
  return {
    applied: true,
    slide: { ...slide, ...draft, id: slide.id, type: slide.type, bullets: draft.bullets.filter(Boolean) },
    instructions: [...new Set(instructions.map((instruction) => instruction.id))],
    factChanges,
    ...(factChanges.length ? { facts: factSheet } : {}),
    ...(ctx.removed.length ? { removedClaims: ctx.removed.map((removal) => removal.words) } : {}),
  };
}

export function builtinRewrite(stored: Slide, prompt: string, facts: DeckFacts, sheet: FactSheet): SlideRewriteResult {
  const read = readInstructions(prompt);
  return read.ok
    ? applyInstructions(stored, read.instructions, facts, sheet)
    : { applied: false, message: read.message };
}

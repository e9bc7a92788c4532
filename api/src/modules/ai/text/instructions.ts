/**
 * Reads an AI Helper prompt into the documented instructions (AI_HELPER_INSTRUCTIONS in
 * @kuza/contracts), clause by clause: 'Remove the commission line and make it shorter' is two.
 * A clause it cannot read, or one asking for what the AI Helper does not do (translate, a chart),
 * refuses the whole prompt with a plain message: nothing is rewritten from a guess.
 * Every provider reads prompts here, so they follow the same instructions.
 */
import { say, type SaidMessage } from '@kuza/i18n';
import {
  AI_HELPER_REFUSALS,
  aiHelperRefusal,
  factKeyOf,
  type AiHelperInstructionId,
  type FactKey,
} from '@kuza/contracts';
import { namedMeanings } from './claims';
import { keyWords, squish, withoutFullStop } from './text';

export type Tone = 'friendly' | 'confident' | 'persuasive';

export type Instruction =
  | { id: 'shorten' | 'expand' | 'bullets' | 'formal' | 'simpler' }
  /** `topic` when the founder named one ('add our competitors'); else the slide's own topic. */
  | { id: 'addFacts'; topic?: { key: FactKey | 'figures'; said: string } }
  /** The claim in the founder's words and the words a line must contain to make it. */
  | { id: 'removeClaim'; claim: string; words: string[] }
  | { id: 'tone'; tone: Tone }
  | { id: 'mention'; point: string }
  | { id: 'focus'; on: string; words: string[] };

export type ReadPrompt = { ok: true; instructions: Instruction[] } | { ok: false; message: readonly SaidMessage[] };

// Every documented instruction is read here: a new id in the contracts list fails to compile until it is.
const READ: Record<AiHelperInstructionId, true> = {
  shorten: true,
  expand: true,
  bullets: true,
  formal: true,
  simpler: true,
  addFacts: true,
  removeClaim: true,
  tone: true,
  mention: true,
  focus: true,
};
export const READ_INSTRUCTIONS = Object.keys(READ) as AiHelperInstructionId[];

const VERBS =
  'make|add|include|remove|delete|drop|take|get|mention|say|focus|lead|start|shorten|expand|turn|use|change|put|cut|write|simplify|keep|then|show|list|highlight|emphasi[sz]e|sound|be|translate|convert';
// 'and make it shorter', ', then add…', '; …', '. …': where one instruction ends and the next starts.
const CLAUSES = new RegExp(`\\s*(?:[;.!]+\\s+|,?\\s+and\\s+(?=(?:${VERBS})\\b)|,\\s*(?=(?:${VERBS})\\b))`, 'i');

const TRANSLATE =
  /\btranslat|\b(in|into|to)\s+(swahili|kiswahili|french|english|arabic|portuguese|spanish|amharic|hausa|yoruba|zulu|german)\b/i;
const VISUAL =
  /\b(chart|graph|diagram|table|picture|image|photo|logo|icon|video|animation|colou?r|font|background|layout|design)s?\b/i;
const FILLER = /^(?:please\s+|can you\s+|could you\s+|kindly\s+)+/i;

// English, French ('supprime', 'retire', 'enlève') and Portuguese ('remova', 'retire', 'apague', 'tire').
const REMOVE =
  /^(?:remove|delete|drop|take out|take away|get rid of|strike|erase|cut out|lose|scrap|kill|supprim(?:e|ez|er)|retir(?:e|ez|er|a|ar)|enl[eè]v(?:e|ez)|enlever|remov(?:a|e|er)|apag(?:a|ue|ar)|tir(?:a|e|ar))\s+(.+)$/i;
// 'We do not take a commission', 'we don't have 5,000 users', 'we no longer sell seeds'.
const NEGATED =
  /^(?:we|i|they|it|the company|our company)\s+(?:do not|don't|does not|doesn't|did not|didn't|never|no longer|are not|aren't|is not|isn't|have not|haven't|has not|hasn't|cannot|can't|won't|will not)\s+(.+)$/i;
// 'Don't mention the commission', 'never say we are profitable'.
const DO_NOT_SAY =
  /^(?:do not|don't|never|stop)\s+(?:mention|say|saying|claim|claiming|include|show|write)\s+(?:that\s+)?(.+)$/i;
const THERE_IS_NO = /^(?:there (?:is|are) no|we have no|no)\s+(.+)$/i;
const NOT_TRUE =
  /^(?:it is not true that|it's not true that|not true that|the claim that)\s+(.+?)(?:\s+is (?:wrong|false|not true))?$/i;
const IS_WRONG = /^(?:the\s+)?(.+?)\s+(?:is|are) (?:wrong|false|not true|made up|invented|incorrect)$/i;
// Words that say where a claim is, not what it is: 'the commission line', 'the bullet about …'.
const CLAIM_FRAME =
  /\b(?:the|a|an|our|that|this|any|all|every|line|lines|claim|claims|bullet|bullets|point|points|sentence|sentences|part|bit|mention|mentions|statement|figure|figures|number|numbers|about|saying|says|that says|from (?:the|this) slide|on (?:the|this) slide|please|la|le|les|des|du|ligne|phrase|affirmation|sur|concernant|que|nous sommes|o|os|linha|frase|afirma[cç][aã]o|sobre|de|somos)\b|\bl['’]/gi;
// Verbs that only carry a negated claim ('take a commission' → commission); 'charge', 'sell' stay.
const LIGHT_VERBS =
  /^(?:take|takes|taking|have|has|do|does|make|makes|get|gets|use|uses|be|being|been|is|are|was|were|really|actually|yet|already|now|nous|sommes|etre|être|est|sont|deja|déjà|nos|ser|estar|estamos|é|ja|já)$/i;

const TOPICS: ReadonlyArray<[RegExp, FactKey | 'figures']> = [
  [/^(?:the\s+)?(?:facts?|figures?|numbers?|metrics?|data|stats?|statistics|kpis?|evidence|proof)\b/i, 'figures'],
  [/^compet|^rivals?\b|^alternatives?\b/i, 'competition'],
  [/^(?:price|prices|pricing|business model|revenue model|commission|fees?)\b/i, 'businessModel'],
  [/^(?:customers?|users?|clients?|traction|sales|revenue)\b/i, 'traction'],
  [/^(?:market|tam|sam|som)\b/i, 'market'],
  [/^(?:team|founders?|people)\b/i, 'team'],
  [/^(?:ask|raise|round|funding|investment)\b/i, 'ask'],
  [/^use of (?:funds|the money)\b/i, 'useOfFunds'],
  [/^(?:milestones?|roadmap|plans?)\b/i, 'milestones'],
  [/^(?:problem|pain)\b/i, 'problem'],
  [/^(?:solution)\b/i, 'solution'],
  [/^(?:product|features?)\b/i, 'product'],
  [/^(?:why now|timing)\b/i, 'whyNow'],
  [/^(?:go[- ]to[- ]market|gtm|distribution)\b/i, 'goToMarket'],
  [/^(?:contact|email|phone)\b/i, 'contact'],
];

const STYLE: ReadonlyArray<[RegExp, Instruction]> = [
  [/\b(?:bullet|bullets|bulleted|bullet points?|as a list|into a list|list form|make it a list)\b/i, { id: 'bullets' }],
  [
    /\b(?:short|shorter|shorten|concise|brief|briefer|trim|tighten|tighter|less text|fewer words|condense|summari[sz]e|succinct|cut it|cut down)\b/i,
    { id: 'shorten' },
  ],
  [
    /\b(?:detail|details|detailed|expand|elaborate|longer|more (?:info|information|context|depth)|explain more|flesh (?:it )?out)\b/i,
    { id: 'expand' },
  ],
  [/\b(?:formal|professional|serious)\b/i, { id: 'formal' }],
  [/\b(?:simpl\w*|plain|easier|jargon|clearer|layman|non-?technical)\b/i, { id: 'simpler' }],
  [/\b(?:friendly|friendlier|casual|warm|warmer|conversational)\b/i, { id: 'tone', tone: 'friendly' }],
  [/\b(?:confident|bold|bolder|assertive)\b/i, { id: 'tone', tone: 'confident' }],
  [
    /\b(?:persuasive|compelling|convincing|for investors|punchier|stronger|more impact|win over)\b/i,
    { id: 'tone', tone: 'persuasive' },
  ],
];

/** The words a line must contain to make the claim: 'the 5% commission line' → ['5%', 'commission']. */
function claimWords(claim: string): string[] {
  const framed = squish(namedMeanings(claim).replace(CLAIM_FRAME, ' '));
  const words = framed
    .split(' ')
    .filter((word) => word && !LIGHT_VERBS.test(word))
    .map((word) => word.replace(/^["'“‘]+|["'”’.,!?]+$/g, ''));
  const figures = words.filter((word) => /\d/.test(word));
  const named = keyWords(words.filter((word) => !/\d/.test(word)).join(' '), 4);
  return [...figures, ...named];
}

function removal(clause: string, restore: Restore): Instruction | undefined {
  const said =
    REMOVE.exec(clause)?.[1] ??
    DO_NOT_SAY.exec(clause)?.[1] ??
    NEGATED.exec(clause)?.[1] ??
    THERE_IS_NO.exec(clause)?.[1] ??
    NOT_TRUE.exec(clause)?.[1] ??
    IS_WRONG.exec(clause)?.[1];
  if (!said) return undefined;
  const claim = restore(said);
  const words = claimWords(claim);
  return words.length ? { id: 'removeClaim', claim: withoutFullStop(claim), words } : undefined;
}

function addition(clause: string): Instruction | undefined {
  const what =
    /^(?:add|include|show|list|put in|bring in|use|name|give)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|our\s+|my\s+|your\s+|some\s+|more\s+)?(.+)$/i.exec(
      clause,
    )?.[1];
  if (!what) return undefined;
  if (/^(?:the\s+)?facts?\s+(?:we|you|i)\s+(?:have|know)|^what we (?:have|know)/i.test(what)) return { id: 'addFacts' };
  const topic = TOPICS.find(([pattern]) => pattern.test(what));
  const rest = what.split(/\s+/).length;
  if (topic && rest <= 4) return { id: 'addFacts', topic: { key: topic[1], said: withoutFullStop(what) } };
  const key = rest <= 3 ? factKeyOf(what) : undefined;
  if (key) return { id: 'addFacts', topic: { key, said: withoutFullStop(what) } };
  return undefined;
}

function mention(clause: string, restore: Restore): Instruction | undefined {
  const said = /^(?:add|include|mention|say|state|note|write)\s+(?:that\s+)?(.+)$/i.exec(clause)?.[1];
  if (!said) return undefined;
  const point = withoutFullStop(restore(said));
  // A point in the founder's words has a few words: 'add drought' is not one, '"Drought"' in quotes is.
  return point && (QUOTED.test(said) || point.split(/\s+/).length >= 3) ? { id: 'mention', point } : undefined;
}

function focus(clause: string, restore: Restore): Instruction | undefined {
  const said =
    /\b(?:focus(?:ing)? on|emphasi[sz]e|highlight|cent(?:re|er) on|lead with|start with|open with)\s+(.+)$/i.exec(
      clause,
    )?.[1];
  if (!said) return undefined;
  const on = restore(said);
  const words = claimWords(on);
  return words.length ? { id: 'focus', on: withoutFullStop(on), words } : undefined;
}

function readClause(raw: string, restore: Restore): Instruction[] | { refused: SaidMessage } {
  const clause = squish(raw.replace(FILLER, ''));
  if (TRANSLATE.test(clause)) return { refused: AI_HELPER_REFUSALS.translate };
  const removed = removal(clause, restore);
  if (removed) return [removed];
  if (VISUAL.test(clause)) return { refused: AI_HELPER_REFUSALS.visual };
  const added = addition(clause);
  if (added) return [added];
  const focused = focus(clause, restore);
  if (focused) return [focused];
  const styles = STYLE.filter(([pattern]) => pattern.test(clause)).map(([, instruction]) => instruction);
  if (styles.length) return styles;
  if (/\btone\b/i.test(clause)) return { refused: AI_HELPER_REFUSALS.whichTone };
  const point = mention(clause, restore);
  if (point) return [point];
  return { refused: say(AI_HELPER_REFUSALS.unknown, { said: restore(clause) }) };
}

/** Puts the quoted words back where `maskQuotes` left a placeholder. */
type Restore = (text: string) => string;

const PLACEHOLDER = '\uE000';
const QUOTED = new RegExp(`${PLACEHOLDER}\\d+${PLACEHOLDER}`);

/**
 * Words in quotes are the founder's, taken as they are ('Mention "Farmers pay KES 30 per crate, and
 * use M-Pesa"'): no instruction is read inside them and they are not split into clauses.
 */
function maskQuotes(prompt: string): { masked: string; restore: Restore } {
  const quoted: string[] = [];
  const masked = prompt.replace(/["“«]\s*([^"”»]+?)\s*["”»]/g, (_match, inner: string) => {
    quoted.push(inner);
    return `${PLACEHOLDER}${quoted.length - 1}${PLACEHOLDER}`;
  });
  const restore: Restore = (text) =>
    text.replace(new RegExp(QUOTED.source, 'g'), (found) => quoted[Number(found.slice(1, -1))] ?? '');
  return { masked, restore };
}

const sameInstruction = (a: Instruction, b: Instruction) => JSON.stringify(a) === JSON.stringify(b);

/** The instructions in a prompt, in the order given, or why the AI Helper cannot follow it. */
export function readInstructions(prompt: string): ReadPrompt {
  const instructions: Instruction[] = [];
  const { masked, restore } = maskQuotes(squish(prompt));
  for (const clause of masked.split(CLAUSES).map(withoutFullStop).filter(Boolean)) {
    const read = readClause(clause, restore);
    if ('refused' in read) return { ok: false, message: aiHelperRefusal(read.refused) };
    for (const instruction of read)
      if (!instructions.some((seen) => sameInstruction(seen, instruction))) instructions.push(instruction);
  }
  if (!instructions.length)
    return { ok: false, message: aiHelperRefusal(say(AI_HELPER_REFUSALS.unknown, { said: squish(prompt) })) };
  return { ok: true, instructions };
}

/**
 * The builtin AI Helper: reads the intents in a free-text prompt (shorter, more detail, persuasive,
 * numbers, simpler, tone, 'focus on x', 'add x') and applies each to the slide. It keeps the slide's
 * id and type and never returns the slide unchanged, so 'Help Me' always visibly does something.
 * A Team slide is first brought up to date with the current members, so rewriting it regenerates it.
 */
import { factKeyOf, type FactSheet, type Slide } from '@kuza/contracts';
import { withCurrentTeam } from './team-slide';
import type { DeckFacts } from './deck-facts';
import {
  capitalise,
  clampText,
  keyWords,
  lowerFirst,
  sentence,
  sentences,
  squish,
  withoutFullStop,
} from '../text/text';

type Draft = Pick<Slide, 'title' | 'content' | 'bullets' | 'notes'>;

const INTENTS = {
  shorter: /short|concise|brief|trim|tight|less text|fewer words|condense|summari|succinct|cut/i,
  detail: /detail|expand|elaborat|longer|more (info|context|depth)|explain|deeper|flesh/i,
  persuasive: /persua|investor|compelling|convinc|exciting|stronger|sell|impact|powerful|punch|win over/i,
  numbers: /number|metric|\bdata\b|figure|stat|quantif|kpi|evidence|proof/i,
  simpler: /simpl|plain|easy|jargon|clearer|layman|non-?technical|understand/i,
  formal: /formal|professional|serious/i,
  friendly: /friendly|casual|warm|conversational|human|fun/i,
  confident: /confident|bold|assertive|ambitious/i,
};

const JARGON: ReadonlyArray<[RegExp, string]> = [
  [/\bTAM\b/g, 'total market'],
  [/\bSAM\b/g, 'market we can serve'],
  [/\bSOM\b/g, 'market we can win'],
  [/\bARPU\b/g, 'revenue per customer'],
  [/\bCAC\/LTV\b|\bLTV\/CAC\b/g, 'cost to win a customer vs. what they are worth'],
  [/\bCAC\b/g, 'cost to win a customer'],
  [/\bLTV\b/g, 'lifetime value of a customer'],
  [/\bGMV\b/g, 'value of goods sold'],
  [/\bTPV\b/g, 'value of payments'],
  [/\bNRR\b/g, 'revenue kept from existing customers'],
  [/\bNPL ratio\b|\bNPL\b/g, 'share of loans not repaid'],
  [/\bKYC\b/g, 'ID checks'],
  [/\btake rate\b/gi, 'our share of each sale'],
  [/\bobtainable\b/gi, 'winnable'],
  [/\butili[sz]e\b|\bleverage\b/gi, 'use'],
  [/\bfacilitate\b/gi, 'help'],
  [/\s*\([^)]*\)/g, ''],
];

const FILLER_VERBS =
  /^(please\s+)?(add|include|mention|talk about|say|show|put|insert|highlight|stress|emphasi[sz]e)\s+/i;

/**
 * Shortens without leaving a broken sentence: drops asides in brackets, then cuts at the last clause
 * boundary that fits, and only as a last resort cuts words (with an ellipsis).
 */
export function shorten(text: string, maxWords: number): string {
  const plain = withoutFullStop(text.replace(/\s*\([^)]*\)/g, ''));
  const words = plain.split(' ');
  if (words.length <= maxWords) return plain;
  const first = withoutFullStop(sentences(plain)[0] ?? plain);
  if (first !== plain && first.split(' ').length <= maxWords) return first;
  const boundary = /,\s|;\s|:\s|\s[—–]\s|\s(?:because|while|which|so that|where|but|yet)\s/g;
  let best = '';
  for (const match of plain.matchAll(boundary)) {
    const head = plain.slice(0, match.index);
    const count = head.split(' ').length;
    if (count >= 4 && count <= maxWords) best = head;
  }
  return best || `${words.slice(0, maxWords).join(' ')}…`;
}

/** Jargon → plain words, capitalised only where the term starts the text or follows a colon. */
function plainWords(text: string): string {
  return JARGON.reduce(
    (out, [pattern, word]) =>
      out.replace(pattern, (_match: string, ...rest: unknown[]) => {
        const offset = rest[rest.length - 2] as number;
        const before = out.slice(0, offset);
        return !word || before.trim() === '' || /[:.]\s*$/.test(before) ? capitalise(word) : word;
      }),
    text,
  );
}

/** Sentences of the facts this slide is about, then of the company's own description: nothing else. */
function factPool(facts: DeckFacts, sheet: FactSheet, slide: Slide): string[] {
  const key = factKeyOf(slide.title, facts.name);
  const own = key && key in sheet ? (sheet[key as keyof FactSheet] as { text?: string } | undefined)?.text : '';
  return [own, sheet.oneLiner?.text, sheet.solution?.text]
    .flatMap((text) => sentences(text ?? ''))
    .map(withoutFullStop);
}

/** The founder's own figures, each as a point: counts, the price, the ask, market sizes. */
function numberPool(sheet: FactSheet): string[] {
  const model = sheet.businessModel;
  const per = [model?.unit && `per ${model.unit}`, model?.period && `per ${model.period}`].filter(Boolean).join(' ');
  return [
    ...sheet.customers.map((quantity) => `${quantity.figure} ${quantity.unit}`),
    model?.price ? `Price: ${model.price.figure}${per ? ` ${per}` : ''}` : '',
    sheet.ask?.amount ? `Raising ${sheet.ask.amount.figure}` : '',
    ...(sheet.market?.sizes ?? []).map((size) =>
      `${size.label ? `${size.label} ` : ''}${size.figure}${size.figure.includes(size.unit) ? '' : ` ${size.unit}`}`.trim(),
    ),
  ].filter(Boolean);
}

const addNew = (bullets: string[], extra: string[], max: number) => {
  const seen = new Set(bullets.map((b) => b.toLowerCase()));
  const out = [...bullets];
  for (const item of extra) if (out.length < max && !seen.has(item.toLowerCase())) out.push(item);
  return out;
};

function applyTone(text: string, tone: 'formal' | 'friendly' | 'confident'): string {
  if (tone === 'formal')
    return text.replace(/\b(we|I|it|that|there)'(re|m|s|ll|ve)\b/gi, (_m, w: string, c: string) => {
      const full: Record<string, string> = { re: 'are', m: 'am', s: 'is', ll: 'will', ve: 'have' };
      return `${w} ${full[c.toLowerCase()]}`;
    });
  if (tone === 'confident')
    return text.replace(/\b(aims to|hopes to|plans to|wants to)\b/gi, 'will').replace(/\babout /gi, '');
  return text;
}

export function builtinRewrite(stored: Slide, prompt: string, facts: DeckFacts, sheet: FactSheet): Slide {
  const slide = withCurrentTeam(stored, facts);
  const ask = squish(prompt);
  const draft: Draft = { title: slide.title, content: slide.content, bullets: [...slide.bullets], notes: slide.notes };
  let matched = false;
  const is = (key: keyof typeof INTENTS) => INTENTS[key].test(ask) && (matched = true);

  if (is('detail')) {
    draft.bullets = addNew(draft.bullets, factPool(facts, sheet, slide), 5);
    draft.content = `${sentence(draft.content)} ${sentence(facts.pitch)}`;
    draft.notes = `${draft.notes} ${sentence(factPool(facts, sheet, slide)[0] ?? facts.pitch)}`.trim();
  }
  if (is('numbers')) draft.bullets = [...numberPool(sheet).slice(0, 3), ...draft.bullets].slice(0, 5);
  if (is('persuasive')) {
    const proof = numberPool(sheet)[0];
    draft.content = `Why it matters: ${lowerFirst(sentence(draft.content))}`;
    const withFigures = draft.bullets.filter((b) => /\d/.test(b));
    const rest = draft.bullets.filter((b) => !/\d/.test(b));
    draft.bullets = addNew([...withFigures, ...rest].slice(0, 4), proof ? [`Proof: ${lowerFirst(proof)}`] : [], 5);
    draft.notes =
      `${draft.notes} This is exactly why ${facts.name} will win ${facts.place.country ?? 'Africa'} first.`.trim();
  }
  if (is('simpler')) {
    draft.content = plainWords(draft.content);
    draft.bullets = draft.bullets.map((b) => shorten(plainWords(b), 16));
    draft.notes = plainWords(draft.notes);
    draft.title = plainWords(draft.title) || draft.title;
  }
  for (const tone of ['formal', 'friendly', 'confident'] as const) {
    if (!is(tone)) continue;
    draft.content = applyTone(draft.content, tone);
    draft.notes = applyTone(draft.notes, tone);
    draft.bullets = draft.bullets.map((b) => applyTone(b, tone));
    if (tone === 'friendly') draft.content = `Here's the short version: ${lowerFirst(draft.content)}`;
    if (tone === 'formal') draft.notes = draft.notes.replace(/^Hello,?\s*/i, 'Good morning. ');
    if (tone === 'confident') draft.content = `${facts.name} leads here: ${lowerFirst(draft.content)}`;
  }
  const focus = /(?:focus(?:ing)? on|emphasi[sz]e|highlight|cent(?:re|er) on)\s+(.+)$/i.exec(ask)?.[1];
  if (focus) {
    matched = true;
    applyFocus(draft, withoutFullStop(focus), facts);
  }
  if (is('shorter')) {
    draft.bullets = draft.bullets.slice(0, 3).map((b) => shorten(b, 16));
    draft.content = sentence(shorten(draft.content, 14));
    draft.notes = sentences(draft.notes).slice(0, 2).join(' ');
  }
  if (!matched) applyFreeText(draft, ask, facts);
  return finish(slide, draft, facts, sheet);
}

function applyFocus(draft: Draft, focus: string, facts: DeckFacts) {
  const words = keyWords(focus, 3).map((w) => w.toLowerCase());
  const hit = (b: string) => words.some((w) => b.toLowerCase().includes(w));
  draft.bullets = [...draft.bullets.filter(hit), ...draft.bullets.filter((b) => !hit(b))];
  if (!draft.bullets.some(hit))
    draft.bullets = [`${capitalise(focus)}: where ${facts.name} puts its effort first`, ...draft.bullets].slice(0, 5);
  draft.content = `${capitalise(focus)} first: ${lowerFirst(sentence(draft.content))}`;
  draft.notes = `${draft.notes} The point to remember is ${focus}.`.trim();
}

function applyFreeText(draft: Draft, ask: string, facts: DeckFacts) {
  // 'Add our partnership with Safaricom' → a bullet that says exactly that; otherwise echo the prompt's key words.
  const stated = withoutFullStop(ask.replace(FILLER_VERBS, ''));
  const words = keyWords(ask);
  const point =
    FILLER_VERBS.test(ask) && stated
      ? capitalise(stated)
      : words.length
        ? `${words.map(capitalise).join(', ')}: how ${facts.name} addresses it`
        : '';
  if (point) draft.bullets = [clampText(point, 120), ...draft.bullets].slice(0, 5);
  draft.notes = `${draft.notes} ${point ? sentence(`We also want to stress ${lowerFirst(point)}`) : ''}`.trim();
}

function finish(slide: Slide, draft: Draft, facts: DeckFacts, sheet: FactSheet): Slide {
  const next: Slide = { ...slide, ...draft, id: slide.id, type: slide.type, bullets: draft.bullets.filter(Boolean) };
  const same =
    next.title === slide.title &&
    next.content === slide.content &&
    next.notes === slide.notes &&
    next.bullets.join('\n') === slide.bullets.join('\n');
  if (!same) return next;
  // Nothing applied (e.g. 'shorter' on an already short slide): add one fresh point rather than echo the slide.
  const fresh = [...factPool(facts, sheet, slide), ...numberPool(sheet)].find((item) => !slide.bullets.includes(item));
  return {
    ...next,
    bullets: [...next.bullets.slice(0, 4), fresh ?? sentence(facts.pitch)],
    notes: `${next.notes} ${sentence(facts.pitch)}`.trim(),
  };
}

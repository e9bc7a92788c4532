/**
 * The wording side of the builtin AI Helper: shorter, plainer, more formal, friendlier or more
 * confident text, sentence by sentence. Nothing here adds a claim or a figure; facts are added and
 * removed by builtin-rewrite.ts from the fact sheet.
 */
import { capitalise, sentence, sentences, withoutFullStop } from '../text/text';

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

const CONTRACTIONS: ReadonlyArray<[string, string]> = [
  ["we're", 'we are'],
  ["we've", 'we have'],
  ["we'll", 'we will'],
  ["I'm", 'I am'],
  ["it's", 'it is'],
  ["that's", 'that is'],
  ["there's", 'there is'],
  ["they're", 'they are'],
  ["don't", 'do not'],
  ["doesn't", 'does not'],
  ["can't", 'cannot'],
  ["won't", 'will not'],
  ["isn't", 'is not'],
  ["aren't", 'are not'],
];

const replaceWord = (text: string, from: string, to: string) =>
  text.replace(new RegExp(`\\b${from.replace(/'/g, "['’]")}\\b`, 'gi'), (match) =>
    match[0] === match[0].toUpperCase() ? capitalise(to) : to,
  );

/** A figure is anything written with digits: shorter text keeps each one. */
export const statesFigure = (text: string) => /\d/.test(text);

const wordCount = (text: string) => text.split(' ').filter(Boolean).length;

// Where a clause ends: a comma, semicolon, colon or dash, or before a word that starts the next one.
const CLAUSE_END = /,\s|;\s|:\s|\s[—–]\s|\s(?=(?:because|while|which|so that|where|but|yet)\s)/g;

/** The longest start of a sentence that ends a clause, fits and leaves no figure behind. */
function clauseHead(text: string, maxWords: number): string | undefined {
  let best: string | undefined;
  for (const match of text.matchAll(CLAUSE_END)) {
    const head = text.slice(0, match.index);
    const count = wordCount(head);
    if (count >= 4 && count <= maxWords && !statesFigure(text.slice(match.index))) best = head;
  }
  return best;
}

/**
 * Shortens to whole sentences or whole clauses, never a cut word or an ellipsis: drops asides in
 * brackets that state no figure, keeps the first sentence and every sentence with a figure, then
 * ends the first at a clause that fits when what follows it states no figure. When nothing fits,
 * the sentence stays whole: longer, never broken.
 */
export function shorten(text: string, maxWords: number): string {
  const plain = withoutFullStop(text.replace(/\s*\([^)\d]*\)/g, ''));
  if (wordCount(plain) <= maxWords) return plain;
  const [first = plain, ...rest] = sentences(plain).filter((line, index) => index === 0 || statesFigure(line));
  const kept = withoutFullStop([first, ...rest].join(' '));
  if (wordCount(kept) <= maxWords) return kept;
  const others = rest.map(withoutFullStop);
  const head = clauseHead(withoutFullStop(first), maxWords - wordCount(others.join(' ')));
  if (!head) return kept;
  return others.length ? withoutFullStop([sentence(head), ...rest].join(' ')) : head;
}

/** Jargon → plain words, capitalised only where the term starts the text or follows a colon. */
export function plainWords(text: string): string {
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

/** Contractions written out, greetings and exclamation marks dropped. */
export function formalText(text: string): string {
  if (!text) return text;
  const written = CONTRACTIONS.reduce((out, [short, long]) => replaceWord(out, short, long), text)
    .replace(/^(?:hi|hello|hey)\b[,!]?\s*/i, '')
    .replace(/!+/g, '.')
    .replace(/\bgonna\b/gi, 'going to');
  return capitalise(written);
}

export function friendlyText(text: string): string {
  return CONTRACTIONS.reduce((out, [short, long]) => replaceWord(out, long, short), text);
}

/** 'aims to' → 'will', 'could' → 'can', 'we believe that' dropped (the sentence still starts with a capital). */
export function confidentText(text: string): string {
  return text
    .replace(/\b(?:aims to|hopes to|plans to|wants to|intends to|tries to)\b/gi, 'will')
    .replace(/\b(?:we believe|we think|we hope) (?:that )?/gi, '')
    .replace(/\b(?:could|might|may)\b/gi, 'can')
    .replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_match, start: string, letter: string) => start + letter.toUpperCase());
}

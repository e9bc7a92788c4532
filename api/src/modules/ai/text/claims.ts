/**
 * A claim the founder takes back ('We do not take a commission'): which lines make it, and what of
 * the fact sheet goes with it, so a later generation, the speaker notes or 'add the facts we have'
 * never bring it back. The structured parts of an edited fact (the price, the rate, the counts) are
 * read again from its remaining words, as when the founder edits it on the outline page.
 */
import type { FactChange, FactSheet, OutlineSection, TextFact } from '@kuza/contracts';
import { fundsLine, reconcileFacts } from './fact-sheet';
import { foldAccents, sentences, squish, withoutFullStop } from './text';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Claims said in other words: a claim named by one of them ('being profitable') is made by a line
 * saying any of them, in English, French or Portuguese ('we broke even', 'rentable depuis mars',
 * 'já somos lucrativos'). Matched on text without accents.
 */
const MEANINGS: ReadonlyArray<{ name: string; says: RegExp }> = [
  {
    name: 'profitable',
    says: /(?:^|[^a-z0-9])(?:profitab\w*|(?:break|breaks|broke|breaking)[- ]?even|breakeven|in the black|rentab\w*|rentave\w*|lucrati\w*|beneficiaires?|point mort|a l['’]equilibre|ponto de equilibrio|da lucro|dar lucro|dando lucro)(?![a-z])/i,
  },
];

const folded = (text: string) => foldAccents(text).toLowerCase();

/** The claim with each phrase of a known meaning said by its name: 'we break even' → 'we profitable'. */
export function namedMeanings(claim: string): string {
  return MEANINGS.reduce(
    (text, meaning) =>
      meaning.says.test(folded(text))
        ? `${folded(text).replace(new RegExp(meaning.says.source, 'gi'), ' ')} ${meaning.name}`
        : text,
    claim,
  );
}

/** 'customers' → /\bcustomer/i, so a claim said in the plural finds the singular and back. */
function wordPattern(word: string): (line: string) => boolean {
  const meaning = MEANINGS.find((candidate) => candidate.says.test(folded(word)));
  if (meaning) return (line) => meaning.says.test(folded(line));
  if (/\d/.test(word)) return (line) => new RegExp(escape(word), 'i').test(line);
  const stem = word.length > 4 ? word.replace(/(?:es|s)$/i, '') : word;
  const pattern = new RegExp(`(?:^|[^\\p{L}\\p{N}])${escape(folded(stem))}`, 'iu');
  return (line) => pattern.test(folded(line));
}

/** Whether a line makes the claim: it has every word of it, or a word that says the same. */
export function claimMatcher(words: string[]): (line: string) => boolean {
  const patterns = words.map(wordPattern);
  return (line) => !!line.trim() && patterns.every((makes) => makes(line));
}

const same = (a: string, b: string) => withoutFullStop(a).toLowerCase() === withoutFullStop(b).toLowerCase();

const TEXT_FACTS = [
  'oneLiner',
  'problem',
  'solution',
  'product',
  'whyNow',
  'goToMarket',
  'traction',
  'contact',
  'businessModel',
  'market',
  'competition',
  'ask',
] as const;

/**
 * The fact sheet without the claim: each sentence of a fact that makes it (or was a removed line),
 * each figure a removed line stated, each competitor, share of the funds or milestone it names.
 */
export function withoutClaim(
  sheet: FactSheet,
  removedLines: string[],
  makesClaim: (line: string) => boolean,
): { facts: FactSheet; changes: FactChange[] } {
  const changes: FactChange[] = [];
  const next: FactSheet = { ...sheet };
  const gone = (line: string) => makesClaim(line) || removedLines.some((removed) => same(removed, line));
  // A figure goes when a removed line stated it and the claim is about it ('the 1,200 customers').
  const claimed = (figure: string, phrase: string) =>
    removedLines.some((line) => line.includes(figure)) && makesClaim(phrase);

  for (const key of TEXT_FACTS) {
    const fact = next[key] as TextFact | undefined;
    if (!fact?.text) continue;
    const said = sentences(fact.text);
    const dropped = said.filter(gone);
    if (!dropped.length) continue;
    changes.push({ fact: key, removed: dropped.map(withoutFullStop).join('. ') });
    const kept = said.filter((line) => !dropped.includes(line));
    if (kept.length) Object.assign(next, { [key]: { ...fact, text: kept.join(' ') } });
    else delete next[key];
  }

  const customers = sheet.customers.filter((q) => claimed(q.figure, `${q.figure} ${q.unit}`));
  if (customers.length) {
    next.customers = sheet.customers.filter((q) => !customers.includes(q));
    for (const q of customers) changes.push({ fact: 'customers', removed: `${q.figure} ${q.unit}` });
  }
  const sizes =
    next.market?.sizes.filter((size) => claimed(size.figure, `${size.label} ${size.figure} ${size.unit}`)) ?? [];
  if (next.market && sizes.length) {
    next.market = { ...next.market, sizes: next.market.sizes.filter((size) => !sizes.includes(size)) };
    for (const size of sizes)
      changes.push({ fact: 'market', removed: squish(`${size.label} ${size.figure} ${size.unit}`) });
  }
  if (next.ask?.amount && claimed(next.ask.amount.figure, `Raising ${next.ask.amount.figure} ${next.ask.text}`)) {
    changes.push({ fact: 'ask', removed: next.ask.amount.figure });
    next.ask = { ...next.ask, amount: undefined };
  }
  const model = next.businessModel;
  if (model?.price && claimed(model.price.figure, `Price ${model.price.figure} ${model.text}`)) {
    changes.push({ fact: 'businessModel', removed: model.price.figure });
    next.businessModel = { ...model, price: undefined };
  }
  const rivals = next.competition?.competitors.filter(makesClaim) ?? [];
  if (next.competition && rivals.length) {
    next.competition = {
      ...next.competition,
      competitors: next.competition.competitors.filter((c) => !rivals.includes(c)),
    };
    changes.push({ fact: 'competition', removed: rivals.join(', ') });
  }
  const funds = sheet.useOfFunds.filter((item) => gone(fundsLine(item)));
  if (funds.length) {
    next.useOfFunds = sheet.useOfFunds.filter((item) => !funds.includes(item));
    for (const item of funds) changes.push({ fact: 'useOfFunds', removed: fundsLine(item) });
  }
  const milestones = sheet.milestones.filter((item) => gone(item.text));
  if (milestones.length) {
    next.milestones = sheet.milestones.filter((item) => !milestones.includes(item));
    for (const item of milestones) changes.push({ fact: 'milestones', removed: withoutFullStop(item.text) });
  }
  return { facts: changes.length ? reconcileFacts(sheet, next) : sheet, changes };
}

/**
 * The outline without the claims: a section's description the founder pasted is what a later
 * generation writes its slide from when the fact is gone. Undefined when no description made one.
 */
export function outlineWithoutClaims(outline: OutlineSection[], claims: string[][]): OutlineSection[] | undefined {
  const matchers = claims.map(claimMatcher);
  let changed = false;
  const next = outline.map((section) => {
    const said = sentences(section.description);
    const kept = said.filter((line) => !matchers.some((makes) => makes(line)));
    if (kept.length === said.length) return section;
    changed = true;
    return { ...section, description: kept.join(' ') };
  });
  return changed ? next : undefined;
}

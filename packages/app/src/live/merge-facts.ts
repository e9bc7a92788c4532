import type { FactSheet } from '@kuza/contracts';
import { isTextFact, sameJson as same } from '@kuza/contracts/live';
import { mergeText } from './merge-text';

type Sheet = Record<string, unknown>;
type Fact = Record<string, unknown> & { text: string };

/** One fact both changed: its words merged three-way, each other field as whoever changed it has it (mine when both did). */
function mergeFact(base: Fact | undefined, mine: Fact, theirs: Fact): Fact {
  const fact: Record<string, unknown> = { ...theirs };
  for (const field of new Set([...Object.keys(mine), ...Object.keys(base ?? {})])) {
    if (field === 'text') fact.text = mergeText(base?.text ?? '', mine.text, theirs.text);
    else if (!same(mine[field], base?.[field])) fact[field] = mine[field];
  }
  for (const field of Object.keys(fact)) if (fact[field] === undefined) delete fact[field];
  return fact as Fact;
}

/**
 * Three-way merge of a deck's facts an editor held while a teammate changed them (live, or in a
 * save the editor had not seen): `base` is the sheet both started from, `mine` this editor's, `theirs`
 * the teammate's. Facts only one changed keep that change; a fact both changed keeps both sets of
 * words (`mergeText`); a fact one removed and the other changed keeps the change. Nothing either
 * wrote is silently lost.
 */
export function mergeFacts(
  base: FactSheet | undefined,
  mine: FactSheet | undefined,
  theirs: FactSheet | undefined,
): FactSheet | undefined {
  if (same(mine, base) || same(mine, theirs)) return theirs;
  if (same(theirs, base) || !theirs || !mine) return mine ?? theirs;
  const before = (base ?? {}) as Sheet;
  const my = mine as Sheet;
  const sheet: Sheet = { ...theirs };
  for (const key of new Set([...Object.keys(my), ...Object.keys(before)])) {
    const was = before[key];
    const now = my[key];
    const their = sheet[key];
    if (same(now, was)) continue;
    if (now === undefined) {
      // Removed here: gone, unless the teammate changed it meanwhile.
      if (same(their, was)) delete sheet[key];
    } else if (isTextFact(now) && isTextFact(their) && !same(their, was)) {
      sheet[key] = mergeFact(isTextFact(was) ? was : undefined, now, their);
    } else {
      sheet[key] = now;
    }
  }
  return sheet as FactSheet;
}

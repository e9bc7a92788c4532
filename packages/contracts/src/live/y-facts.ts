import * as Y from 'yjs';
import { factSheetSchema, type FactSheet } from '../facts/fact-sheet';
import { plainCopy, replaceText, sameJson, textOf } from './y-text';

/**
 * A deck's facts in its room: the root `Y.Map` `facts`, one entry per fact of the sheet. A fact told
 * in words (company, problem, ask…) is a `Y.Map` whose `text` is a `Y.Text`, beside its other fields
 * (source, confirmed, and what the API read from the words: a price, an amount, market sizes) as
 * plain values; two teammates typing in one fact both keep their words. A list (customers, team, use
 * of funds, milestones) is not typed on the facts panel, only read from a fact's words: it is one
 * plain entry, replaced whole.
 */
export const FACTS_SHAPE = { map: 'facts', text: 'text' } as const;

type Fact = Record<string, unknown> & { text: string };
type Sheet = Record<string, unknown>;

/** A fact told in words (`{ text, source, … }`), as opposed to a list of the sheet. */
export const isTextFact = (value: unknown): value is Fact =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { text?: unknown }).text === 'string';

const factsOf = (doc: Y.Doc) => doc.getMap<unknown>(FACTS_SHAPE.map);

function yFact(value: unknown): unknown {
  if (!isTextFact(value)) return plainCopy(value);
  const map = new Y.Map<unknown>();
  for (const [field, entry] of Object.entries(value)) {
    if (entry === undefined) continue;
    map.set(field, field === FACTS_SHAPE.text ? textOf(entry as string) : plainCopy(entry));
  }
  return map;
}

const plainField = (value: unknown) => (value instanceof Y.Text ? value.toString() : value);

function plainFact(value: unknown): unknown {
  if (!(value instanceof Y.Map)) return value;
  const fact: Sheet = {};
  for (const [field, entry] of value.entries()) fact[field] = plainField(entry);
  return fact;
}

/** The sheet's lists, read from a fact's words and never typed; every other fact is told in words. */
const LISTS: ReadonlySet<string> = new Set(['customers', 'team', 'useOfFunds', 'milestones']);
const WORDED = Object.keys(factSheetSchema.fields).filter((key) => !LISTS.has(key));

/**
 * A fact not told yet: its shared text, empty, and nothing else. A new room holds one for every
 * missing fact, so two teammates who add the same fact at once type into one text, where a fact
 * each created would have been one creation replacing the other.
 */
const isUntold = (value: unknown) =>
  value instanceof Y.Map && value.size === 1 && plainField(value.get(FACTS_SHAPE.text)) === '';

/** Puts a deck's facts into a room that holds none yet, with an untold entry for each missing fact. */
export function fillFacts(doc: Y.Doc, facts: FactSheet): void {
  const map = factsOf(doc);
  const sheet = facts as Sheet;
  for (const [key, value] of Object.entries(sheet)) if (value !== undefined) map.set(key, yFact(value));
  for (const key of WORDED) if (sheet[key] === undefined) map.set(key, yFact({ text: '' }));
}

/** The room's facts as the deck stores them; none when the room holds none (reading never creates them). */
export function readFacts(doc: Y.Doc): FactSheet | undefined {
  if (!doc.share.has(FACTS_SHAPE.map)) return undefined;
  const map = factsOf(doc);
  if (map.size === 0) return undefined;
  const sheet: Sheet = {};
  for (const [key, value] of map.entries()) if (!isUntold(value)) sheet[key] = plainFact(value);
  return sheet as FactSheet;
}

/**
 * Puts into the room what a save changed in the facts since `base`: each fact whose saved value
 * moved, field by field (its words through its shared text), so a fact or a field the save left
 * alone keeps the live edits. Applying the same save twice changes nothing the second time.
 */
export function applyFacts(doc: Y.Doc, base: FactSheet | undefined, saved: FactSheet): void {
  const map = factsOf(doc);
  const before = (base ?? {}) as Sheet;
  const after = saved as Sheet;
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = before[key];
    const value = after[key];
    if (base && sameJson(old, value)) continue;
    const current = map.get(key);
    if (value === undefined) {
      // A fact told in words goes back to untold (its entry stays, for the next teammate to type in).
      if (current instanceof Y.Map && WORDED.includes(key)) untell(current);
      else if (current !== undefined) map.delete(key);
    } else if (current instanceof Y.Map && isTextFact(value)) {
      applyFact(current, isTextFact(old) ? old : undefined, value);
    } else if (!sameJson(plainFact(current), value)) {
      map.set(key, yFact(value));
    }
  }
}

/** A fact told in words emptied back to untold: its text cleared, its other fields gone. */
function untell(fact: Y.Map<unknown>): void {
  for (const field of [...fact.keys()]) if (field !== FACTS_SHAPE.text) fact.delete(field);
  const text = fact.get(FACTS_SHAPE.text);
  if (text instanceof Y.Text) replaceText(text, '');
  else fact.set(FACTS_SHAPE.text, textOf(''));
}

/** One fact told in words changed field by field from `old` to `value`. */
function applyFact(current: Y.Map<unknown>, old: Fact | undefined, value: Fact): void {
  for (const field of new Set([...Object.keys(old ?? {}), ...Object.keys(value)])) {
    const next = value[field];
    if (old && sameJson(old[field], next)) continue;
    const held = current.get(field);
    if (next === undefined) {
      if (held !== undefined) current.delete(field);
    } else if (held instanceof Y.Text && typeof next === 'string') {
      replaceText(held, next);
    } else if (!sameJson(plainField(held), next)) {
      current.set(field, field === FACTS_SHAPE.text ? textOf(String(next)) : plainCopy(next));
    }
  }
}

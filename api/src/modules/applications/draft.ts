/**
 * An answer drafted from the facts alone: the founder's sentences for each fact the question needs,
 * shortened to its limit by leaving whole sentences out (and, for a first sentence too long on its own,
 * its last clauses), never by cutting one in the middle. A fact the sheet lacks is a question to the
 * founder, never filler.
 */
import { answerLength, type FactKey, type FactSheet, type ProgrammeQuestion } from '@kuza/contracts';
import { factFingerprint, factSentences, missingQuestion } from './facts';

export interface DraftedAnswer {
  questionId: string;
  text: string;
  /** The questions to the founder for the needed facts the sheet lacks. */
  missing: string[];
  /** Asked when the facts are there but not one sentence of them fits the limit. */
  tooLong?: string;
  /** What each needed fact was when the answer was drafted. */
  used: Array<{ key: FactKey; hash: string }>;
}

type Limit = ProgrammeQuestion['limit'];

const fits = (text: string, limit: Limit) => answerLength(text, limit.unit) <= limit.max;

/**
 * A sentence's leading clauses that fit, ended with a full stop ('Solar cold rooms for farmers, paid
 * per crate.' → 'Solar cold rooms for farmers.'); undefined when not even the first clause fits.
 */
function leadingClauses(line: string, limit: Limit): string | undefined {
  const clauses = line.split(/(?<=[,;:—–])\s+/);
  for (let count = clauses.length - 1; count >= 1; count -= 1) {
    const shorter = `${clauses
      .slice(0, count)
      .join(' ')
      .replace(/[\s,;:—–]+$/u, '')}.`;
    if (fits(shorter, limit)) return shorter;
  }
  return undefined;
}

/**
 * The sentences that fit the limit together, in their order: each fact's first sentence comes first
 * (so every needed fact is said before any is said at length), then the rest in order.
 */
export function fitToLimit(groups: string[][], limit: Limit): string {
  const order = groups.flatMap((lines, group) => lines.map((line, index) => ({ line, group, index })));
  const priority = [...order].sort((a, b) => Number(a.index > 0) - Number(b.index > 0));
  const kept = new Set<(typeof order)[number]>();
  const joined = (set: Set<(typeof order)[number]>) =>
    order
      .filter((item) => set.has(item))
      .map((item) => item.line)
      .join(' ');
  for (const item of priority) {
    const next = new Set(kept).add(item);
    if (fits(joined(next), limit)) kept.add(item);
  }
  if (kept.size || !order.length) return joined(kept);
  return leadingClauses(order[0]!.line, limit) ?? '';
}

/** The founder's sentences for each fact the question needs, in its order: all an answer may say. */
export function neededSentences(question: ProgrammeQuestion, sheet: FactSheet): string[][] {
  const seen = new Set<string>();
  // A sentence two facts share (a product told by its solution) is said once.
  return (question.needs as FactKey[]).map((key) =>
    factSentences(key, sheet).filter((line) => !seen.has(line) && Boolean(seen.add(line))),
  );
}

/** One answer drafted from the sheet. */
export function draftAnswer(question: ProgrammeQuestion, sheet: FactSheet): DraftedAnswer {
  const needs = question.needs as FactKey[];
  const groups = neededSentences(question, sheet);
  const text = fitToLimit(groups, question.limit);
  const missing = needs.flatMap((key) => missingQuestion(key, sheet) ?? []);
  const unit = question.limit.unit === 'chars' ? 'characters' : 'words';
  const said = groups.some((lines) => lines.length);
  return {
    questionId: question.id,
    text,
    missing: [...new Set(missing)],
    ...(said && !text
      ? { tooLong: `Your facts for this are longer than ${question.limit.max} ${unit}: how would you say it in fewer?` }
      : {}),
    used: needs.map((key) => ({ key, hash: factFingerprint(key, sheet) })),
  };
}

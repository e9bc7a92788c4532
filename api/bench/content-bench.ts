/**
 * The content benchmark: a deck from each founder brief by the 'Start with AI' form and by paste,
 * scored for fact recall (goal 100 %), invented figures (goal 0), contradictions (goal 0), headings
 * recalled on paste (goal 100 %) and the use-of-funds total. Run: npm run bench:content.
 */
import { byForm, byPaste, loadBriefs, score, type Score } from './content-score';

const percent = (found: number, of: number) => (of ? `${Math.round((found / of) * 100)} %` : 'n/a');

function row(id: string, mode: string, result: Score) {
  return {
    brief: id,
    by: mode,
    recall: percent(result.recall.found, result.recall.of),
    invented: result.invented.length,
    contradictions: result.contradictions.length,
    headings: result.headings ? percent(result.headings.found, result.headings.of) : '',
    'use of funds': result.useOfFunds ? `${result.useOfFunds} %` : '',
  };
}

async function main() {
  const rows = [];
  const details: string[] = [];
  for (const brief of loadBriefs()) {
    for (const [mode, make] of [
      ['form', byForm],
      ['paste', byPaste],
    ] as const) {
      const result = score(brief, await make(brief), mode);
      rows.push(row(brief.id, mode, result));
      const notes = [
        ...result.recall.missing.map((item) => `missing ${item}`),
        ...result.invented.map((item) => `invented ${item}`),
        ...result.contradictions,
        ...(result.headings?.missing ?? []).map((heading) => `heading not recalled: ${heading}`),
      ];
      if (notes.length) details.push(`${brief.id} by ${mode}:\n  ${notes.join('\n  ')}`);
    }
  }
  console.table(rows);
  if (details.length) console.log(details.join('\n'));
}

void main();

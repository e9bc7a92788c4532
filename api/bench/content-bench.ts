/**
 * The content benchmark: a deck from each founder brief by the 'Start with AI' form, by paste and
 * by import (the pitch as another tool's .pptx, read by the real import), scored for fact recall
 * (goal 100 %), invented figures (goal 0), contradictions (goal 0), headings recalled on paste and
 * import (goal 100 %), the use-of-funds total and, on import, the source slides kept as they were
 * (goal all). Exits with 1 on any invented figure, contradiction or slide not kept, so CI fails.
 * Run: npm run bench:content.
 */
import { byForm, byImport, byPaste, keptSlides, loadBriefs, score, type Score } from './content-score';

const percent = (found: number, of: number) => (of ? `${Math.round((found / of) * 100)} %` : 'n/a');

function row(id: string, mode: string, result: Score, kept?: ReturnType<typeof keptSlides>) {
  return {
    brief: id,
    by: mode,
    recall: percent(result.recall.found, result.recall.of),
    invented: result.invented.length,
    contradictions: result.contradictions.length,
    headings: result.headings ? percent(result.headings.found, result.headings.of) : '',
    'use of funds': result.useOfFunds ? `${result.useOfFunds} %` : '',
    'slides kept': kept ? `${kept.kept}/${kept.of}` : '',
  };
}

async function main() {
  const rows = [];
  const details: string[] = [];
  let failed = false;
  for (const brief of loadBriefs()) {
    for (const [mode, make] of [
      ['form', byForm],
      ['paste', byPaste],
      ['import', byImport],
    ] as const) {
      const deck = await make(brief);
      const result = score(brief, deck, mode);
      const kept = deck.source && keptSlides(deck.source, deck.slides);
      rows.push(row(brief.id, mode, result, kept));
      failed ||= result.invented.length > 0 || result.contradictions.length > 0 || !!kept?.changed.length;
      const notes = [
        ...result.recall.missing.map((item) => `missing ${item}`),
        ...result.invented.map((item) => `invented ${item}`),
        ...result.contradictions,
        ...(result.headings?.missing ?? []).map((heading) => `heading not recalled: ${heading}`),
        ...(kept?.changed ?? []).map((title) => `source slide not kept: ${title}`),
      ];
      if (notes.length) details.push(`${brief.id} by ${mode}:\n  ${notes.join('\n  ')}`);
    }
  }
  console.table(rows);
  if (details.length) console.log(details.join('\n'));
  // CI fails on any invented figure, contradiction or source slide an import did not keep.
  if (failed) process.exitCode = 1;
}

void main();

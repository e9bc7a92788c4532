/**
 * Export timings and sizes for the files module: a 12-slide deck with charts, a table, team cards
 * and pictures to PPTX and PDF, and a resume to PDF and DOCX. Median of 10 runs after a warm-up,
 * against the targets in the brief; figures are printed, never asserted.
 * Run: npx tsx api/bench/files-bench.ts [runs, default 10].
 */
import { deckToPdf } from '../src/modules/files/export/deck-to-pdf';
import { deckToPptx } from '../src/modules/files/export/deck-to-pptx';
import { resumeToDocx } from '../src/modules/files/export/resume-to-docx';
import { resumeToPdf } from '../src/modules/files/export/resume-to-pdf';
import { sampleDeck, sampleResume } from '../test/fixtures/files/sample-documents';

const runs = Number(process.argv[2] ?? 10);

interface Row {
  name: string;
  medianMs: number;
  targetMs?: number;
  bytes: number;
  targetBytes?: number;
}

async function measure(
  name: string,
  make: () => Promise<Buffer>,
  targetMs?: number,
  targetBytes?: number,
): Promise<Row> {
  await make(); // warm-up: module loading, font parsing and JIT are not what a user waits for twice
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    bytes = (await make()).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const mid = Math.floor(times.length / 2);
  const medianMs = times.length % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2;
  return { name, medianMs, targetMs, bytes, targetBytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (value: number, target?: number) => (target === undefined ? '' : value <= target ? 'ok' : 'OVER');

async function main(): Promise<void> {
  const deck = sampleDeck();
  const resume = sampleResume('Modern');
  const rows = [
    await measure('deck → PPTX (12 slides, 4 charts)', () => deckToPptx(deck), 500),
    await measure('deck → PDF (12 slides, 4 charts)', () => deckToPdf(deck), 1500, 1024 * 1024),
    await measure(
      'deck → PDF + notes pages (24 pages)',
      () => deckToPdf(deck, { notesPages: true }),
      1500,
      1024 * 1024,
    ),
    await measure('resume → PDF (Modern)', () => resumeToPdf(resume), 500),
    await measure('resume → PDF (ATS Classic)', () => resumeToPdf({ ...resume, template: 'ATS Classic' }), 500),
    await measure('resume → DOCX', () => resumeToDocx(resume)),
  ];
  console.log(`files exports: median of ${runs} runs, node ${process.version}`);
  console.log(
    `${'export'.padEnd(40)} ${'median'.padStart(9)} ${'target'.padStart(9)}      ${'size'.padStart(10)} ${'target'.padStart(10)}`,
  );
  for (const r of rows) {
    const time = `${r.medianMs.toFixed(0)} ms`.padStart(9);
    const targetTime = (r.targetMs ? `${r.targetMs} ms` : '—').padStart(9);
    const size = kb(r.bytes).padStart(10);
    const targetSize = (r.targetBytes ? kb(r.targetBytes) : '—').padStart(10);
    console.log(
      `${r.name.padEnd(40)} ${time} ${targetTime} ${verdict(r.medianMs, r.targetMs).padEnd(4)} ${size} ${targetSize} ${verdict(r.bytes, r.targetBytes)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

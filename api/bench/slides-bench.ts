/**
 * The slide layout engine and the exports of a 20-slide deck (every layout, short and long text):
 * layout of the whole deck, PPTX and PDF with embedded fonts (PDF fonts subset), and the PDF's
 * size, median of 10 runs after a warm-up, against the targets of issue 15. Printed, never asserted.
 * Run: npx tsx api/bench/slides-bench.ts [runs, default 10].
 */
import { layoutDeck, sampleSlides, type Deck } from '@kuza/contracts';
import { deckToPdf } from '../src/modules/files/export/deck-to-pdf';
import { deckToPptx } from '../src/modules/files/export/deck-to-pptx';

const runs = Number(process.argv[2] ?? 10);
const slides = [...sampleSlides(0, false), ...sampleSlides(1, true)].slice(0, 20);
const deck = {
  id: 'bench',
  name: 'Bench deck',
  theme: { id: 'sunrise' },
  slides,
  version: 0,
  outline: [],
  inputs: {},
} as unknown as Deck;

async function median(make: () => unknown): Promise<number> {
  await make();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await make();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const mid = Math.floor(times.length / 2);
  return times.length % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2;
}

const line = (name: string, value: string, ok: boolean, target: string) =>
  console.log(`  ${name.padEnd(44)} ${value.padStart(10)}  (target ${target}) ${ok ? 'ok' : 'OVER'}`);

async function main(): Promise<void> {
  console.log(`\nSlides (${slides.length}-slide deck, every layout, median of ${runs}):`);
  const pages = layoutDeck(slides, 'sunrise').length;
  const layoutMs = await median(() => layoutDeck(slides, 'sunrise'));
  line(`layout of the deck (${pages} pages)`, `${layoutMs.toFixed(1)} ms`, layoutMs <= 20, '≤ 20 ms');
  const pptxMs = await median(() => deckToPptx(deck));
  line('deck → PPTX', `${pptxMs.toFixed(0)} ms`, pptxMs <= 800, '≤ 800 ms');
  const pdfMs = await median(() => deckToPdf(deck));
  line('deck → PDF, fonts embedded and subset', `${pdfMs.toFixed(0)} ms`, pdfMs <= 2000, '≤ 2 s');
  const bytes = (await deckToPdf(deck)).length;
  line('PDF size', `${(bytes / 1024).toFixed(0)} KB`, bytes <= 1.5 * 1024 * 1024, '≤ 1.5 MB');
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

/**
 * Exports of a deck holding the largest picture Kuza takes (just under 40 megapixels), and of one
 * holding a picture over the budget (stored before it was checked): how long each takes and the
 * longest the event loop was blocked meanwhile (monitorEventLoopDelay, 10 ms resolution). An opaque
 * PNG (or a JPEG) is embedded as it is; a PNG with transparency has to be decoded by the PDF writer.
 * Printed, never asserted (api/test/image-pixels.test.ts asserts the budget).
 * Run: npx tsx api/bench/image-export-bench.ts
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Deck } from '@kuza/contracts';
import { deckToPdf } from '../src/modules/files/export/deck-to-pdf';
import { deckToPptx } from '../src/modules/files/export/deck-to-pptx';
import { flatPng, pngDataUrl, sampleDeck } from '../test/fixtures/files/sample-documents';

function deckWith(png: Buffer): Deck {
  const deck = sampleDeck();
  deck.slides = [
    {
      id: 'photo',
      type: 'image',
      title: 'Our farms',
      content: '',
      bullets: [],
      notes: '',
      media: { src: pngDataUrl(png), alt: 'Farms' },
    },
  ];
  return deck;
}

async function measure(label: string, png: Buffer) {
  const deck = deckWith(png);
  for (const [format, exporter] of [
    ['PDF', deckToPdf],
    ['PPTX', deckToPptx],
  ] as const) {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    await exporter(deck);
    const ms = performance.now() - started;
    delay.disable();
    console.log(
      `  export ${format.padEnd(4)} ${label.padEnd(40)} ${ms.toFixed(0).padStart(6)} ms, event loop blocked at most ${(delay.max / 1e6).toFixed(0)} ms`,
    );
  }
}

async function main() {
  console.log('Exports of a deck holding one large picture:');
  await measure('6,300 × 6,300 opaque PNG (39.7 MP)', flatPng(6300, 6300, 2));
  await measure('3,000 × 2,000 PNG with transparency (6 MP)', flatPng(3000, 2000, 6));
  await measure('7,000 × 7,000 PNG (49 MP, over budget)', flatPng(7000, 7000, 6));
  await measure('6,300 × 6,300 PNG with transparency (over)', flatPng(6300, 6300, 6));
}

void main();

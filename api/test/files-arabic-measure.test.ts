import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import * as fontkit from 'fontkit';
import { layoutDeck, textElements, textWidth } from '@kuza/contracts';
import { deckToPdf } from '../src/modules/files/export/deck-to-pdf';
import { arabicFile } from '../src/modules/files/export/theme-fonts';
import { arabicDeck } from './fixtures/files/arabic-documents';

const PT = 72;
const LETTERS = [...'ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىي'];
const MARKS = ['\u064e', '\u064f', '\u0650', '\u0651', '\u0652'];

/** An Arabic word: letters, now and then a vowel mark, lam-alef where the letters fall so. */
const arabicWord = fc
  .array(fc.tuple(fc.constantFrom(...LETTERS), fc.option(fc.constantFrom(...MARKS), { freq: 6 })), {
    minLength: 1,
    maxLength: 9,
  })
  .map((letters) => letters.map(([letter, mark]) => letter + (mark ?? '')).join(''));

/** A line a founder writes: Arabic words, now and then a Latin name or a figure, commas. */
const mixedLine = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: arabicWord },
      { weight: 1, arbitrary: fc.constantFrom('Kuza', 'Labs', 'M-Pesa', 'SaaS') },
      { weight: 1, arbitrary: fc.constantFrom('1.2', '60%', '2026', '$3m', 'و60%', '،') },
    ),
    { minLength: 3, maxLength: 30 },
  )
  .map((words) => words.join(' '));

describe('Arabic measured as the PDF draws it', () => {
  const fonts = {
    regular: fontkit.openSync(arabicFile('regular')) as fontkit.Font,
    bold: fontkit.openSync(arabicFile('bold')) as fontkit.Font,
  };
  const shaped = (face: 'regular' | 'bold', text: string, size: number) =>
    (fonts[face].layout(text).advanceWidth / fonts[face].unitsPerEm) * size;

  it('gives Arabic words the width fontkit shapes them to, joined letters and ligatures', () => {
    let exact = 0;
    fc.assert(
      fc.property(arabicWord, fc.boolean(), (word, bold) => {
        const engine = textWidth(word, 20, { font: 'savanna', bold }) * PT;
        const drawn = shaped(bold ? 'bold' : 'regular', word, 20);
        // A ligature of three letters is measured as its pairs: off by a fraction of a letter at most.
        expect(Math.abs(engine - drawn)).toBeLessThan(0.1 * 20);
        if (Math.abs(engine - drawn) < 0.01) exact += 1;
      }),
      { seed: 32, numRuns: 200 },
    );
    expect(exact).toBeGreaterThan(0.97 * 200);
  });

  it('never lets a line of generated Arabic and mixed text overflow its box in the PDF', async () => {
    const lines = fc.sample(mixedLine, { seed: 32, numRuns: 24 });
    const deck = arabicDeck();
    deck.slides = Array.from({ length: 4 }, (_, i) => ({
      ...deck.slides[1],
      id: `gen-${i}`,
      bullets: lines.slice(i * 6, i * 6 + 6),
    }));
    const pages = layoutDeck(deck.slides, 'savanna');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-arabic-'));
    const file = path.join(dir, 'deck.pdf');
    fs.writeFileSync(file, await deckToPdf(deck));
    const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true });
    const overflowing: string[] = [];
    let checked = 0;
    html
      .split('<page ')
      .slice(1)
      .forEach((page, i) => {
        const boxes = textElements(pages[i]).map((e) => e.box);
        for (const m of page.matchAll(
          /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g,
        )) {
          const [xMin, yMin, xMax, yMax] = [+m[1], +m[2], +m[3], +m[4]].map((v) => v / PT);
          const middle = (yMin + yMax) / 2;
          const box = boxes.find((b) => middle >= b.y && middle <= b.y + b.h);
          if (!box) continue;
          checked += 1;
          if (xMin < box.x - 0.01 || xMax > box.x + box.w + 0.01) overflowing.push(m[5]);
        }
      });
    expect(checked).toBeGreaterThan(100);
    expect(overflowing).toEqual([]);
  });
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { layoutDeck, placeLines, textElements } from '@kuza/contracts';
import { deckToPdf } from '../src/modules/files/export/deck-to-pdf';
import { resumeToPdf } from '../src/modules/files/export/resume-to-pdf';
import { arabicFile } from '../src/modules/files/export/theme-fonts';
import { arabicDeck, arabicResume, MIXED_LINE } from './fixtures/files/arabic-documents';
import { sampleResume } from './fixtures/files/sample-documents';

const PT = 72;

interface Word {
  text: string;
  page: number;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

/**
 * The PDF's text as pdftotext reads it (lines in reading order), and every word with its box in
 * points (-bbox gives a word's characters left to right as drawn: an Arabic word comes last letter first).
 */
function readPdf(pdf: Buffer): { text: string; words: Word[] } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-arabic-')), 'deck.pdf');
  fs.writeFileSync(file, pdf);
  // pdftotext wraps each run in direction marks (U+202A–U+202C): not text a reader sees.
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/[\u202a-\u202e]/g, '');
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  fs.rmSync(path.dirname(file), { recursive: true });
  const words: Word[] = [];
  html.split('<page ').forEach((page, i) => {
    for (const m of page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g))
      words.push({ page: i, xMin: +m[1], yMin: +m[2], xMax: +m[3], yMax: +m[4], text: m[5] });
  });
  return { text, words };
}

/** Runs of Arabic letters, of Latin letters and of digits: a word read back may be cut where its script changes. */
const tokens = (text: string) => text.match(/[\u0620-\u064a\u0671-\u06d3]+|[A-Za-z]+|[0-9]+/g) ?? [];

describe('an Arabic deck in the PDF', () => {
  const deck = arabicDeck();
  const pages = layoutDeck(deck.slides, 'savanna');
  let text: string;
  let words: Word[];
  beforeAll(async () => {
    ({ text, words } = readPdf(await deckToPdf(deck, { notesPages: true })));
  });

  it('reads back every word it was written with, in reading order, Latin names and figures kept', () => {
    const read = new Set(tokens(text));
    const written = [deck.name, ...deck.slides.flatMap((s) => [s.title, s.content, ...s.bullets])].flatMap(tokens);
    expect(written.filter((w) => !read.has(w))).toEqual([]);
    // Lines read in order: the mixed line's Arabic, its Latin name and its figures where the founder put them.
    const lines = text.split('\n').map(tokens);
    expect(lines).toContainEqual(['أمينة', 'يوسف', 'مديرة', 'Kuza', 'Labs', '1', '2', 'مليون', 'دولار', 'و', '60']);
    expect(lines).toContainEqual(tokens('لا يجد التجار جودة ثابتة'));
  });

  it('ends every line of a start-aligned block at the right edge of its box, the bullet on its right', () => {
    const body = textElements(pages[1]).find((e) => e.paragraphs.some((p) => p.text === MIXED_LINE))!;
    const { box } = body;
    for (const line of placeLines(body)) {
      const onLine = words.filter(
        (w) => w.page === 3 && Math.abs((w.yMin + w.yMax) / 2 - (line.y + line.h / 2) * PT) < (line.h * PT) / 2,
      );
      const bullet = onLine.find((w) => w.text === '•');
      const right = Math.max(...onLine.filter((w) => w !== bullet).map((w) => w.xMax));
      expect(Math.abs(right - (box.x + box.w - (line.x - box.x)) * PT)).toBeLessThan(0.5);
      expect(bullet!.xMax).toBeCloseTo((box.x + box.w) * PT, 0);
    }
  });

  it('draws the joined forms of the letters: a word takes the width fontkit shapes it to, not its letters side by side', () => {
    const font = fontkit.openSync(arabicFile('bold')) as fontkit.Font;
    const word = 'المشكلة';
    const title = words.find((w) => w.page === 3 && w.text === [...word].reverse().join(''))!;
    const size = textElements(pages[1])[0].paragraphs[0].size;
    const shaped = (font.layout(word).advanceWidth / font.unitsPerEm) * size;
    const isolated =
      ([...word].reduce((sum, c) => sum + font.glyphForCodePoint(c.codePointAt(0)!).advanceWidth, 0) /
        font.unitsPerEm) *
      size;
    expect(Math.abs(shaped - isolated)).toBeGreaterThan(5);
    expect(title.xMax - title.xMin).toBeCloseTo(shaped, 0);
  });
});

describe('an Arabic resume in the PDF', () => {
  it('reads back in order, each line ending at the right margin, the bullets on the right', async () => {
    const { text, words } = readPdf(await resumeToPdf(arabicResume()));
    const lines = text.split('\n').map(tokens);
    expect(lines).toContainEqual([...tokens(MIXED_LINE)]);
    expect(lines).toContainEqual(['Kuza', 'Labs', 'مديرة', '2021', 'الآن']);
    // A4, 54 pt margins: every line of the body ends at the right margin; the name's band too.
    const right = 595.28 - 54;
    // Words of one line: Arabic and Latin glyphs sit a little higher or lower, their middles within a few points.
    const rows: Word[][] = [];
    for (const w of [...words].sort((a, b) => a.yMin + a.yMax - b.yMin - b.yMax)) {
      const row = rows[rows.length - 1];
      const middle = (x: Word) => (x.yMin + x.yMax) / 2;
      if (row && Math.abs(middle(row[0]) - middle(w)) < 4) row.push(w);
      else rows.push([w]);
    }
    expect(rows.length).toBeGreaterThan(8);
    for (const row of rows) {
      // A list item's text ends where its bullet's room begins (16 pt), the bullet 2 pt inside the margin.
      const bullet = row.find((w) => w.text === '•');
      const end = Math.max(...row.filter((w) => w !== bullet).map((w) => w.xMax));
      expect(Math.abs(end - (bullet ? right - 16 : right))).toBeLessThan(1);
      if (bullet) expect(Math.abs(bullet.xMax - (right - 2))).toBeLessThan(1);
    }
  });
});

describe('Arabic inside a document written left to right', () => {
  it('reads an Arabic name in a sentence with bold words in order, on the sentence’s line', async () => {
    const resume = sampleResume();
    resume.sections[1].content = '**PayLink** — شريكة مؤسسة في القاهرة (2021 – present)\n- Built a gateway';
    const { text } = readPdf(await resumeToPdf(resume));
    expect(text.split('\n').map(tokens)).toContainEqual([
      'PayLink',
      'شريكة',
      'مؤسسة',
      'في',
      'القاهرة',
      '2021',
      'present',
    ]);
  });
});

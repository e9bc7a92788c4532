/**
 * The files draw the engine's geometry, and in the files nothing overlaps or overflows: generated
 * decks with a slide of every layout (and slides whose words make a chart, team cards, a table or a
 * quote), in every theme, exported to PPTX and PDF. In the PPTX each text box sits at its block's
 * box (a:off / a:ext) at its sizes, inside the slide, on no other text box; in the PDF
 * (`pdftotext -bbox`) each block's words lie in its box, every word lies in a block, a visual or the
 * footer, no two words sit on one another and nothing is cut short with an ellipsis.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import JSZip from 'jszip';
import {
  FOOTER,
  SLIDE,
  SLIDE_TYPES,
  THEMES,
  layoutDeck,
  tableLayout,
  teamCards,
  normalizeSlide,
  textElements,
  withChosenLayout,
  type Box,
  type Deck,
  type Slide,
  type SlidePage,
  type SlideType,
  type TextElement,
  type ThemeId,
} from '@kuza/contracts';
import { deckToPdf } from '../src/modules/files/export/deck-to-pdf';
import { deckToPptx } from '../src/modules/files/export/deck-to-pptx';

const EMU = 914400;
/** How far a word's ink may pass its block's box: ascenders and accents above the line box. */
const INK = 0.08;
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const grow = (b: Box, by: number): Box => ({ x: b.x - by, y: b.y - by, w: b.w + 2 * by, h: b.h + 2 * by });
const contains = (outer: Box, inner: Box) =>
  inner.x >= outer.x - 1e-3 &&
  inner.y >= outer.y - 1e-3 &&
  inner.x + inner.w <= outer.x + outer.w + 1e-3 &&
  inner.y + inner.h <= outer.y + outer.h + 1e-3;
/** The area two boxes share, in square inches. */
const shared = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
/** Two boxes equal to the EMU the PPTX stores them in. */
const same = (a: Box, b: Box) => (['x', 'y', 'w', 'h'] as const).every((k) => Math.abs(a[k] - b[k]) < 2 / EMU);
const centreIn = (box: Box, w: Box) => contains(box, { x: w.x + w.w / 2, y: w.y + w.h / 2, w: 0, h: 0 });
const words = (element: TextElement) =>
  element.paragraphs
    .flatMap((p) => p.lines)
    .join(' ')
    .split(/\s+/)
    .filter(Boolean);

/* ------------------------------------------------------------------ generated decks */

const word = fc.constantFrom(
  'farmers',
  'revenue',
  'cold',
  'rooms',
  'Kisumu',
  'agriculteurs',
  'connectés',
  'produtores',
  'pilot',
  'with',
  'interoperability',
  'a',
);
const phrase = (min: number, max: number) => fc.array(word, { minLength: min, maxLength: max }).map((w) => w.join(' '));
const text = fc.oneof(phrase(1, 3), phrase(6, 24));
const figure = fc.constantFrom('12 400', 'US$38 000', '45%', 'KES 1.9 million', '3', 'GHS 36,000');
const when = fc.constantFrom('Q1 2026', '2027', 'June 2025', 'H2 2028');
const person = fc.constantFrom('Amina Njeri', 'Dr. Kossi Agbeko', 'Léa Nzé Obame', 'Mwila Chanda');

/** A slide of `type` with text of every length, shaped as that layout reads it, carrying its visual's data. */
const slideOf = (type: SlideType): fc.Arbitrary<Slide> =>
  fc
    .record({
      title: fc.oneof(phrase(1, 3), phrase(6, 14)),
      content: fc.oneof(
        fc.constant(''),
        text,
        fc.tuple(figure, text).map(([f, t]) => `${f} ${t}.`),
      ),
      figures: fc.array(fc.tuple(figure, text), { maxLength: 6 }),
      steps: fc.array(fc.tuple(when, text), { maxLength: 5 }),
      plain: fc.array(text, { maxLength: 5 }),
      kind: fc.constantFrom('figures', 'steps', 'plain'),
    })
    .map(({ title, content, figures, steps, plain, kind }) => {
      const bullets =
        kind === 'figures'
          ? figures.map(([f, t]) => `${f} ${t}`)
          : kind === 'steps'
            ? steps.map(([w, t]) => `${w}: ${t}`)
            : plain;
      const visual =
        type === 'chart'
          ? { chart: { kind: 'bar', labels: ['2024', '2025'], series: [{ name: 'Farmers', values: [1200, 9800] }] } }
          : type === 'table'
            ? // Cells of any length: the engine breaks each into all its lines, rows past the slide continue.
              { table: { rows: [['Who', 'What', 'Where'], ...bullets.map((b) => [b, title, content])] } }
            : type === 'team'
              ? // A card's line as long as the founder wrote it: cards that do not fit continue.
                { team: bullets.map((b, i) => ({ name: `Amina ${i + 1}`, role: 'CEO', bio: b })) }
              : type === 'image'
                ? { media: { src: PIXEL, alt: title } }
                : {};
      return normalizeSlide({ id: `s-${type}`, type, title, content, bullets, notes: '', ...visual });
    });

/** A slide written as a founder writes, its layout and visual chosen from its words. */
const written: fc.Arbitrary<Slide> = fc
  .oneof(
    fc
      .array(fc.tuple(person, fc.constantFrom('CEO', 'CTO', 'Head of Field'), phrase(0, 8)), {
        minLength: 2,
        maxLength: 6,
      })
      .map((people) => ({ bullets: people.map(([n, r, t]) => `${n}, ${r}${t ? `, ${t}` : ''}`), content: '' })),
    fc
      .array(fc.tuple(fc.constantFrom('2022', '2023', '2024', '2025', '2026'), figure), { minLength: 2, maxLength: 5 })
      .map((points) => ({ content: `Revenue ${points.map(([w, f]) => `${w}: ${f}`).join(', ')}.`, bullets: [] })),
    fc
      .array(fc.tuple(phrase(1, 2), figure), { minLength: 2, maxLength: 5 })
      .map((rows) => ({ content: '', bullets: ['Who | How many', ...rows.map(([w, f]) => `${w} | ${f}`)] })),
    phrase(4, 16).map((quote) => ({ content: `“${quote},” says Amina, a farmer in Kisumu.`, bullets: [] })),
  )
  .map(({ content, bullets }) =>
    withChosenLayout(normalizeSlide({ id: 'w', type: 'content', title: 'Traction', content, bullets, notes: '' })),
  );

const deckArb = fc
  .tuple(
    fc.tuple(...SLIDE_TYPES.map(slideOf)),
    fc.array(written, { minLength: 2, maxLength: 4 }),
    fc.constantFrom(...THEMES.map((t) => t.id)),
  )
  .map(
    ([typed, composed, theme]) =>
      ({
        id: 'd',
        name: 'Geometry',
        theme: { id: theme },
        slides: [...typed, ...composed].map((s, i) => ({ ...s, id: `s${i}` })),
        version: 0,
        outline: [],
        inputs: {},
      }) as unknown as Deck,
  );

/* ------------------------------------------------------------------ reading the files */

interface PptxText {
  box: Box;
  sizes: number[];
}

async function pptxTextBoxes(file: Buffer): Promise<PptxText[][]> {
  const zip = await JSZip.loadAsync(file);
  const names = Object.keys(zip.files)
    .filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
    .sort((a, b) => Number(/(\d+)\.xml/.exec(a)![1]) - Number(/(\d+)\.xml/.exec(b)![1]));
  return Promise.all(
    names.map(async (name) => {
      const xml = await zip.file(name)!.async('string');
      return xml
        .split('<p:sp>')
        .slice(1)
        .map((shape) => shape.slice(0, shape.indexOf('</p:sp>')))
        .filter((shape) => shape.includes('<a:t>') && !shape.includes('type="slidenum"'))
        .map((shape) => {
          const [x, y, w, h] = /<a:off x="(-?\d+)" y="(-?\d+)"\/><a:ext cx="(\d+)" cy="(\d+)"\/>/
            .exec(shape)!
            .slice(1)
            .map((n) => Number(n) / EMU);
          return { box: { x, y, w, h }, sizes: [...shape.matchAll(/<a:rPr[^>]* sz="(\d+)"/g)].map((m) => +m[1] / 100) };
        });
    }),
  );
}

interface PdfWord extends Box {
  text: string;
}

function pdfWords(file: Buffer): PdfWord[][] {
  const out = path.join(os.tmpdir(), `kuza-geometry-${process.pid}.pdf`);
  fs.writeFileSync(out, file);
  const html = execFileSync('pdftotext', ['-bbox', '-raw', out, '-'], { encoding: 'utf8' });
  fs.rmSync(out, { force: true });
  const decode = (t: string) =>
    t
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'");
  return html
    .split('<page ')
    .slice(1)
    .map((page) =>
      [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)]
        .map((m) => ({
          x: +m[1] / 72,
          y: +m[2] / 72,
          w: (+m[3] - +m[1]) / 72,
          h: (+m[4] - +m[2]) / 72,
          text: decode(m[5]),
        }))
        .filter((w) => w.text !== '•'),
    );
}

/** The blocks the engine lays out inside a table (its cells) or team cards (names, roles, lines). */
function innerBlocks(page: SlidePage, theme: ThemeId): TextElement[] {
  return page.elements.flatMap((e) => {
    if (e.kind !== 'visual') return [];
    if (e.visual.kind === 'table') return tableLayout(e.visual.rows, e.visual.hiddenRows, e.box, theme).cells.flat();
    if (e.visual.kind === 'team') return teamCards(e.visual.members, e.box, theme).texts.flat();
    return [];
  });
}

/* ------------------------------------------------------------------ the checks */

describe('exported decks draw the engine’s geometry, with nothing overlapping or overflowing', () => {
  it('in the PPTX and the PDF, for generated decks of every layout and every theme', async () => {
    let cells = 0;
    await fc.assert(
      fc.asyncProperty(deckArb, async (deck) => {
        const pages = layoutDeck(deck.slides, deck.theme.id as (typeof THEMES)[number]['id']);
        const [pptx, pdf] = await Promise.all([deckToPptx(deck), deckToPdf(deck)]);
        const slides = await pptxTextBoxes(pptx);
        const pdfPages = pdfWords(pdf);
        expect(slides).toHaveLength(pages.length);
        expect(pdfPages).toHaveLength(pages.length);
        const problems: string[] = [];
        pages.forEach((page, i) => {
          const where = `page ${i + 1} (${page.layout})`;
          const blocks = textElements(page).filter((e) => e.paragraphs.some((p) => p.text.trim()));
          const visuals = page.elements.filter((e) => e.kind === 'visual').map((e) => e.box);
          const footer: Box = { x: 0, y: FOOTER.y - INK, w: SLIDE.w, h: SLIDE.h - FOOTER.y + INK };

          // PPTX: every block a text box at its box and sizes; text boxes inside the slide and apart.
          const shapes = slides[i];
          let from = 0;
          for (const block of textElements(page)) {
            const at = shapes.findIndex((s, j) => j >= from && same(s.box, block.box));
            if (at < 0) problems.push(`${where}: no PPTX text box at the ${block.role} box`);
            else {
              if (shapes[at].sizes.join() !== block.paragraphs.map((p) => p.size).join())
                problems.push(
                  `${where}: PPTX ${block.role} sizes ${shapes[at].sizes} ≠ ${block.paragraphs.map((p) => p.size)}`,
                );
              from = at + 1;
            }
          }
          shapes.forEach((a, j) => {
            if (!contains({ x: 0, y: 0, ...SLIDE }, a.box)) problems.push(`${where}: a PPTX text box leaves the slide`);
            // Text boxes a visual draws (team cards) stay in its box; the others never share area.
            const inVisual = (b: Box) => visuals.some((v) => contains(v, b));
            shapes.slice(j + 1).forEach((b) => {
              if (!inVisual(a.box) || !inVisual(b.box))
                if (shared(a.box, b.box) > 1e-4) problems.push(`${where}: two PPTX text boxes overlap`);
            });
          });

          // PDF: each block's words in its box, in order; every word somewhere it belongs; none on another.
          const found = pdfPages[i];
          for (const block of blocks) {
            const box = grow(block.box, INK);
            const inside = found.filter((w) => centreIn(box, w)).map((w) => w.text);
            if (inside.join(' ') !== words(block).join(' '))
              problems.push(`${where}: PDF ${block.role} shows "${inside.join(' ')}", not "${words(block).join(' ')}"`);
          }
          // Inside tables and team cards: each cell's and card's words, whole, in its own box.
          for (const block of innerBlocks(page, deck.theme.id as ThemeId)) {
            cells += 1;
            const inside = found.filter((w) => centreIn(block.box, w)).map((w) => w.text);
            if (inside.join(' ') !== words(block).join(' '))
              problems.push(`${where}: PDF ${block.role} shows "${inside.join(' ')}", not "${words(block).join(' ')}"`);
          }
          for (const w of found) {
            const home = [...blocks.map((b) => grow(b.box, INK)), ...visuals.map((v) => grow(v, INK)), footer];
            if (!home.some((b) => contains(b, w))) problems.push(`${where}: PDF word "${w.text}" overflows its box`);
            if (w.text.includes('…')) problems.push(`${where}: PDF cuts text short at "${w.text}"`);
          }
          found.forEach((a, j) =>
            found.slice(j + 1).forEach((b) => {
              if (shared(a, b) > 0.25 * Math.min(a.w * a.h, b.w * b.h))
                problems.push(`${where}: PDF words "${a.text}" and "${b.text}" overlap`);
            }),
          );
        });
        expect(problems).toEqual([]);
      }),
      { numRuns: 8, seed: 2929, endOnFailure: true },
    );
    // The decks did carry tables and team cards, whose words were checked.
    expect(cells).toBeGreaterThan(20);
  }, 120_000);
});

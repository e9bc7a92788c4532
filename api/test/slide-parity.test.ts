/// <reference lib="dom" />
/**
 * What the founder sees is what every investor gets: slides of every layout in every theme (its
 * title and section compositions included), their words drawn by fast-check, each rendered once
 * by the editor in Chromium (with the canvas footer), once in a PDF and once in a PPTX; each text
 * block's box is compared with the layout engine's and across formats, and each page's footer with
 * the exports' footer.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'esbuild';
import fc from 'fast-check';
import JSZip from 'jszip';
import {
  FOOTER,
  SLIDE,
  SLIDE_TYPES,
  THEMES,
  inkBox,
  layoutDeck,
  normalizeSlide,
  pageFooter,
  pageNumber,
  placeLines,
  sampleSlide,
  slidePageNumbers,
  textElements,
  verticalMetrics,
  type Box,
  type Deck,
  themeFonts,
  themeOf,
  teamCards,
  initials,
  type Slide,
  type SlideType,
  type ThemeId,
  type SlidePage,
  type TextElement,
} from '@kuza/contracts';
import { chromiumExecutable } from '../../e2e/support/env';
import { deckToPdf } from '../src/modules/files/export/deck-to-pdf';
import { deckToPptx } from '../src/modules/files/export/deck-to-pptx';

/** Allowed difference between two formats' boxes, as a share of the slide's width or height. */
const TOLERANCE = 0.02;
const ROOT = path.resolve(__dirname, '../..');
const run = promisify(execFile);
const DECK_NAME = 'Parity';
const themeIds = THEMES.map((t) => t.id as ThemeId);

const word = fc.constantFrom('farmers', 'cold', 'rooms', 'Kisumu', 'revenue', 'récoltes', 'produtores', 'pilot', 'a');
const words = (min: number, max: number) => fc.array(word, { minLength: min, maxLength: max }).map((w) => w.join(' '));
/** A slide of `type` as generation fills it, its title and lead in other words, sometimes too long for one page. */
const slideOf = (type: SlideType, long: fc.Arbitrary<boolean>) =>
  fc
    .record({ title: fc.option(words(1, 5)), lead: fc.option(words(2, 14)), long })
    .map(({ title, lead, long: isLong }) => {
      const slide = sampleSlide(type, 0, isLong);
      return normalizeSlide({
        ...slide,
        ...(title ? { title: isLong ? `${slide.title} ${title}` : title } : {}),
        ...(lead && slide.content ? { content: lead } : {}),
      });
    });
/** Per theme, one slide of every layout, then a few that may continue on '(cont.)' pages. */
const corpusArb = fc.tuple(
  ...themeIds.map(() =>
    fc.tuple(
      fc.tuple(...SLIDE_TYPES.map((type) => slideOf(type, fc.constant(false)))),
      fc.array(
        fc.constantFrom(...SLIDE_TYPES).chain((type) => slideOf(type, fc.boolean())),
        { maxLength: 2 },
      ),
    ),
  ),
);
const seed = fc.readConfigureGlobal().seed ?? Date.now();
const corpus: Record<ThemeId, Slide[]> = Object.fromEntries(
  fc.sample(corpusArb, { numRuns: 1, seed })[0].map(([each, more], i) => [themeIds[i], [...each, ...more]]),
) as Record<ThemeId, Slide[]>;
const deckOf = (theme: ThemeId): Deck =>
  ({
    id: 'd',
    name: DECK_NAME,
    theme: { id: theme },
    slides: corpus[theme],
    version: 0,
    outline: [],
    inputs: {},
  }) as unknown as Deck;

interface Measured {
  role: string;
  box: Box;
}
/** One page as every format draws it: its theme, the engine's page and its number. */
interface Case {
  theme: ThemeId;
  page: SlidePage;
  /** Its place among the deck's pages. */
  n: number;
  /** What the editor canvas's footer says on it (pages after the first are the slideshow's). */
  number: string;
  /** The deck's language: an Arabic page is drawn right to left. */
  language?: string;
}

const cases: Case[] = themeIds.flatMap((theme) => {
  const pages = layoutDeck(corpus[theme], theme);
  const first = slidePageNumbers(corpus[theme], theme);
  return pages.map((page, i) => ({
    theme,
    page,
    n: i,
    number: page.part === 0 ? first[page.index] : pageNumber(i + 1, pages.length),
  }));
});

/**
 * An Arabic deck in one theme: a slide of every layout, its title, lead and points in Arabic words with a Latin name
 * and figures among them, laid out right to left (the engine mirrors the page).
 */
const ARABIC_THEME: ThemeId = 'savanna';
const arabicWord = fc.constantFrom(
  'السوق',
  'المزارعون',
  'غرف',
  'تبريد',
  'مليون',
  'في',
  'الطازجة',
  'Kuza',
  '60%',
  '1.2',
);
const arabicWords = (min: number, max: number) =>
  fc.array(arabicWord, { minLength: min, maxLength: max }).map((w) => w.join(' '));
const arabicSlides: Slide[] = fc.sample(
  fc.tuple(
    ...SLIDE_TYPES.map((type) =>
      fc
        .record({
          title: arabicWords(1, 4),
          lead: arabicWords(3, 12),
          points: fc.array(arabicWords(2, 6), { minLength: 4, maxLength: 4 }),
        })
        .map(({ title, lead, points }) => {
          const slide = sampleSlide(type, 0, false);
          return normalizeSlide({
            ...slide,
            title,
            ...(slide.content ? { content: lead } : {}),
            bullets: slide.bullets.map((_, i) => points[i % points.length]!),
          });
        }),
    ),
  ),
  { numRuns: 1, seed },
)[0];
const arabicDeck = {
  id: 'a',
  name: DECK_NAME,
  language: 'ar',
  theme: { id: ARABIC_THEME },
  slides: arabicSlides,
  version: 0,
  outline: [],
  inputs: {},
} as unknown as Deck;
const arabicCases: Case[] = layoutDeck(arabicSlides, ARABIC_THEME, 'rtl').map((page, i, pages) => ({
  theme: ARABIC_THEME,
  page,
  n: i,
  number: pageNumber(i + 1, pages.length),
  language: 'ar',
}));
/** A start-aligned block's box as a right-to-left page draws it: its lines mirrored inside the block's box. */
const startAligned = (box: Box, element: TextElement, language?: string): Box =>
  language === 'ar' && element.align === 'left'
    ? { ...box, x: 2 * element.box.x + element.box.w - box.x - box.w }
    : box;

const union = (boxes: Box[]): Box => {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.w));
  const bottom = Math.max(...boxes.map((b) => b.y + b.h));
  return { x, y, w: right - x, h: bottom - y };
};

/** A word `pdftotext -bbox` reports, in inches. */
const wordBox = (w: { x0: number; y0: number; x1: number; y1: number }): Box => ({
  x: w.x0 / 72,
  y: w.y0 / 72,
  w: (w.x1 - w.x0) / 72,
  h: (w.y1 - w.y0) / 72,
});

/** The engine's line boxes of a block (what the DOM draws), and its ink box (what a PDF reader reports). */
const lineBox = (element: TextElement): Box => union(placeLines(element).filter((l) => l.text));
/** A page's text blocks in drawing order, team cards' names, roles and lines included (the engine lays those out too). */
const blocksOf = (page: SlidePage, font: ThemeId) =>
  page.elements
    .flatMap((e): TextElement[] => {
      if (e.kind === 'text') return [e];
      if (e.kind === 'visual' && e.visual.kind === 'team') return teamCards(e.visual.members, e.box, font).texts.flat();
      return [];
    })
    .filter((e) => e.paragraphs.some((p) => p.text.trim()));

/** A DOM line box turned into the box its glyphs take, with the font's ascent and descent. */
function inkOfLines(box: Box, element: TextElement): Box {
  const lines = placeLines(element).filter((l) => l.text);
  const { ascent, descent } = verticalMetrics(element.metrics);
  const [first, last] = [lines[0], lines[lines.length - 1]];
  const top = first.baseline - (ascent * first.size) / 72;
  const bottom = last.h - last.baseline + (descent * last.size) / 72;
  return { x: box.x, y: box.y + top, w: box.w, h: box.h - top - bottom };
}

function expectClose(actual: Box, expected: Box, what: string, widthTolerance = TOLERANCE) {
  const off = {
    x: Math.abs(actual.x - expected.x) / SLIDE.w,
    y: Math.abs(actual.y - expected.y) / SLIDE.h,
    w: (Math.abs(actual.w - expected.w) / SLIDE.w) * (TOLERANCE / widthTolerance),
    h: Math.abs(actual.h - expected.h) / SLIDE.h,
  };
  const worst = Math.max(off.x, off.y, off.w, off.h);
  if (worst > TOLERANCE) {
    throw new Error(
      `${what}: off by ${(worst * 100).toFixed(1)} % (${JSON.stringify({ actual, expected })}); replay with FC_SEED=${seed}`,
    );
  }
}

/**
 * The editor's boxes: every page drawn by the canvas's SlideView (click-to-edit on a slide's first
 * page, as the editor shows it) with the canvas footer, bundled with esbuild and opened once in
 * Chromium; text blocks and footer read from the DOM.
 */
async function editorBoxes(
  browser: Browser,
  drawn: Case[] = cases,
): Promise<Array<{ blocks: Measured[]; footer: Measured[]; chart: Measured[] }>> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-parity-'));
  await build({
    entryPoints: [path.join(ROOT, 'mfe-decks/src/features/editor/parity/canvas-parity-page.tsx')],
    bundle: true,
    outdir: out,
    format: 'iife',
    platform: 'browser',
    jsx: 'automatic',
    // The theme fonts' @fontsource stylesheets become canvas-parity-page.css, their files sit beside it.
    loader: { '.woff': 'file', '.woff2': 'file' },
    assetNames: '[name]',
    publicPath: '/',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  const shown = drawn.map(({ theme, page: p, number, language }) => ({
    slide: p.slide,
    part: p.part,
    theme,
    name: DECK_NAME,
    number,
    language,
  }));
  await page.route('http://parity.test/**', (route) => {
    const file = new URL(route.request().url()).pathname.slice(1);
    if (!file) {
      return route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><body style="margin:0"><div id="root"></div><link rel="stylesheet" href="/canvas-parity-page.css"><script>window.PARITY_CASES=${JSON.stringify(shown)}</script><script src="/canvas-parity-page.js"></script></body>`,
      });
    }
    return route.fulfill({ path: path.join(out, file) });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('http://parity.test/');
  await page
    .waitForFunction((n) => document.querySelectorAll('[data-case]').length === n, drawn.length, { timeout: 10_000 })
    .catch(() => {
      throw new Error(`The parity page did not render: ${errors.join('; ')}`);
    });
  await page.evaluate(() => document.fonts.ready);
  // The editor draws with each theme's own font files, not a fallback.
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/["']/g, '')),
  );
  for (const theme of themeIds) {
    const { heading, body } = themeFonts(themeOf({ id: theme }));
    expect(loaded).toEqual(expect.arrayContaining([heading.family, body.family]));
  }
  const measured = await page.evaluate(() => {
    const inches = (rect: DOMRect, frame: DOMRect) => ({
      x: (rect.left - frame.left) / 72,
      y: (rect.top - frame.top) / 72,
      w: rect.width / 72,
      h: rect.height / 72,
    });
    return [...document.querySelectorAll('[data-case]')].map((node) => {
      const frame = node.firstElementChild!.getBoundingClientRect();
      const blocks = [...node.querySelectorAll('[data-block]')].map((block) => {
        const rects = [...block.querySelectorAll('[data-line]')].map((line) => line.getBoundingClientRect());
        const x = Math.min(...rects.map((r) => r.left));
        const y = Math.min(...rects.map((r) => r.top));
        const right = Math.max(...rects.map((r) => r.right));
        const bottom = Math.max(...rects.map((r) => r.bottom));
        return {
          role: block.getAttribute('data-block')!,
          box: inches(new DOMRect(x, y, right - x, bottom - y), frame),
        };
      });
      // The footer's words, not the boxes they sit in.
      const footer = [...node.querySelectorAll('[data-footer] span')].map((span) => {
        const range = document.createRange();
        range.selectNodeContents(span);
        return { role: span.textContent ?? '', box: inches(range.getBoundingClientRect(), frame) };
      });
      // A chart's words (its categories below the bars), where they are drawn.
      const chart = [...node.querySelectorAll('svg[role="img"] text')].map((text) => ({
        role: text.textContent ?? '',
        box: inches(text.getBoundingClientRect(), frame),
      }));
      return { blocks, footer, chart };
    });
  });
  await page.close();
  fs.rmSync(out, { recursive: true, force: true });
  return measured;
}

const decode = (t: string) =>
  t
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');

/** The PDF's boxes of one theme's deck: `pdftotext -bbox` words, taken in drawing order for each block of each page, and the footer's last. */
type PdfWord = { x0: number; y0: number; x1: number; y1: number; text: string };

/** One theme's deck as a PDF, read back by `pdftotext -bbox`: each page's words in drawing order. */
async function pdfWords(deck: Deck): Promise<PdfWord[][]> {
  const file = path.join(os.tmpdir(), `kuza-parity-${process.pid}-${deck.id}-${deck.theme.id}.pdf`);
  fs.writeFileSync(file, await deckToPdf(deck));
  const { stdout: html } = await run('pdftotext', ['-bbox', '-raw', file, '-'], { encoding: 'utf8' });
  fs.rmSync(file, { force: true });
  return html
    .split('<page ')
    .slice(1)
    .map((chunk) =>
      [...chunk.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)]
        .map((m) => ({ x0: +m[1], y0: +m[2], x1: +m[3], y1: +m[4], text: decode(m[5]) }))
        .filter((w) => w.text !== '•'),
    );
}

/** The PDF's boxes: the words of each block of each page, taken in drawing order, and the footer's, drawn last. */
function pdfBoxes(
  theme: ThemeId,
  pages: SlidePage[],
  pdfPages: PdfWord[][],
): Array<{ blocks: Measured[]; footer: Measured[] }> {
  expect(pdfPages).toHaveLength(pages.length);
  const boxOf = (taken: PdfWord[]) =>
    union(taken.map((w) => ({ x: w.x0 / 72, y: w.y0 / 72, w: (w.x1 - w.x0) / 72, h: (w.y1 - w.y0) / 72 })));
  return pages.map((page, i) => {
    const words = [...pdfPages[i]];
    // The footer is drawn last: the deck's name, then 'n / N'.
    const label = pageNumber(i + 1, pages.length).split(' ');
    const number = words.splice(words.length - label.length);
    const name = words.splice(words.length - 1);
    expect([...name, ...number].map((w) => w.text)).toEqual([DECK_NAME, ...label]);
    const blocks = blocksOf(page, theme).map((element) => {
      const expected = element.paragraphs
        .flatMap((p) => p.lines)
        .join(' ')
        .split(/\s+/)
        .filter(Boolean);
      // A team card's avatar without a photo shows the member's initials, drawn before the name.
      if (/^card-\d+-name$/.test(element.role) && words[0]?.text === initials(expected.join(' '))) words.shift();
      const taken = words.splice(0, expected.length);
      expect(taken.map((w) => w.text)).toEqual(expected);
      return { role: element.role, box: boxOf(taken) };
    });
    return {
      blocks,
      footer: [
        { role: DECK_NAME, box: boxOf(name) },
        { role: label.join(' '), box: boxOf(number) },
      ],
    };
  });
}

/** The PPTX of one theme's deck: each text shape's position and sizes, by slide. */
async function pptxShapes(deck: Deck) {
  const zip = await JSZip.loadAsync(await deckToPptx(deck));
  const slides = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
  return Promise.all(
    slides
      .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]))
      .map(async (name) =>
        (await zip.file(name)!.async('string'))
          .split('<p:sp>')
          .slice(1)
          .map((shape) => shape.slice(0, shape.indexOf('</p:sp>')))
          .filter((shape) => shape.includes('<a:t>') || shape.includes('type="sldNum"'))
          .map((shape) => ({
            slideNumber: shape.includes('type="sldNum"'),
            text: [...shape.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]).join(''),
            off: /<a:off x="(\d+)" y="(\d+)"\/><a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(shape)!.slice(1).map(Number),
            sizes: [...shape.matchAll(/<a:rPr[^>]* sz="(\d+)"/g)].map((m) => Number(m[1]) / 100),
            align: /<a:pPr\b[^>]*\balgn="(\w+)"/.exec(shape)?.[1],
          })),
      ),
  );
}

const emu = (inches: number) => Math.round(inches * 914400);
const emuBox = ({ x, y, w, h }: Box) => [emu(x), emu(y), emu(w), emu(h)];

describe('slide parity: editor, PDF and PPTX draw the layout engine’s boxes', () => {
  let browser: Browser;
  let editor: Awaited<ReturnType<typeof editorBoxes>>;
  let exported: Array<{ pdf: PdfWord[][]; pptx: Awaited<ReturnType<typeof pptxShapes>> }>;
  let arabic: { editor: typeof editor; pdf: PdfWord[][]; pptx: Awaited<ReturnType<typeof pptxShapes>> };
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumExecutable(), args: ['--no-sandbox', '--disable-gpu'] });
    // The exports are written while Chromium draws the editor's pages: each format renders each case once.
    const files = Promise.all(
      [...themeIds.map(deckOf), arabicDeck].map(async (deck) => ({
        pdf: await pdfWords(deck),
        pptx: await pptxShapes(deck),
      })),
    );
    const [drawn, written] = await Promise.all([editorBoxes(browser, [...cases, ...arabicCases]), files]);
    editor = drawn.slice(0, cases.length);
    exported = written.slice(0, themeIds.length);
    arabic = { editor: drawn.slice(cases.length), ...written[themeIds.length]! };
  }, 60_000);
  afterAll(() => browser?.close());

  it('covers every layout in every theme, the theme’s own title and section compositions included', () => {
    for (const theme of themeIds) {
      const layouts = new Set(cases.filter((c) => c.theme === theme && c.page.part === 0).map((c) => c.page.layout));
      expect([...layouts]).toEqual(expect.arrayContaining([...SLIDE_TYPES]));
    }
  });

  it.each(themeIds)(
    '%s: each text block within 2 % of the slide across editor, PDF and layout, and the same footer',
    (theme) => {
      const mine = cases.filter((c) => c.theme === theme);
      const pdf = pdfBoxes(
        theme,
        mine.map((c) => c.page),
        exported[themeIds.indexOf(theme)].pdf,
      );
      mine.forEach(({ page, n, number }, i) => {
        const shown = editor[cases.indexOf(mine[i])];
        const blocks = blocksOf(page, theme);
        const where = `${theme}, page ${n + 1} (${page.layout}, ‘${page.title}’)`;
        expect(shown.blocks.map((b) => b.role)).toEqual(blocks.map((b) => b.role));
        blocks.forEach((element, j) => {
          const what = `${where}, ${element.role}`;
          expectClose(shown.blocks[j].box, lineBox(element), `${what}: editor vs layout`);
          // Italic text (a quote) too: the engine measures it with the italic face the PDF embeds.
          const drawn = pdf[i].blocks[j].box;
          const laid = inkBox(element)!;
          expectClose(drawn, laid, `${what}: PDF vs layout`);
          // Each format's line widths are held to 2 % of the layout's; between the two, their errors can add up
          // (the PDF kerns, the engine and the browser measure otherwise), so a line is held to twice that.
          expectClose(inkOfLines(shown.blocks[j].box, element), drawn, `${what}: editor vs PDF`, 2 * TOLERANCE);
        });
        // The canvas footer says what the PDF's says, where it says it: the name from the left edge, the number flush right.
        expect(shown.footer.map((f) => f.role)).toEqual(pdf[i].footer.map((f) => f.role));
        expect(number).toBe(pdf[i].footer[1].role);
        shown.footer.forEach((f, j) =>
          expectClose(f.box, pdf[i].footer[j].box, `${where}, footer ‘${f.role}’: editor vs PDF`),
        );
        expectClose(
          { ...pdf[i].footer[0].box, w: 0 },
          { ...pdf[i].footer[0].box, x: FOOTER.name.x, w: 0 },
          `${where}: footer name at its box`,
        );
        const right = (b: Box) => ({ ...b, x: b.x + b.w, w: 0 });
        expectClose(
          right(pdf[i].footer[1].box),
          right({ ...pdf[i].footer[1].box, x: FOOTER.number.x, w: FOOTER.number.w }),
          `${where}: number flush right`,
        );
      });

      // The PPTX: every text box at the layout's position and sizes, the footer in its boxes.
      const shapes = exported[themeIds.indexOf(theme)].pptx;
      expect(shapes).toHaveLength(mine.length);
      mine.forEach(({ page }, i) => {
        const elements = textElements(page);
        elements.forEach((element, j) => {
          expect(shapes[i][j].off).toEqual(emuBox(element.box));
          expect(shapes[i][j].sizes).toEqual(element.paragraphs.map((p) => p.size));
        });
        expect(shapes[i].find((shape) => shape.text === DECK_NAME)?.off).toEqual(emuBox(FOOTER.name));
        expect(shapes[i].find((s) => s.slideNumber)?.off).toEqual(emuBox(FOOTER.number));
      });
    },
  );
  it('an Arabic deck: each text block mirrored with its page, within 2 % of the slide in the editor, PDF and PPTX', () => {
    expect(arabic.editor).toHaveLength(arabicCases.length);
    expect(arabic.pdf).toHaveLength(arabicCases.length);
    expect(arabic.pptx).toHaveLength(arabicCases.length);
    const footerTop = FOOTER.name.y * 72 - 2;
    let arabicCharts = 0;
    arabicCases.forEach(({ page, n, number }, i) => {
      const where = `Arabic, page ${n + 1} (${page.layout}, ‘${page.title}’)`;
      const blocks = blocksOf(page, ARABIC_THEME);
      const shown = arabic.editor[i]!;
      expect(shown.blocks.map((b) => b.role)).toEqual(blocks.map((b) => b.role));
      // The PDF draws a right-to-left line's runs in visual order: its words are found by where they sit, not by order.
      const words = arabic.pdf[i]!.filter((w) => w.y0 < footerTop);
      blocks.forEach((element, j) => {
        const what = `${where}, ${element.role}`;
        expectClose(shown.blocks[j]!.box, startAligned(lineBox(element), element, 'ar'), `${what}: editor vs layout`);
        const laid = startAligned(inkBox(element)!, element, 'ar');
        const near = (w: PdfWord) => {
          const [cx, cy] = [(w.x0 + w.x1) / 144, (w.y0 + w.y1) / 144];
          return (
            cx >= laid.x - 0.05 && cx <= laid.x + laid.w + 0.05 && cy >= laid.y - 0.05 && cy <= laid.y + laid.h + 0.05
          );
        };
        const taken = words.filter(near);
        expect({ what, words: taken.length > 0 }).toEqual({ what, words: true });
        const ink = union(
          taken.map((w) => ({ x: w.x0 / 72, y: w.y0 / 72, w: (w.x1 - w.x0) / 72, h: (w.y1 - w.y0) / 72 })),
        );
        // pdftotext gives a word the height of its font's ascent and descent, and the Arabic face's are taller than
        // the theme's the engine places lines with: the words' band is held by its middle, the rest as ever.
        const middle = (box: Box): Box => ({ x: box.x, y: box.y + box.h / 2, w: box.w, h: 0 });
        expectClose(middle(ink), middle(laid), `${what}: PDF vs layout`);
        expectClose(
          middle(inkOfLines(shown.blocks[j]!.box, element)),
          middle(ink),
          `${what}: editor vs PDF`,
          2 * TOLERANCE,
        );
      });
      // The PPTX places every text box where the mirrored page has it.
      textElements(page).forEach((element, j) => expect(arabic.pptx[i]![j]!.off).toEqual(emuBox(element.box)));

      // The footer mirrored with the page, alike in the three: the name from the right edge, the number flush left.
      const footer = pageFooter('rtl');
      const below = arabic.pdf[i]!.filter((w) => w.y0 >= footerTop);
      const pdfFooter = {
        name: union(below.filter((w) => w.text === DECK_NAME).map(wordBox)),
        number: union(below.filter((w) => w.text !== DECK_NAME).map(wordBox)),
      };
      expect(shown.footer.map((f) => f.role)).toEqual([DECK_NAME, number]);
      expectClose(shown.footer[0]!.box, pdfFooter.name, `${where}, footer name: editor vs PDF`);
      expectClose(shown.footer[1]!.box, pdfFooter.number, `${where}, footer number: editor vs PDF`);
      const right = (b: Box): Box => ({ ...b, x: b.x + b.w, w: 0 });
      expectClose(
        right(pdfFooter.name),
        right({ ...pdfFooter.name, ...footer.name.box }),
        `${where}: name at the right`,
      );
      expectClose(
        { ...pdfFooter.number, w: 0 },
        { ...pdfFooter.number, x: footer.number.box.x, w: 0 },
        `${where}: number flush left`,
      );
      const pptxName = arabic.pptx[i]!.find((shape) => shape.text === DECK_NAME)!;
      const pptxNumber = arabic.pptx[i]!.find((shape) => shape.slideNumber)!;
      expect([pptxName.off, pptxName.align]).toEqual([emuBox(footer.name.box), 'r']);
      expect([pptxNumber.off, pptxNumber.align]).toEqual([emuBox(footer.number.box), 'l']);

      // A chart runs from the right: its first category rightmost in the editor and the PDF.
      const chart = page.elements.find((e) => e.kind === 'visual' && e.visual.kind === 'chart');
      if (chart?.kind === 'visual' && chart.visual.kind === 'chart') {
        const { labels } = chart.visual.chart;
        const inChart = (w: PdfWord) => w.y0 / 72 >= chart.box.y && w.y1 / 72 <= chart.box.y + chart.box.h;
        const middles = (found: Array<{ text: string; x: number }>) =>
          labels.map((label) => found.find((f) => f.text === label)?.x);
        const pdfX = middles(arabic.pdf[i]!.filter(inChart).map((w) => ({ text: w.text, x: (w.x0 + w.x1) / 144 })));
        const editorX = middles(shown.chart.map((c) => ({ text: c.role, x: c.box.x + c.box.w / 2 })));
        for (const xs of [pdfX, editorX]) {
          expect(xs.every((x) => x !== undefined)).toBe(true);
          // Each category left of the one before it.
          xs.slice(1).forEach((x, k) => expect(x!).toBeLessThan(xs[k]!));
        }
        arabicCharts += 1;
      }
    });
    expect(arabicCharts).toBeGreaterThan(0);
  });
});

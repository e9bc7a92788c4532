/// <reference lib="dom" />
/**
 * What the founder sees is what every investor gets: every layout × 3 themes (the three font
 * families) drawn by the editor in Chromium, written to PDF and to PPTX, and each text block's box
 * compared with the layout engine's and across formats.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'esbuild';
import JSZip from 'jszip';
import {
  SLIDE,
  SLIDE_TYPES,
  inkBox,
  layoutDeck,
  placeLines,
  sampleSlides,
  textElements,
  verticalMetrics,
  type Box,
  type Deck,
  themeFonts,
  themeOf,
  teamCards,
  initials,
  type DeckTheme,
  type ThemeId,
  type SlidePage,
  type TextElement,
} from '@kuza/contracts';
import { chromiumExecutable } from '../../e2e/support/env';
import { deckToPdf } from '../src/modules/files/export/deck-to-pdf';
import { deckToPptx } from '../src/modules/files/export/deck-to-pptx';

/** Three themes whose heading and body fonts differ in build (geometric, editorial serif, grotesk). */
const THEMES: DeckTheme[] = [{ id: 'savanna' }, { id: 'sunrise' }, { id: 'midnight' }];
/** Allowed difference between two formats' boxes, as a share of the slide's width or height. */
const TOLERANCE = 0.02;
const ROOT = path.resolve(__dirname, '../..');
const slides = sampleSlides();
const deckOf = (theme: DeckTheme): Deck =>
  ({ id: 'd', name: 'Parity', theme, slides, version: 0, outline: [], inputs: {} }) as unknown as Deck;

interface Measured {
  role: string;
  box: Box;
}

const union = (boxes: Box[]): Box => {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.w));
  const bottom = Math.max(...boxes.map((b) => b.y + b.h));
  return { x, y, w: right - x, h: bottom - y };
};

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

function expectClose(actual: Box, expected: Box, what: string) {
  const off = {
    x: Math.abs(actual.x - expected.x) / SLIDE.w,
    y: Math.abs(actual.y - expected.y) / SLIDE.h,
    w: Math.abs(actual.w - expected.w) / SLIDE.w,
    h: Math.abs(actual.h - expected.h) / SLIDE.h,
  };
  const worst = Math.max(off.x, off.y, off.w, off.h);
  if (worst > TOLERANCE) {
    throw new Error(`${what}: off by ${(worst * 100).toFixed(1)} % (${JSON.stringify({ actual, expected })})`);
  }
}

/** The editor's boxes: the parity page bundled with esbuild, opened in Chromium, blocks read from the DOM. */
async function editorBoxes(browser: Browser, theme: DeckTheme): Promise<Measured[][]> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-parity-'));
  await build({
    entryPoints: [path.join(ROOT, 'mfe-decks/src/features/preview/parity/parity-page.tsx')],
    bundle: true,
    outdir: out,
    format: 'iife',
    platform: 'browser',
    jsx: 'automatic',
    // The theme fonts' @fontsource stylesheets become parity-page.css, their files sit beside it.
    loader: { '.woff': 'file', '.woff2': 'file' },
    assetNames: '[name]',
    publicPath: '/',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  const cases = slides.map((slide) => ({ slide, theme }));
  await page.route('http://parity.test/**', (route) => {
    const file = new URL(route.request().url()).pathname.slice(1);
    if (!file) {
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><body style="margin:0"><div id="root"></div><link rel="stylesheet" href="/parity-page.css"><script>window.PARITY_CASES=${JSON.stringify(cases)}</script><script src="/parity-page.js"></script></body>`,
      });
    }
    return route.fulfill({ path: path.join(out, file) });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('http://parity.test/');
  await page
    .waitForFunction((n) => document.querySelectorAll('[data-case]').length === n, cases.length, { timeout: 5000 })
    .catch(() => {
      throw new Error(`The parity page did not render: ${errors.join('; ')}`);
    });
  await page.evaluate(() => document.fonts.ready);
  // The editor draws with the theme's own font files, not a fallback.
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/["']/g, '')),
  );
  const { heading, body } = themeFonts(themeOf(theme));
  expect(loaded).toEqual(expect.arrayContaining([heading.family, body.family]));
  const measured = await page.evaluate(() =>
    [...document.querySelectorAll('[data-case]')].map((node) => {
      const frame = node.firstElementChild!.getBoundingClientRect();
      return [...node.querySelectorAll('[data-block]')].map((block) => {
        const rects = [...block.querySelectorAll('[data-line]')].map((line) => line.getBoundingClientRect());
        const x = Math.min(...rects.map((r) => r.left)) - frame.left;
        const y = Math.min(...rects.map((r) => r.top)) - frame.top;
        const right = Math.max(...rects.map((r) => r.right)) - frame.left;
        const bottom = Math.max(...rects.map((r) => r.bottom)) - frame.top;
        return {
          role: block.getAttribute('data-block')!,
          box: { x: x / 72, y: y / 72, w: (right - x) / 72, h: (bottom - y) / 72 },
        };
      });
    }),
  );
  await page.close();
  fs.rmSync(out, { recursive: true, force: true });
  return measured;
}

/** The PDF's boxes: `pdftotext -bbox` words, taken in drawing order for each block of each page. */
async function pdfBoxes(theme: DeckTheme, pages: SlidePage[]): Promise<Measured[][]> {
  const file = path.join(os.tmpdir(), `kuza-parity-${process.pid}-${theme.id}.pdf`);
  fs.writeFileSync(file, await deckToPdf(deckOf(theme)));
  const html = execFileSync('pdftotext', ['-bbox', '-raw', file, '-'], { encoding: 'utf8' });
  fs.rmSync(file, { force: true });
  const pdfPages = html
    .split('<page ')
    .slice(1)
    .map((chunk) =>
      [...chunk.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)]
        .map((m) => ({ x0: +m[1], y0: +m[2], x1: +m[3], y1: +m[4], text: m[5] }))
        .filter((w) => w.text !== '•'),
    );
  return pages.map((page, i) => {
    const words = [...pdfPages[i]];
    return blocksOf(page, theme.id).map((element) => {
      const expected = element.paragraphs
        .flatMap((p) => p.lines)
        .join(' ')
        .split(/\s+/)
        .filter(Boolean);
      // A team card's avatar without a photo shows the member's initials, drawn before the name.
      if (/^card-\d+-name$/.test(element.role) && words[0]?.text === initials(expected.join(' '))) words.shift();
      const taken = words.splice(0, expected.length);
      const decode = (t: string) =>
        t
          .replace(/&amp;/g, '&')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"');
      expect(taken.map((w) => decode(w.text))).toEqual(expected);
      const box = union(
        taken.map((w) => ({ x: w.x0 / 72, y: w.y0 / 72, w: (w.x1 - w.x0) / 72, h: (w.y1 - w.y0) / 72 })),
      );
      return { role: element.role, box };
    });
  });
}

describe('slide parity: editor, PDF and PPTX draw the layout engine’s boxes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumExecutable(), args: ['--no-sandbox', '--disable-gpu'] });
  });
  afterAll(() => browser?.close());

  it.each(THEMES.map((t) => [t.id, t] as const))(
    'every layout in %s: each text block within 2 % of the slide across editor, PDF and layout',
    async (_name, theme) => {
      const pages = layoutDeck(slides, theme.id);
      // Each sample has its own layout (none falls back to bullets), so every layout is compared.
      expect(pages.map((p) => p.layout)).toEqual([...SLIDE_TYPES]);
      const [editor, pdf] = await Promise.all([editorBoxes(browser, theme), pdfBoxes(theme, pages)]);
      pages.forEach((page, i) => {
        const blocks = blocksOf(page, theme.id);
        expect(editor[i].map((b) => b.role)).toEqual(blocks.map((b) => b.role));
        blocks.forEach((element, j) => {
          const what = `${page.layout} slide, ${element.role}`;
          expectClose(editor[i][j].box, lineBox(element), `${what}: editor vs layout`);
          expectClose(pdf[i][j].box, inkBox(element)!, `${what}: PDF vs layout`);
          expectClose(inkOfLines(editor[i][j].box, element), pdf[i][j].box, `${what}: editor vs PDF`);
        });
      });
    },
  );

  it.each(THEMES.map((t) => [t.id, t] as const))(
    'every layout in %s: each PPTX text box at the layout’s position and font size',
    async (_name, theme) => {
      const pages = layoutDeck(slides, theme.id);
      const zip = await JSZip.loadAsync(await deckToPptx(deckOf(theme)));
      const emu = (inches: number) => Math.round(inches * 914400);
      for (const [i, page] of pages.entries()) {
        const xml = await zip.file(`ppt/slides/slide${i + 1}.xml`)!.async('string');
        const boxes = xml
          .split('<p:sp>')
          .slice(1)
          .map((shape) => shape.slice(0, shape.indexOf('</p:sp>')))
          .filter((shape) => shape.includes('<a:t>'))
          .map((shape) => ({
            off: /<a:off x="(\d+)" y="(\d+)"\/><a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(shape)!.slice(1).map(Number),
            sizes: [...shape.matchAll(/<a:rPr[^>]* sz="(\d+)"/g)].map((m) => Number(m[1]) / 100),
          }));
        textElements(page).forEach((element, j) => {
          const { x, y, w, h } = element.box;
          expect(boxes[j].off).toEqual([emu(x), emu(y), emu(w), emu(h)]);
          expect(boxes[j].sizes).toEqual(element.paragraphs.map((p) => p.size));
        });
      }
    },
  );
});

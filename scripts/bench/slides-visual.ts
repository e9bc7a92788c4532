/**
 * The visual benchmark of the slides (issue 29): the sample deck (one slide of every kind, short
 * and long text) in every theme, drawn three ways — the editor's SlideView in Chromium, the PDF
 * export, and LibreOffice's rendering of the PPTX export — each page to PNG. Per theme it prints
 * the empty area of each slide, overlaps, the layouts used, the smallest text size and the pixel
 * difference between the renderings. Printed, never asserted.
 *
 * Run: npx tsx scripts/bench/slides-visual.ts [--themes=savanna,ink] [--language=ar] [--gallery] [--keep]
 *   --language=ar draws the sample slides in Arabic (arabic-slides.ts), right to left in every rendering
 *   --gallery writes docs/slides/<theme>-<layout>.png (small PNGs of a few slides, for docs/slides.md)
 *   --keep leaves every rendering in the temp folder it names
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import sharp from 'sharp';
import {
  SLIDE,
  THEMES,
  inkBox,
  layoutDeck,
  sampleSlides,
  tableLayout,
  teamCards,
  type Box,
  type Deck,
  type SlideElement,
  type SlidePage,
  type ThemeId,
} from '@kuza/contracts';
import { chromiumLaunchOptions } from '../../e2e/support/env';
import { localeDirection } from '@kuza/i18n';
import { arabicSampleSlides } from './arabic-slides';
import { boxesIntersect } from '../../packages/contracts/src/slides/theme-compositions';

const ROOT = path.resolve(__dirname, '../..');
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const flag = (name: string) => process.argv.includes(`--${name}`);

/** The rendering size: 640 × 360 px (48 px an inch), enough to see a misplaced word, cheap to compare. */
const DPI = 48;
const PX = { w: Math.round(SLIDE.w * DPI), h: Math.round(SLIDE.h * DPI) };
/** A pixel 'differs' when one channel is further apart than this (anti-aliasing and hinting stay under it). */
const DIFFERS = 48;
/** The slides the gallery keeps per theme. */
const GALLERY = ['title', 'section', 'kpi', 'chart'];

const language = arg('language') ?? 'en';
const slides = language === 'ar' ? arabicSampleSlides(0, false) : [...sampleSlides(0, false), ...sampleSlides(1, true)];
const themes = (arg('themes')?.split(',') ?? THEMES.map((t) => t.id)) as ThemeId[];
const deckOf = (theme: ThemeId): Deck =>
  ({
    id: 'bench',
    name: 'Visual bench',
    language,
    theme: { id: theme },
    slides,
    version: 0,
    outline: [],
    inputs: {},
  }) as unknown as Deck;

// The exporters live in the API; scripts/ compiles on its own, so they are loaded by path.
type Export = (deck: Deck) => Promise<Buffer>;
const exporter = async (file: string, name: string): Promise<Export> =>
  ((await import(path.join(ROOT, 'api/src/modules/files/export', file))) as Record<string, Export>)[name];

/** What a reader sees on a page, as boxes: text ink, visuals, icons (theme decoration and cards are not content). */
function contentBoxes(page: SlidePage): Box[] {
  return page.elements.flatMap((e): Box[] => {
    if (e.kind === 'text') return [inkBox(e)].filter((b): b is Box => !!b);
    if (e.kind === 'visual' || e.kind === 'icon') return [e.box];
    return [];
  });
}

/** Share of the slide no content covers, on a 0.05 in grid. */
function emptyShare(page: SlidePage): number {
  const step = 0.05;
  const [cols, rows] = [Math.ceil(SLIDE.w / step), Math.ceil(SLIDE.h / step)];
  const boxes = contentBoxes(page);
  let covered = 0;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const [x, y] = [(c + 0.5) * step, (r + 0.5) * step];
      if (boxes.some((b) => x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h)) covered++;
    }
  return 1 - covered / (cols * rows);
}

/** Pairs of content that share area, and content on a theme's decoration. */
function overlaps(page: SlidePage): number {
  const content = page.elements.filter((e) => e.kind !== 'shape');
  const decor = page.elements.filter((e) => e.kind === 'shape' && e.decor);
  let count = 0;
  content.forEach((a, i) =>
    content.slice(i + 1).forEach((b) => {
      if (boxesIntersect(a.box, b.box)) count++;
    }),
  );
  for (const d of decor) for (const e of content) if (boxesIntersect(d.box, e.box)) count++;
  return count;
}

/** The smallest size any text on the page is drawn at: blocks, table cells, team cards. */
function smallestText(page: SlidePage, theme: ThemeId): number {
  const sizes = (e: SlideElement): number[] => {
    if (e.kind === 'text') return e.paragraphs.filter((p) => p.text.trim()).map((p) => p.size);
    if (e.kind === 'visual' && e.visual.kind === 'table')
      return tableLayout(e.visual.rows, e.visual.hiddenRows, e.box, theme).cells.flat().flatMap(sizes);
    if (e.kind === 'visual' && e.visual.kind === 'team')
      return teamCards(e.visual.members, e.box, theme).texts.flat().flatMap(sizes);
    return [];
  };
  return Math.min(...page.elements.flatMap(sizes));
}

/** A PDF's pages as PNGs of PX size, in order. */
function pdfToPngs(pdf: string, prefix: string): string[] {
  execFileSync('pdftoppm', ['-png', '-scale-to-x', String(PX.w), '-scale-to-y', String(PX.h), pdf, prefix]);
  const dir = path.dirname(prefix);
  const base = path.basename(prefix);
  return fs
    .readdirSync(dir)
    .filter((f) => f.startsWith(`${base}-`) && f.endsWith('.png'))
    .sort((a, b) => Number(/-(\d+)\.png$/.exec(a)![1]) - Number(/-(\d+)\.png$/.exec(b)![1]))
    .map((f) => path.join(dir, f));
}

/** Share of pixels that differ between two renderings of a page, and their mean difference (0–255). */
async function pixelDiff(a: string, b: string): Promise<{ differs: number; mean: number }> {
  const raw = (file: string) => sharp(file).resize(PX.w, PX.h, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  let differs = 0;
  let sum = 0;
  for (let i = 0; i < x.length; i += 3) {
    const d = Math.max(Math.abs(x[i] - y[i]), Math.abs(x[i + 1] - y[i + 1]), Math.abs(x[i + 2] - y[i + 2]));
    if (d > DIFFERS) differs++;
    sum += d;
  }
  const n = x.length / 3;
  return { differs: differs / n, mean: sum / n };
}

/** The editor's drawing of every page: SlideView bundled with esbuild, opened in Chromium, each slide a screenshot. */
async function editorPngs(theme: ThemeId, pages: SlidePage[], dir: string): Promise<string[] | null> {
  const out = path.join(dir, 'editor-bundle');
  await build({
    stdin: {
      contents: `
        import { createRoot } from 'react-dom/client';
        import { SlideView } from './slide-view';
        const { pages, theme, language } = window.BENCH;
        createRoot(document.getElementById('root')).render(
          pages.map((page, i) => <div key={i} data-case={i} style={{ width: 960 }}>
            <SlideView slide={page.slide} page={page} theme={theme} language={language} headingLevel={2} /></div>));`,
      resolveDir: path.join(ROOT, 'mfe-decks/src/features/preview'),
      sourcefile: 'bench-entry.tsx',
      loader: 'tsx',
    },
    bundle: true,
    outfile: path.join(out, 'bench.js'),
    format: 'iife',
    platform: 'browser',
    jsx: 'automatic',
    loader: { '.woff': 'file', '.woff2': 'file' },
    assetNames: '[name]',
    publicPath: '/',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 960, height: 600 }, deviceScaleFactor: PX.w / 960 });
    await page.route('http://bench.test/**', (route) => {
      const file = new URL(route.request().url()).pathname.slice(1);
      if (!file)
        return route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><meta charset="utf-8"><body style="margin:0"><div id="root"></div><link rel="stylesheet" href="/bench.css"><script>window.BENCH=${JSON.stringify({ pages, theme: { id: theme }, language })}</script><script src="/bench.js"></script></body>`,
        });
      return route.fulfill({ path: path.join(out, file) });
    });
    await page.goto('http://bench.test/');
    await page.waitForFunction((n) => document.querySelectorAll('[data-case]').length === n, pages.length);
    await page.evaluate(() => document.fonts.ready);
    const files: string[] = [];
    for (let i = 0; i < pages.length; i++) {
      const file = path.join(dir, `editor-${String(i + 1).padStart(2, '0')}.png`);
      await page.locator(`[data-case="${i}"] > *`).first().screenshot({ path: file });
      files.push(file);
    }
    return files;
  } catch (error) {
    console.log(`  editor: not drawn (${(error as Error).message.split('\n')[0]})`);
    return null;
  } finally {
    await browser.close();
  }
}

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);

async function main() {
  const [deckToPdf, deckToPptx] = await Promise.all([
    exporter('deck-to-pdf', 'deckToPdf'),
    exporter('deck-to-pptx', 'deckToPptx'),
  ]);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-slides-visual-'));
  const gallery = path.join(ROOT, 'docs/slides');
  if (flag('gallery')) fs.mkdirSync(gallery, { recursive: true });
  console.log(
    `\nSlides, visual bench: ${slides.length} sample slides (every kind${language === 'ar' ? ', in Arabic' : ', short and long text'}) in ${themes.length} themes, ${PX.w} × ${PX.h} px`,
  );
  const summary: string[] = [];
  for (const theme of themes) {
    const dir = path.join(work, theme);
    fs.mkdirSync(dir);
    const deck = deckOf(theme);
    const pages = layoutDeck(slides, theme, localeDirection(language));
    const pdfFile = path.join(dir, 'deck.pdf');
    const pptxFile = path.join(dir, 'deck.pptx');
    fs.writeFileSync(pdfFile, await deckToPdf(deck));
    fs.writeFileSync(pptxFile, await deckToPptx(deck));
    const pdfPngs = pdfToPngs(pdfFile, path.join(dir, 'pdf'));
    // LibreOffice draws the PPTX as it would show it, then the same rasteriser as the PDF.
    const office = path.join(dir, 'office');
    fs.mkdirSync(office);
    execFileSync('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', office, pptxFile], {
      stdio: 'ignore',
      env: { ...process.env, HOME: work },
    });
    const officePngs = pdfToPngs(path.join(office, 'deck.pdf'), path.join(dir, 'pptx'));
    const editor = await editorPngs(theme, pages, dir);

    const empty = pages.map(emptyShare);
    const overlapCount = pages.reduce((n, p) => n + overlaps(p), 0);
    const layouts = [...new Set(pages.map((p) => p.layout))];
    const floor = Math.min(...pages.map((p) => smallestText(p, theme)));
    const diffs = async (a: string[] | null, b: string[]) =>
      a && a.length === b.length ? Promise.all(a.map((file, i) => pixelDiff(file, b[i]))) : null;
    const [pdfVsPptx, editorVsPdf] = await Promise.all([diffs(pdfPngs, officePngs), diffs(editor, pdfPngs)]);
    const said = (d: Awaited<ReturnType<typeof diffs>>) =>
      d
        ? `${pct(mean(d.map((x) => x.differs)))} of pixels (worst page ${pct(Math.max(...d.map((x) => x.differs)))})`
        : 'page counts differ';

    console.log(`\n${theme}: ${pages.length} pages`);
    console.log(
      `  empty area per slide: ${empty.map((e) => Math.round(e * 100)).join(' ')} % (mean ${pct(mean(empty))})`,
    );
    console.log(`  overlaps: ${overlapCount}`);
    console.log(`  layouts used (${layouts.length}): ${layouts.join(', ')}`);
    console.log(`  smallest text: ${floor} pt`);
    console.log(`  PDF vs LibreOffice's PPTX: ${said(pdfVsPptx)}`);
    console.log(`  editor vs PDF: ${editor ? said(editorVsPdf) : 'no editor rendering'}`);
    summary.push(
      `| ${theme} | ${pct(mean(empty))} | ${overlapCount} | ${layouts.length} | ${floor} pt | ${pdfVsPptx ? pct(mean(pdfVsPptx.map((x) => x.differs))) : '–'} | ${editorVsPdf ? pct(mean(editorVsPdf.map((x) => x.differs))) : '–'} |`,
    );
    if (flag('gallery'))
      for (const layout of GALLERY) {
        const i = pages.findIndex((p) => p.layout === layout && p.part === 0);
        if (i < 0) continue;
        await sharp(pdfPngs[i])
          .resize(400)
          .png({ palette: true, colours: 64, compressionLevel: 9 })
          .toFile(path.join(gallery, `${theme}-${layout}.png`));
      }
  }
  console.log('\n| theme | empty (mean) | overlaps | layouts | smallest text | PDF vs PPTX | editor vs PDF |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of summary) console.log(row);
  if (flag('keep')) console.log(`\nRenderings kept in ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});

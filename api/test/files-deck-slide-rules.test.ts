import JSZip from 'jszip';
import zlib from 'node:zlib';
import {
  THEMES,
  FOOTER,
  SLIDE,
  TEXT_FLOOR,
  TITLE_SLIDE,
  fitSlide,
  slidePalette,
  tableLayout,
  type Deck,
  type Slide,
} from '@kuza/contracts';
import { createAiProvider } from '../src/modules/ai/create-provider';
import { deckToPdf } from '../src/modules/files/export/deck-to-pdf';
import { deckToPptx } from '../src/modules/files/export/deck-to-pptx';
import { extractPdfPages } from '../src/modules/files/import/pdf-text';
import { briefFor } from './helpers/ai-brief';
import { sampleDeck } from './fixtures/files/sample-documents';

const chartSlide: Slide = {
  id: 'chart',
  type: 'chart',
  title: 'Revenue mix',
  content: '',
  bullets: [],
  notes: '',
  chart: {
    kind: 'bar',
    labels: ['2024', '2025'],
    series: Array.from({ length: 6 }, (_, i) => ({ name: `Line ${i + 1}`, values: [10 + i, 20 + i] })),
  },
};

const deckIn = (id: Deck['theme']['id'], slides: Slide[]): Deck => ({
  ...sampleDeck(),
  theme: { id },
  slides,
});

/** The fill colours a PDF's pages paint with (`r g b scn` after `/DeviceRGB cs`), as hex. */
function pdfFills(pdf: Buffer): Set<string> {
  const text = pdf.toString('latin1');
  const fills = new Set<string>();
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = text.indexOf('endstream', start);
    let content: string;
    try {
      content = zlib
        .inflateSync(pdf.subarray(start, end), { finishFlush: zlib.constants.Z_SYNC_FLUSH })
        .toString('latin1');
    } catch {
      continue;
    }
    for (const [, r, g, b] of content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) scn/g)) {
      const hex = [r, g, b]
        .map((v) =>
          Math.round(Number(v) * 255)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('');
      fills.add(hex.toUpperCase());
    }
  }
  return fills;
}

describe('chart colours', () => {
  it.each(THEMES.map((theme) => theme.id))(
    'writes the %s palette the preview draws with into the PPTX chart and the PDF',
    async (name) => {
      const { chart } = slidePalette(name);
      const deck = deckIn(name, [chartSlide]);
      const zip = await JSZip.loadAsync(await deckToPptx(deck));
      const xml = await zip.file(/^ppt\/charts\/chart\d+\.xml$/)[0].async('string');
      const series = [...xml.matchAll(/<c:ser>[\s\S]*?<c:spPr>\s*<a:solidFill>\s*<a:srgbClr val="([0-9A-F]{6})"/g)];
      expect(series.map((m) => m[1])).toEqual([...chart]);
      const fills = pdfFills(await deckToPdf(deck));
      for (const colour of chart) expect(fills).toContain(colour);
    },
  );
});

describe('the title slide', () => {
  it('is left-aligned beside an accent bar in the PPTX, at the boxes the preview uses', async () => {
    const title: Slide = { id: 't', type: 'title', title: 'SokoFresh', content: 'Cold rooms', bullets: [], notes: '' };
    const [page] = fitSlide(title);
    expect(page.titleBox).toMatchObject(TITLE_SLIDE.title);
    const zip = await JSZip.loadAsync(await deckToPptx(deckIn('savanna', [title])));
    const xml = await zip.file('ppt/slides/slide1.xml')!.async('string');
    const emu = (inches: number) => String(Math.round(inches * 914400));
    expect(xml).toContain(`<a:off x="0" y="0"/><a:ext cx="${emu(TITLE_SLIDE.bar.w)}"`);
    const titleShape = xml.split('<p:sp>').find((shape) => shape.includes('<a:t>SokoFresh</a:t>'))!;
    expect(titleShape).toContain(`<a:off x="${emu(TITLE_SLIDE.title.x)}" y="${emu(TITLE_SLIDE.title.y)}"/>`);
    expect(titleShape).not.toContain('algn="ctr"');
  });
});

describe('the Competition table after an AI Helper edit', () => {
  let rewritten: Slide;
  beforeAll(async () => {
    const ai = createAiProvider({ provider: 'builtin', referenceYear: 2026 });
    const brief = briefFor();
    // A founder's own comparison table: the generator writes tables only from facts it has.
    const competition: Slide = {
      id: 'slide-08-competition',
      type: 'table',
      title: 'Competition',
      content: 'SokoFresh competes with informal middlemen, large aggregators and cooperatives.',
      bullets: ['Only SokoFresh puts cold storage at the farm gate'],
      notes: '',
      table: {
        rows: [
          ['Alternative', 'Reaches smallholders', 'Fair, transparent price', 'Cuts post-harvest loss'],
          ['Informal middlemen and brokers', 'Yes', 'No', 'No'],
          ['Large produce aggregators', 'Partial', 'Partial', 'Partial'],
          ['Cooperatives and extension services', 'Yes', 'Partial', 'No'],
          ['SokoFresh', 'Yes', 'Yes', 'Yes'],
        ],
      },
    };
    const result = await ai.rewriteSlide(brief, competition, 'Add more detail');
    if (!result.applied) throw new Error(JSON.stringify(result.message));
    rewritten = result.slide;
  });

  it('keeps every row, our own last, inside the slide, the longer lead above it at 14 pt or more', () => {
    const rows = rewritten.table!.rows;
    expect(rows.at(-1)![0]).toBe('SokoFresh');
    const pages = fitSlide(rewritten);
    expect(pages).toHaveLength(1);
    const [page] = pages;
    const box = page.visualBox!;
    expect(page.visual?.kind).toBe('table');
    expect(tableLayout(rows, 0, box, 'savanna')).toMatchObject({ rows, hidden: 0 });
    expect(box.y + box.h).toBeLessThanOrEqual(FOOTER.y);
    expect(box.x + box.w).toBeLessThanOrEqual(SLIDE.w);
    // The lead stays above the table instead of pushing it off the slide.
    expect(page.textBox!.y + page.textBox!.h).toBeLessThanOrEqual(box.y);
    expect(Math.min(page.sizes.lead, page.sizes.bullet)).toBeGreaterThanOrEqual(TEXT_FLOOR.body);
    expect(page.blocks.filter((b) => b.kind === 'bullet').map((b) => b.text)).toEqual(rewritten.bullets);
  });

  it('shows the last row in the PDF and the PPTX', async () => {
    const deck = deckIn('savanna', [rewritten]);
    const pages = await extractPdfPages(await deckToPdf(deck), 10);
    expect(pages[0].join(' ')).toContain('SokoFresh');
    expect(pages[0].join(' ')).not.toMatch(/more rows?/);
    const zip = await JSZip.loadAsync(await deckToPptx(deck));
    const slide = await zip.file('ppt/slides/slide1.xml')!.async('string');
    expect((slide.match(/<a:tr /g) ?? []).length).toBe(rewritten.table!.rows.length);
    expect(slide).toContain('<a:t>SokoFresh</a:t>');
  });
});

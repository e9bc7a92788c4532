import JSZip from 'jszip';
import type { Deck } from '@kuza/contracts';
import { deckToPdf } from '../src/modules/files/export/deck-to-pdf';
import { deckToPptx } from '../src/modules/files/export/deck-to-pptx';
import { extractDeckText } from '../src/modules/files/import/extract-deck-text';
import { extractPdfPages } from '../src/modules/files/import/pdf-text';
import { SAMPLE_DECK_TITLES, makePng, sampleDeck } from './fixtures/files/sample-documents';

const ACCENTED = ['Société Générale', 'Côte d’Ivoire', 'Chinedu', 'façade', 'Aïcha Koné'];
const CURRENCIES = ['₦ 25,000', '₵ 300', 'KSh 6/kg', 'R 450'];
const numbered = (paths: string[]) =>
  paths.sort((a, b) => Number(/(\d+)\.xml$/.exec(a)?.[1]) - Number(/(\d+)\.xml$/.exec(b)?.[1]));

async function unzip(buf: Buffer) {
  const zip = await JSZip.loadAsync(buf);
  const read = (p: string) => zip.file(p)?.async('string') ?? Promise.resolve('');
  const list = (re: RegExp) => numbered(Object.keys(zip.files).filter((p) => re.test(p)));
  return { zip, read, list };
}

describe('deckToPptx', () => {
  let pptx: Buffer;
  let resolved: string[];
  beforeAll(async () => {
    resolved = [];
    pptx = await deckToPptx(sampleDeck(), {
      resolveImage: async (src) => {
        resolved.push(src);
        return src.endsWith('aicha.jpg') ? makePng(40, 40, [194, 65, 12]) : null;
      },
    });
  });

  it('says in its description which fonts to install and where, and lets text shrink when they are missing', async () => {
    const { read, list } = await unzip(pptx);
    const core = await read('docProps/core.xml');
    const description = /<dc:description>(.*?)<\/dc:description>/s.exec(core)?.[1] ?? '';
    expect(description).toContain('Montserrat (headings, https://fonts.google.com/specimen/Montserrat)');
    expect(description).toContain('Inter (text, https://fonts.google.com/specimen/Inter)');
    // Text boxes shrink on overflow: with the fonts installed nothing overflows, with a substitute text stays in.
    const first = await read(list(/^ppt\/slides\/slide\d+\.xml$/)[1]);
    expect(first).toContain('<a:normAutofit');
  });

  it('writes one slide per deck slide with every title as editable text', async () => {
    const { read, list } = await unzip(pptx);
    const slides = list(/^ppt\/slides\/slide\d+\.xml$/);
    expect(slides).toHaveLength(12);
    const xml = await Promise.all(slides.map(read));
    SAMPLE_DECK_TITLES.forEach((title, i) => expect(xml[i]).toContain(`<a:t>${title}</a:t>`));
    // No slide is a single picture: text runs everywhere, pictures only where the deck has them.
    expect(xml.every((x) => x.includes('<a:t>'))).toBe(true);
  });

  it('has native charts with their data, a real table and team cards', async () => {
    const { read, list } = await unzip(pptx);
    const charts = list(/^ppt\/charts\/chart\d+\.xml$/);
    expect(charts).toHaveLength(4);
    const chartXml = (await Promise.all(charts.map(read))).join('');
    expect(chartXml).toContain('<c:barChart>');
    expect(chartXml).toContain('<c:lineChart>');
    expect(chartXml).toContain('<c:pieChart>');
    expect(chartXml).toContain('<c:v>Cold rooms</c:v>');
    expect(list(/^ppt\/embeddings\/.*\.xlsx$/)).toHaveLength(4);
    const tableSlide = await read('ppt/slides/slide7.xml');
    expect(tableSlide).toContain('<a:tbl>');
    expect(tableSlide).toContain('<a:t>Informal brokers</a:t>');
    const team = await read('ppt/slides/slide8.xml');
    for (const text of ['Chinedu Okafor', 'Aïcha Koné', 'CTO', 'TN']) expect(team).toContain(`<a:t>${text}</a:t>`);
  });

  it('keeps speaker notes in the notes pages', async () => {
    const { read, list } = await unzip(pptx);
    const notes = await Promise.all(list(/^ppt\/notesSlides\/notesSlide\d+\.xml$/).map(read));
    expect(notes).toHaveLength(12);
    expect(notes[3]).toContain('Notes for slide 4: keep it under a minute.');
    const { slides } = await extractDeckText(pptx, 'pptx');
    expect(slides.map((s) => s.title)).toEqual(SAMPLE_DECK_TITLES);
    expect(slides[11].notes).toBe('Notes for slide 12: keep it under a minute.');
  });

  it('embeds data: pictures and resolved ones, and puts a captioned box where a picture is missing', async () => {
    expect(resolved.sort()).toEqual(['https://example.com/aicha.jpg', 'https://example.com/missing-logo.png']);
    const { read, list } = await unzip(pptx);
    expect(list(/^ppt\/media\//).length).toBeGreaterThanOrEqual(3);
    expect(await read('ppt/slides/slide10.xml')).toContain('<a:t>Image: Partner logos</a:t>');
    expect(await read('ppt/slides/slide3.xml')).toContain('<a:t>Our first cold room in Kiambu</a:t>');
  });

  it('applies the theme: its colours, its heading and body fonts by name and slide numbers', async () => {
    const deck: Deck = { ...sampleDeck(), theme: { id: 'midnight' } };
    const { read } = await unzip(await deckToPptx(deck));
    const slide = await read('ppt/slides/slide2.xml');
    expect(slide).toContain('<a:srgbClr val="0F172A"/>');
    expect(slide).toContain('typeface="Space Grotesk"');
    expect(slide).toContain('typeface="Inter"');
    expect(slide).toContain('type="slidenum"');
  });
});

describe('deckToPdf', () => {
  let pdf: Buffer;
  let pages: string[][];
  beforeAll(async () => {
    pdf = await deckToPdf(sampleDeck());
    pages = await extractPdfPages(pdf, 100);
  });

  it('draws one page per slide, each starting with its selectable title', () => {
    expect(pages).toHaveLength(12);
    SAMPLE_DECK_TITLES.forEach((title, i) => expect(pages[i][0]).toBe(title));
  });

  it('renders accents and African currency symbols as text', () => {
    const text = pages.flat().join('\n');
    for (const word of [...ACCENTED, ...CURRENCIES]) expect(text).toContain(word);
    expect(pdf.includes('Inter-Regular')).toBe(true);
  });

  it('labels charts, tables and team cards with their values and names', () => {
    expect(pages[3].join(' ')).toEqual(expect.stringContaining('9B USD'));
    expect(pages[4].join(' ')).toEqual(expect.stringContaining('28.3 KSh'));
    expect(pages[5].join(' ')).toEqual(expect.stringContaining('Cold rooms — 45%'));
    expect(pages[6].join(' ')).toEqual(expect.stringContaining('Informal brokers'));
    expect(pages[7].join(' ')).toEqual(expect.stringContaining('CTO'));
    expect(pages[9].join(' ')).toEqual(expect.stringContaining('Image: Partner logos'));
    expect(pages[10].join(' ')).toEqual(expect.stringContaining('$4.2M'));
  });

  it('stays under 1 MB for twelve slides with charts and pictures', () => {
    expect(pdf.length).toBeLessThan(1024 * 1024);
  });

  it('adds a notes page after each slide when asked', async () => {
    const withNotes = await extractPdfPages(await deckToPdf(sampleDeck(), { notesPages: true }), 100);
    expect(withNotes).toHaveLength(24);
    expect(withNotes[1].join(' ')).toContain('Slide 1 · SokoFresh');
    expect(withNotes[1].join(' ')).toContain('Notes for slide 1: keep it under a minute.');
  });

  it('draws a deck naming an unknown theme in the first theme and copes with empty or broken slides', async () => {
    const deck = sampleDeck();
    deck.theme = { id: 'no such theme' as Deck['theme']['id'] };
    deck.slides = [
      { ...deck.slides[3], chart: { kind: 'bar', labels: [], series: [] } },
      { ...deck.slides[6], table: { rows: [['Only', 'a'], ['ragged'], []] } },
      { id: 'x', type: 'team', title: 'Nobody yet', content: '', bullets: [], team: [], notes: '' },
    ];
    const out = await deckToPdf(deck);
    expect(out.includes('Montserrat-Bold')).toBe(true);
    expect((await extractPdfPages(out, 100)).map((p) => p[0])).toEqual(['Market Size', 'Competition', 'Nobody yet']);
    const empty = await deckToPptx({ ...deck, slides: [] });
    expect((await JSZip.loadAsync(empty)).file('ppt/presentation.xml')).toBeTruthy();
  });

  it('continues crowded tables and team slides on (cont.) pages, every row and every person shown whole', async () => {
    const deck = sampleDeck();
    const long = 'A very long sentence about cold chains in Côte d’Ivoire and Kenya that keeps going. '.repeat(2);
    deck.slides = [
      { ...deck.slides[6], table: { rows: Array.from({ length: 25 }, (_, r) => [`Row ${r}`, long, 'KSh 9/kg']) } },
      {
        ...deck.slides[7],
        team: Array.from({ length: 10 }, (_, i) => ({ name: `Member ${i} Okafor`, role: 'Engineer', bio: long })),
      },
    ];
    const pdfPages = await extractPdfPages(await deckToPdf(deck), 100);
    const text = pdfPages.map((p) => p.join(' ')).join(' ');
    expect(pdfPages.length).toBeGreaterThan(2);
    expect(pdfPages.slice(1).some((p) => p[0].endsWith('(cont.)'))).toBe(true);
    for (let r = 1; r < 25; r += 1) expect(text).toContain(`Row ${r}`);
    for (let i = 0; i < 10; i += 1) expect(text).toContain(`Member ${i} Okafor`);
    expect(text).not.toMatch(/more rows?|…/);
    const { list } = await unzip(await deckToPptx(deck));
    expect(list(/^ppt\/slides\/slide\d+\.xml$/)).toHaveLength(pdfPages.length);
  });
});

import JSZip from 'jszip';
import { TEXT_FLOOR, layoutDeck, textElements, type Deck, type Slide } from '@kuza/contracts';
import { deckToPdf } from '../src/modules/files/export/deck-to-pdf';
import { deckToPptx } from '../src/modules/files/export/deck-to-pptx';
import { extractPdfPages } from '../src/modules/files/import/pdf-text';
import { sampleDeck } from './fixtures/files/sample-documents';

const SENTENCE =
  'cold rooms beside the market keep tomatoes, kale and mangoes fresh for three weeks while farmers wait for a fair price';
/** Fourteen long bullets, each with a word of its own, so a missing one is named. */
const BULLETS = Array.from({ length: 14 }, (_, i) => `Point${i + 1}: ${SENTENCE}, paid per crate through M-Pesa.`);
const LEAD = 'Farmers lose a third of their harvest before it reaches a buyer, and the rest sells at the worst price.';

function crowdedDeck(): Deck {
  const base = sampleDeck();
  const crowded: Slide = {
    id: 'crowded',
    type: 'content',
    title: 'Why farmers switch',
    content: LEAD,
    bullets: BULLETS,
    notes: 'Say it slowly.',
  };
  return { ...base, slides: [base.slides[0], crowded, base.slides[2]] };
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

async function pptxSlides(buf: Buffer): Promise<string[]> {
  const zip = await JSZip.loadAsync(buf);
  const paths = Object.keys(zip.files)
    .filter((p) => /^ppt\/slides\/slide\d+\.xml$/.test(p))
    .sort((a, b) => Number(/(\d+)\.xml$/.exec(a)?.[1]) - Number(/(\d+)\.xml$/.exec(b)?.[1]));
  return Promise.all(paths.map((p) => zip.file(p)!.async('string')));
}

/** Every text run of a slide's XML with its size in points (runs without one are the footer's number). */
function runs(xml: string): Array<{ text: string; size: number }> {
  return [...xml.matchAll(/<a:rPr[^>]*?sz="(\d+)"[^>]*>[\s\S]*?<a:t>([^<]*)<\/a:t>/g)].map((m) => ({
    size: Number(m[1]) / 100,
    text: m[2],
  }));
}

describe('crowded slides in the exports', () => {
  const deck = crowdedDeck();
  const plan = layoutDeck(deck.slides);
  let pdfPages: string[][];
  let pptx: string[];
  beforeAll(async () => {
    [pdfPages, pptx] = await Promise.all([
      deckToPdf(deck).then((pdf) => extractPdfPages(pdf, 100)),
      deckToPptx(deck).then(pptxSlides),
    ]);
  });

  it('continues a slide whose text does not fit at the floor on "(cont.)" slides, the same split in the PDF and the PPTX', () => {
    const titles = plan.map((page) => page.title);
    expect(titles.slice(0, 3)).toEqual(['SokoFresh', 'Why farmers switch', 'Why farmers switch (cont.)']);
    expect(pdfPages.map((lines) => lines[0])).toEqual(titles);
    expect(pptx).toHaveLength(titles.length);
    pptx.forEach((xml, i) => expect(xml).toContain(`<a:t>${titles[i]}</a:t>`));
  });

  it('puts every word of every bullet in the PDF text, in order', () => {
    const pdfWords = words(pdfPages.flat().join(' '));
    for (const text of [LEAD, ...BULLETS]) {
      const at = pdfWords.indexOf(words(text)[0]);
      expect(at).toBeGreaterThanOrEqual(0);
      expect(pdfWords.slice(at, at + words(text).length)).toEqual(words(text));
    }
  });

  it('puts every word of every bullet in the PPTX slides, with no body text below 14 pt, never stored shrunk', () => {
    const body = pptx.slice(1, -1).flatMap(runs);
    const bodyText = words(body.map((r) => r.text).join(' '));
    for (const text of [LEAD, ...BULLETS]) {
      const at = bodyText.indexOf(words(text)[0]);
      expect(bodyText.slice(at, at + words(text).length)).toEqual(words(text));
    }
    const slideText = body.filter((r) => r.text !== deck.name);
    expect(Math.min(...slideText.map((r) => r.size))).toBeGreaterThanOrEqual(TEXT_FLOOR.body);
    // Shrink-on-overflow is only the margin for a substitute font: the file stores no smaller scale.
    expect(pptx.join('')).not.toMatch(/fontScale=|lnSpcReduction=/);
  });

  it('keeps titles at 24 pt or more in both formats', () => {
    const titles = pptx.flatMap((xml, i) => runs(xml).filter((r) => r.text === plan[i].title));
    expect(titles).toHaveLength(plan.length);
    expect(Math.min(...titles.map((r) => r.size))).toBeGreaterThanOrEqual(TEXT_FLOOR.title);
    const sizes = plan.flatMap((page) => textElements(page).filter((e) => e.role === 'title'));
    expect(Math.min(...sizes.map((title) => title.paragraphs[0].size))).toBeGreaterThanOrEqual(TEXT_FLOOR.title);
  });
});

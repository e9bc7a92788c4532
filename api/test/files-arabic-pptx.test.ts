import JSZip from 'jszip';
import type { Deck } from '@kuza/contracts';
import { deckToPptx } from '../src/modules/files/export/deck-to-pptx';
import { arabicDeck, MIXED_LINE } from './fixtures/files/arabic-documents';
import { sampleDeck } from './fixtures/files/sample-documents';

/** Each text paragraph of every slide and its notes: its paragraph properties, its runs' properties and its words. */
async function slideParagraphs(pptx: Buffer) {
  const zip = await JSZip.loadAsync(pptx);
  const paragraphs: Array<{ pPr: string; rPrs: string[]; text: string }> = [];
  for (const file of zip.file(/^ppt\/(slides\/slide|notesSlides\/notesSlide)\d+\.xml$/)) {
    const xml = await file.async('string');
    for (const [p] of xml.matchAll(/<a:p>.*?<\/a:p>/gs)) {
      const text = [...p.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]).join('');
      if (!text.trim()) continue;
      paragraphs.push({
        pPr: /<a:pPr\b[^>]*>/.exec(p)?.[0] ?? '',
        rPrs: [...p.matchAll(/<a:rPr\b[^>]*\/>|<a:rPr\b[^>]*[^/]>.*?<\/a:rPr>/gs)].map((m) => m[0]),
        text,
      });
    }
  }
  return paragraphs;
}

/** The Arabic deck with a chart of three years, its labels and series named in Arabic. */
function arabicChartDeck(): Deck {
  const deck = arabicDeck();
  const chart: Deck['slides'][number] = {
    ...deck.slides[1],
    id: 'revenue',
    type: 'chart',
    title: 'الإيرادات',
    content: 'تتضاعف الإيرادات كل عام',
    bullets: [],
    chart: {
      kind: 'bar',
      labels: ['٢٠٢٤', '٢٠٢٥', '٢٠٢٦'],
      series: [
        { name: 'الإيرادات', values: [12, 36, 90] },
        { name: 'التكاليف', values: [20, 30, 40] },
      ],
      unit: 'USD',
    },
  };
  return { ...deck, slides: [...deck.slides, chart] };
}

/** The XML of every chart in a PowerPoint file. */
async function chartXml(pptx: Buffer): Promise<string[]> {
  const zip = await JSZip.loadAsync(pptx);
  return Promise.all(zip.file(/^ppt\/charts\/chart\d+\.xml$/).map((file) => file.async('string')));
}

describe('an Arabic deck in PowerPoint', () => {
  it('marks every paragraph right to left, right-aligned, its runs Arabic in the Arabic font', async () => {
    const paragraphs = await slideParagraphs(await deckToPptx(arabicDeck()));
    expect(paragraphs.map((p) => p.text)).toContain(MIXED_LINE);
    expect(paragraphs.map((p) => p.text)).toContain(arabicDeck().slides[1].notes);
    for (const { pPr, rPrs, text } of paragraphs) {
      expect({ text, pPr }).toEqual({ text, pPr: expect.stringContaining('rtl="1"') });
      // Start-aligned text runs from the right; centred text stays centred; the page number, at the page's end, is
      // flush left.
      const aligned = /^\d+ \/ \d+$/.test(text) ? /algn="l"/ : /algn="(r|ctr)"/;
      expect({ text, pPr }).toEqual({ text, pPr: expect.stringMatching(aligned) });
      for (const rPr of rPrs) {
        expect({ text, rPr }).toEqual({ text, rPr: expect.stringContaining('lang="ar-SA"') });
        expect({ text, rPr }).toEqual({ text, rPr: expect.stringContaining('<a:cs typeface="IBM Plex Sans Arabic"') });
      }
    }
  });

  it('runs its charts from the right, their words right to left, Arabic, in the Arabic font', async () => {
    const [xml] = await chartXml(await deckToPptx(arabicChartDeck()));
    expect(xml).toBeDefined();
    // The category axis reversed: the first year rightmost, the value axis at the right; the sheet in reading order.
    expect(/<c:catAx>.*?<c:orientation val="(\w+)"\/>/s.exec(xml!)?.[1]).toBe('maxMin');
    expect(xml).toContain('<c:v>٢٠٢٤</c:v>');
    expect(xml!.indexOf('<c:v>٢٠٢٤</c:v>')).toBeLessThan(xml!.indexOf('<c:v>٢٠٢٦</c:v>'));
    expect(xml).toContain('<c:lang val="ar-SA"/>');
    const paragraphs = [...xml!.matchAll(/<a:p>.*?<\/a:p>/gs)].map((m) => m[0]);
    expect(paragraphs.length).toBeGreaterThan(3);
    for (const p of paragraphs) {
      expect(p).toMatch(/^<a:p>\s*<a:pPr rtl="1"/);
      expect(p.match(/<a:pPr\b/g)).toHaveLength(1);
      for (const [run] of p.matchAll(/<a:(defRPr|rPr)\b[^>]*\/>|<a:(defRPr|rPr)\b[^>]*[^/]>.*?<\/a:\2>/gs)) {
        expect(run).toContain('lang="ar-SA"');
        expect(run).toContain('<a:cs typeface="IBM Plex Sans Arabic"/>');
      }
    }
  });

  it('leaves a deck in a left-to-right language as it was', async () => {
    const paragraphs = await slideParagraphs(await deckToPptx(sampleDeck()));
    expect(paragraphs.length).toBeGreaterThan(10);
    for (const { pPr, rPrs } of paragraphs) {
      expect(pPr).not.toContain('rtl="1"');
      for (const rPr of rPrs) expect(rPr).not.toContain('IBM Plex Sans Arabic');
    }
    for (const xml of await chartXml(await deckToPptx(sampleDeck()))) {
      expect(xml).not.toContain('rtl="1"');
      expect(xml).not.toContain('maxMin');
    }
  });
});

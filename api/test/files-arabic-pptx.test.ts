import JSZip from 'jszip';
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

describe('an Arabic deck in PowerPoint', () => {
  it('marks every paragraph right to left, right-aligned, its runs Arabic in the Arabic font', async () => {
    const paragraphs = await slideParagraphs(await deckToPptx(arabicDeck()));
    expect(paragraphs.map((p) => p.text)).toContain(MIXED_LINE);
    expect(paragraphs.map((p) => p.text)).toContain(arabicDeck().slides[1].notes);
    for (const { pPr, rPrs, text } of paragraphs) {
      expect({ text, pPr }).toEqual({ text, pPr: expect.stringContaining('rtl="1"') });
      // Start-aligned text runs from the right; centred text stays centred.
      expect({ text, pPr }).toEqual({ text, pPr: expect.stringMatching(/algn="(r|ctr)"/) });
      for (const rPr of rPrs) {
        expect({ text, rPr }).toEqual({ text, rPr: expect.stringContaining('lang="ar-SA"') });
        expect({ text, rPr }).toEqual({ text, rPr: expect.stringContaining('<a:cs typeface="IBM Plex Sans Arabic"') });
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
  });
});

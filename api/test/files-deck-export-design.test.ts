import fc from 'fast-check';
import JSZip from 'jszip';
import { THEMES, backgroundGradient, layoutDeck, sampleSlide, type Deck, type Slide } from '@kuza/contracts';
import { deckToPdf } from '../src/modules/files/export/deck-to-pdf';
import { deckToPptx } from '../src/modules/files/export/deck-to-pptx';
import { extractPdfPages } from '../src/modules/files/import/pdf-text';
import { sampleDeck } from './fixtures/files/sample-documents';

/** Each slide's XML, in slide order. */
async function slideXml(pptx: Buffer): Promise<string[]> {
  const zip = await JSZip.loadAsync(pptx);
  const paths = Object.keys(zip.files)
    .filter((p) => /^ppt\/slides\/slide\d+\.xml$/.test(p))
    .sort((a, b) => Number(/(\d+)\.xml$/.exec(a)?.[1]) - Number(/(\d+)\.xml$/.exec(b)?.[1]));
  return Promise.all(paths.map((p) => zip.file(p)!.async('string')));
}

/** What the paragraph holding the slide number field reads, as PowerPoint shows it. */
function slideNumberText(xml: string): string {
  const paragraph = /<a:p>(?:(?!<\/a:p>).)*type="slidenum"(?:(?!<\/a:p>).)*<\/a:p>/.exec(xml)?.[0] ?? '';
  return [...paragraph.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]).join('');
}

const textSlide = (i: number, bullets: number): Slide => ({
  id: `s${i}`,
  type: 'content',
  title: `Slide ${i}`,
  content: '',
  // Many bullets make a slide continue on '(cont.)' slides, which are counted too.
  bullets: Array.from({ length: bullets }, (_, b) => `Point ${b} about cold rooms in Kiambu and Abidjan markets`),
  notes: '',
});

describe('deck exports number every page n / N', () => {
  it('writes "n / N" on every PPTX slide, N counting continuation slides', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 8 }), async (bullets) => {
        const deck: Deck = { ...sampleDeck(), slides: bullets.map((n, i) => textSlide(i + 1, n)) };
        const slides = await slideXml(await deckToPptx(deck));
        expect(slides.length).toBeGreaterThanOrEqual(bullets.length);
        slides.forEach((xml, i) => expect(slideNumberText(xml)).toBe(`${i + 1} / ${slides.length}`));
      }),
      { numRuns: 8 },
    );
  });

  it('keeps the slide number a field, so it follows a slide moved in PowerPoint', async () => {
    const slides = await slideXml(await deckToPptx(sampleDeck()));
    for (const xml of slides) expect(xml).toMatch(/<a:fld [^>]*type="slidenum">/);
  });

  it('writes the same "n / N" in the PDF footer of every slide', async () => {
    const pages = await extractPdfPages(await deckToPdf(sampleDeck()), 100);
    pages.forEach((lines, i) => expect(lines.at(-1)).toMatch(new RegExp(` ${i + 1} / ${pages.length}$`)));
  });
});

describe('deck PPTX backgrounds', () => {
  it.each(THEMES.map((t) => [t.id, t] as const))(
    'draws the %s theme background as the PDF does: its gradient stops, else its solid colour',
    async (_, theme) => {
      const deck: Deck = { ...sampleDeck(), theme: { id: theme.id } as Deck['theme'] };
      deck.slides = deck.slides.slice(0, 2);
      const slides = await slideXml(await deckToPptx(deck));
      for (const xml of slides) {
        const background = /<p:bg>.*?<\/p:bg>/.exec(xml)?.[0] ?? '';
        const to = (theme.background as { to?: string }).to;
        if (to) {
          expect(background).toContain('<a:gradFill');
          const stops = [...background.matchAll(/<a:gs pos="(\d+)"><a:srgbClr val="([0-9A-F]{6})"\/><\/a:gs>/g)];
          expect(stops.map((m) => [Number(m[1]), m[2]])).toEqual([
            [0, theme.colors.background],
            [100000, to],
          ]);
          // The direction the PDF and the editor draw: CSS measures from the top (180° runs down),
          // DrawingML clockwise from the x-axis with y down (5,400,000 runs down).
          const css = ((backgroundGradient(theme)?.angle ?? 180) * Math.PI) / 180;
          const dml = (Number(/<a:lin ang="(\d+)"/.exec(background)?.[1]) / 60000) * (Math.PI / 180);
          expect(Math.cos(dml)).toBeCloseTo(Math.sin(css), 6);
          expect(Math.sin(dml)).toBeCloseTo(-Math.cos(css), 6);
        } else {
          expect(background).toBe(
            `<p:bg><p:bgPr><a:solidFill><a:srgbClr val="${theme.colors.background}"/></a:solidFill></p:bgPr></p:bg>`,
          );
        }
      }
    },
  );
});

describe('theme compositions in the PPTX', () => {
  it.each(THEMES.map((t) => [t.id] as const))(
    'draws the %s title and section slides with every shape the engine placed, as native shapes',
    async (theme) => {
      const slides = [sampleSlide('title'), sampleSlide('section')];
      const deck: Deck = { ...sampleDeck(), theme: { id: theme } as Deck['theme'], slides };
      const xml = await slideXml(await deckToPptx(deck));
      const pages = layoutDeck(slides, theme);
      const themeShapes = THEMES.find((t) => t.id === theme)!.shapes.length;
      pages.forEach((page, i) => {
        const drawn = xml[i]
          .split('<p:sp>')
          .slice(1)
          .filter((shape) => /<a:prstGeom prst="(rect|ellipse)"/.test(shape) && !shape.includes('<a:t>'));
        expect(drawn.length).toBe(page.elements.filter((e) => e.kind === 'shape').length + themeShapes);
      });
    },
  );
});

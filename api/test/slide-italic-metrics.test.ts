import fc from 'fast-check';
import PDFDocument from 'pdfkit';
import { THEMES, THEME_FONTS, textWidth, type ThemeId } from '@kuza/contracts';
import { faceFiles } from '../src/modules/files/export/theme-fonts';

const PT = 72;
const SIZE = 24;
/**
 * The glyphs' advances as pdfkit lays them out, without the font's kerning: the engine leaves kerning out
 * for every face, upright too (the exports and the browser kern, which moves a line by 1–4 % only where
 * capitals and punctuation meet: 'Ta', 'AV'), so this is the width the engine is meant to give.
 */
const ADVANCES = { features: { kern: false } } as unknown as PDFKit.Mixins.TextOptions;

/** Letters, digits and marks a founder writes in English, French or Portuguese: the italic files' Latin subset. */
const CHARACTERS = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789éèêàâçôûüîïãõñÉÀÇ'’-,.%$€"];
const word = fc.array(fc.constantFrom(...CHARACTERS), { minLength: 2, maxLength: 12 }).map((c) => c.join(''));
const line = fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => w.join(' '));

/** One theme per body font: italic text (a quote) is drawn in the body font's italic. */
const themes = [...new Map(THEMES.map((theme) => [theme.bodyFont, theme])).values()];

describe('italic text is laid out as wide as the PDF draws it', () => {
  it.each(themes.map((theme) => [theme.id, theme] as const))(
    '%s: every line of random words within 0.5 % of pdfkit’s width in the italic face the PDF embeds',
    (_, theme) => {
      // The file the PDF draws these characters in (theme-fonts.ts: the Latin subset comes first).
      const doc = new PDFDocument({ autoFirstPage: false });
      doc.registerFont('italic', faceFiles(THEME_FONTS[theme.bodyFont], 'italic')[0]);
      doc.font('italic').fontSize(SIZE);
      fc.assert(
        fc.property(line, (text) => {
          const drawn = doc.widthOfString(text, ADVANCES);
          const laidOut = textWidth(text, SIZE, { font: theme.id as ThemeId, italic: true }) * PT;
          expect(Math.abs(laidOut - drawn)).toBeLessThanOrEqual(0.005 * drawn);
        }),
        { seed: 29, numRuns: 25 },
      );
    },
  );
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { THEMES, THEME_FONTS, fontFile, themeFonts, type Deck, type Slide, type ThemeList } from '@kuza/contracts';
import { deckToPdf } from '../src/modules/files/export/deck-to-pdf';
import { deckToPptx } from '../src/modules/files/export/deck-to-pptx';
import { extractPdfPages } from '../src/modules/files/import/pdf-text';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, createAiDeck } from './helpers/decks';
import { sampleDeck } from './fixtures/files/sample-documents';

/** The PostScript names of the fonts a PDF embeds, without the subset tag ('ABCDEF+Inter-Regular' → 'Inter-Regular'). */
function embeddedFonts(pdf: Buffer): Set<string> {
  const names = pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g);
  return new Set([...names].map((m) => m[1]));
}

const postscript = (family: string, face: 'Regular' | 'Bold') => `${family.replace(/\s+/g, '')}-${face}`;

const slides = (): Slide[] => sampleDeck().slides.slice(0, 3);

describe('GET /decks/themes', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await createAuthApp();
  });
  afterAll(() => ctx.stop());

  it('lists every theme with its fonts and colours', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const response = await ctx.app.inject({ method: 'GET', url: '/decks/themes', ...as(cookie) });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<ThemeList>();
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.map((t) => t.name)).toEqual(expect.arrayContaining(['Savanna', 'Sunrise', 'Midnight', 'Baobab']));
    expect(items.find((t) => t.id === 'midnight')).toEqual({
      id: 'midnight',
      name: 'Midnight',
      mood: expect.any(String),
      fonts: {
        heading: { family: 'Space Grotesk', package: '@fontsource/space-grotesk' },
        body: { family: 'Inter', package: '@fontsource/inter' },
      },
      colors: expect.objectContaining({ background: '0F172A', accent: '38BDF8', chart: expect.any(Array) }),
    });
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toContain('/decks/themes');
  });

  it('creates a deck in the theme picked, refuses an unknown one and saves a new one', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/decks',
      payload: { mode: 'paste', inputs: { pastedText: 'Problem\nFarmers lose crops.' }, theme: { id: 'kente' } },
      ...as(cookie),
    });
    expect(created.json<Deck>().theme).toEqual({ id: 'kente' });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/decks',
      payload: { mode: 'paste', inputs: { pastedText: 'Problem' }, theme: { id: 'neon' } },
      ...as(cookie),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe('Choose a theme from the list');

    const deck = await createAiDeck(ctx, cookie);
    expect(deck.theme).toEqual({ id: 'savanna' });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/decks/${deck.id}`,
      payload: { version: deck.version, theme: { id: 'ink' } },
      ...as(cookie),
    });
    expect(saved.json<Deck>().theme).toEqual({ id: 'ink' });
  });
});

describe.each(THEMES.map((theme) => [theme.name, theme] as const))('a deck in %s', (_name, theme) => {
  const deck: Deck = { ...sampleDeck(), theme: { id: theme.id }, slides: slides() };
  const { heading, body } = themeFonts(theme);

  it('embeds its heading and body fonts in the PDF, subset', async () => {
    const pdf = await deckToPdf(deck);
    const fonts = embeddedFonts(pdf);
    expect(fonts).toContain(postscript(heading.family, 'Bold'));
    expect(fonts).toContain(postscript(body.family, 'Regular'));
    expect(pdf.toString('latin1')).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${postscript(body.family, 'Regular')}`));
  });

  it('names its heading and body fonts in the PPTX', async () => {
    const zip = await JSZip.loadAsync(await deckToPptx(deck));
    const slide = await zip.file('ppt/slides/slide2.xml')!.async('string');
    expect(slide).toContain(`typeface="${heading.family}"`);
    expect(slide).toContain(`typeface="${body.family}"`);
    expect(slide).toContain(`<a:srgbClr val="${theme.colors.background}"/>`);
  });
});

describe.each(Object.values(THEME_FONTS).map((font) => [font.family, font] as const))('%s', (_family, font) => {
  it('ships regular and bold files for Latin and Latin Extended, which the PDF reads', () => {
    const dir = path.dirname(require.resolve(`${font.package}/package.json`));
    for (const face of ['regular', 'bold'] as const)
      for (const subset of ['latin', 'latin-ext'] as const)
        expect(existsSync(path.join(dir, fontFile(font, face, subset)))).toBe(true);
  });
});

describe('characters the theme fonts lack', () => {
  it('are drawn from the next subset or DejaVu, so every one is in the PDF text', async () => {
    const text = 'Ẹ kú àárọ̀ · ₦ 25,000 · ₵ 300 · Ωmega · Жара';
    const deck: Deck = {
      ...sampleDeck(),
      theme: { id: 'baobab' },
      slides: [{ id: 's', type: 'content', title: 'Ọjà ₦', content: text, bullets: [], notes: '' }],
    };
    const pdf = await deckToPdf(deck);
    const words = (await extractPdfPages(pdf, 5)).flat().join(' ');
    for (const word of text.split(' · ')) expect(words.normalize('NFC')).toContain(word.normalize('NFC'));
    const fonts = embeddedFonts(pdf);
    expect(fonts).toContain('Merriweather-Bold');
    expect(fonts).toContain('Nunito-Regular');
    expect(fonts).toContain('DejaVuSans');
  });
});

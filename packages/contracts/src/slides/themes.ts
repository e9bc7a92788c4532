/**
 * The deck themes, defined once: each a palette, a heading and a body font, a background and the
 * accent shapes drawn behind every slide. The editor, preview, share view and presenter load the
 * same font files from npm (@fontsource packages, bundled by webpack) that the PDF embeds and the
 * PPTX names, and the layout engine measures text with them.
 */
import { SLIDE } from './geometry';

/** One font family shipped by an @fontsource package. */
export interface ThemeFont {
  /** The CSS family @fontsource declares, the family the PPTX names and the PDF embeds. */
  family: string;
  /** The npm package holding the files. */
  package: string;
  /** File stem: `<package>/files/<stem>-<subset>-<weight>-<style>.woff(2)`. */
  stem: string;
  /** The CSS generic family used while the file loads. */
  generic: 'sans-serif' | 'serif';
  /** Whether the package ships italic faces (otherwise italic text uses the regular face). */
  italic: boolean;
}

export const THEME_FONTS = {
  inter: { family: 'Inter', package: '@fontsource/inter', stem: 'inter', generic: 'sans-serif', italic: true },
  montserrat: {
    family: 'Montserrat',
    package: '@fontsource/montserrat',
    stem: 'montserrat',
    generic: 'sans-serif',
    italic: true,
  },
  fraunces: { family: 'Fraunces', package: '@fontsource/fraunces', stem: 'fraunces', generic: 'serif', italic: true },
  workSans: {
    family: 'Work Sans',
    package: '@fontsource/work-sans',
    stem: 'work-sans',
    generic: 'sans-serif',
    italic: true,
  },
  spaceGrotesk: {
    family: 'Space Grotesk',
    package: '@fontsource/space-grotesk',
    stem: 'space-grotesk',
    generic: 'sans-serif',
    italic: false,
  },
  merriweather: {
    family: 'Merriweather',
    package: '@fontsource/merriweather',
    stem: 'merriweather',
    generic: 'serif',
    italic: true,
  },
  nunito: { family: 'Nunito', package: '@fontsource/nunito', stem: 'nunito', generic: 'sans-serif', italic: true },
  plusJakartaSans: {
    family: 'Plus Jakarta Sans',
    package: '@fontsource/plus-jakarta-sans',
    stem: 'plus-jakarta-sans',
    generic: 'sans-serif',
    italic: true,
  },
  ibmPlexSans: {
    family: 'IBM Plex Sans',
    package: '@fontsource/ibm-plex-sans',
    stem: 'ibm-plex-sans',
    generic: 'sans-serif',
    italic: true,
  },
  sourceSerif4: {
    family: 'Source Serif 4',
    package: '@fontsource/source-serif-4',
    stem: 'source-serif-4',
    generic: 'serif',
    italic: true,
  },
} as const satisfies Record<string, ThemeFont>;
export type ThemeFontId = keyof typeof THEME_FONTS;

/**
 * @fontsource splits each face by Unicode range; a character is looked for in these files in
 * order (Latin with Latin-1 accents and '€', then Latin Extended with '₦' and '₵', then
 * Vietnamese with the dotted vowels of Yoruba), and the exporters fall back to DejaVu after them.
 */
export const FONT_SUBSETS = ['latin', 'latin-ext', 'vietnamese'] as const;
export type FontSubset = (typeof FONT_SUBSETS)[number];

/** The weights a theme uses: body text regular, headings and emphasis bold. */
export const FONT_WEIGHTS = { regular: 400, bold: 700 } as const;
export type FontFace = 'regular' | 'bold' | 'italic';

/** The file of one face and subset inside the font's package, e.g. `files/inter-latin-700-normal.woff`. */
export function fontFile(
  font: ThemeFont,
  face: FontFace,
  subset: FontSubset,
  format: 'woff' | 'woff2' = 'woff',
): string {
  const weight = face === 'bold' ? FONT_WEIGHTS.bold : FONT_WEIGHTS.regular;
  const style = face === 'italic' && font.italic ? 'italic' : 'normal';
  return `files/${font.stem}-${subset}-${weight}-${style}.${format}`;
}

/** A CSS font-family list: the theme font, then its generic family while the file loads. */
export const cssFontStack = (font: ThemeFont): string => `'${font.family}', ${font.generic}`;

/** Hex colours without '#'. */
export interface ThemeColors {
  background: string;
  text: string;
  accent: string;
  muted: string;
  /** Chart series colours, accent first, each distinct and readable on the background. */
  chart: readonly string[];
}

/** A shape drawn behind the content of every slide, in inches on the 13.333 × 7.5 in slide. */
export interface AccentShape {
  kind: 'rect' | 'ellipse';
  x: number;
  y: number;
  w: number;
  h: number;
  /** 'accent' is the accent colour; 'soft' the accent faded into the background. */
  fill: 'accent' | 'soft';
}

export interface DeckThemeDefinition {
  id: string;
  name: string;
  /** One line for the picker. */
  mood: string;
  headingFont: ThemeFontId;
  bodyFont: ThemeFontId;
  colors: ThemeColors;
  /**
   * A gradient from the background colour into `to`, drawn as a vector in every format (CSS,
   * PDF shading, DrawingML `a:gradFill`); `angle` in CSS degrees (180, the default, runs top to bottom).
   */
  background: { to?: string; angle?: number };
  shapes: readonly AccentShape[];
}

const W = SLIDE.w;
const H = SLIDE.h;

export const THEMES = [
  {
    id: 'savanna',
    name: 'Savanna',
    mood: 'Clean white with a teal edge',
    headingFont: 'montserrat',
    bodyFont: 'inter',
    colors: {
      background: 'FFFFFF',
      text: '1F2933',
      accent: '0F766E',
      muted: '52606D',
      chart: ['0F766E', 'D97706', '4F46E5', 'DB2777', '65A30D', '52606D'],
    },
    background: { to: 'F0FDFA', angle: 135 },
    shapes: [{ kind: 'rect', x: 0, y: 0, w: 0.18, h: H, fill: 'accent' }],
  },
  {
    id: 'sunrise',
    name: 'Sunrise',
    mood: 'Warm cream, an editorial serif',
    headingFont: 'fraunces',
    bodyFont: 'workSans',
    colors: {
      background: 'FFFBF5',
      text: '2D1B0E',
      accent: 'C2410C',
      muted: '7C5E48',
      chart: ['C2410C', '0F766E', '7C3AED', 'CA8A04', '2563EB', '7C5E48'],
    },
    background: { to: 'FDEBD3', angle: 160 },
    shapes: [{ kind: 'ellipse', x: W - 2.2, y: -1.6, w: 3.6, h: 3.6, fill: 'soft' }],
  },
  {
    id: 'midnight',
    name: 'Midnight',
    mood: 'Dark navy, sky-blue highlights',
    headingFont: 'spaceGrotesk',
    bodyFont: 'inter',
    colors: {
      background: '0F172A',
      text: 'F8FAFC',
      accent: '38BDF8',
      muted: 'CBD5E1',
      chart: ['38BDF8', 'FBBF24', 'A78BFA', 'F472B6', '34D399', 'CBD5E1'],
    },
    background: { to: '1E293B' },
    shapes: [{ kind: 'rect', x: W - 1.2, y: H - 0.12, w: 1.2, h: 0.12, fill: 'accent' }],
  },
  {
    id: 'baobab',
    name: 'Baobab',
    mood: 'Earthy paper, a bookish serif',
    headingFont: 'merriweather',
    bodyFont: 'nunito',
    colors: {
      background: 'F7F5EF',
      text: '1C1917',
      accent: '4D7C0F',
      muted: '57534E',
      chart: ['4D7C0F', 'B45309', '1D4ED8', 'BE185D', '0E7490', '57534E'],
    },
    background: { to: 'EFEADB', angle: 200 },
    shapes: [{ kind: 'rect', x: 0, y: H - 0.3, w: W, h: 0.3, fill: 'soft' }],
  },
  {
    id: 'lagoon',
    name: 'Lagoon',
    mood: 'Cool blue and crisp',
    headingFont: 'plusJakartaSans',
    bodyFont: 'ibmPlexSans',
    colors: {
      background: 'F0F9FF',
      text: '0C2340',
      accent: '0369A1',
      muted: '475569',
      chart: ['0369A1', 'EA580C', '059669', '9333EA', 'CA8A04', '475569'],
    },
    background: { to: 'E0F2FE' },
    shapes: [{ kind: 'rect', x: 0, y: 0, w: W, h: 0.12, fill: 'accent' }],
  },
  {
    id: 'kente',
    name: 'Kente',
    mood: 'Bold red and gold',
    headingFont: 'montserrat',
    bodyFont: 'nunito',
    colors: {
      background: 'FFFDF7',
      text: '1A1A1A',
      accent: 'B91C1C',
      muted: '57534E',
      chart: ['B91C1C', 'CA8A04', '15803D', '1D4ED8', '7C3AED', '57534E'],
    },
    background: { to: 'FEF6E0', angle: 120 },
    shapes: [
      { kind: 'rect', x: 0, y: H - 0.16, w: W / 3, h: 0.16, fill: 'accent' },
      { kind: 'rect', x: W / 3, y: H - 0.16, w: W / 3, h: 0.16, fill: 'soft' },
    ],
  },
  {
    id: 'ink',
    name: 'Ink',
    mood: 'Black on white, a classic serif',
    headingFont: 'sourceSerif4',
    bodyFont: 'ibmPlexSans',
    colors: {
      background: 'FFFFFF',
      text: '111827',
      accent: '1D4ED8',
      muted: '4B5563',
      chart: ['1D4ED8', 'DC2626', '059669', 'D97706', '7C3AED', '4B5563'],
    },
    background: {},
    shapes: [{ kind: 'rect', x: 0.6, y: 0.22, w: 0.9, h: 0.06, fill: 'accent' }],
  },
  {
    id: 'nebula',
    name: 'Nebula',
    mood: 'Deep violet, pink glow',
    headingFont: 'plusJakartaSans',
    bodyFont: 'workSans',
    colors: {
      background: '1E1B4B',
      text: 'F5F3FF',
      accent: 'F472B6',
      muted: 'C4B5FD',
      chart: ['F472B6', '38BDF8', 'FACC15', '4ADE80', 'FB923C', 'C4B5FD'],
    },
    background: { to: '312E81', angle: 135 },
    shapes: [{ kind: 'ellipse', x: -1.4, y: H - 1.8, w: 3.2, h: 3.2, fill: 'soft' }],
  },
] as const satisfies readonly DeckThemeDefinition[];

/** A theme's background gradient: from its background colour into `to`, at `angle` CSS degrees; null when solid. */
export function backgroundGradient(theme: DeckThemeDefinition): { from: string; to: string; angle: number } | null {
  const { to, angle = 180 } = theme.background;
  return to ? { from: theme.colors.background, to, angle } : null;
}

/**
 * Where a CSS gradient line at `angle` degrees starts and ends on a w × h box (y down): through the
 * centre, as long as the box's extent in that direction, so PDF shading matches the web's.
 */
export function gradientLine(angle: number, w: number, h: number): { x1: number; y1: number; x2: number; y2: number } {
  const rad = (angle * Math.PI) / 180;
  const [dx, dy] = [Math.sin(rad), -Math.cos(rad)];
  const half = (Math.abs(w * dx) + Math.abs(h * dy)) / 2;
  return { x1: w / 2 - dx * half, y1: h / 2 - dy * half, x2: w / 2 + dx * half, y2: h / 2 + dy * half };
}

/** One of THEMES, with its literal id. */
export type DeckThemeEntry = (typeof THEMES)[number];
export type ThemeId = DeckThemeEntry['id'];
export const THEME_IDS = THEMES.map((theme) => theme.id) as readonly ThemeId[] as readonly [ThemeId, ...ThemeId[]];
export const DEFAULT_THEME_ID: ThemeId = 'savanna';

/**
 * The theme a deck names. Decks saved before themes had ids name a colour scheme ('Midnight');
 * an unknown or missing name is the default theme, so a deck always draws.
 */
export function themeOf(theme: { id?: string; colorScheme?: string } | string | undefined): DeckThemeEntry {
  const key = (typeof theme === 'string' ? theme : (theme?.id ?? theme?.colorScheme))?.toLowerCase();
  return THEMES.find((t) => t.id === key) ?? THEMES[0];
}

/** The heading and body fonts of a theme. */
export function themeFonts(theme: DeckThemeDefinition): { heading: ThemeFont; body: ThemeFont } {
  return { heading: THEME_FONTS[theme.headingFont], body: THEME_FONTS[theme.bodyFont] };
}

/** A theme font to install where a PPTX is opened: its family, what it sets, its package and where to get it. */
export interface FontToInstall {
  family: string;
  use: 'headings' | 'text' | 'headings and text';
  /** The @fontsource package the web and the PDF take it from. */
  package: string;
  /** Every @fontsource family here is a Google Font: its page there, free to download. */
  url: string;
}

/**
 * The fonts a deck's PPTX names but does not carry (the export dialog lists them, the file says
 * them in its description): without them PowerPoint or LibreOffice draws a substitute, and text
 * shrinks to stay in its box.
 */
export function fontsToInstall(theme: DeckThemeDefinition): FontToInstall[] {
  const { heading, body } = themeFonts(theme);
  const entry = (font: ThemeFont, use: FontToInstall['use']): FontToInstall => ({
    family: font.family,
    use,
    package: font.package,
    url: `https://fonts.google.com/specimen/${font.family.replace(/ /g, '+')}`,
  });
  return heading.family === body.family
    ? [entry(heading, 'headings and text')]
    : [entry(heading, 'headings'), entry(body, 'text')];
}

/** What the PPTX's description says about its fonts, in one sentence a reader can act on. */
export const fontsNote = (theme: DeckThemeDefinition): string =>
  `Fonts: ${fontsToInstall(theme)
    .map((f) => `${f.family} (${f.use}, ${f.url})`)
    .join(
      ', ',
    )}. Install them (free, Google Fonts) so the slides look as designed; without them text is drawn in a substitute and shrinks to fit its box.`;

/** Every font some theme uses, once. */
export const USED_THEME_FONTS: readonly ThemeFontId[] = [
  ...new Set(THEMES.flatMap((theme) => [theme.headingFont, theme.bodyFont])),
];

/** A theme as GET /decks/themes answers it. */
export function themeSummary(theme: DeckThemeDefinition) {
  const font = (id: ThemeFontId) => ({ family: THEME_FONTS[id].family, package: THEME_FONTS[id].package });
  return {
    id: theme.id as ThemeId,
    name: theme.name,
    mood: theme.mood,
    fonts: { heading: font(theme.headingFont), body: font(theme.bodyFont) },
    colors: { ...theme.colors, chart: [...theme.colors.chart] },
  };
}

import { createGlobalStyle } from 'styled-components';
import sansBold from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf';
import sansItalic from 'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf';
import sans from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf';
import monoBold from 'dejavu-fonts-ttf/ttf/DejaVuSansMono-Bold.ttf';
import monoItalic from 'dejavu-fonts-ttf/ttf/DejaVuSansMono-Oblique.ttf';
import mono from 'dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf';
import serifBold from 'dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf';
import serifItalic from 'dejavu-fonts-ttf/ttf/DejaVuSerif-Italic.ttf';
import serif from 'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf';
import type { FontFamilyKey } from '@kuza/contracts';

/** The CSS family of each slide font family: the files the exports embed and the layout engine measures. */
export const SLIDE_FONT_FAMILY: Record<FontFamilyKey, string> = {
  sans: 'Kuza Slide Sans',
  serif: 'Kuza Slide Serif',
  mono: 'Kuza Slide Mono',
};

const FILES: Record<FontFamilyKey, { regular: string; bold: string; italic: string }> = {
  sans: { regular: sans, bold: sansBold, italic: sansItalic },
  serif: { regular: serif, bold: serifBold, italic: serifItalic },
  mono: { regular: mono, bold: monoBold, italic: monoItalic },
};

const face = (family: string, url: string, weight: number, style: string) => `
  @font-face {
    font-family: '${family}';
    src: url('${url}') format('truetype');
    font-weight: ${weight};
    font-style: ${style};
    font-display: block;
  }`;

/** Declares the slide fonts once per page; a browser downloads a file only when a slide uses it. */
export const SlideFonts = createGlobalStyle`
  ${(Object.keys(FILES) as FontFamilyKey[])
    .map((key) =>
      [
        face(SLIDE_FONT_FAMILY[key], FILES[key].regular, 400, 'normal'),
        face(SLIDE_FONT_FAMILY[key], FILES[key].bold, 700, 'normal'),
        face(SLIDE_FONT_FAMILY[key], FILES[key].italic, 400, 'italic'),
      ].join(''),
    )
    .join('')}
`;

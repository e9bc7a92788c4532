/**
 * A letter of a script written right to left (Hebrew, Arabic and the scripts around it, their presentation forms),
 * or a mark that starts right-to-left text (RLM, RLE, RLO, RLI).
 */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u200f\u202b\u202e\u2067]/;

/** Whether a text holds anything written right to left: an Arabic title in an English sentence, an Arabic name. */
export function hasRightToLeft(text: string): boolean {
  return RIGHT_TO_LEFT.test(text);
}

/**
 * The face Arabic letters are drawn in, in every theme and on the site: the PDF embeds it, the PPTX and DOCX name it,
 * the editor, share view and Arabic pages load its Arabic range from npm (Latin names and figures keep the theme's or
 * the page's font). Its joined letters are whole glyphs: Noto Sans Arabic draws a dotless skeleton and the dots
 * apart, so a PDF's text, copied or searched, lost letters ('ز' read 'ر'). The layout engine measures Arabic with
 * this face's advances (font-metrics-arabic.generated.ts of @kuza/contracts).
 */
export const ARABIC_FONT = { family: 'IBM Plex Sans Arabic', package: '@fontsource/ibm-plex-sans-arabic' } as const;

import bidiFactory from 'bidi-js';
import { ARABIC_FONT, localeDirection } from '@kuza/i18n';

export { ARABIC_FONT };

/**
 * What a document written right to left changes in its files: the direction its paragraphs run, the
 * language tag Office spells checks and picks fonts by, and the font its Arabic is drawn in.
 */

/** The Office language tag of a document's language: 'ar' is written 'ar-SA', Office's own Arabic. */
const OFFICE_TAGS: Readonly<Record<string, string>> = { en: 'en-US', fr: 'fr-FR', pt: 'pt-PT', ar: 'ar-SA' };

export interface Writing {
  rtl: boolean;
  /** The Office language tag ('ar-SA'). */
  tag: string;
}

/** How a document in `language` is written; documents made before they had a language are English. */
export function writingOf(language: string | undefined): Writing {
  const locale = language ?? 'en';
  return { rtl: localeDirection(locale) === 'rtl', tag: OFFICE_TAGS[locale] ?? 'en-US' };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Every run of DrawingML tagged with the document's language and the complex-script font (`a:cs`, which PowerPoint
 * and LibreOffice draw Arabic in; Latin names keep the theme's `a:latin`): a run's and a paragraph's defaults too.
 */
function runsInLanguage(xml: string, writing: Writing): string {
  const font = escapeXml(ARABIC_FONT.family);
  return (
    xml
      .replace(/(<a:(?:rPr|endParaRPr|defRPr)\b[^>]*?)\blang="[^"]*"/g, `$1lang="${writing.tag}"`)
      .replace(/<a:cs\s+typeface="[^"]*"/g, `<a:cs typeface="${font}"`)
      // A run without its own fonts (a field, a table cell) gets the Arabic one all the same.
      .replace(/<a:rPr\b([^>]*?)\/>/g, `<a:rPr$1><a:cs typeface="${font}"/></a:rPr>`)
  );
}

/**
 * One slide's DrawingML written right to left: every paragraph `rtl="1"` with start (left) alignment
 * turned to the right, every run tagged with the language and its complex-script font (runsInLanguage).
 */
export function rightToLeftSlideXml(xml: string, writing: Writing): string {
  if (!writing.rtl) return xml;
  return runsInLanguage(
    xml
      .replace(/<a:p>(?!<a:pPr)/g, '<a:p><a:pPr rtl="1"/>')
      .replace(/<a:pPr\b([^>]*?)(\/?)>/g, (_, attributes: string, end: string) => {
        const rest = attributes.replace(/\s*\brtl="[01]"/, '').replace(/\balgn="l"/, 'algn="r"');
        const aligned = /\balgn=/.test(rest) ? rest : `${rest} algn="r"`;
        return `<a:pPr rtl="1"${aligned}${end}>`;
      }),
    writing,
  );
}

/**
 * One chart's XML written right to left: its title's, axes' labels', data labels' and legend's paragraphs `rtl="1"`
 * (where they sit is the chart's own layout, so their alignment is left as it is), each run and default run in the
 * document's language with the Arabic font as its complex-script font, and the chart's language.
 */
export function rightToLeftChartXml(xml: string, writing: Writing): string {
  if (!writing.rtl) return xml;
  const font = escapeXml(ARABIC_FONT.family);
  const marked = xml
    .replace(/<a:p>(?!\s*<a:pPr)/g, '<a:p><a:pPr rtl="1"/>')
    .replace(/<a:pPr\b([^>]*?)(\/?)>/g, (_, attributes: string, end: string) => {
      const rest = attributes.replace(/\s*\brtl="[01]"/, '');
      return `<a:pPr rtl="1"${rest}${end}>`;
    })
    // The chart's language, after c:date1904 where the schema has it.
    .replace(/<c:lang val="[^"]*"\/>/, '')
    .replace(/(<c:chartSpace\b[^>]*>(?:<c:date1904\b[^>]*\/>)?)/, `$1<c:lang val="${writing.tag}"/>`)
    // Default runs without a language or without a complex-script font get them (after a:latin and a:ea, in order).
    .replace(/<a:(defRPr|rPr)\b(?![^>]*\blang=)([^>]*?)(\/?)>/g, `<a:$1 lang="${writing.tag}"$2$3>`)
    .replace(/<a:defRPr\b([^>]*?)\/>/g, `<a:defRPr$1><a:cs typeface="${font}"/></a:defRPr>`)
    .replace(
      /(<a:(defRPr|rPr)\b[^>]*[^/]>)((?:(?!<\/a:\2>).)*?)(<\/a:\2>)/gs,
      (all, open, _tag, inner: string, close) => {
        if (inner.includes('<a:cs ')) return all;
        const fonts = /^(.*<a:(?:latin|ea)\b[^>]*\/>)(.*)$/s.exec(inner);
        const cs = `<a:cs typeface="${font}"/>`;
        return fonts ? `${open}${fonts[1]}${cs}${fonts[2]}${close}` : `${open}${inner}${cs}${close}`;
      },
    );
  return runsInLanguage(marked, writing);
}

const bidi = bidiFactory();

/** A piece of text of one direction: its characters in logical (reading) order. */
export interface DirectionalRun {
  text: string;
  rtl: boolean;
}

/** A run as laid out on a line: where it starts in the line's text, left to right. */
export interface VisualRun extends DirectionalRun {
  start: number;
}

/** The runs of equal embedding level in `text` (Unicode bidirectional algorithm), in logical order. */
function levelRuns(text: string, rtl: boolean): Array<{ text: string; level: number; start: number }> {
  const { levels } = bidi.getEmbeddingLevels(text, rtl ? 'rtl' : 'ltr');
  const runs: Array<{ text: string; level: number; start: number }> = [];
  for (let i = 0; i < text.length; i++) {
    const last = runs[runs.length - 1];
    if (last && last.level === levels[i]) last.text += text[i];
    else runs.push({ text: text[i], level: levels[i], start: i });
  }
  return runs;
}

/**
 * `text` cut where its direction changes, in reading order, in a paragraph running right to left
 * (`rtl`) or not: in Arabic, 'Kuza Labs' and '60%' are left-to-right runs between right-to-left ones.
 */
export function directionalRuns(text: string, rtl: boolean): DirectionalRun[] {
  return levelRuns(text, rtl).map((run) => ({ text: run.text, rtl: run.level % 2 === 1 }));
}

/**
 * One line's runs in the order they are drawn, left to right (rule L2: every sequence at a level or
 * above is reversed, from the highest level down to the lowest odd one). Each run keeps its logical
 * text, so a shaper can join its letters; a right-to-left run is drawn with its characters reversed
 * and its brackets mirrored.
 */
export function visualRuns(line: string, rtl: boolean): VisualRun[] {
  const runs = levelRuns(line, rtl);
  const highest = Math.max(0, ...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i].level < level) continue;
      let end = i;
      while (end + 1 < runs.length && runs[end + 1].level >= level) end++;
      runs.splice(i, end - i + 1, ...runs.slice(i, end + 1).reverse());
      i = end;
    }
  }
  return runs.map((run) => ({ text: run.text, rtl: run.level % 2 === 1, start: run.start }));
}

/** A character as drawn in a right-to-left run: '(' becomes ')', '«' becomes '»'. */
export const mirrored = (text: string): string =>
  [...text].map((char) => bidi.getMirroredCharacter(char) ?? char).join('');

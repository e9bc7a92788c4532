import {
  FOOTER,
  backgroundGradient,
  fontsNote,
  iconSvg,
  layoutDeck,
  pageFooter,
  roleColor,
  slidePalette,
  type Box,
  type Deck,
  type SlidePage,
  type Visual,
  pageCountSuffix,
} from '@kuza/contracts';
import type PptxGenJS from 'pptxgenjs';
import { resolveTheme, type ResolvedTheme } from './deck-theme';
import { loadPageImages, type DeckExportOptions, type SlideImages } from './deck-images';
import { addChart, addImage, addTable, addTeam } from './pptx-visuals';
import { addTextBlock } from './pptx-text';
import { ARABIC_FONT, rightToLeftChartXml, rightToLeftSlideXml, writingOf, type Writing } from './right-to-left';

function addVisual(
  pptx: PptxGenJS,
  slide: PptxGenJS.Slide,
  visual: Visual,
  images: SlideImages,
  box: Box,
  theme: ResolvedTheme,
) {
  if (visual.kind === 'chart') addChart(pptx, slide, visual.chart, box, theme, visual.rightToLeft);
  else if (visual.kind === 'table') addTable(slide, visual.rows, visual.hiddenRows, box, theme);
  else if (visual.kind === 'team') addTeam(slide, visual.members, images.team, box, theme);
  else addImage(slide, visual, images.media, box, theme);
}

/**
 * The theme's background and accent shapes, as native shapes under the content. A gradient
 * background is its top colour here and becomes a gradient in `finishSlideXml`: pptxgenjs writes
 * solid slide backgrounds only.
 */
function addBackdrop(slide: PptxGenJS.Slide, theme: ResolvedTheme) {
  slide.background = { color: theme.colors.background };
  for (const { kind, fill, ...box } of theme.definition.shapes) {
    const color = fill === 'accent' ? theme.colors.accent : theme.soft;
    slide.addShape(kind === 'ellipse' ? 'ellipse' : 'rect', { ...box, fill: { color }, line: { type: 'none' } });
  }
}

/** A page's elements where the layout engine placed them: native shapes, text boxes, charts and tables. */
function addPage(pptx: PptxGenJS, slide: PptxGenJS.Slide, page: SlidePage, images: SlideImages, theme: ResolvedTheme) {
  const palette = slidePalette(theme.definition);
  addBackdrop(slide, theme);
  for (const element of page.elements) {
    if (element.kind === 'text') addTextBlock(slide, element, theme);
    else if (element.kind === 'visual') addVisual(pptx, slide, element.visual, images, element.box, theme);
    else if (element.kind === 'icon') {
      const svg = iconSvg(element.name, roleColor(palette, element.color));
      slide.addImage({ data: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, ...element.box });
    } else {
      slide.addShape(element.shape, {
        ...element.box,
        fill: { color: roleColor(palette, element.fill) },
        line: { type: 'none' },
      });
    }
  }
}

/**
 * The theme's background as DrawingML, the gradient the PDF and the web draw: `a:lin` measures its
 * angle clockwise from the x-axis in 60,000ths of a degree, CSS from the top, so 180° (down) is 5,400,000.
 */
export function gradientBackground(from: string, to: string, angle = 180): string {
  const stop = (pos: number, color: string) => `<a:gs pos="${pos}"><a:srgbClr val="${color}"/></a:gs>`;
  const ang = ((((angle - 90) % 360) + 360) % 360) * 60000;
  return (
    '<p:bg><p:bgPr><a:gradFill rotWithShape="1">' +
    `<a:gsLst>${stop(0, from)}${stop(100000, to)}</a:gsLst><a:lin ang="${ang}" scaled="0"/>` +
    '</a:gradFill><a:effectLst/></p:bgPr></p:bg>'
  );
}

/**
 * The slide number's paragraph aligned as the engine's footer has it (pageFooter): right to left, rightToLeftSlideXml
 * turns every left-aligned paragraph to the right, but the number keeps to the left edge of its mirrored box.
 */
function numberAligned(xml: string, writing: Writing): string {
  const algn = pageFooter(writing.rtl ? 'rtl' : 'ltr').number.align === 'left' ? 'l' : 'r';
  return xml.replace(/(<a:pPr\b[^>]*?)\balgn="[a-z]+"([^>]*>)(?=<a:fld [^>]*type="slidenum")/, `$1algn="${algn}"$2`);
}

/**
 * What pptxgenjs cannot write: the fonts to install in the file's description, and in each slide's
 * XML the gradient background and ' / N' after the slide number field (the number itself stays a
 * field, so it follows the slide when moved).
 */
async function finishSlideXml(
  file: Buffer,
  slideCount: number,
  theme: ResolvedTheme,
  writing: Writing,
): Promise<Buffer> {
  const { default: JSZip } = await import('jszip');
  const zip = await JSZip.loadAsync(file);
  // The fonts the file names but does not carry, said where File › Info shows it (the description).
  const core = zip.file('docProps/core.xml');
  if (core) {
    const arabic = writing.rtl ? ` Arabic is drawn in ${ARABIC_FONT.family} (Google Fonts).` : '';
    const note = `${fontsNote(theme.definition)}${arabic}`.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const xml = (await core.async('string')).replace(/<dc:description>.*?<\/dc:description>/s, '');
    zip.file(
      core.name,
      xml.replace('</cp:coreProperties>', `<dc:description>${note}</dc:description></cp:coreProperties>`),
    );
  }
  const gradient = backgroundGradient(theme.definition);
  const slides = zip.file(/^ppt\/slides\/slide\d+\.xml$/);
  for (const slide of slides) {
    let xml = await slide.async('string');
    if (gradient)
      xml = xml.replace(/<p:bg>.*?<\/p:bg>/, gradientBackground(gradient.from, gradient.to, gradient.angle));
    xml = xml.replace(
      /(<a:fld [^>]*type="slidenum">.*?<\/a:fld>)/,
      `$1<a:r><a:rPr lang="en-US"/><a:t>${pageCountSuffix(slideCount)}</a:t></a:r>`,
    );
    zip.file(slide.name, numberAligned(rightToLeftSlideXml(xml, writing), writing));
  }
  // The charts' titles, labels and legends too.
  if (writing.rtl)
    for (const chart of zip.file(/^ppt\/charts\/chart\d+\.xml$/))
      zip.file(chart.name, rightToLeftChartXml(await chart.async('string'), writing));
  // The speaker notes run the deck's way too.
  if (writing.rtl)
    for (const notes of zip.file(/^ppt\/notesSlides\/notesSlide\d+\.xml$/))
      zip.file(notes.name, rightToLeftSlideXml(await notes.async('string'), writing));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * A deck as an editable PowerPoint file: native text boxes, charts (with their data), tables,
 * pictures and shapes on 16:9 slides, speaker notes and slide numbers ('n / N') — not a picture per slide.
 * A slide whose text does not fit at the floor continues on '<title> (cont.)' slides, as in the PDF.
 * A deck in a right-to-left language has its paragraphs, runs and fonts marked so (right-to-left.ts).
 */
export async function deckToPptx(deck: Deck, options: DeckExportOptions = {}): Promise<Buffer> {
  const theme = resolveTheme(deck.theme, deck.language);
  const pages = layoutDeck(deck.slides ?? [], theme.font, theme.rtl ? 'rtl' : 'ltr');
  const images = await loadPageImages(pages, options.resolveImage);
  // Loaded on the first export, not with the routes.
  const { default: PptxGenJSClass } = await import('pptxgenjs');
  const pptx = new PptxGenJSClass();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = deck.name;
  pptx.company = 'Kuza';
  pptx.theme = { headFontFace: theme.pptxHeadingFont, bodyFontFace: theme.pptxFont };

  const footer = pageFooter(theme.rtl ? 'rtl' : 'ltr');
  for (const page of pages) {
    const slide = pptx.addSlide();
    addPage(pptx, slide, page, images[page.index], theme);
    const look = { fontFace: theme.pptxFont, fontSize: FOOTER.size, color: theme.colors.muted };
    slide.addText(deck.name, { ...footer.name.box, ...look, align: footer.name.align, margin: 0 });
    slide.slideNumber = { ...footer.number.box, ...look, align: footer.number.align };
    if (page.part === page.parts - 1 && page.slide.notes?.trim()) slide.addNotes(page.slide.notes.trim());
  }
  const file = (await pptx.write({ outputType: 'nodebuffer', compression: true })) as Buffer;
  return finishSlideXml(file, pages.length, theme, writingOf(deck.language));
}

import { BULLET_INDENT, LINE_HEIGHT, roleColor, slidePalette, type TextElement } from '@kuza/contracts';
import type PptxGenJS from 'pptxgenjs';
import type { ResolvedTheme } from './deck-theme';

/**
 * A text block as one native text box in the layout's box, each paragraph at the layout's size,
 * spacing set exactly (line spacing in points, no shrink-on-overflow): PowerPoint would otherwise
 * shrink text below the floor on its own.
 */
export function addTextBlock(slide: PptxGenJS.Slide, element: TextElement, theme: ResolvedTheme) {
  const palette = slidePalette(theme.definition);
  const runs: PptxGenJS.TextProps[] = element.paragraphs.map((p, i) => {
    const options: PptxGenJS.TextPropsOptions = {
      fontSize: p.size,
      lineSpacing: p.size * LINE_HEIGHT,
      color: roleColor(palette, p.color ?? element.color),
      paraSpaceAfter: i < element.paragraphs.length - 1 ? p.spaceAfter : 0,
      breakLine: i < element.paragraphs.length - 1,
    };
    if (p.bullet) {
      // The rest of a bullet cut at the previous slide's end keeps the indent, without a second mark.
      options.bullet = p.continued ? false : { indent: p.size * BULLET_INDENT };
      if (p.continued) options.margin = [0, 0, 0, p.size * BULLET_INDENT];
    }
    return { text: p.text, options };
  });
  slide.addText(runs, {
    ...element.box,
    // Bold text is measured in the theme's heading font (TextMetrics in contracts), the rest in its body font.
    fontFace: element.bold ? theme.pptxHeadingFont : theme.pptxFont,
    bold: element.bold,
    italic: element.italic,
    align: element.align,
    valign: element.valign,
    fit: 'shrink',
    margin: 0,
  });
}

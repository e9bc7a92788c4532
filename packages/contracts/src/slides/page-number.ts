import type { Slide } from '../schemas/deck';
import { layoutDeck } from './layouts';
import type { ThemeId } from './themes';

/** What follows a page's own number: ' / N', the count of pages the document has. */
export function pageCountSuffix(count: number): string {
  return ` / ${count}`;
}

/** A page's number as every export, the slideshow and the share view show it: 'n / N'. */
export function pageNumber(n: number, count: number): string {
  return `${n}${pageCountSuffix(count)}`;
}

/**
 * The number each slide's first page carries in the exports' footer ('n / N'), by slide: a slide
 * that continues on '(cont.)' pages moves the numbers after it, as in the PDF and PPTX.
 */
export function slidePageNumbers(slides: Slide[], font?: ThemeId): string[] {
  const pages = layoutDeck(slides, font);
  const first = new Map<number, number>();
  pages.forEach((page, i) => {
    if (!first.has(page.index)) first.set(page.index, i + 1);
  });
  return slides.map((_, index) => pageNumber(first.get(index) ?? pages.length, pages.length));
}

/** What follows a page's own number: ' / N', the count of pages the document has. */
export function pageCountSuffix(count: number): string {
  return ` / ${count}`;
}

/** A page's number as every export, the slideshow and the share view show it: 'n / N'. */
export function pageNumber(n: number, count: number): string {
  return `${n}${pageCountSuffix(count)}`;
}

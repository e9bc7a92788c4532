/** A screen `width` pixels wide: the page's media queries (max-width, min-width) are answered for it. */
export function screenWidth(width: number): void {
  window.matchMedia = ((query: string) => {
    const max = /max-width: (\d+)px/.exec(query);
    const min = /min-width: (\d+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])) && !!(max || min);
    return { matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined };
  }) as unknown as typeof window.matchMedia;
}

/**
 * The single page's root holds the page outline inside an nginx SSI block, then an include of the
 * API address the gateway sets for a server-drawn route (the route table's `serverDrawn`). Where
 * SSI is off (every other address) the comments are inert and the outline shows; where it is on,
 * the API's HTML replaces the outline, or the outline stays if the API answers an error.
 */
export const SERVER_DRAWN_VARIABLE = 'kuza_server_drawn';

const BLOCK_START = '<!--# block name="outline" -->';
const BLOCK_END = '<!--# endblock -->';
const INCLUDE = `<!--# include virtual="$${SERVER_DRAWN_VARIABLE}" stub="outline" -->`;

/** The root's content: the outline, replaceable by the gateway. */
export function serverDrawnSlot(outline: string): string {
  return `${BLOCK_START}${outline}${BLOCK_END}${INCLUDE}`;
}

/** The page with its slot's outline replaced by `fragment`, as the gateway's SSI does. */
export function fillServerDrawn(page: string, fragment: string): string {
  const start = page.indexOf(BLOCK_START);
  const end = page.indexOf(INCLUDE);
  if (start < 0 || end < start) return page;
  return page.slice(0, start) + fragment + page.slice(end + INCLUDE.length);
}

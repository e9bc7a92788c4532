/**
 * The single page holds two slots the gateway fills for a server-drawn route (the route table's
 * `serverDrawn`): the title in the head and the page outline in the root, each inside an nginx SSI
 * block followed by an include of the API address the gateway sets for that part. Where SSI is off
 * (every other address) the comments are inert and the title and outline show; where it is on,
 * the API's HTML replaces them, or they stay if the API answers an error.
 */
export const SERVER_DRAWN_PARTS = {
  /** The page's title and link-preview tags: `<document>/head`. */
  head: { variable: 'kuza_server_drawn_head', block: 'title', suffix: '/head' },
  /** The page's content and its data: `<document>/html`. */
  body: { variable: 'kuza_server_drawn', block: 'outline', suffix: '/html' },
} as const;

export type ServerDrawnPart = keyof typeof SERVER_DRAWN_PARTS;

function markers(part: ServerDrawnPart) {
  const { variable, block } = SERVER_DRAWN_PARTS[part];
  return {
    start: `<!--# block name="${block}" -->`,
    end: '<!--# endblock -->',
    include: `<!--# include virtual="$${variable}" stub="${block}" -->`,
  };
}

/** A slot of the page: `fallback`, replaceable by the gateway with the API's `part`. */
export function serverDrawnSlot(part: ServerDrawnPart, fallback: string): string {
  const { start, end, include } = markers(part);
  return `${start}${fallback}${end}${include}`;
}

/** The page with its `part` slot's fallback replaced by `fragment`, as the gateway's SSI does. */
export function fillServerDrawn(page: string, part: ServerDrawnPart, fragment: string): string {
  const { start, include } = markers(part);
  const from = page.indexOf(start);
  const to = page.indexOf(include);
  if (from < 0 || to < from) return page;
  return page.slice(0, from) + fragment + page.slice(to + include.length);
}

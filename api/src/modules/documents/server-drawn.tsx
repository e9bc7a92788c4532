/** @jsxRuntime automatic */
// (The API runs this with tsx from the repository root, where no tsconfig sets the JSX runtime.)
import type { FastifyInstance } from 'fastify';
import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { documentErrors } from './schemas';

/** JSON safe inside a <script> element: no `</script>`, `<!--` or line separators can end it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * A shared document's page drawn as HTML, for the gateway to put into the page it serves for
 * `path`: the same elements the remote draws (`page`), their CSS, and `data` as JSON for the page to
 * start from. The styles are plain <style> elements: the browser's styled-components must not adopt
 * them, since React replaces this HTML.
 */
export function serverDrawnHtml(page: ReactElement, data: unknown, path: string): string {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(page));
    const styles = sheet.getStyleTags().replace(/<style[^>]*>/g, '<style>');
    const script = `<script type="application/json">${scriptJson(data)}</script>`;
    return renderToStaticMarkup(
      <div data-server-drawn={path} dangerouslySetInnerHTML={{ __html: styles + html + script }} />,
    );
  } finally {
    sheet.seal();
  }
}

export interface ServerDrawnRoute<T> {
  /** Where the share routes are registered: the web address is `<prefix>/<token>`. */
  prefix: string;
  tag: string;
  summary: string;
  /** The shared document for a token (404 when the link is unknown or revoked); counts a view. */
  open: (token: string) => Promise<T>;
  page: (document: T) => ReactElement;
}

/** `GET <prefix>/:token/html`: the route table's `serverDrawn` address of a shared document's page. */
export function serverDrawnRoute<T>(app: FastifyInstance, route: ServerDrawnRoute<T>): void {
  app.get<{ Params: { token: string } }>(
    '/:token/html',
    {
      schema: {
        tags: [route.tag],
        summary: route.summary,
        produces: ['text/html'],
        response: { 200: { type: 'string' }, 404: documentErrors[404] },
      },
    },
    async (request, reply) => {
      const document = await route.open(request.params.token);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return serverDrawnHtml(route.page(document), document, `${route.prefix}/${request.params.token}`);
    },
  );
}

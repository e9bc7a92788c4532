import type { ReactElement } from 'react';
import { tokenParamsSchema } from '@kuza/contracts';
import { APP_NAME, documentPageTitle, ROUTES } from '@kuza/contracts/routes';
import { yupRoute, type Described } from '../../lib/yup-route';
import { countsAsView, firstViewToday } from './link-previews';
import type { YupApp } from './routes';
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
export async function serverDrawnHtml(page: ReactElement, data: unknown, path: string): Promise<string> {
  // React, its server renderer and the page's styles load with the first shared page drawn, not with the routes.
  const [{ createElement }, { renderToStaticMarkup, renderToString }, { ServerStyleSheet }] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('styled-components'),
  ]);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(page));
    const styles = sheet.getStyleTags().replace(/<style[^>]*>/g, '<style>');
    const script = `<script type="application/json">${scriptJson(data)}</script>`;
    return renderToStaticMarkup(
      createElement('div', { 'data-server-drawn': path, dangerouslySetInnerHTML: { __html: styles + html + script } }),
    );
  } finally {
    sheet.seal();
  }
}

/**
 * The page's title and its link-preview tags, for the gateway to put in the page's head: what a
 * chat app shows when the link is pasted, before any script runs.
 */
export async function serverDrawnHead(title: string): Promise<string> {
  const [{ createElement, Fragment }, { renderToStaticMarkup }] = await Promise.all([
    import('react'),
    import('react-dom/server'),
  ]);
  return renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      createElement('title', null, title),
      createElement('meta', { property: 'og:title', content: title }),
      createElement('meta', { property: 'og:type', content: 'website' }),
      createElement('meta', { property: 'og:site_name', content: APP_NAME }),
    ),
  );
}

export interface ServerDrawnRoute<T> {
  /** Where the share routes are registered: the web address is `<prefix>/<token>`. */
  prefix: string;
  tag: string;
  /** What is shared ('deck', 'resume'), for the routes' summaries. */
  what: string;
  /** The shared document for a token (404 when the link is unknown or revoked); counts a view unless told not to. */
  open: (token: string, options: { count: boolean }) => Promise<T>;
  /** The page's elements (loaded with the first page drawn: the components are not needed to start the API). */
  page: (document: T) => Promise<ReactElement>;
  /** The document's own name, which the page's title leads with. */
  name: (document: T) => string;
}

/**
 * The route table's `serverDrawn` addresses of a shared document's page: `<prefix>/:token/html`
 * (its content and data; counts the view) and `<prefix>/:token/head` (its title; counts nothing).
 */
export function serverDrawnRoute<T>(app: YupApp, route: ServerDrawnRoute<T>): void {
  const pageRoute = ROUTES.find((row) => row.path === `${route.prefix}/:token`);
  if (!pageRoute?.serverDrawn) throw new Error(`no server-drawn page in the route table for ${route.prefix}/:token`);
  const html: Described<string> = { type: 'string' };
  const schema = (summary: string) =>
    yupRoute({
      tags: [route.tag],
      summary,
      produces: ['text/html'],
      params: tokenParamsSchema,
      response: { 200: html, 404: documentErrors[404] },
    });
  app.get(
    '/:token/html',
    schema(
      `A shared ${route.what} drawn as HTML, for its page's first paint (public; counts a view, not a link-preview robot's)`,
    ),
    async (request, reply) => {
      // The gateway asks for this on every load of the page, a link-preview robot's included: the
      // visitor's User-Agent comes with the request, and only a person's browser counts.
      const count = countsAsView(request.headers['user-agent']) && (await firstViewToday(app, route.what, request));
      const document = await route.open(request.params.token, { count });
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return serverDrawnHtml(await route.page(document), document, `${route.prefix}/${request.params.token}`);
    },
  );
  app.get(
    '/:token/head',
    schema(`A shared ${route.what}'s page title and link-preview tags (public; counts no view)`),
    async (request, reply) => {
      const document = await route.open(request.params.token, { count: false });
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return serverDrawnHead(documentPageTitle(route.name(document), pageRoute.title));
    },
  );
}

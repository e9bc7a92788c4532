import { tokenParamsSchema } from '@kuza/contracts';
import { yupRoute, type Described } from '../../lib/yup-route';
import { firstViewToday } from './link-previews';
import type { YupApp } from './routes';
import { documentErrors } from './schemas';
import { serverDrawnRoute, type ServerDrawnRoute } from './server-drawn';

export interface SharedDocumentRoutes<T> extends Omit<ServerDrawnRoute<T>, 'prefix' | 'tag'> {
  what: 'deck' | 'resume';
  /** The response schema of what a view-only link shows. */
  reply: Described<T>;
}

/**
 * /share/<what>: what a view-only link shows, to anyone who has it, with no session: the document
 * as JSON, and the route table's `serverDrawn` addresses of its page, which the gateway includes.
 */
export function sharedDocumentRoutes<T>(app: YupApp, route: SharedDocumentRoutes<T>): void {
  const tag = `${route.what}s`;
  // The type checker cannot follow a generic document through the type provider.
  const reply: Described<unknown> = route.reply;
  app.get(
    '/:token',
    yupRoute({
      tags: [tag],
      summary: `A shared ${route.what} (public, read-only; counts a view)`,
      params: tokenParamsSchema,
      response: { 200: reply, 404: documentErrors[404] },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // A visitor counts once a day, however often the page is reloaded or the JSON read.
      return route.open(request.params.token, { count: await firstViewToday(app, route.what, request) });
    },
  );
  serverDrawnRoute(app, { ...route, prefix: `/share/${route.what}`, tag });
}

import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createUserDirectory } from '../users/directory';
import { linkModels } from './model';
import { createLinkService, type LinkService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    links: LinkService;
  }
}

/** A deck's named links and their visits (`app.links`), for the owner's routes and the viewer's. */
export const linksPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const { links, visits } = await linkModels(app.db.connection);
    app.decorate(
      'links',
      createLinkService({
        links,
        visits,
        decks: app.decks,
        users: createUserDirectory(app.users),
        mailer: app.mailer,
        shared: app.shared,
        webUrl: config.publicWebUrl,
        log: app.log,
      }),
    );
  },
  { name: 'kuza-links', dependencies: ['kuza-decks', 'kuza-mail', 'kuza-shared-state'] },
);

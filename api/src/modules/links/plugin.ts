import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { remoteImageResolver } from '../files/export/images';
import { createUserDirectory } from '../users/directory';
import { linkedKinds } from './kinds';
import { linkModels } from './model';
import { createLinkService, type LinkService } from './service';

/** How often settled first visits are looked for: an alert leaves at most this long after it is due. */
const ALERT_SWEEP_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    links: LinkService;
  }
}

/** The named links of decks and resumes and their visits (`app.links`), for the owner's routes and the viewer's. */
export const linksPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const { links, visits } = await linkModels(app.db.connection);
    const service = createLinkService({
      links,
      visits,
      kinds: linkedKinds({
        decks: app.decks,
        resumes: app.resumes,
        resolveImage: app.media.resolver(remoteImageResolver(config.importUrlAllow)),
      }),
      users: createUserDirectory(app.users),
      mailer: app.mailer,
      shared: app.shared,
      webUrl: config.publicWebUrl,
      apiUrl: config.apiUrl,
      log: app.log,
    });
    app.decorate('links', service);

    // First-visit alerts: looked for every ALERT_SWEEP_MS by one instance at a time.
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const sweep = async () => {
      if (!(await app.shared.takeSlot('link-alerts', 1, ALERT_SWEEP_MS - 1000))) return;
      await service.sendAlerts();
    };
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        running = sweep().catch((error: unknown) => app.log.warn({ err: error }, 'link alerts could not be sent'));
      }, ALERT_SWEEP_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'kuza-links', dependencies: ['kuza-decks', 'kuza-resumes', 'kuza-media', 'kuza-mail', 'kuza-shared-state'] },
);

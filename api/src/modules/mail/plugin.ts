import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail: SMTP_URL, or the dev outbox under the data folder. */
    mailer: Mailer;
  }
}

export const mailPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logPreviews: config.nodeEnv === 'development',
      log: app.log,
    });
    if (mailer.kind === 'outbox') app.log.info(`no SMTP_URL: mail goes to ${path.join(config.dataDir, 'outbox')}`);
    app.decorate('mailer', mailer);
    // Queued mail is finished before the process lets go of its connections.
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'kuza-mail' },
);

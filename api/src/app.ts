import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { DatabaseKind } from './db/select-database';
import { aiPlugin } from './modules/ai/plugin';
import { applicationRoutes } from './modules/applications/routes';
import { authExpiryPlugin } from './modules/auth/expiry';
import { authRoutes } from './modules/auth/routes';
import { collabPlugin } from './modules/collab/plugin';
import { commentsPlugin } from './modules/comments/plugin';
import { deckCommentRoutes, resumeCommentRoutes } from './modules/comments/routes';
import { healthRoutes, readyRoutes } from './modules/health/routes';
import { mediaPlugin } from './modules/media/plugin';
import { mediaRoutes } from './modules/media/routes';
import { mediaMigrationPlugin } from './modules/media/migration';
import { mediaCollectorPlugin } from './modules/media/collector';
import { recentsRoutes } from './modules/recents/routes';
import { decksPlugin } from './modules/decks/plugin';
import { deckRoutes } from './modules/decks/routes';
import { deckShareRoutes } from './modules/decks/share-routes';
import { linksPlugin } from './modules/links/plugin';
import { deckLinkRoutes, resumeLinkRoutes } from './modules/links/routes';
import { linkShareRoutes } from './modules/links/share-routes';
import { resumesPlugin } from './modules/resumes/plugin';
import { resumeRoutes } from './modules/resumes/routes';
import { resumeShareRoutes } from './modules/resumes/share-routes';
import { teamsPlugin } from './modules/teams/plugin';
import { invitationPreviewRoutes, teamRoutes } from './modules/teams/routes';
import { userRoutes } from './modules/users/routes';
import { waitlistRoutes } from './modules/waitlist/routes';
import { mailPlugin } from './modules/mail/plugin';
import { authenticatePlugin } from './plugins/authenticate';
import { cacheControlPlugin } from './plugins/cache-control';
import { cookiePlugin } from './plugins/cookie';
import { corsPlugin } from './plugins/cors';
import { errorHandlerPlugin } from './plugins/error-handler';
import { helmetPlugin } from './plugins/helmet';
import { lazySerializers } from './lib/lazy-serializers';
import { named } from './lib/named-plugin';
import { mongoosePlugin } from './plugins/mongoose';
import { originCheckPlugin } from './plugins/origin-check';
import { rateLimitPlugin } from './plugins/rate-limit';
import { sharedStatePlugin } from './plugins/shared-state';
import { DOCS_PREFIX, swaggerPlugin } from './plugins/swagger';

export const API_VERSION = '0.1.0';

export interface AppDeps {
  /** The database to connect to; defaults to MONGODB_URI from the config. */
  database?: { uri: string; kind: DatabaseKind; dbName?: string };
  /** Where log lines go (one JSON object per line); defaults to stdout. */
  logStream?: { write(line: string): void };
}

/**
 * Behind nginx the client's address comes from X-Forwarded-For, believed only as TRUST_PROXY says.
 * Fastify itself treats a bare hop count as "trust nobody", so hops are given as the function
 * they mean: the nearest `hops` addresses of the chain are proxies.
 */
function trustProxyOption(trustProxy: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy === 'number') return (_address: string, hop: number) => hop < trustProxy;
  return trustProxy === false ? false : [...trustProxy];
}

/**
 * The whole API as a tree of plugins. It does not listen: server.ts does, and tests use `inject`.
 * Plugins that set hooks for every route come before the routes; modules are registered last,
 * each under its URL prefix.
 */
export function buildApp(config: Config, deps: AppDeps = {}): FastifyInstance {
  const database =
    deps.database ?? (config.mongodbUri ? { uri: config.mongodbUri, kind: 'mongodb' as const } : undefined);
  if (!database) throw new Error('buildApp: no database; pass deps.database or set MONGODB_URI');

  const logger: FastifyServerOptions['logger'] = {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(deps.logStream ? { stream: deps.logStream } : {}),
  };
  const app = Fastify({
    logger,
    trustProxy: trustProxyOption(config.trustProxy),
    schemaController: lazySerializers(),
  });

  // Redis first: a bad REDIS_URL stops the start before a database connection is opened.
  app.register(sharedStatePlugin, { config });
  app.register(mongoosePlugin, database);
  app.register(cookiePlugin, { config });
  app.register(corsPlugin, { config });
  app.register(helmetPlugin, { config, docsPrefix: DOCS_PREFIX });
  app.register(cacheControlPlugin);
  app.register(originCheckPlugin, { config });
  app.register(authenticatePlugin, { config });
  // After authentication: signed-in requests are counted per account (plugins/rate-limit.ts).
  app.register(rateLimitPlugin, { config });
  app.register(errorHandlerPlugin);
  // The API's documentation: served outside production, and in production only when API_DOCS=true.
  app.register(swaggerPlugin, { version: API_VERSION, serve: config.apiDocs });
  app.register(mailPlugin, { config });
  app.register(mediaPlugin, { config });
  app.register(teamsPlugin, { config });
  app.register(aiPlugin, { config });
  // Decks ask resumes for the Team slide, so resumes come first; nothing depends on decks.
  app.register(resumesPlugin);
  app.register(decksPlugin);
  app.register(linksPlugin, { config });
  app.register(commentsPlugin, { config });
  // The live channel (WebSocket COLLAB_PATH on the same HTTP server), loaded when the first editor connects.
  app.register(collabPlugin, { config });
  app.register(mediaMigrationPlugin);
  app.register(mediaCollectorPlugin, { config });
  app.register(authExpiryPlugin, { config });

  app.register(named(healthRoutes), { prefix: '/health' });
  app.register(named(readyRoutes), { prefix: '/ready' });
  app.register(named(authRoutes), { prefix: '/auth', config });
  app.register(named(waitlistRoutes), { prefix: '/waitlist', config });
  app.register(named(invitationPreviewRoutes), { prefix: '/team' });
  app.register(named(teamRoutes), { prefix: '/team' });
  app.register(named(recentsRoutes), { prefix: '/recents' });
  app.register(named(userRoutes), { prefix: '/users', config });
  app.register(named(deckRoutes), { prefix: '/decks', config });
  app.register(named(resumeRoutes), { prefix: '/resumes', config });
  app.register(named(mediaRoutes), { prefix: '/media', config });
  app.register(named(deckShareRoutes), { prefix: '/share/deck' });
  app.register(named(deckLinkRoutes), { prefix: '/decks' });
  app.register(named(linkShareRoutes), { prefix: '/share/deck', config });
  app.register(named(resumeLinkRoutes), { prefix: '/resumes' });
  app.register(named(deckCommentRoutes), { prefix: '/decks' });
  app.register(named(resumeCommentRoutes), { prefix: '/resumes' });
  app.register(named(resumeShareRoutes), { prefix: '/share/resume' });
  app.register(named(linkShareRoutes), { prefix: '/share/resume', config, kind: 'resume' });
  app.register(named(applicationRoutes), { config });

  return app;
}

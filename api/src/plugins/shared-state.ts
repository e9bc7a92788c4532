import fp from 'fastify-plugin';
import type { Config } from '../config';
import { memorySharedState, redisSharedState, type SharedState } from '../lib/shared-state';

declare module 'fastify' {
  interface FastifyInstance {
    /** State every instance sees alike: Redis with REDIS_URL, else this process (lib/shared-state.ts). */
    shared: SharedState;
    /** INSTANCE_ID: named in /health, /ready and generation leases. */
    instanceId: string;
  }
}

/** Connects to REDIS_URL before any route is served (the app refuses to start when it cannot). */
export const sharedStatePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const shared = config.redisUrl ? await redisSharedState(config.redisUrl, app.log) : memorySharedState();
    app.decorate('shared', shared);
    app.decorate('instanceId', config.instanceId);
    app.addHook('onClose', () => shared.close());
  },
  { name: 'kuza-shared-state' },
);

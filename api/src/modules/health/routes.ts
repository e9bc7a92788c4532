import type { FastifyPluginAsync } from 'fastify';
import { checkHealth, checkReady } from './service';

const healthSchema = {
  $id: 'HealthReport',
  type: 'object',
  required: ['status', 'instance', 'db', 'uptime'],
  properties: {
    status: { type: 'string', enum: ['ok', 'degraded'] },
    instance: { type: 'string', description: 'INSTANCE_ID of the API process that answered' },
    db: {
      type: 'object',
      required: ['status', 'kind'],
      properties: {
        status: { type: 'string', enum: ['up', 'down'] },
        kind: { type: 'string', enum: ['mongodb', 'memory-server', 'offline'] },
      },
    },
    uptime: { type: 'number', description: 'Seconds since the API process started' },
  },
} as const;

const upDown = (states: readonly string[]) => ({
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', enum: states } },
});

const readySchema = {
  $id: 'ReadyReport',
  type: 'object',
  required: ['status', 'instance', 'db', 'redis'],
  properties: {
    status: { type: 'string', enum: ['ready', 'unready'] },
    instance: { type: 'string', description: 'INSTANCE_ID of the API process that answered' },
    db: upDown(['up', 'down']),
    redis: { ...upDown(['up', 'down', 'off']), description: '`off` when REDIS_URL is unset' },
  },
} as const;

/** GET /health: liveness, for process supervisors. Answers as long as the process serves HTTP. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.addSchema(healthSchema);

  app.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database status',
        description: 'For load balancers and uptime checks; not rate limited.',
        response: {
          200: { description: 'API and database are up', $ref: 'HealthReport#' },
          503: { description: 'The database connection is down', $ref: 'HealthReport#' },
        },
      },
      config: { rateLimit: false },
      prefixTrailingSlash: 'no-slash',
    },
    async (_request, reply) => {
      const report = checkHealth(app.db, app.instanceId);
      return reply.code(report.status === 'ok' ? 200 : 503).send(report);
    },
  );
};

/**
 * GET /ready: readiness, for the proxy in front of several instances. 503 while this instance
 * cannot reach the database or Redis, so traffic goes to the others until it can.
 */
export const readyRoutes: FastifyPluginAsync = async (app) => {
  app.addSchema(readySchema);

  app.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database and Redis answer',
        description: 'For load balancers choosing an instance; not rate limited.',
        response: {
          200: { description: 'This instance can serve requests', $ref: 'ReadyReport#' },
          503: { description: 'The database or Redis cannot be reached', $ref: 'ReadyReport#' },
        },
      },
      config: { rateLimit: false },
      prefixTrailingSlash: 'no-slash',
    },
    async (_request, reply) => {
      const report = await checkReady(app.db, app.shared, app.instanceId);
      return reply.code(report.status === 'ready' ? 200 : 503).send(report);
    },
  );
};

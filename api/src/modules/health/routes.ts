import type { FastifyPluginAsync } from 'fastify';
import { checkHealth, type HealthReport } from './service';

const healthSchema = {
  $id: 'HealthReport',
  type: 'object',
  required: ['status', 'db', 'uptime'],
  properties: {
    status: { type: 'string', enum: ['ok', 'degraded'] },
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

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.addSchema(healthSchema);

  app.get<{ Reply: HealthReport }>(
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
      const report = checkHealth(app.db);
      return reply.code(report.status === 'ok' ? 200 : 503).send(report);
    },
  );
};

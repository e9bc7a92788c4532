import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';

export const DOCS_PREFIX = '/docs';

/** Shared response schema for every error: `{ $ref: 'ErrorResponse#' }`. */
export const errorResponseSchema = {
  $id: 'ErrorResponse',
  type: 'object',
  properties: {
    error: { type: 'string', description: "The refusal in the reader's language" },
    code: { type: 'string', description: 'Stable whatever the language: the message id, else http.<status>' },
  },
  required: ['error'],
} as const;

/**
 * OpenAPI document built from the route schemas, served at /docs/json, and the Swagger UI at /docs,
 * when `serve` (not in production: the API's map is no one's business there). Registered before
 * any module so it sees every route.
 */
export const swaggerPlugin = fp<{ version: string; serve: boolean }>(
  async (app, { version, serve }) => {
    app.addSchema(errorResponseSchema);
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Kuza API',
          description: 'The Kuza backend: accounts, onboarding, teams, pitch decks and resumes.',
          version,
        },
      },
      // Name shared components by their $id instead of def-0, def-1, ...
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
      },
    });
    if (!serve) return;
    // The UI and its static files load only where they are served.
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    });
  },
  { name: 'kuza-swagger' },
);

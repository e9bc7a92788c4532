import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/**
 * Security headers. The API answers JSON, so the global Content-Security-Policy allows nothing;
 * only the Swagger UI under /docs gets a policy that lets its own scripts, styles and images load.
 */
export const helmetPlugin = fp<{ config: Config; docsPrefix: string }>(
  async (app, { config, docsPrefix }) => {
    const docsCsp = {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          imgSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          // Swagger UI renders with inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
        },
      },
    };

    // Added before @fastify/helmet's own onRoute hook (which reads the `helmet` route option) and
    // before @fastify/swagger-ui registers its routes, so every docs route gets the relaxed policy.
    app.addHook('onRoute', (route) => {
      if (route.url === docsPrefix || route.url.startsWith(`${docsPrefix}/`)) {
        route.helmet = docsCsp;
      }
    });

    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
      },
      // The web apps are other origins of the same site (localhost:3000 vs :4000, app vs api subdomain)
      // and may embed files the API serves, e.g. exported images.
      crossOriginResourcePolicy: { policy: 'same-site' },
      frameguard: { action: 'deny' },
      // HSTS only makes sense once the site is served over https.
      strictTransportSecurity: config.cookieSecure ? { maxAge: 15552000, includeSubDomains: true } : false,
    });
  },
  { name: 'kuza-helmet' },
);

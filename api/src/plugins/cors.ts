import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/** The web apps live on other origins (shell and remotes) and send the session cookie. */
export const corsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(cors, {
      origin: [...config.webOrigins],
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    });
  },
  { name: 'kuza-cors' },
);

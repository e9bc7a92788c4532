import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/** Defaults for every cookie the API sets: sessions are httpOnly, SameSite=Lax, Secure in production. */
export const cookiePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(cookie, {
      parseOptions: { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/' },
    });
  },
  { name: 'kuza-cookie' },
);

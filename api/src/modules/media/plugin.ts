import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createImagePool } from '../../lib/image-pool';
import { createMediaStore, type MediaStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded pictures, stored once in GridFS and referenced by URL from decks, resumes and profiles. */
    media: MediaStore;
  }
}

export const mediaPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const images = createImagePool();
    app.addHook('onClose', () => images.close());
    const store = createMediaStore(app.db.connection, config.apiUrl, images);
    await store.ready();
    app.decorate('media', store);
  },
  { name: 'kuza-media', dependencies: ['kuza-mongoose'] },
);

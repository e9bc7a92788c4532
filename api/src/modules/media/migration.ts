import fp from 'fastify-plugin';

/**
 * At start, once: pictures that decks and resumes held as data: URLs before the media store are
 * moved into it and replaced by their URLs (through each module's service). Idempotent: a
 * document without data: URLs is not touched, so later starts only look.
 */
export const mediaMigrationPlugin = fp(
  async (app) => {
    const decks = await app.decks.moveImagesIntoStore();
    const resumes = await app.resumes.moveImagesIntoStore();
    if (decks.decks || resumes.resumes || decks.kept || resumes.kept) {
      app.log.info(
        { decks: decks.decks, resumes: resumes.resumes, kept: decks.kept + resumes.kept },
        'pictures moved into the media store',
      );
    }
  },
  { name: 'kuza-media-migration', dependencies: ['kuza-decks', 'kuza-resumes', 'kuza-media'] },
);

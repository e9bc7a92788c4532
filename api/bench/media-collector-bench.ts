/**
 * How long the unused-picture collector takes: `decks` decks of 12 slides, two stored pictures on
 * each, and twice as many pictures in the store, half of them named by no deck and two days old.
 * Times the run that deletes them and a run with nothing left to delete; printed, never asserted.
 * Run: npx tsx api/bench/media-collector-bench.ts [decks, default 1000].
 */
import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { buildApp } from '../src/app';
import { benchConfig, benchDatabase } from './bench-config';

const deckCount = Number(process.argv[2] ?? 1000);
const API_URL = 'http://api.kuza.bench';

async function main(): Promise<void> {
  const config = benchConfig({ API_URL, MEDIA_COLLECT_MINUTES: '0' });
  const database = await benchDatabase(config);
  const app = buildApp(config, { database });
  try {
    await app.ready();
    const db = app.db.connection.db!;
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
    const ids = Array.from({ length: deckCount * 4 }, () => randomBytes(16).toString('base64url'));
    // Files documents as the store writes them (the bytes do not change what the collector reads).
    await db.collection<{ _id: string }>('media.files').insertMany(
      ids.map((id) => ({
        _id: id,
        length: 10,
        chunkSize: 261_120,
        uploadDate: twoDaysAgo,
        filename: id,
        metadata: { owner: 'bench', sha256: id, contentType: 'image/png', width: 1, height: 1, widths: [] },
      })),
    );
    await db.collection('decks').insertMany(
      Array.from({ length: deckCount }, (_, deck) => ({
        workspaceId: new Types.ObjectId(),
        name: `Deck ${deck}`,
        status: 'Draft',
        template: 'default',
        version: 0,
        slides: Array.from({ length: 12 }, (_, slide) => ({
          id: `s${slide}`,
          type: 'content',
          title: 'Traction',
          content: 'Farmers across three districts. '.repeat(12),
          bullets: ['1,200 farmers', '3 districts'],
          ...(slide < 2 ? { media: { src: `${API_URL}/media/${ids[deck * 2 + slide]}`, alt: '' } } : {}),
        })),
      })),
    );
    let started = Date.now();
    const { removed } = await app.collectUnusedMedia();
    const deleting = Date.now() - started;
    started = Date.now();
    await app.collectUnusedMedia();
    const idle = Date.now() - started;
    console.log(
      `${database.kind}: ${deckCount} decks, ${ids.length} pictures: deleted ${removed.length} in ${deleting} ms; ` +
        `a run with nothing to delete ${idle} ms`,
    );
  } finally {
    await app.close();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

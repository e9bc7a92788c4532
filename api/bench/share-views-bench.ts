/**
 * Share views of a deck of four photos on the offline database with persistence: how much the data folder
 * grows (every view used to append the whole deck to the journal). Anonymous GET /share/deck/<token>
 * over HTTP, sequential; printed, never asserted (api/test/share-views-disk.test.ts asserts a smaller run).
 * Run: npx tsx api/bench/share-views-bench.ts [views, default 10000].
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { start } from '@kuza/mongo-offline';
import type { Deck, MediaUpload, ShareInfo } from '@kuza/contracts';
import { photo } from '../test/helpers/media';
import { buildApp } from '../src/app';
import { benchConfig, NO_LIMITS, signedInFounder } from './bench-config';

const views = Number(process.argv[2] ?? 10_000);
const MB = 1024 * 1024;

const folderBytes = (dir: string): number =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);

async function main(): Promise<void> {
  const dbpath = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-share-bench-'));
  const database = await start({ dbpath });
  const config = benchConfig({ RATE_LIMIT_MAX: NO_LIMITS.RATE_LIMIT_MAX });
  const app = buildApp(config, { database: { uri: database.uri, kind: 'offline', dbName: 'kuza' } });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { base, call } = await signedInFounder(app, 'share-bench@example.com');

    const created = await call<Deck>('POST', '/decks', {
      mode: 'ai',
      inputs: { startupName: 'SokoFresh', industry: 'Agritech', description: 'Cold storage for smallholder farmers' },
    });
    // Four ~1 MB photos in the media store, as the editor saves them: the deck keeps their addresses.
    const slides = [];
    for (let i = 0; i < 4; i += 1) {
      const { url } = await call<MediaUpload>('POST', '/media', await photo(i + 1));
      slides.push({
        id: `s${i}`,
        type: 'image',
        title: `Slide ${i}`,
        content: '',
        bullets: [],
        notes: '',
        media: { src: url, alt: '' },
      });
    }
    await call<Deck>('PUT', `/decks/${created.id}`, { version: created.version, slides });
    const link = await call<ShareInfo>('POST', `/decks/${created.id}/share`);

    const before = folderBytes(dbpath);
    const started = performance.now();
    let deckBytes = 0;
    for (let i = 0; i < views; i += 1) {
      const response = await fetch(`${base}${link.path!}`);
      if (!response.ok) throw new Error(`view ${i}: HTTP ${response.status}`);
      deckBytes = (await response.arrayBuffer()).byteLength;
    }
    const seconds = (performance.now() - started) / 1000;
    const grown = folderBytes(dbpath) - before;
    const counted = await call<ShareInfo>('GET', `/decks/${created.id}/share`);
    console.log(
      `share views: ${views} views of a ${(deckBytes / MB).toFixed(1)} MB deck (counted ${counted.views}) grew the ` +
        `offline data folder by ${(grown / MB).toFixed(2)} MB (${(grown / views).toFixed(0)} bytes a view) in ` +
        `${seconds.toFixed(0)} s, node ${process.version}`,
    );
  } finally {
    await app.close();
    await database.stop();
    fs.rmSync(dbpath, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

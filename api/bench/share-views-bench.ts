/**
 * Share views of a 10 MB deck on the offline database with persistence: how much the data folder
 * grows (every view used to append the whole deck to the journal). Anonymous GET /share/deck/<token>
 * over HTTP, sequential; printed, never asserted (api/test/share-views-disk.test.ts asserts a smaller run).
 * Run: npx tsx api/bench/share-views-bench.ts [views, default 10000].
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { start } from '@kuza/mongo-offline';
import type { Deck, ShareInfo } from '@kuza/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { hashPassword } from '../src/modules/auth/secrets';
import { accountsOf } from '../test/helpers/accounts';

const views = Number(process.argv[2] ?? 10_000);
const PASSWORD = 'Bench!pass1';
const MB = 1024 * 1024;

const folderBytes = (dir: string): number =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);

async function main(): Promise<void> {
  const dbpath = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-share-bench-'));
  const database = await start({ dbpath });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    SMTP_URL: '',
  });
  const app = buildApp(config, { database: { uri: database.uri, kind: 'offline', dbName: 'kuza' } });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('no address');
    const base = `http://127.0.0.1:${address.port}`;
    const email = 'share-bench@example.com';
    await (
      await accountsOf(app)
    ).create({
      firstname: 'Amara',
      lastname: 'Okafor',
      email,
      passwordHash: await hashPassword(PASSWORD),
      hasPassword: true,
      emailVerified: true,
    });
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`bench login failed: HTTP ${login.status}`);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const call = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${base}${route}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${route}: HTTP ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };

    const created = await call<Deck>('POST', '/decks', {
      mode: 'ai',
      inputs: { startupName: 'SokoFresh', industry: 'Agritech', description: 'Cold storage for smallholder farmers' },
    });
    // Four uploaded images of 2.6 MB each: a 10 MB deck.
    const slides = Array.from({ length: 4 }, (_, i) => ({
      id: `s${i}`,
      type: 'image',
      title: `Slide ${i}`,
      content: '',
      bullets: [],
      notes: '',
      media: { src: `data:image/png;base64,${String(i).repeat(2_600_000)}`, alt: '' },
    }));
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

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Types } from 'mongoose';
import type { Deck, ShareInfo } from '@kuza/contracts';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, createAiDeck } from './helpers/decks';

// Ten views: were a view to rewrite the 1 MB deck, the folder would grow by 10 MB, not 20 KB.
const VIEWS = 10;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-share-views-'));
let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp({ DB_PERSIST: 'true', KUZA_DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const folderBytes = (dir: string): number =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);

/**
 * Four image slides of 260 KB each: a 1 MB deck, as an upload-heavy founder's was before pictures
 * moved to the media store (saves now refuse such a body, so it is written straight to the database).
 * A view that rewrote it would show ten times over: size is not what the test measures.
 */
const bigSlides = Array.from({ length: 4 }, (_, i) => ({
  id: `s${i}`,
  type: 'image',
  title: `Slide ${i}`,
  content: '',
  bullets: [],
  notes: '',
  media: { src: `data:image/png;base64,${String(i).repeat(260_000)}`, alt: '' },
}));

// The offline database's own files: a real mongod keeps its data elsewhere.
const onOfflineDatabase = () => ctx.database.kind === 'offline';

describe('share views on the offline database', () => {
  it(`${VIEWS} share views of a 1 MB deck grow the data folder by under ${VIEWS * 2} KB`, async () => {
    if (!onOfflineDatabase()) return;
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    await ctx.app.db.connection
      .collection('decks')
      .updateOne({ _id: new Types.ObjectId(deck.id) }, { $set: { slides: bigSlides } });
    const saved = await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(cookie) });
    expect(saved.json<Deck>().slides).toHaveLength(4);
    const link = (
      await ctx.app.inject({ method: 'POST', url: `/decks/${deck.id}/share`, ...as(cookie) })
    ).json<ShareInfo>();
    const before = folderBytes(dataDir);
    for (let i = 0; i < VIEWS; i++)
      // Ten visitors: one visitor counts once a day.
      expect(
        (await ctx.app.inject({ method: 'GET', url: link.path!, remoteAddress: `10.9.0.${i + 1}` })).statusCode,
      ).toBe(200);
    const grown = folderBytes(dataDir) - before;
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}/share`, ...as(cookie) })).json<ShareInfo>(),
    ).toMatchObject({ views: VIEWS });
    expect(grown).toBeLessThan(VIEWS * 2 * 1024);
  }, 120_000);
});

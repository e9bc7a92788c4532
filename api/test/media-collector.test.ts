import type { Deck, MediaUpload, Resume, ShareInfo, SharedDeck, Slide } from '@kuza/contracts';
import { memorySharedState, redisSharedState } from '../src/lib/shared-state';
import { referencedMediaId, startMediaCollector, type CollectedMedia } from '../src/modules/media/collector';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, builtResume, createAiDeck, generate } from './helpers/decks';
import { pathOf, picture } from './helpers/media';
import { startTestRedis } from './helpers/redis';
import { TEST_WEB_ORIGIN } from './helpers/test-app';
import { accountsOf } from './helpers/accounts';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp({ API_URL: 'http://api.kuza.test' });
});
afterAll(() => ctx?.stop());

const HOUR = 3_600_000;
/** A day and an hour from now: past the default grace period of 24 hours. */
const later = () => new Date(Date.now() + 25 * HOUR);

let size = 0;
/** A picture of its own (no two tests share bytes), 1000 px wide: it gets a 480 and a 960 px variant. */
async function upload(cookie: string): Promise<MediaUpload> {
  size += 1;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/media',
    payload: await picture(1000, 400 + size),
    headers: { 'content-type': 'image/png', origin: TEST_WEB_ORIGIN, cookie },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<MediaUpload>();
}

/** What a browser gets for the picture and for each of its variants. */
async function statuses(stored: MediaUpload): Promise<number[]> {
  return Promise.all(
    ['', '?w=480', '?w=960'].map(
      async (query) => (await ctx.app.inject({ method: 'GET', url: `${pathOf(stored.url)}${query}` })).statusCode,
    ),
  );
}

/** The GridFS files and chunks left of a picture and its variants. */
async function leftOf(id: string): Promise<{ files: number; chunks: number }> {
  const db = ctx.app.db.connection.db!;
  const files = await db
    .collection<{ _id: string }>('media.files')
    .find({ $or: [{ _id: id }, { 'metadata.of': id }] })
    .toArray();
  const ids = [id, ...files.map((file) => file._id)];
  return {
    files: files.length,
    chunks: await db.collection('media.chunks').countDocuments({ files_id: { $in: ids } }),
  };
}

async function deckWith(cookie: string, change: (slides: Slide[]) => Slide[]): Promise<Deck> {
  const created = await createAiDeck(ctx, cookie);
  await generate(ctx, cookie, created.id);
  const deck = (await ctx.app.inject({ method: 'GET', url: `/decks/${created.id}`, ...as(cookie) })).json<Deck>();
  return save(cookie, deck, change(deck.slides));
}

async function save(cookie: string, deck: Deck, slides: Slide[]): Promise<Deck> {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/decks/${deck.id}`,
    payload: { version: deck.version, slides },
    ...as(cookie),
  });
  if (response.statusCode !== 200) throw new Error(`save failed: ${response.body}`);
  return response.json<Deck>();
}

const onSlide = (index: number, src: string) => (slides: Slide[]) =>
  slides.map((slide, at) => (at === index ? { ...slide, media: { src, alt: 'Cold room' } } : slide));

const removed = (outcome: CollectedMedia, ...pictures: MediaUpload[]) =>
  pictures.map((stored) => outcome.removed.includes(stored.id));

describe('unused pictures', () => {
  it('deletes a picture taken out of a deck once the grace period is over, with its variants', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const stored = await upload(cookie);
    const deck = await deckWith(cookie, onSlide(1, stored.url));
    expect(deck.slides[1]!.media?.src).toBe(stored.url);
    expect(removed(await ctx.app.collectUnusedMedia(later()), stored)).toEqual([false]);
    expect(await statuses(stored)).toEqual([200, 200, 200]);

    await save(
      cookie,
      deck,
      deck.slides.map(({ media, ...slide }, at) => (at === 1 ? slide : { ...slide, ...(media ? { media } : {}) })),
    );
    // Within the grace period it stays: the same picture may be put back (undo).
    expect(removed(await ctx.app.collectUnusedMedia(), stored)).toEqual([false]);
    expect(await statuses(stored)).toEqual([200, 200, 200]);

    expect(removed(await ctx.app.collectUnusedMedia(later()), stored)).toEqual([true]);
    expect(await statuses(stored)).toEqual([404, 404, 404]);
    expect(await leftOf(stored.id)).toEqual({ files: 0, chunks: 0 });
  });

  it('keeps pictures still named by a deck, a team card, a resume or a profile, and a new upload not saved yet', async () => {
    const { cookie, email } = await verifiedAccount(ctx);
    const [slide, card, photo, avatar, fresh] = await Promise.all([1, 2, 3, 4, 5].map(() => upload(cookie)));
    await deckWith(cookie, (slides) =>
      onSlide(
        0,
        slide.url,
      )(slides).map((s, at) =>
        at === 1 ? { ...s, team: [{ name: 'Amara', role: 'CEO', bio: '', imageUrl: `${card.url}?w=480` }] } : s,
      ),
    );
    const resume = await builtResume(ctx, cookie, { name: 'Amara Okafor', role: 'CEO' }, 'Builds cold rooms.');
    const resumeSaved = await ctx.app.inject({
      method: 'PUT',
      url: `/resumes/${resume.id}`,
      payload: { version: resume.version, profileImageUrl: photo.url },
      ...as(cookie),
    });
    expect(resumeSaved.json<Resume>().profileImageUrl).toBe(photo.url);
    // A profile photo saved by an earlier address form (before the store) still names its picture.
    await (
      await accountsOf(ctx.app)
    ).updateOne({ email }, { $set: { profileImage: `http://old.api/users/avatars/${avatar.id}` } });

    const outcome = await ctx.app.collectUnusedMedia(later());
    expect(removed(outcome, slide, card, photo, avatar)).toEqual([false, false, false, false]);
    expect(removed(outcome, fresh)).toEqual([true]);

    // Uploaded an hour ago and not saved into anything yet: kept.
    const unsaved = await upload(cookie);
    const hourLater = new Date(Date.now() + HOUR);
    expect(removed(await ctx.app.collectUnusedMedia(hourLater), unsaved)).toEqual([false]);
    expect(await statuses(unsaved)).toEqual([200, 200, 200]);
  });

  it('deletes the pictures of a deleted deck', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const [image, face] = await Promise.all([upload(cookie), upload(cookie)]);
    const deck = await deckWith(cookie, (slides) =>
      onSlide(
        2,
        image.url,
      )(slides).map((s, at) =>
        at === 3 ? { ...s, team: [{ name: 'Kofi', role: 'CTO', bio: '', imageUrl: face.url }] } : s,
      ),
    );
    expect(removed(await ctx.app.collectUnusedMedia(later()), image, face)).toEqual([false, false]);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/decks/${deck.id}`, ...as(cookie) });
    expect(deleted.statusCode).toBe(204);
    expect(removed(await ctx.app.collectUnusedMedia(later()), image, face)).toEqual([true, true]);
    expect(await statuses(image)).toEqual([404, 404, 404]);
    expect(await leftOf(face.id)).toEqual({ files: 0, chunks: 0 });
  });

  it('counts the grace period again from when the same picture is uploaded again', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const first = await upload(cookie);
    const bytes = (await ctx.app.inject({ method: 'GET', url: pathOf(first.url) })).rawPayload;
    // Uploaded two days ago and used nowhere since.
    const files = ctx.app.db.connection.db!.collection<{ _id: string }>('media.files');
    await files.updateOne({ _id: first.id }, { $set: { uploadDate: new Date(Date.now() - 48 * HOUR) } });
    // The editor uploads the same bytes: the store answers the same URL, and the picture is fresh again.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/media',
      payload: bytes,
      headers: { 'content-type': 'image/png', origin: TEST_WEB_ORIGIN, cookie },
    });
    expect(again.json<MediaUpload>().id).toBe(first.id);
    expect(removed(await ctx.app.collectUnusedMedia(), first)).toEqual([false]);
    expect(await statuses(first)).toEqual([200, 200, 200]);
    expect(removed(await ctx.app.collectUnusedMedia(later()), first)).toEqual([true]);
  });

  it('deletes variants left without their original by an upload that stopped half way', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const stored = await upload(cookie);
    // The original's files document and bytes are gone, as if the upload had stopped before writing it.
    const db = ctx.app.db.connection.db!;
    await db.collection<{ _id: string }>('media.files').deleteOne({ _id: stored.id });
    await db.collection('media.chunks').deleteMany({ files_id: stored.id });
    expect(await leftOf(stored.id)).toMatchObject({ files: 2 });
    expect((await ctx.app.collectUnusedMedia()).strayVariants).toBe(0);
    expect((await ctx.app.collectUnusedMedia(later())).strayVariants).toBe(2);
    expect(await leftOf(stored.id)).toEqual({ files: 0, chunks: 0 });
  });
});

describe('pictures of a share link that was revoked', () => {
  it('still load by their URL while the deck uses them, and go once taken out of it after the grace period', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const stored = await upload(cookie);
    const deck = await deckWith(cookie, onSlide(0, stored.url));
    const { path } = (
      await ctx.app.inject({ method: 'POST', url: `/decks/${deck.id}/share`, ...as(cookie) })
    ).json<ShareInfo>();
    const seen = (await ctx.app.inject({ method: 'GET', url: path! })).json<SharedDeck>().slides[0]!.media!.src;
    expect(seen).toBe(stored.url);
    await ctx.app.inject({ method: 'DELETE', url: `/decks/${deck.id}/share`, ...as(cookie) });
    expect((await ctx.app.inject({ method: 'GET', url: path! })).statusCode).toBe(404);
    // The picture's URL is its own capability (modules/media/README.md): whoever saw it keeps it for now.
    expect(await statuses(stored)).toEqual([200, 200, 200]);
    // Replacing the picture in the deck is how its owner takes it back.
    const replaced = await upload(cookie);
    await save(cookie, deck, onSlide(0, replaced.url)(deck.slides));
    expect(removed(await ctx.app.collectUnusedMedia(later()), stored, replaced)).toEqual([true, false]);
    expect(await statuses(stored)).toEqual([404, 404, 404]);
  });
});

describe('which pictures a source names', () => {
  it('reads the id of a stored picture at any API address, with a width, or an old profile photo address', () => {
    const id = 'AbCdEfGhIjKlMnOpQrStUv';
    expect(referencedMediaId(`http://api.kuza.test/media/${id}`)).toBe(id);
    expect(referencedMediaId(`https://kuza.example/api/media/${id}?w=480`)).toBe(id);
    expect(referencedMediaId(`/media/${id}`)).toBe(id);
    expect(referencedMediaId(`http://localhost:4000/users/avatars/${id}`)).toBe(id);
    expect(referencedMediaId('https://images.example/a.jpg')).toBeNull();
    expect(referencedMediaId('data:image/png;base64,AAAA')).toBeNull();
  });
});

describe.each([
  [
    'in this process',
    async () => {
      // One process's state: both "instances" run in it.
      const state = memorySharedState();
      return { shared: [state, state], done: async () => {} };
    },
  ],
  [
    'in Redis',
    async () => {
      const redis = await startTestRedis();
      const log = { warn: () => undefined };
      const shared = [await redisSharedState(redis.url, log), await redisSharedState(redis.url, log)];
      return {
        shared,
        done: async () => {
          await Promise.all(shared.map((state) => state.close()));
          await redis.remove();
        },
      };
    },
  ],
] as const)('the collector on a timer, state shared %s', (_where, open) => {
  it('runs at start and then once per interval across the instances', async () => {
    const { shared: states, done } = await open();
    const runs: string[] = [];
    const log = { info: () => undefined, warn: () => undefined };
    const instance = (name: string, state: (typeof states)[number]) =>
      startMediaCollector({
        collect: async () => {
          runs.push(name);
          return { removed: [], strayVariants: 0 };
        },
        shared: state,
        intervalMs: 1_500,
        log,
      });
    try {
      const one = instance('one', states[0]);
      const two = instance('two', states[1]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(runs).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(runs).toHaveLength(2);
      await Promise.all([one.stop(), two.stop()]);
      await new Promise((resolve) => setTimeout(resolve, 1_700));
      expect(runs).toHaveLength(2);
    } finally {
      await done();
    }
  });
});

import JSZip from 'jszip';
import { Types } from 'mongoose';
import {
  DECK_MESSAGES,
  notesSourceOf,
  type Deck,
  type Resume,
  type ShareInfo,
  type SharedDeck,
  type Slide,
} from '@kuza/contracts';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, builtResume, createAiDeck, generate } from './helpers/decks';
import { dataUrlOf, pathOf, picture } from './helpers/media';
import { createTestApp } from './helpers/test-app';

const API_URL = 'http://api.kuza.test';
let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp({ API_URL });
});
afterAll(() => ctx?.stop());

const STORED = /^http:\/\/api\.kuza\.test\/media\/[\w-]{22}$/;

const put = (cookie: string, id: string, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/decks/${id}`, payload: body, ...as(cookie) });

async function generatedDeck(cookie: string): Promise<Deck> {
  const deck = await createAiDeck(ctx, cookie);
  await generate(ctx, cookie, deck.id);
  return (await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(cookie) })).json<Deck>();
}

const withImage = (slide: Slide, src: string): Slide => ({ ...slide, media: { src, alt: 'Cold room' } });

describe('saving a deck with an uploaded picture', () => {
  it('moves a data: URL into the media store and keeps its URL in the deck', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await generatedDeck(cookie);
    const png = await picture(640, 360);
    const slides = deck.slides.map((slide, index) => (index === 1 ? withImage(slide, dataUrlOf(png)) : slide));
    const saved = await put(cookie, deck.id, { version: deck.version, slides });
    expect(saved.statusCode).toBe(200);
    const src = saved.json<Deck>().slides[1]!.media!.src;
    expect(src).toMatch(STORED);
    const image = await ctx.app.inject({ method: 'GET', url: pathOf(src) });
    expect(image.rawPayload.equals(png)).toBe(true);
  });

  it('shows the picture to viewers of the share link, who need no account', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await generatedDeck(cookie);
    const png = await picture(320, 200);
    const slides = deck.slides.map((slide, index) => (index === 0 ? withImage(slide, dataUrlOf(png)) : slide));
    await put(cookie, deck.id, { version: deck.version, slides });
    const { path } = (
      await ctx.app.inject({ method: 'POST', url: `/decks/${deck.id}/share`, ...as(cookie) })
    ).json<ShareInfo>();
    const shared = (await ctx.app.inject({ method: 'GET', url: path! })).json<SharedDeck>();
    const image = await ctx.app.inject({ method: 'GET', url: pathOf(shared.slides[0]!.media!.src) });
    expect([image.statusCode, image.rawPayload.equals(png)]).toEqual([200, true]);
  });
});

describe('small saves: PUT /decks/:id with slideChanges', () => {
  it('writes only the changed slide ($set of that slide) and keeps the others as stored', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await generatedDeck(cookie);
    const writes = jest.spyOn(ctx.app.db.connection.models.Deck!, 'findOneAndUpdate');
    try {
      // A slide with text of its own, whose notes speak of its text rather than its title.
      const at = deck.slides.findIndex((slide, index) => index > 0 && slide.content);
      const edited = { ...deck.slides[at]!, title: `${deck.slides[at]!.title} now` };
      const response = await put(cookie, deck.id, {
        version: deck.version,
        slideChanges: { order: deck.slides.map((s) => s.id), put: [edited] },
      });
      expect(response.statusCode).toBe(200);
      const saved = response.json<Deck>();
      // Its notes are still the ones Refresh notes writes: written from the slide as it is now.
      const stored = { ...edited, notesFrom: notesSourceOf(edited) };
      expect(saved.version).toBe(deck.version + 1);
      expect(saved.slides).toEqual(deck.slides.map((slide, index) => (index === at ? stored : slide)));
      // The generation runner's own lease writes on the deck may land meanwhile on a busy machine: not the save's.
      const saves = writes.mock.calls
        .map((call) => call[1] as { $set?: Record<string, unknown> })
        .filter((update) => !Object.keys(update?.$set ?? {}).some((key) => key.startsWith('generation.')));
      expect(saves).toEqual([{ $set: { [`slides.${at}`]: stored }, $inc: { version: 1 } }]);
    } finally {
      writes.mockRestore();
    }
  });

  it('reorders, adds and deletes slides from the order and the new slides alone', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await generatedDeck(cookie);
    const [first, second, ...rest] = deck.slides;
    const added: Slide = { id: 'added-1', type: 'content', title: 'Traction', content: '', bullets: [], notes: '' };
    const order = [second!.id, first!.id, added.id, ...rest.slice(1).map((s) => s.id)];
    const response = await put(cookie, deck.id, { version: deck.version, slideChanges: { order, put: [added] } });
    expect(response.statusCode).toBe(200);
    expect(response.json<Deck>().slides).toEqual([
      second,
      first,
      { ...added, notesFrom: notesSourceOf(added) },
      ...rest.slice(1),
    ]);
  });

  it('answers 409 to a stale version and to an order naming a slide the deck no longer has, saving nothing', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await generatedDeck(cookie);
    const order = deck.slides.map((s) => s.id);
    const changed = { ...deck.slides[0]!, title: 'Mine' };
    expect((await put(cookie, deck.id, { version: deck.version, name: 'Theirs' })).statusCode).toBe(200);

    const stale = await put(cookie, deck.id, { version: deck.version, slideChanges: { order, put: [changed] } });
    expect([stale.statusCode, stale.json().error]).toMatchObject([409, DECK_MESSAGES.conflict.defaultMessage]);
    const unknown = await put(cookie, deck.id, {
      version: deck.version + 1,
      slideChanges: { order: [...order, 'gone'], put: [changed] },
    });
    expect(unknown.statusCode).toBe(409);
    const stored = (await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(cookie) })).json<Deck>();
    expect([stored.version, stored.slides]).toEqual([deck.version + 1, deck.slides]);
  });

  it('refuses slides and slideChanges together, and repeated ids', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await generatedDeck(cookie);
    const order = deck.slides.map((s) => s.id);
    const both = await put(cookie, deck.id, {
      version: deck.version,
      slides: deck.slides,
      slideChanges: { order, put: [] },
    });
    expect([both.statusCode, both.json().error]).toEqual([400, 'Send slides or slideChanges, not both']);
    const twice = await put(cookie, deck.id, {
      version: deck.version,
      slideChanges: { order: [...order, order[0]], put: [] },
    });
    expect([twice.statusCode, twice.json().error]).toEqual([400, 'Each id may appear once']);
  });
});

describe('small saves: PUT /resumes/:id with sectionChanges', () => {
  it('saves one changed section and keeps the rest; the last section cannot go', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const resume = await builtResume(ctx, cookie, { name: 'Amara Okafor', role: 'CEO' }, 'Builds cold chains.');
    const edited = { ...resume.sections[0]!, content: 'Builds cold chains across Kenya.' };
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/resumes/${resume.id}`,
      payload: { version: resume.version, sectionChanges: { order: resume.sections.map((s) => s.id), put: [edited] } },
      ...as(cookie),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Resume>().sections).toEqual([edited, ...resume.sections.slice(1)]);

    const empty = await ctx.app.inject({
      method: 'PUT',
      url: `/resumes/${resume.id}`,
      payload: { version: resume.version + 1, sectionChanges: { order: [], put: [] } },
      ...as(cookie),
    });
    expect([empty.statusCode, empty.json().error]).toEqual([400, 'A resume keeps at least one section']);
  });
});

describe('pictures saved before the media store', () => {
  it('are moved into it by the migration, which changes nothing the second time', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await generatedDeck(cookie);
    const resume = await builtResume(ctx, cookie, { name: 'Kofi Mensah', role: 'CTO' }, 'Ships payments.');
    const photo = await picture(200, 200, 'jpeg');
    const slide = await picture(800, 450);
    // As an older version of Kuza stored them: the bytes inside the documents.
    const db = ctx.app.db.connection;
    await db.collection('decks').updateOne(
      { _id: new Types.ObjectId(deck.id) },
      {
        $set: {
          'slides.0.media': { src: dataUrlOf(slide), alt: 'Cold room' },
          'slides.1.media': { src: 'data:image/png;base64,bm90IGEgcGljdHVyZQ==', alt: 'Broken' },
        },
      },
    );
    await db
      .collection('resumes')
      .updateOne({ _id: new Types.ObjectId(resume.id) }, { $set: { profileImageUrl: dataUrlOf(photo, 'image/jpeg') } });

    const first = await ctx.app.decks.moveImagesIntoStore();
    expect(first).toEqual({ decks: 1, kept: 1 });
    expect(await ctx.app.resumes.moveImagesIntoStore()).toEqual({ resumes: 1, kept: 0 });

    const moved = (await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(cookie) })).json<Deck>();
    expect(moved.version).toBe(deck.version);
    expect(moved.slides[0]!.media!.src).toMatch(STORED);
    // What the store refuses is kept as it was, never lost.
    expect(moved.slides[1]!.media!.src).toBe('data:image/png;base64,bm90IGEgcGljdHVyZQ==');
    const image = await ctx.app.inject({ method: 'GET', url: pathOf(moved.slides[0]!.media!.src) });
    expect(image.rawPayload.equals(slide)).toBe(true);
    const movedResume = (
      await ctx.app.inject({ method: 'GET', url: `/resumes/${resume.id}`, ...as(cookie) })
    ).json<Resume>();
    expect(movedResume.profileImageUrl).toMatch(STORED);

    expect(await ctx.app.decks.moveImagesIntoStore()).toEqual({ decks: 0, kept: 1 });
    expect(await ctx.app.resumes.moveImagesIntoStore()).toEqual({ resumes: 0, kept: 0 });
    const again = (await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(cookie) })).json<Deck>();
    expect(again.slides[0]!.media!.src).toBe(moved.slides[0]!.media!.src);
  });
  it('are moved when the API starts', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await generatedDeck(cookie);
    const slide = await picture(300, 200);
    await ctx.app.db.connection
      .collection('decks')
      .updateOne(
        { _id: new Types.ObjectId(deck.id) },
        { $set: { 'slides.2.media': { src: dataUrlOf(slide), alt: 'Market' } } },
      );
    const restarted = await createTestApp({ env: { API_URL }, dbName: ctx.dbName, keepDatabase: true });
    await restarted.stop();
    const moved = (await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(cookie) })).json<Deck>();
    expect(moved.slides[2]!.media!.src).toMatch(STORED);
  });
});

describe('exports', () => {
  it('embed stored pictures read from the store, in PPTX and in the resume PDF', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await generatedDeck(cookie);
    const png = await picture(400, 300);
    const slides = deck.slides.map((slide, index) => (index === 1 ? withImage(slide, dataUrlOf(png)) : slide));
    await put(cookie, deck.id, { version: deck.version, slides });

    // No host may be fetched in tests: a picture in the file can only have come from the store.
    const pptx = await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}/export?format=pptx`, ...as(cookie) });
    expect(pptx.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(pptx.rawPayload);
    const media = await Promise.all(
      Object.keys(zip.files)
        .filter((name) => name.startsWith('ppt/media/') && !zip.files[name]!.dir)
        .map((name) => zip.file(name)!.async('nodebuffer')),
    );
    expect(media.some((data) => data.equals(png))).toBe(true);

    const resume = await builtResume(ctx, cookie, { name: 'Amara Okafor', role: 'CEO' }, 'Builds cold chains.');
    const photo = await picture(120, 120, 'webp');
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/resumes/${resume.id}`,
      payload: { version: resume.version, profileImageUrl: dataUrlOf(photo, 'image/webp') },
      ...as(cookie),
    });
    expect(saved.json<Resume>().profileImageUrl).toMatch(STORED);
    const pdf = await ctx.app.inject({ method: 'GET', url: `/resumes/${resume.id}/export?format=pdf`, ...as(cookie) });
    expect(pdf.statusCode).toBe(200);
    // The WebP photo is converted for the PDF: an image XObject of its size is in the file.
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image[\s\S]*?\/Width 120/);
  });
});

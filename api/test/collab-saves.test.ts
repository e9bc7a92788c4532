import { HocuspocusProvider } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { COLLAB_PATH, COLLAB_SHAPE, collabRoomName, endLiveConnection } from '@kuza/contracts/collab';
import { LIVE_SAVE_NOW, OUTLINE_SHAPE, applySaved, fillRoom, readRoom } from '@kuza/contracts/live';
import type { Deck, FactSheet, Resume } from '@kuza/contracts';
import { createAuthApp, type AuthTestApp } from './helpers/auth';
import { as, builtResume, createAiDeck, generate, ownerAndMember } from './helpers/decks';
import { sessionOf, sleep, until } from './helpers/collab';

let ctx: AuthTestApp;
let url: string;
const providers: HocuspocusProvider[] = [];
beforeAll(async () => {
  ctx = await createAuthApp();
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}${COLLAB_PATH}`;
});
afterEach(() => {
  for (const provider of providers.splice(0)) endLiveConnection(provider);
});
afterAll(() => ctx.stop());

function editor(cookie: string, deckId: string) {
  const state = { synced: false, closed: undefined as number | undefined };
  const provider = new HocuspocusProvider({
    url,
    name: collabRoomName('deck', deckId),
    token: sessionOf(cookie),
    WebSocketPolyfill: WebSocket,
    onSynced: () => (state.synced = true),
    onClose: ({ event }) => (state.closed ??= event.code),
  } as ConstructorParameters<typeof HocuspocusProvider>[0]);
  providers.push(provider);
  const slides = provider.document.getArray<Y.Map<unknown>>(COLLAB_SHAPE.deck.list);
  const text = (index: number, field: string) => slides.get(index).get(field) as Y.Text;
  const outline = provider.document.getArray<Y.Map<unknown>>(OUTLINE_SHAPE.list);
  const section = (index: number, field: string) => outline.get(index).get(field) as Y.Text;
  const facts = () => readRoom(provider.document, 'deck').facts;
  /** The facts panel's save, as the page's binding puts it into the room: what changed, fact by fact. */
  const changeFacts = (change: (facts: FactSheet) => FactSheet) => {
    const room = readRoom(provider.document, 'deck');
    applySaved(provider.document, 'deck', room, { ...room, facts: change(room.facts!) });
  };
  const factText = (key: keyof FactSheet) =>
    provider.document.getMap<Y.Map<unknown>>('facts').get(key)!.get('text') as Y.Text;
  return { provider, state, slides, text, outline, section, facts, changeFacts, factText };
}

async function generatedDeck() {
  const team = await ownerAndMember(ctx);
  const created = await createAiDeck(ctx, team.owner.cookie);
  await generate(ctx, team.owner.cookie, created.id);
  return { ...team, deckId: created.id };
}

const read = async (cookie: string, id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/decks/${id}`, ...as(cookie) })).json<Deck>();

it('shows a save made through the REST editor in the open room, and keeps the live edits it did not touch', async () => {
  const { owner, member, deckId } = await generatedDeck();
  const live = editor(member.cookie, deckId);
  await until(() => live.state.synced);
  live.text(1, 'title').insert(0, 'Live ');
  await until(async () => (await read(owner.cookie, deckId)).slides[1]!.title?.startsWith('Live ') ?? false);

  const deck = await read(owner.cookie, deckId);
  const slides = deck.slides.map((slide, index) => (index === 0 ? { ...slide, title: 'Saved through REST' } : slide));
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: `/decks/${deckId}`,
    payload: { version: deck.version, slides },
    ...as(owner.cookie),
  });
  expect(saved.statusCode).toBe(200);

  await until(() => live.text(0, 'title').toString() === 'Saved through REST');
  expect(live.text(1, 'title').toString()).toMatch(/^Live /);
});

it('saves the room at once when an editor asks before an export, without waiting for the debounce', async () => {
  const { member, deckId } = await generatedDeck();
  const live = editor(member.cookie, deckId);
  await until(() => live.state.synced);
  live.text(2, 'title').insert(0, 'Now ');
  await until(() => !live.provider.hasUnsyncedChanges);
  const saved = new Promise<void>((resolve) =>
    live.provider.on('stateless', ({ payload }: { payload: string }) => payload === LIVE_SAVE_NOW.done && resolve()),
  );
  live.provider.sendStateless(LIVE_SAVE_NOW.ask);
  await saved;
  expect((await read(member.cookie, deckId)).slides[2]!.title).toMatch(/^Now /);
});

it('drops an editor that stops reading its socket, while the one typing is not slowed', async () => {
  const { owner, member, deckId } = await generatedDeck();
  const slow = editor(member.cookie, deckId);
  const typist = editor(owner.cookie, deckId);
  await until(() => slow.state.synced && typist.state.synced);
  const socket = (
    slow.provider.configuration.websocketProvider as unknown as {
      webSocket: { _socket: { pause(): void; resume(): void } };
    }
  ).webSocket._socket;
  socket.pause();

  // About 24 MB of traffic the slow editor never reads; the deck itself stays small.
  const chunk = 'w'.repeat(200_000);
  const started = Date.now();
  for (let i = 0; i < 120; i += 1) {
    const notes = typist.text(2, 'notes');
    notes.insert(0, chunk);
    notes.delete(0, chunk.length);
    await sleep(15);
  }
  typist.text(3, 'title').insert(0, 'Done ');
  const check = editor(owner.cookie, deckId);
  await until(() => check.state.synced && check.text(3, 'title').toString().startsWith('Done '));
  expect(Date.now() - started).toBeLessThan(10_000);

  socket.resume();
  await until(() => slow.state.closed !== undefined, 8_000);
}, 30_000);

it('lets a teammate edit a resume section live, and saves it to the resume', async () => {
  const { owner, member } = await ownerAndMember(ctx);
  const resume: Resume = await builtResume(
    ctx,
    owner.cookie,
    { name: 'Wanjiku Kamau', role: 'Founder & CEO', experience: 'Founder, SokoFresh (2021 to now).' },
    'Founder of SokoFresh, cold storage for 1,200 farmers in Nakuru.',
  );
  const provider = new HocuspocusProvider({
    url,
    name: collabRoomName('resume', resume.id),
    token: sessionOf(member.cookie),
    WebSocketPolyfill: WebSocket,
  } as ConstructorParameters<typeof HocuspocusProvider>[0]);
  providers.push(provider);
  const sections = provider.document.getArray<Y.Map<unknown>>(COLLAB_SHAPE.resume.list);
  await until(() => sections.length === resume.sections.length);
  (sections.get(0).get('label') as Y.Text).insert(0, 'Live ');

  await until(async () => {
    const saved = (
      await ctx.app.inject({ method: 'GET', url: `/resumes/${resume.id}`, ...as(owner.cookie) })
    ).json<Resume>();
    return saved.sections[0]!.label === `Live ${resume.sections[0]!.label}`;
  });
});

it("never saves a slide that breaks the deck's rules, while the room's other edits are saved", async () => {
  const { member, deckId } = await generatedDeck();
  const before = await read(member.cookie, deckId);
  const live = editor(member.cookie, deckId);
  await until(() => live.state.synced);
  // A title longer than a slide's title may be (300 characters), and a fair edit on another slide.
  live.text(1, 'title').insert(0, 'x'.repeat(400));
  live.text(2, 'title').insert(0, 'Kept ');

  await until(async () => (await read(member.cookie, deckId)).slides[2]!.title.startsWith('Kept '));
  const after = await read(member.cookie, deckId);
  expect(after.slides[1]).toEqual(before.slides[1]);
  expect(after.slides.map((slide) => slide.id)).toEqual(before.slides.map((slide) => slide.id));
});

it('closes every live editor of a deck at once when the deck is deleted', async () => {
  const { owner, member, deckId } = await generatedDeck();
  const live = editor(member.cookie, deckId);
  await until(() => live.state.synced);
  const removed = await ctx.app.inject({ method: 'DELETE', url: `/decks/${deckId}`, ...as(owner.cookie) });
  expect(removed.statusCode).toBeLessThan(300);
  // Without anything typed: the editor does not wait for its next message to learn it.
  await until(() => live.state.closed !== undefined, 1_000);
});

it("saves two teammates' live edits of one outline (one description, two places), and never a section that breaks its rule", async () => {
  const { owner, member } = await ownerAndMember(ctx);
  const { id: deckId, outline } = await createAiDeck(ctx, owner.cookie);
  expect(outline.length).toBeGreaterThan(2);
  const first = editor(owner.cookie, deckId);
  const second = editor(member.cookie, deckId);
  await until(() => first.outline.length === outline.length && second.outline.length === outline.length);
  first.section(0, 'description').insert(0, 'Ours: ');
  second.section(0, 'description').insert(outline[0]!.description.length, ' (checked)');
  // A title longer than a section's title may be (200 characters), beside a fair edit.
  second.section(1, 'title').insert(0, 'x'.repeat(300));
  second.section(2, 'title').insert(0, 'Kept ');

  await until(async () => (await read(owner.cookie, deckId)).outline[2]!.title.startsWith('Kept '));
  const saved = await read(owner.cookie, deckId);
  expect(saved.outline[0]!.description).toBe(`Ours: ${outline[0]!.description} (checked)`);
  expect(saved.outline[1]).toEqual(outline[1]);
  expect(saved.outline.map((entry) => entry.id)).toEqual(outline.map((entry) => entry.id));
});

it('gives a room kept from before rooms held outlines the saved outline, so the outline page never opens empty', async () => {
  const { owner } = await ownerAndMember(ctx);
  const deck = await createAiDeck(ctx, owner.cookie);
  // The room's history as it was kept then: the name and slides, no outline.
  const kept = new Y.Doc();
  fillRoom(kept, 'deck', { name: deck.name, items: deck.slides as never });
  await ctx.app.db.connection
    .collection<{ _id: string }>('collabstates')
    .updateOne(
      { _id: collabRoomName('deck', deck.id) },
      { $set: { update: Buffer.from(Y.encodeStateAsUpdate(kept)), version: deck.version } },
      { upsert: true },
    );
  const live = editor(owner.cookie, deck.id);
  await until(() => live.state.synced);
  expect(live.outline.toJSON()).toEqual(deck.outline.map((section) => expect.objectContaining(section)));
});

it("saves two teammates' live edits of the facts (one fact's words, another fact), reads the price again, and never a fact that breaks its rule", async () => {
  const { owner, member } = await ownerAndMember(ctx);
  const deck = await createAiDeck(ctx, owner.cookie);
  const company = deck.facts!.company!.text;
  const first = editor(owner.cookie, deck.id);
  const second = editor(member.cookie, deck.id);
  await until(() => first.facts() !== undefined && second.facts() !== undefined);
  first.factText('company').insert(0, 'Ours: ');
  second.factText('company').insert(company.length, ' (checked)');
  second.changeFacts((facts) => ({
    ...facts,
    businessModel: { text: 'Farmers pay KES 50 per crate per day.', source: 'typed', confirmed: true },
    // Longer than a fact may be (2,000 characters).
    oneLiner: { text: 'x'.repeat(2_100), source: 'typed' },
  }));

  await until(async () => (await read(owner.cookie, deck.id)).facts?.businessModel !== undefined);
  const saved = (await read(owner.cookie, deck.id)).facts!;
  expect(saved.company).toMatchObject({ text: `Ours: ${company} (checked)` });
  expect(saved.businessModel).toEqual({
    text: 'Farmers pay KES 50 per crate per day.',
    source: 'typed',
    confirmed: true,
    price: { amount: 50, currency: 'KES', figure: 'KES 50' },
    unit: 'crate',
    period: 'day',
  });
  expect(saved.oneLiner).toEqual(deck.facts!.oneLiner);
  // What the API read from the words comes back into both rooms.
  await until(() => first.facts()?.businessModel?.price?.amount === 50);
  expect(second.facts()?.businessModel).toEqual(saved.businessModel);
}, 20_000);

it("keeps a teammate's live edit of the facts when a REST save of the whole sheet comes in, and refuses one made on an older deck", async () => {
  const { owner, member } = await ownerAndMember(ctx);
  const deck = await createAiDeck(ctx, owner.cookie);
  const live = editor(member.cookie, deck.id);
  await until(() => live.facts() !== undefined);
  live.factText('company').insert(0, 'Live ');
  await until(async () => (await read(owner.cookie, deck.id)).facts!.company!.text.startsWith('Live '));

  const stale = await ctx.app.inject({
    method: 'PUT',
    url: `/decks/${deck.id}`,
    payload: { version: deck.version, facts: { ...deck.facts, problem: { text: 'Older words', source: 'typed' } } },
    ...as(owner.cookie),
  });
  expect(stale.statusCode).toBe(409);

  // The teammate types again, and a REST save of the whole sheet (read before it) comes in before the room writes.
  const latest = await read(owner.cookie, deck.id);
  live.factText('company').insert(latest.facts!.company!.text.length, ' Ltd');
  const rest = await ctx.app.inject({
    method: 'PUT',
    url: `/decks/${deck.id}`,
    payload: { version: latest.version, facts: { ...latest.facts, problem: { text: 'Crops rot', source: 'typed' } } },
    ...as(owner.cookie),
  });
  expect(rest.statusCode).toBe(200);

  await until(async () => (await read(owner.cookie, deck.id)).facts!.company!.text.endsWith(' Ltd'));
  const saved = (await read(owner.cookie, deck.id)).facts!;
  expect(saved.company!.text).toBe(`Live ${deck.facts!.company!.text} Ltd`);
  expect(saved.problem).toEqual({ text: 'Crops rot', source: 'typed' });
  await until(() => live.facts()?.problem?.text === 'Crops rot');
}, 20_000);

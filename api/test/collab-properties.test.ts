import { HocuspocusProvider } from '@hocuspocus/provider';
import fc from 'fast-check';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { COLLAB_PATH, COLLAB_SHAPE, collabRoomName, endLiveConnection } from '@kuza/contracts/collab';
import type { Deck } from '@kuza/contracts';
import { createAuthApp, type AuthTestApp } from './helpers/auth';
import { as, createAiDeck, generate, ownerAndMember } from './helpers/decks';
import { sessionOf, sleep, until } from './helpers/collab';

let ctx: AuthTestApp;
let url: string;
beforeAll(async () => {
  ctx = await createAuthApp();
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}${COLLAB_PATH}`;
});
afterAll(() => ctx.stop());

function connect(cookie: string, deckId: string, document = new Y.Doc()) {
  const state = { synced: false };
  const provider = new HocuspocusProvider({
    url,
    name: collabRoomName('deck', deckId),
    token: sessionOf(cookie),
    document,
    WebSocketPolyfill: WebSocket,
    onSynced: () => (state.synced = true),
  } as ConstructorParameters<typeof HocuspocusProvider>[0]);
  return { provider, state, document };
}

const TEXT_FIELDS = COLLAB_SHAPE.deck.text;
const slidesOf = (doc: Y.Doc) => doc.getArray<Y.Map<unknown>>(COLLAB_SHAPE.deck.list);
const snapshot = (doc: Y.Doc) =>
  slidesOf(doc)
    .toArray()
    .map((slide) => Object.fromEntries(TEXT_FIELDS.map((field) => [field, String(slide.get(field) ?? '')])));

type Step =
  | { kind: 'insert'; client: number; slide: number; field: number; at: number; text: string }
  | { kind: 'delete'; client: number; slide: number; field: number; at: number; length: number }
  | { kind: 'toggle'; client: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    client: fc.nat(2),
    slide: fc.nat(3),
    field: fc.nat(1),
    at: fc.nat(40),
    text: fc.string({ minLength: 1, maxLength: 6 }),
  }),
  fc.record({
    kind: fc.constant('delete' as const),
    client: fc.nat(2),
    slide: fc.nat(3),
    field: fc.nat(1),
    at: fc.nat(40),
    length: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ kind: fc.constant('toggle' as const), client: fc.nat(2) }),
);

it('ends with every editor and the saved deck holding the same slides, whatever three editors do with disconnects', async () => {
  const team = await ownerAndMember(ctx);
  const cookies = [team.owner.cookie, team.member.cookie, team.owner.cookie];
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
      const created = await createAiDeck(ctx, team.owner.cookie);
      await generate(ctx, team.owner.cookie, created.id);
      const clients = cookies.map((cookie) => connect(cookie, created.id));
      const online = clients.map(() => true);
      try {
        await until(() => clients.every((client) => client.state.synced));
        for (const s of steps) {
          const client = clients[s.client]!;
          if (s.kind === 'toggle') {
            if (online[s.client]) client.provider.disconnect();
            else await client.provider.connect();
            online[s.client] = !online[s.client];
            continue;
          }
          const text = slidesOf(client.document).get(s.slide).get(TEXT_FIELDS[s.field]!) as Y.Text;
          const at = Math.min(s.at, text.length);
          if (s.kind === 'insert') text.insert(at, s.text);
          else text.delete(at, Math.min(s.length, text.length - at));
          await sleep(5);
        }
        for (const [index, client] of clients.entries()) if (!online[index]) await client.provider.connect();
        const expected = () => JSON.stringify(snapshot(clients[0]!.document));
        await until(() => clients.every((client) => JSON.stringify(snapshot(client.document)) === expected()));
        await until(async () => {
          const deck = (
            await ctx.app.inject({ method: 'GET', url: `/decks/${created.id}`, ...as(team.owner.cookie) })
          ).json<Deck>();
          const saved = deck.slides.map((slide) =>
            Object.fromEntries(TEXT_FIELDS.map((field) => [field, String(slide[field] ?? '')])),
          );
          return JSON.stringify(saved) === expected();
        });
      } finally {
        for (const client of clients) endLiveConnection(client.provider);
      }
    }),
    { numRuns: 3, seed: 35, endOnFailure: true },
  );
}, 60_000);

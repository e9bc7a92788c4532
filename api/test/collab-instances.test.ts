import net, { type AddressInfo } from 'node:net';
import { HocuspocusProvider } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { COLLAB_PATH, COLLAB_SHAPE, collabRoomName, endLiveConnection } from '@kuza/contracts/collab';
import type { Deck } from '@kuza/contracts';
import { createAuthApp, type AuthTestApp } from './helpers/auth';
import { as, createAiDeck, generate, ownerAndMember } from './helpers/decks';
import { startTestRedis, type TestRedis } from './helpers/redis';
import { sessionOf, until } from './helpers/collab';

let redis: TestRedis;
const running: AuthTestApp[] = [];
const closers: Array<() => void> = [];
beforeAll(async () => {
  redis = await startTestRedis();
});
afterAll(async () => {
  for (const close of closers) close();
  // `b` last: it drops the database both used.
  for (const app of running) await app.stop().catch(() => undefined);
  await redis?.remove();
});

async function listening(ctx: AuthTestApp): Promise<number> {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return (ctx.app.server.address() as AddressInfo).port;
}

/** As nginx in front of the instances: each new connection goes to the port `target()` names. */
async function gateway(target: () => number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const upstream = net.connect(target(), '127.0.0.1');
    for (const end of [socket, upstream]) {
      sockets.add(end);
      end.on('close', () => sockets.delete(end));
      end.on('error', () => undefined);
    }
    socket.pipe(upstream).pipe(socket);
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  return {
    port: (server.address() as AddressInfo).port,
    /** Cuts every open connection, as the death of the instance behind them does. */
    cut: () => sockets.forEach((socket) => socket.destroy()),
  };
}

function editor(port: number, cookie: string, deckId: string) {
  const state = { synced: false };
  const provider = new HocuspocusProvider({
    url: `ws://127.0.0.1:${port}${COLLAB_PATH}`,
    name: collabRoomName('deck', deckId),
    token: sessionOf(cookie),
    WebSocketPolyfill: WebSocket,
    delay: 50,
    minDelay: 50,
    maxDelay: 200,
    onSynced: () => (state.synced = true),
  } as ConstructorParameters<typeof HocuspocusProvider>[0]);
  closers.push(() => endLiveConnection(provider));
  const title = (index: number) =>
    provider.document.getArray<Y.Map<unknown>>(COLLAB_SHAPE.deck.list).get(index).get('title') as Y.Text;
  return { provider, state, title };
}

it('keeps every edit when the instance one editor was on dies mid-session and it reconnects to the other', async () => {
  const shared = { REDIS_URL: redis.url };
  const a = await createAuthApp({ ...shared, INSTANCE_ID: 'api-a' }, { keepDatabase: true });
  const b = await createAuthApp({ ...shared, INSTANCE_ID: 'api-b' }, { dbName: a.dbName });
  running.push(a, b);
  const [portA, portB] = [await listening(a), await listening(b)];
  let alive = portA;
  const toA = await gateway(() => alive);

  const team = await ownerAndMember(a);
  const created = await createAiDeck(a, team.owner.cookie);
  await generate(a, team.owner.cookie, created.id);

  const one = editor(toA.port, team.owner.cookie, created.id);
  const two = editor(portB, team.member.cookie, created.id);
  await until(() => one.state.synced && two.state.synced);

  // Across instances, through Redis.
  one.title(0).insert(0, 'On A: ');
  two.title(1).insert(0, 'On B: ');
  await until(() => two.title(0).toString().startsWith('On A: ') && one.title(1).toString().startsWith('On B: '));

  // Instance A dies: its connections drop, and the gateway sends new ones to B.
  alive = portB;
  toA.cut();
  await a.app.close();
  one.title(2).insert(0, 'Typed while cut off: ');
  two.title(3).insert(0, 'Typed meanwhile on B: ');

  await until(
    () =>
      two.title(2).toString().startsWith('Typed while cut off: ') &&
      one.title(3).toString().startsWith('Typed meanwhile on B: '),
  );
  await until(async () => {
    const deck = (
      await b.app.inject({ method: 'GET', url: `/decks/${created.id}`, ...as(team.owner.cookie) })
    ).json<Deck>();
    return [
      deck.slides[0]!.title?.startsWith('On A: '),
      deck.slides[1]!.title?.startsWith('On B: '),
      deck.slides[2]!.title?.startsWith('Typed while cut off: '),
      deck.slides[3]!.title?.startsWith('Typed meanwhile on B: '),
    ].every(Boolean);
  });
}, 40_000);

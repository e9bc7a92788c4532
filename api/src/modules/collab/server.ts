import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hocuspocus, type Connection, type Extension } from '@hocuspocus/server';
import * as decoding from 'lib0/decoding';
import { WebSocketServer, type WebSocket } from 'ws';
import * as Y from 'yjs';
import { COLLAB_CLOSE, COLLAB_LIMITS, collabRoomName, parseCollabRoom, type CollabKind } from '@kuza/contracts/collab';
import { LIVE_SAVE_NOW, applySaved, fillRoom, readRoom, type RoomContent } from '@kuza/contracts/live';
import {
  factSheetSchema,
  outlineSectionSchema,
  resumeSectionSchema,
  slideSchema,
  type FactSheet,
} from '@kuza/contracts';

/**
 * A deck's or a resume's content as a room loads and saves it: its name, slides or sections, and a
 * deck's outline (a save without `outline` leaves the saved one alone).
 */
export interface RoomStore {
  load(id: string): Promise<{ content: RoomContent; version: number } | null>;
  /** Writes the room's content and answers the version it now has (null when the document is gone). */
  save(id: string, content: RoomContent): Promise<number | null>;
  /** The saved version alone, to notice a save made outside the room. */
  version(id: string): Promise<number | null>;
}

/** A room's Yjs history, kept beside the document with the version it was written at. */
export interface RoomStates {
  get(name: string): Promise<{ update: Uint8Array; version: number } | null>;
  put(name: string, update: Uint8Array, version: number): Promise<void>;
}

export interface CollabUser {
  id: string;
}

/** The workspace a connection reaches, or null when the user may not open the document. */
export type CollabAccess = (
  kind: CollabKind,
  userId: string,
  id: string,
) => Promise<{ workspaceId: string; readOnly: boolean } | null>;

export interface CollabOptions {
  /** The user a session id opens (the token, else the session cookie), or null. */
  userOf(token: string | undefined, request: IncomingMessage): Promise<CollabUser | null>;
  access: CollabAccess;
  stores: Record<CollabKind, RoomStore>;
  states: RoomStates;
  log: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
  extensions?: Extension[];
  limits?: Partial<typeof COLLAB_LIMITS>;
  /** How soon after a change the room is written back, and how often it looks for outside saves. */
  timing?: { debounceMs?: number; maxDebounceMs?: number; pollMs?: number };
}

interface ConnectionContext {
  userId: string;
  workspaceId: string;
  revoked?: boolean;
  /** Whether the session still opens and the user may still edit the document. */
  stillAllowed(): Promise<boolean>;
  checkedAt: number;
}

/**
 * How long a check of the session and role holds for the messages after it. Sessions are read
 * from the instance's cache; removals from the team close connections at once (`revoke`).
 */
const RECHECK_MS = 1_000;

const forbidden = (message: string) =>
  Object.assign(new Error(message), { code: COLLAB_CLOSE.forbidden, reason: 'forbidden' });

interface Room {
  kind: CollabKind;
  id: string;
  /** The content the room last loaded or wrote, and its version. */
  base: RoomContent;
  version: number;
  poll?: NodeJS.Timeout;
}

const AWARENESS_MESSAGE = 1;

/** The rule every saved slide or section keeps, the one the REST saves check too. */
const ITEM_SCHEMA = { deck: slideSchema, resume: resumeSectionSchema } as const;

type Item = RoomContent['items'][number];

/** A list of the room as it may be saved: each item that breaks `schema` kept as `base` has it (or left out). */
function savableList(
  schema: { isValidSync(value: unknown, options: { strict: boolean }): boolean },
  items: readonly Item[],
  base: readonly Item[],
  kept: string[],
): Item[] {
  const saved = new Map(base.map((item) => [item.id, item]));
  return items.flatMap((item) => {
    if (schema.isValidSync(item, { strict: true })) return [item];
    kept.push(String(item.id));
    const before = saved.get(item.id);
    return before ? [before] : [];
  });
}

/** The rule of each fact of the sheet, the one REST saves check too. */
const FACT_RULES = factSheetSchema.fields as unknown as Record<
  string,
  { isValidSync(value: unknown, options: { strict: boolean }): boolean }
>;

/**
 * A deck's facts as they may be saved: a fact that breaks its rule (or that the sheet does not know)
 * keeps the copy `base` has (or is left out), its key listed in `kept` as `facts.<key>`; a sheet
 * that still breaks the sheet's rule keeps `base` whole.
 */
function savableFacts(facts: FactSheet, base: FactSheet | undefined, kept: string[]): FactSheet | undefined {
  const sheet: Record<string, unknown> = {};
  const saved = (base ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(facts)) {
    if (FACT_RULES[key]?.isValidSync(value, { strict: true })) sheet[key] = value;
    else {
      kept.push(`facts.${key}`);
      if (saved[key] !== undefined) sheet[key] = saved[key];
    }
  }
  if (factSheetSchema.isValidSync(sheet, { strict: true })) return sheet as FactSheet;
  kept.push('facts');
  return base;
}

/**
 * The room's content as it may be saved: an item (a slide, a resume section, an outline section)
 * that breaks its rule (the one REST saves check too) is left as `base` has it (or out, when it is
 * new), and its id is listed in `kept`; so is a deck's fact (`savableFacts`). The check is
 * synchronous, so nothing of it runs on once the save has answered.
 */
export function savableContent(
  kind: CollabKind,
  content: RoomContent,
  base: RoomContent,
): { content: RoomContent; kept: string[] } {
  const kept: string[] = [];
  const items = savableList(ITEM_SCHEMA[kind], content.items, base.items, kept);
  const outline = content.outline && savableList(outlineSectionSchema, content.outline, base.outline ?? [], kept);
  const facts = content.facts && savableFacts(content.facts, base.facts, kept);
  if (!kept.length) return { content, kept };
  const { outline: _outline, facts: _facts, ...rest } = content;
  return { content: { ...rest, items, ...(outline ? { outline } : {}), ...(facts ? { facts } : {}) }, kept };
}

/**
 * A room's first content, written under a client id fixed by the room and version: two instances
 * that open the same room at once write the very same items, which Yjs then counts once.
 */
function firstFill(name: string, kind: CollabKind, saved: { content: RoomContent; version: number }): Y.Doc {
  const doc = new Y.Doc();
  doc.clientID = createHash('sha256').update(`${name}@${saved.version}`).digest().readUInt32BE(0) >>> 1;
  fillRoom(doc, kind, saved.content);
  return doc;
}

/** The states an awareness message carries: each client id, its clock and the user it names (none when leaving). */
function awarenessClaims(data: Uint8Array): Array<{ clientId: number; clock: number; userId?: string }> | null {
  const decoder = decoding.createDecoder(data);
  decoding.readVarString(decoder);
  if (decoding.readVarUint(decoder) !== AWARENESS_MESSAGE) return null;
  const update = decoding.createDecoder(decoding.readVarUint8Array(decoder));
  const claims: Array<{ clientId: number; clock: number; userId?: string }> = [];
  for (let count = decoding.readVarUint(update); count > 0; count -= 1) {
    const clientId = decoding.readVarUint(update);
    const clock = decoding.readVarUint(update);
    const state = JSON.parse(decoding.readVarString(update)) as { user?: { id?: unknown } } | null;
    claims.push({ clientId, clock, ...(state?.user ? { userId: String(state.user.id) } : {}) });
  }
  return claims;
}

/**
 * Whether an awareness message claims another user's presence. An editor passes on every state it
 * learns, teammates' included, as the server sent them: a state of another user is refused only
 * when it is newer than the one the room holds for that client (a forged one), not when it is an echo.
 */
export function claimsAnotherUser(
  claims: ReadonlyArray<{ clientId: number; clock: number; userId?: string }>,
  userId: string,
  known: (clientId: number) => number | undefined,
): boolean {
  return claims.some(({ clientId, clock, userId: claimed }) => {
    if (claimed === undefined || claimed === userId) return false;
    const held = known(clientId);
    return held === undefined || clock > held;
  });
}

/**
 * The live channel: a Hocuspocus server behind a WebSocket server of our own, which enforces the
 * per-connection limits before Hocuspocus sees a message (size, rate, unread data).
 */
export function createCollabServer(options: CollabOptions) {
  const limits = { ...COLLAB_LIMITS, ...options.limits };
  const { debounceMs = 1_000, maxDebounceMs = 5_000, pollMs = 2_000 } = options.timing ?? {};
  const rooms = new Map<string, Room>();
  const open = new Map<Connection, ConnectionContext>();

  async function catchUp(room: Room, doc: Y.Doc): Promise<void> {
    const store = options.stores[room.kind];
    const version = await store.version(room.id);
    if (version === null || version === room.version) return;
    const saved = await store.load(room.id);
    if (!saved) return;
    applySaved(doc, room.kind, room.base, saved.content);
    room.base = saved.content;
    room.version = saved.version;
  }

  const hocuspocus = new Hocuspocus({
    quiet: true,
    debounce: debounceMs,
    maxDebounce: maxDebounceMs,
    extensions: options.extensions ?? [],
    async onAuthenticate({ token, documentName, request, connectionConfig }) {
      const room = parseCollabRoom(documentName);
      const user = room ? await options.userOf(token || undefined, request) : null;
      const access = room && user ? await options.access(room.kind, user.id, room.id) : null;
      if (!user || !access) throw new Error('forbidden');
      connectionConfig.readOnly = access.readOnly;
      const stillAllowed = async () => {
        const now = await options.userOf(token || undefined, request);
        return now?.id === user.id && (await options.access(room!.kind, user.id, room!.id)) !== null;
      };
      return {
        userId: user.id,
        workspaceId: access.workspaceId,
        stillAllowed,
        checkedAt: Date.now(),
      } satisfies ConnectionContext;
    },
    async onLoadDocument({ document, documentName }) {
      const { kind, id } = parseCollabRoom(documentName)!;
      const saved = await options.stores[kind].load(id);
      if (!saved) throw new Error('document not found');
      // The room's history is kept, so editors that reconnect with an older copy merge into it
      // instead of adding its content a second time.
      const state = await options.states.get(documentName);
      if (state) {
        Y.applyUpdate(document, state.update);
        const held = readRoom(document, kind);
        // A room kept before it held the deck's outline or facts gets them from the saved deck.
        const lacking = {
          ...(saved.content.outline !== undefined && held.outline === undefined
            ? { outline: saved.content.outline }
            : {}),
          ...(saved.content.facts !== undefined && held.facts === undefined ? { facts: saved.content.facts } : {}),
        };
        if (state.version !== saved.version) applySaved(document, kind, held, saved.content);
        else if (Object.keys(lacking).length > 0) applySaved(document, kind, held, { ...held, ...lacking });
      } else {
        Y.applyUpdate(document, Y.encodeStateAsUpdate(firstFill(documentName, kind, saved)));
      }
      const room: Room = { kind, id, base: saved.content, version: saved.version };
      room.poll = setInterval(() => {
        catchUp(room, document).catch((error: unknown) => options.log.warn({ err: error }, 'collab catch-up failed'));
      }, pollMs);
      room.poll.unref();
      rooms.set(documentName, room);
    },
    async onStoreDocument({ document, documentName }) {
      const room = rooms.get(documentName);
      if (!room) return;
      await catchUp(room, document);
      const checked = savableContent(room.kind, readRoom(document, room.kind), room.base);
      if (checked.kept.length > 0) {
        options.log.warn(
          { room: documentName, items: checked.kept },
          'collab save kept the saved copy of items that break their rule',
        );
      }
      // A room that does not hold the outline or the facts (an empty one sends nothing) leaves the saved ones as they are.
      const content: RoomContent = {
        ...checked.content,
        ...(!checked.content.outline && room.base.outline ? { outline: room.base.outline } : {}),
        ...(!checked.content.facts && room.base.facts ? { facts: room.base.facts } : {}),
      };
      if (JSON.stringify(content) === JSON.stringify(room.base)) return;
      // The outline and the facts are written only when they changed.
      const { outline, facts, ...rest } = content;
      const moved = (part: unknown, before: unknown) =>
        part !== undefined && JSON.stringify(part) !== JSON.stringify(before);
      const changed: RoomContent = {
        ...rest,
        ...(moved(outline, room.base.outline) ? { outline } : {}),
        ...(moved(facts, room.base.facts) ? { facts } : {}),
      };
      const version = await options.stores[room.kind].save(room.id, changed);
      if (version === null) return;
      room.base = content;
      room.version = version;
      await options.states.put(documentName, Y.encodeStateAsUpdate(document), version);
      // A store that read something again (a price from a fact's edited words) answered an earlier
      // version: what it saved comes into the room now, not at the next poll.
      await catchUp(room, document);
    },
    async onStateless({ connection, document, documentName, payload }) {
      if (payload !== LIVE_SAVE_NOW.ask) return;
      // An export or a rewrite reads the saved document: write the room now, not after the debounce.
      await hocuspocus.storeDocumentHooks(
        document,
        {
          clientsCount: document.getConnectionsCount(),
          context: connection.context,
          document,
          documentName,
          instance: hocuspocus,
          requestHeaders: {},
          requestParameters: new URLSearchParams(),
          socketId: 'save-now',
        },
        true,
      );
      connection.sendStateless(LIVE_SAVE_NOW.done);
    },
    async afterUnloadDocument({ documentName }) {
      clearInterval(rooms.get(documentName)?.poll);
      rooms.delete(documentName);
    },
    async connected({ connection, context }) {
      open.set(connection, context as ConnectionContext);
      connection.onClose(() => open.delete(connection));
    },
    async beforeHandleMessage({ context, update, document }) {
      const checked = context as ConnectionContext;
      if (checked.revoked) throw forbidden('access revoked');
      if (Date.now() - checked.checkedAt > RECHECK_MS) {
        checked.checkedAt = Date.now();
        if (!(await checked.stillAllowed())) {
          checked.revoked = true;
          throw forbidden('session or role ended');
        }
      }
      const claims = awarenessClaims(update);
      const known = (clientId: number) => document.awareness.meta.get(clientId)?.clock;
      if (claims && claimsAnotherUser(claims, checked.userId, known)) throw forbidden('presence of another user');
    },
  });

  const sockets = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes });

  /** Cuts off a connection that floods, and one that leaves too much unread. */
  function guard(socket: WebSocket): void {
    // An oversized message (ws closes with 1009) and a broken socket arrive here; without a
    // listener they would be thrown from the emitter and end the process.
    socket.on('error', () => socket.terminate());
    let windowStart = Date.now();
    let count = 0;
    socket.on('message', () => {
      const now = Date.now();
      if (now - windowStart > limits.floodWindowMs) {
        windowStart = now;
        count = 0;
      }
      count += 1;
      if (count > limits.floodMessages) {
        // Hocuspocus's own listener comes after this one: removing it drops the rest unread.
        socket.removeAllListeners('message');
        socket.close(COLLAB_CLOSE.flood, 'too many messages');
        setTimeout(() => socket.terminate(), 1_000).unref();
      }
    });
    const send = socket.send.bind(socket) as (...args: unknown[]) => void;
    socket.send = ((...args: unknown[]) => {
      if (socket.bufferedAmount > limits.maxBufferedBytes) {
        // A close frame would wait behind the unread data: end the socket at once.
        socket.terminate();
        return;
      }
      send(...args);
    }) as WebSocket['send'];
  }

  return {
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
      sockets.handleUpgrade(request, socket, head, (ws) => {
        guard(ws);
        hocuspocus.handleConnection(ws, request);
      });
    },
    /** Closes at once every connection of `userId` to the documents of `workspaceId`. */
    revoke(workspaceId: string, userId: string): void {
      for (const [connection, context] of open) {
        if (context.workspaceId !== workspaceId || context.userId !== userId) continue;
        context.revoked = true;
        connection.close({ code: COLLAB_CLOSE.forbidden, reason: 'forbidden' });
      }
    },
    /** Closes at once every connection to a document that was deleted; its room is not written back. */
    removed(kind: CollabKind, id: string): void {
      const name = collabRoomName(kind, id);
      const room = rooms.get(name);
      if (room) clearInterval(room.poll);
      rooms.delete(name);
      for (const [connection, context] of open) {
        if (connection.document.name !== name) continue;
        context.revoked = true;
        connection.close({ code: COLLAB_CLOSE.forbidden, reason: 'forbidden' });
      }
    },
    /** Closes every connection; each room is written back as its last editor leaves. */
    async close(): Promise<void> {
      hocuspocus.closeConnections();
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      const giveUpAt = Date.now() + 3_000;
      while (hocuspocus.getDocumentsCount() > 0 && Date.now() < giveUpAt) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (const room of rooms.values()) clearInterval(room.poll);
      // The Redis extension's connections end here.
      await hocuspocus.hooks('onDestroy', { instance: hocuspocus });
    },
  };
}

export type CollabServer = ReturnType<typeof createCollabServer>;

/**
 * Live editing: where the channel is, how a room is named, and the shape of the Yjs document each
 * room holds. The API's collaboration server and the editors' binding both read these names, so a
 * field is a `Y.Text` in one place only.
 */

/** The WebSocket path of the live channel on the API (under `/api` behind the gateway). */
export const COLLAB_PATH = '/collab';

/** The live channel's WebSocket address on the API: `http://host/api` becomes `ws://host/api/collab`. */
export function liveUrl(apiUrl: string): string {
  return `${apiUrl.replace(/^http/u, 'ws').replace(/\/+$/u, '')}${COLLAB_PATH}`;
}

export type CollabKind = 'deck' | 'resume';

/** The room of a deck or a resume: `deck:<id>`, `resume:<id>`. */
export function collabRoomName(kind: CollabKind, id: string): string {
  return `${kind}:${id}`;
}

/** The kind and id a room name stands for, or null for a name no document has. */
export function parseCollabRoom(name: string): { kind: CollabKind; id: string } | null {
  const match = /^(deck|resume):([0-9a-f]{24})$/i.exec(name);
  return match ? { kind: match[1] as CollabKind, id: match[2]! } : null;
}

/**
 * The Y document of a room. `list` is the root `Y.Array` of items, each a `Y.Map`; in an item the
 * `text` fields are `Y.Text`, the `textLists` fields a `Y.Array` of `Y.Text`, and any other field a
 * plain value replaced whole. The root `Y.Map` `meta` holds the document's name as the `Y.Text` `name`.
 */
export const COLLAB_SHAPE = {
  deck: { list: 'slides', text: ['title', 'content', 'notes'], textLists: ['bullets'] },
  resume: { list: 'sections', text: ['label', 'content'], textLists: [] },
} as const satisfies Record<CollabKind, { list: string; text: readonly string[]; textLists: readonly string[] }>;

export const COLLAB_META = { map: 'meta', name: 'name' } as const;

/** What each editor publishes as its awareness state under `user`; the server checks `id` is the session's. */
export interface CollabPresence {
  id: string;
  name: string;
  avatar?: string;
  /** The slide (deck) or section (resume) the editor is on. */
  itemId?: string;
  /** The field the editor is typing in, e.g. `title`, `bullets.2`. */
  field?: string;
}

export const COLLAB_LIMITS = {
  /** A message larger than this closes the connection (WebSocket close 1009). */
  maxMessageBytes: 256 * 1024,
  /** More than `floodMessages` messages within `floodWindowMs` from one connection closes it. */
  floodMessages: 200,
  floodWindowMs: 2_000,
  /** A client that leaves more than this unread is dropped. */
  maxBufferedBytes: 4 * 1024 * 1024,
} as const;

/** Why the server closed a live connection (WebSocket close codes). */
export const COLLAB_CLOSE = { forbidden: 4403, flood: 4429, tooSlow: 4408 } as const;

/** What `endLiveConnection` needs of a live connection (a Hocuspocus provider). */
export interface LiveConnection {
  destroy(): void;
  configuration: { websocketProvider: { connect(): Promise<unknown> } };
}

/**
 * Ends a live connection for good. Hocuspocus's provider (3.4) connects again a second after its socket
 * closes, and that connect switches the connection back on even after `destroy()`: a room left within
 * that second (a teammate removed, a flood cut off, a session ended) would reconnect for as long as the
 * page, or the process, runs. Its socket is told never to connect again.
 */
export function endLiveConnection(connection: LiveConnection): void {
  const socket = connection.configuration.websocketProvider;
  connection.destroy();
  socket.connect = () => Promise.resolve();
}

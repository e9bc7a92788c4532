import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import { Schema, type Connection, type Model } from 'mongoose';
import { COLLAB_PATH, collabRoomName, parseCollabRoom, type CollabKind } from '@kuza/contracts/collab';
import type { Config } from '../../config';
import { SESSION_COOKIE } from '../sessions/cookie';
import type { CollabServer, RoomStates } from './server';

/** Where instances tell each other a teammate was removed: `<workspace id>:<user id>`. */
const REVOKED_CHANNEL = 'collab-revoked';
/** Where instances tell each other a document was deleted: `<kind>:<id>`, its room's name. */
const REMOVED_CHANNEL = 'collab-removed';

interface StoredState {
  _id: string;
  update: Buffer;
  version: number;
}

async function roomStates(connection: Connection): Promise<RoomStates> {
  const model =
    (connection.models.CollabState as Model<StoredState> | undefined) ??
    connection.model<StoredState>(
      'CollabState',
      new Schema<StoredState>({ _id: String, update: Buffer, version: Number }, { versionKey: false }),
      'collabstates',
    );
  return {
    async get(name) {
      const row = await model.findById(name).lean();
      return row
        ? { update: new Uint8Array(row.update.buffer, row.update.byteOffset, row.update.length), version: row.version }
        : null;
    },
    async put(name, update, version) {
      await model.updateOne({ _id: name }, { $set: { update: Buffer.from(update), version } }, { upsert: true });
    },
  };
}

/**
 * The live channel on the API's own HTTP server, at COLLAB_PATH. The collaboration server (and
 * Yjs with it) is loaded when the first editor connects, so an API nobody edits live never pays for it.
 */
export const collabPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    let server: Promise<CollabServer> | undefined;
    const start = async (): Promise<CollabServer> => {
      const [{ createCollabServer }, states] = await Promise.all([import('./server'), roomStates(app.db.connection)]);
      const extensions = [];
      if (app.shared.redis && config.redisUrl) {
        const { redisExtension } = await import('./redis-extension');
        extensions.push(redisExtension(config.redisUrl));
      }
      const access = { deck: app.decks.access, resume: app.resumes.access } as const;
      const { deckRoomStore } = await import('./deck-store');
      return createCollabServer({
        log: app.log,
        extensions,
        states,
        // A deck's room holds its outline and facts too (the outline page edits them live).
        stores: {
          deck: deckRoomStore(app.decks.live, app.decks.liveOutline, app.decks.liveFacts),
          resume: app.resumes.live,
        },
        async userOf(token, request) {
          const id = token ?? app.parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE];
          const session = await app.sessions.find(id);
          return session ? { id: String(session.userId) } : null;
        },
        async access(kind: CollabKind, userId, id) {
          const user = await app.users.byId(userId as never);
          if (!user) return null;
          try {
            const record = (await access[kind](user, id, 'edit')) as { workspaceId: unknown };
            // Every role of a workspace edits its documents (docs/decisions.md, Live editing).
            return { workspaceId: String(record.workspaceId), readOnly: false };
          } catch {
            return null;
          }
        },
      });
    };

    await app.shared.subscribe(REVOKED_CHANNEL, (message) => {
      const [workspaceId = '', userId = ''] = message.split(':');
      server?.then((collab) => collab.revoke(workspaceId, userId)).catch(() => undefined);
    });
    app.teams.onMemberRemoved((workspaceId, userId) => {
      server?.then((collab) => collab.revoke(workspaceId, userId)).catch(() => undefined);
      app.shared.publish(REVOKED_CHANNEL, `${workspaceId}:${userId}`).catch(() => undefined);
    });

    const closeRoom = (name: string) => {
      const room = parseCollabRoom(name);
      if (room) server?.then((collab) => collab.removed(room.kind, room.id)).catch(() => undefined);
    };
    await app.shared.subscribe(REMOVED_CHANNEL, closeRoom);
    const onRemoved = (kind: CollabKind) => async (id: unknown) => {
      const name = collabRoomName(kind, String(id));
      closeRoom(name);
      await app.shared.publish(REMOVED_CHANNEL, name).catch(() => undefined);
    };
    app.decks.onRemoved(onRemoved('deck'));
    app.resumes.onRemoved(onRemoved('resume'));

    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== COLLAB_PATH) {
        socket.destroy();
        return;
      }
      server ??= start();
      server.then(
        (collab) => collab.handleUpgrade(request, socket, head),
        (error: unknown) => {
          app.log.error({ err: error }, 'collab server failed to start');
          socket.destroy();
        },
      );
    };
    app.server.on('upgrade', onUpgrade);
    app.addHook('preClose', async () => {
      app.server.off('upgrade', onUpgrade);
      if (server) await (await server).close();
    });
  },
  {
    name: 'kuza-collab',
    dependencies: ['kuza-decks', 'kuza-resumes', 'kuza-teams', 'kuza-authenticate', 'kuza-shared-state', 'kuza-cookie'],
  },
);

import type { FastifyPluginAsync } from 'fastify';
import { Types } from 'mongoose';
import type { RecentItem, RecentsResponse } from '@kuza/contracts';
import { HttpError } from '../../lib/http-error';

const errorReply = { $ref: 'ErrorResponse#' } as const;
const MAX_LIMIT = 50;

interface Row {
  _id: Types.ObjectId;
  name?: string;
  status?: 'Draft' | 'Complete';
  updatedAt: Date;
}

/**
 * GET /recents: the workspace's decks and resumes, newest first, one list. It reads the decks and
 * resumes collections directly, so it needs nothing from those modules but their common fields
 * (workspaceId, name, status, updatedAt).
 */
export const recentsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { limit?: number; before?: string } }>(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['recents'],
        summary: 'Recent decks and resumes of your workspace, newest first',
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: 12 },
            before: { type: 'string', description: 'The nextCursor of the previous page' },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              items: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'string' },
                    kind: { type: 'string', enum: ['deck', 'resume'] },
                    name: { type: 'string' },
                    status: { type: 'string' },
                    updatedAt: { type: 'string' },
                  },
                },
              },
              nextCursor: { type: ['string', 'null'] },
            },
          },
          400: errorReply,
          401: errorReply,
        },
      },
    },
    async (request): Promise<RecentsResponse> => {
      const limit = request.query.limit ?? 12;
      const before = request.query.before ? new Date(request.query.before) : undefined;
      if (before && Number.isNaN(before.getTime())) throw new HttpError(400, 'before must be a date');
      const { workspaceId } = await app.teams.currentMembership(request.user!);
      const filter = { workspaceId, ...(before ? { updatedAt: { $lt: before } } : {}) };
      const projection = { name: 1, status: 1, updatedAt: 1 };
      const read = async (collection: string, kind: RecentItem['kind']) =>
        (
          (await app.db.connection
            .collection(collection)
            .find(filter, { projection })
            .sort({ updatedAt: -1 })
            .limit(limit + 1)
            .toArray()) as unknown as Row[]
        ).map((row) => ({ row, kind }));
      const merged = [...(await read('decks', 'deck')), ...(await read('resumes', 'resume'))].sort(
        (a, b) => b.row.updatedAt.getTime() - a.row.updatedAt.getTime(),
      );
      const page = merged.slice(0, limit);
      const items: RecentItem[] = page.map(({ row, kind }) => ({
        id: String(row._id),
        kind,
        name: row.name || (kind === 'deck' ? 'Untitled deck' : 'Untitled resume'),
        status: row.status === 'Complete' ? 'Complete' : 'Draft',
        updatedAt: row.updatedAt.toISOString(),
      }));
      const nextCursor =
        merged.length > limit && page.length ? page[page.length - 1]!.row.updatedAt.toISOString() : null;
      return { items, nextCursor };
    },
  );
};

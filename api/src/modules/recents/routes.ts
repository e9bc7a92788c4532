import { signedInUser } from '../../plugins/authenticate';
import { Types } from 'mongoose';
import { recentsQuerySchema, recentsReplySchema, type RecentItem } from '@kuza/contracts';
import { defineMessage } from '@kuza/i18n';
import { HttpError } from '../../lib/http-error';
import { errorReply, responseSchemaOf, yupRoute, type YupRoutes } from '../../lib/yup-route';
import type { RecentAfter } from '../documents/recent';

/**
 * The list's order: newest first; on the same instant decks before resumes, then the higher id.
 * The cursor names the last item shown (`<ISO date>~<kind>~<id>`), so items that share an
 * `updatedAt` are neither skipped nor repeated across pages.
 */
const KIND_RANK: Record<RecentItem['kind'], number> = { deck: 1, resume: 0 };
interface Cursor {
  at: Date;
  kind: RecentItem['kind'];
  id: Types.ObjectId;
}

function parseCursor(text: string): Cursor {
  const [iso = '', kind, id = ''] = text.split('~');
  const at = new Date(iso);
  if (Number.isNaN(at.getTime()) || (kind !== 'deck' && kind !== 'resume') || !Types.ObjectId.isValid(id)) {
    throw new HttpError(
      400,
      defineMessage({
        id: 'api.recents.badCursor',
        defaultMessage: 'before must be the nextCursor of a previous page',
      }),
    );
  }
  return { at, kind, id: new Types.ObjectId(id) };
}

/** Where the rows of one kind resume after the cursor, in the list's order. */
function afterCursor(cursor: Cursor | undefined, kind: RecentItem['kind']): RecentAfter | undefined {
  if (!cursor) return undefined;
  const sameInstant =
    KIND_RANK[kind] < KIND_RANK[cursor.kind] ? 'all' : kind === cursor.kind ? { idBelow: cursor.id } : 'none';
  return { at: cursor.at, sameInstant };
}

/**
 * GET /recents: the workspace's decks and resumes, newest first, one list. It asks the decks and
 * resumes services for their newest rows (`recent`) and merges them; it owns no collection.
 */
export const recentsRoutes: YupRoutes = async (app) => {
  app.get(
    '/',
    {
      preHandler: app.requireUser,
      ...yupRoute({
        tags: ['recents'],
        summary: 'Recent decks and resumes of your workspace, newest first',
        querystring: recentsQuerySchema,
        response: { 200: responseSchemaOf(recentsReplySchema), 400: errorReply, 401: errorReply },
      }),
    },
    async (request) => {
      const limit = request.query.limit ?? 12;
      const cursor = request.query.before ? parseCursor(request.query.before) : undefined;
      const { workspaceId } = await app.teams.currentMembership(signedInUser(request));
      // One row more than the page shows, to know whether another page follows.
      const query = (kind: RecentItem['kind']) => ({ limit: limit + 1, after: afterCursor(cursor, kind) });
      const decks = (await app.decks.recent(workspaceId, query('deck'))).map((row) => ({ row, kind: 'deck' as const }));
      const resumes = (await app.resumes.recent(workspaceId, query('resume'))).map((row) => ({
        row,
        kind: 'resume' as const,
      }));
      const merged = [...decks, ...resumes].sort(
        (a, b) =>
          b.row.updatedAt.getTime() - a.row.updatedAt.getTime() ||
          KIND_RANK[b.kind] - KIND_RANK[a.kind] ||
          String(b.row._id).localeCompare(String(a.row._id)),
      );
      const page = merged.slice(0, limit);
      const items: RecentItem[] = page.map(({ row, kind }) => ({
        id: String(row._id),
        kind,
        name: row.name || (kind === 'deck' ? 'Untitled deck' : 'Untitled resume'),
        status: row.status === 'Complete' ? 'Complete' : 'Draft',
        updatedAt: row.updatedAt.toISOString(),
        ...(kind === 'deck' ? { slideCount: row.slideCount } : {}),
      }));
      const last = page[page.length - 1];
      const nextCursor =
        merged.length > limit && last
          ? `${last.row.updatedAt.toISOString()}~${last.kind}~${String(last.row._id)}`
          : null;
      return { items, nextCursor };
    },
  );
};

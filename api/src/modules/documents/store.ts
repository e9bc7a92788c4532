import type { Model, ProjectionType, Types } from 'mongoose';
import { mayDeleteDocuments, type DocumentListResponse } from '@kuza/contracts';
import type { SaidMessage } from '@kuza/i18n';
import { HttpError } from '../../lib/http-error';
import type { TeamService } from '../teams/service';
import type { User } from '../users/model';
import { recentRows, type RecentAfter } from './recent';
import { shareLinkActions, type StoredShare } from './share-link';
import type { DocumentKind } from './share-views';

/** What every stored deck and resume has: the workspace it belongs to and its view-only link. */
export interface StoredDocument {
  _id: Types.ObjectId;
  workspaceId: Types.ObjectId;
  share?: StoredShare | null;
}

/** The words a deck's or a resume's refusals say (DECK_MESSAGES, RESUME_MESSAGES). */
export interface DocumentMessages {
  notFound: SaidMessage;
  deleteForbidden: SaidMessage;
  shareNotFound: SaidMessage;
}

export type DocumentNeed = 'read' | 'edit' | 'delete';

interface DocumentStoreDeps {
  kind: DocumentKind;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the deck or the resume model
  model: Model<any>;
  teams: Pick<TeamService, 'roleIn' | 'currentMembership'>;
  messages: DocumentMessages;
}

const isObjectId = (id: string) => /^[0-9a-f]{24}$/i.test(id);
const isShareToken = (token: string) => /^[A-Za-z0-9_-]{10,64}$/.test(token);

/**
 * What decks and resumes do alike: the access check of the workspace's roles, the list, Recents,
 * deleting, and the view-only link (creating, revoking, opening it).
 */
export function documentStore<R extends StoredDocument>({ kind, model, teams, messages }: DocumentStoreDeps) {
  /**
   * The document, if the user is a member of its workspace: someone outside it learns nothing, not
   * even that it exists (404); deleting also takes an Owner or an Admin (403).
   */
  async function access(user: User, id: string, need: DocumentNeed): Promise<R> {
    const record = isObjectId(id) ? await model.findById(id).lean<R>() : null;
    const role = record ? await teams.roleIn(user._id, record.workspaceId) : null;
    if (!record || !role) throw new HttpError(404, messages.notFound);
    if (need === 'delete' && !mayDeleteDocuments(role)) throw new HttpError(403, messages.deleteForbidden);
    return record;
  }

  const links = shareLinkActions<R>({ kind, model, access });
  /** What other modules keep about a document (its comment threads), forgotten when it is deleted. */
  const removedListeners: Array<(id: Types.ObjectId) => Promise<unknown>> = [];

  return {
    access,
    /** The workspace's documents, newest first, and whether the member may delete them. */
    async list<Row>(
      user: User,
      projection: ProjectionType<R>,
      toRow: (record: R) => Row,
    ): Promise<DocumentListResponse<Row>> {
      const { workspaceId, role } = await teams.currentMembership(user);
      const rows = await model.find({ workspaceId }, projection).sort({ updatedAt: -1 }).lean<R[]>();
      return { items: rows.map(toRow), canDelete: mayDeleteDocuments(role) };
    },
    /** For Recents, which never reads the decks or resumes collection. */
    recent: (workspaceId: Types.ObjectId, query: { limit: number; after?: RecentAfter }) =>
      recentRows(model, workspaceId, query),
    /** Deletes the document (Owner or Admin), its view count and what other modules keep about it. */
    async remove(user: User, id: string): Promise<void> {
      const record = await access(user, id, 'delete');
      await model.deleteOne({ _id: record._id });
      await links.forgetViews(id);
      await Promise.all(removedListeners.map((listener) => listener(record._id)));
    },
    /** Calls `listener` with a document's id once it is deleted, for modules keeping records about it. */
    onRemoved(listener: (id: Types.ObjectId) => Promise<unknown>): void {
      removedListeners.push(listener);
    },
    /** The document behind a view-only link; 404 for an unknown or revoked link. */
    async shared(token: string, options?: { count?: boolean }): Promise<R> {
      const record = isShareToken(token) ? await links.open(token, options) : null;
      if (!record) throw new HttpError(404, messages.shareNotFound);
      return record;
    },
    shareInfo: links.shareInfo,
    share: links.share,
    unshare: links.unshare,
  };
}

import { randomBytes } from 'node:crypto';
import { Schema, type Model, type Types } from 'mongoose';
import type { ShareInfo } from '@kuza/contracts';
import type { User } from '../users/model';
import { shareViewCounter, type DocumentKind } from './share-views';

/** A view-only link as stored on a deck or a resume; its views are counted in `shareviews`. */
export interface StoredShare {
  /** The view-only capability in the link; revoking deletes it. */
  token?: string;
  /** Views counted on the document itself before the counts moved out; still added to the count. */
  views?: number;
  createdAt?: Date;
}

/** How a deck or a resume stores its link (a sub-schema of both models). */
export const storedShareSchema = new Schema<StoredShare>(
  { token: { type: String }, views: { type: Number }, createdAt: { type: Date } },
  { _id: false, minimize: false },
);

/** The link as its owner sees it: active or not, its path, how often it was opened. */
export function toShareInfo(record: { share?: StoredShare | null }, kind: DocumentKind, counted: number): ShareInfo {
  const share = record.share ?? {};
  return {
    active: !!share.token,
    ...(share.token ? { path: `/share/${kind}/${share.token}` } : {}),
    views: (share.views ?? 0) + counted,
    ...(share.createdAt ? { createdAt: new Date(share.createdAt).toISOString() } : {}),
  };
}

interface ShareLinkDeps<R extends { _id: Types.ObjectId; share?: StoredShare | null }> {
  kind: DocumentKind;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any mongoose model of such records
  model: Model<any>;
  /** The service's own access check: 404 outside the workspace, 403 where the role falls short. */
  access: (user: User, id: string, need: 'read' | 'edit') => Promise<R>;
}

/**
 * Reading, creating, opening and revoking the view-only link of a deck or a resume. Creating twice,
 * even at the same moment, keeps the first link; revoking drops the token, so the old link answers
 * 404, and keeps the count. Opening counts a view in `shareviews`, never on the document.
 */
export function shareLinkActions<R extends { _id: Types.ObjectId; share?: StoredShare | null }>({
  kind,
  model,
  access,
}: ShareLinkDeps<R>) {
  const views = shareViewCounter(model.db, kind);
  const info = async (record: { _id: Types.ObjectId; share?: StoredShare | null }) =>
    toShareInfo(record, kind, await views.views(record._id));
  return {
    async shareInfo(user: User, id: string) {
      return info(await access(user, id, 'read'));
    },
    async share(user: User, id: string) {
      const record = await access(user, id, 'edit');
      if (record.share?.token) return info(record);
      const next = { token: randomBytes(18).toString('base64url'), createdAt: new Date() };
      // A new link counts from zero, like the link it replaces did when it was new.
      await views.reset(record._id);
      // Check and write in one step: of two requests at once only one sets a token, and the other
      // answers with that token rather than replacing it (a link already handed out keeps working).
      const created = await model
        .findOneAndUpdate(
          { _id: record._id, 'share.token': { $not: { $type: 'string' } } },
          { $set: { share: next } },
          { returnDocument: 'after' },
        )
        .lean<R>();
      return info(created ?? (await access(user, id, 'edit')));
    },
    async unshare(user: User, id: string) {
      const record = await access(user, id, 'edit');
      const kept = record.share?.views ? { views: record.share.views } : {};
      await model.updateOne({ _id: record._id }, { $set: { share: kept } });
      return info({ _id: record._id, share: kept });
    },
    /**
     * The document behind a link, counting the view unless `count` is false (the page's title, read
     * beside its content); null for an unknown or revoked link.
     */
    async open(token: string, { count = true } = {}): Promise<R | null> {
      const record = await model.findOne({ 'share.token': token }).lean<R>();
      if (record && count) await views.count(record._id);
      return record;
    },
    /** A deleted document's count goes with it. */
    async forgetViews(id: string) {
      await views.forget(id);
    },
  };
}

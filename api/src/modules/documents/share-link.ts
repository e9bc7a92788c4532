import { randomBytes } from 'node:crypto';
import type { Model } from 'mongoose';
import type { ShareInfo } from '@kuza/contracts';
import type { UserDocument } from '../users/model';

/** A view-only link as stored on a deck or a resume; revoking keeps the view count. */
export interface StoredShare {
  /** The view-only capability in the link; revoking deletes it. */
  token?: string;
  views: number;
  createdAt?: Date;
}

export type DocumentKind = 'deck' | 'resume';

/** The link as its owner sees it: active or not, its path, how often it was opened. */
export function toShareInfo(record: { share?: StoredShare | null }, kind: DocumentKind): ShareInfo {
  const share = record.share ?? { views: 0 };
  return {
    active: !!share.token,
    ...(share.token ? { path: `/share/${kind}/${share.token}` } : {}),
    views: share.views ?? 0,
    ...(share.createdAt ? { createdAt: new Date(share.createdAt).toISOString() } : {}),
  };
}

interface ShareLinkDeps<R extends { _id: unknown; share?: StoredShare | null }> {
  kind: DocumentKind;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any mongoose model of such records
  model: Model<any>;
  /** The service's own access check: 404 outside the workspace, 403 where the role falls short. */
  access: (user: UserDocument, id: string, need: 'read' | 'edit') => Promise<R>;
}

/**
 * Reading, creating and revoking the view-only link of a deck or a resume. Creating twice, even at
 * the same moment, keeps the first link; revoking drops the token, so the old link answers 404, and keeps the count.
 */
export function shareLinkActions<R extends { _id: unknown; share?: StoredShare | null }>({
  kind,
  model,
  access,
}: ShareLinkDeps<R>) {
  return {
    async shareInfo(user: UserDocument, id: string) {
      return toShareInfo(await access(user, id, 'read'), kind);
    },
    async share(user: UserDocument, id: string) {
      const record = await access(user, id, 'edit');
      if (record.share?.token) return toShareInfo(record, kind);
      const next = { token: randomBytes(18).toString('base64url'), views: 0, createdAt: new Date() };
      // Check and write in one step: of two requests at once only one sets a token, and the other
      // answers with that token rather than replacing it (a link already handed out keeps working).
      const created = await model
        .findOneAndUpdate(
          { _id: record._id, 'share.token': { $not: { $type: 'string' } } },
          { $set: { share: next } },
          { returnDocument: 'after' },
        )
        .lean<R>();
      return toShareInfo(created ?? (await access(user, id, 'edit')), kind);
    },
    async unshare(user: UserDocument, id: string) {
      const record = await access(user, id, 'edit');
      const kept = { views: record.share?.views ?? 0 };
      await model.updateOne({ _id: record._id }, { $set: { share: kept } });
      return toShareInfo({ share: kept }, kind);
    },
  };
}

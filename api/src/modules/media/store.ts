import { defineMessages, say } from '@kuza/i18n';
import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import mongoose, { type Connection } from 'mongoose';
import {
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  MEDIA_PATH,
  MEDIA_WIDTHS,
  mediaIdOf,
  type MediaUpload,
} from '@kuza/contracts';
import { HttpError } from '../../lib/http-error';
import type { ImagePool } from '../../lib/image-pool';
import { assertPixelBudget } from '../../lib/image-pixels';
import { sniffImageType } from '../../lib/image-type';

/** GridFS bucket `media`: collections media.files and media.chunks. */
const BUCKET = 'media';

/** What a stored original keeps beside its bytes. Variants carry `of` (the original's id) instead. */
interface OriginalMetadata {
  /** The workspace (or, for an avatar, the user) the picture was uploaded for. */
  owner: string;
  sha256: string;
  contentType: string;
  width: number;
  height: number;
  /** The WebP variants made on upload, by width. */
  widths: number[];
  /**
   * When the same picture was last handed out again (uploaded anew by its owner, who got this URL
   * back): the collector's grace period counts from here as from the upload.
   */
  usedAt?: Date;
}

interface VariantMetadata {
  of: string;
  contentType: 'image/webp';
  width: number;
  height: number;
}

interface StoredFile<M> {
  _id: string;
  length: number;
  uploadDate: Date;
  metadata: M;
}

export interface MediaFile {
  /** Doubles as the ETag: a stored file never changes. */
  fileId: string;
  contentType: string;
  length: number;
  open(): Readable;
}

/**
 * What one workspace may store: its pictures in all (originals; unused ones are collected after a
 * day), and how much of it in one hour, so a script cannot fill the disk at upload speed.
 */
export interface MediaQuota {
  totalBytes: number;
  hourlyBytes: number;
}
export const MEDIA_QUOTA: MediaQuota = { totalBytes: 250 * 1024 * 1024, hourlyBytes: 50 * 1024 * 1024 };
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const QUOTA_MESSAGES = defineMessages({
  total: {
    id: 'api.media.quotaTotal',
    defaultMessage:
      'Your workspace has stored its {size} of pictures. Remove pictures you no longer use from your decks and resumes; they are freed within a day.',
  },
  hourly: {
    id: 'api.media.quotaHourly',
    defaultMessage: 'Your workspace can upload {size} of pictures an hour. Please try again later.',
  },
});
export const mediaQuotaMessages = (quota: MediaQuota) => ({
  total: say(QUOTA_MESSAGES.total, { size: megabytes(quota.totalBytes) }),
  hourly: say(QUOTA_MESSAGES.hourly, { size: megabytes(quota.hourlyBytes) }),
});
const HOUR = 60 * 60_000;

const variantId = (id: string, width: number) => `${id}~${width}`;
/** GridFS takes any _id (ours are random strings, the capability); the driver's types only name ObjectId. */
const fileKey = (id: string) => id as unknown as mongoose.mongo.ObjectId;
const ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * The media store: each uploaded picture once, in GridFS through the app's own mongoose
 * connection, with WebP variants 480/960/1920 px wide (only those narrower than the picture),
 * made on upload with sharp. Ids are 128 random bits, so a URL cannot be guessed; the same bytes
 * uploaded again for the same owner get the same URL rather than a second copy.
 */
export function createMediaStore(
  connection: Connection,
  apiUrl: string,
  images: ImagePool,
  quota: MediaQuota = MEDIA_QUOTA,
) {
  const db = connection.db;
  if (!db) throw new Error('media store: the connection is not open');
  const bucket = new mongoose.mongo.GridFSBucket(db, { bucketName: BUCKET });
  const files = db.collection<StoredFile<OriginalMetadata | VariantMetadata>>('media.files');
  const chunks = db.collection<{ files_id: string }>('media.chunks');
  const base = apiUrl.replace(/\/$/, '');
  const urlOf = (id: string) => `${base}${MEDIA_PATH}/${id}`;

  async function ready(): Promise<void> {
    // Looks up by owner and hash to store a picture once; the driver makes GridFS's own indexes.
    await files.createIndex({ 'metadata.sha256': 1, 'metadata.owner': 1 });
    await files.createIndex({ 'metadata.owner': 1, uploadDate: 1 });
  }

  /** Refuses a new picture of `bytes` past the owner's quota: 413 for the total, 429 for the hour. */
  async function assertQuota(owner: string, bytes: number): Promise<void> {
    const stored = await files
      .find({ 'metadata.owner': owner }, { projection: { length: 1, uploadDate: 1 } })
      .toArray();
    const since = Date.now() - HOUR;
    const total = stored.reduce((sum, file) => sum + file.length, 0);
    const lastHour = stored.reduce((sum, file) => sum + (file.uploadDate.getTime() > since ? file.length : 0), 0);
    const messages = mediaQuotaMessages(quota);
    if (total + bytes > quota.totalBytes) throw new HttpError(413, messages.total);
    if (lastHour + bytes > quota.hourlyBytes) throw new HttpError(429, messages.hourly, { 'retry-after': 3600 });
  }

  function write(id: string, data: Buffer, metadata: OriginalMetadata | VariantMetadata): Promise<void> {
    return new Promise((resolve, reject) => {
      const upload = bucket.openUploadStreamWithId(fileKey(id), id, { metadata });
      upload.once('finish', () => resolve()).once('error', reject);
      upload.end(data);
    });
  }

  function toUpload(file: StoredFile<OriginalMetadata>): MediaUpload {
    const { contentType, width, height } = file.metadata;
    return { id: file._id, url: urlOf(file._id), contentType, width, height, bytes: file.length };
  }

  /**
   * Stores a picture for `owner` and answers where it is. Refused with the user's reason: not a
   * PNG, JPEG, WebP or GIF (415), over 2 MB (413), over the pixel budget or unreadable (400).
   * `keepId` stores it under an id already handed out (a profile photo from before the store).
   */
  async function put(owner: string, data: Buffer, keepId?: string): Promise<MediaUpload> {
    if (data.length === 0) throw new HttpError(400, MEDIA_MESSAGES.empty);
    if (data.length > MEDIA_MAX_BYTES) throw new HttpError(413, MEDIA_MESSAGES.tooLarge);
    const contentType = sniffImageType(data);
    if (!contentType) throw new HttpError(415, MEDIA_MESSAGES.type);
    const size = await assertPixelBudget(data);
    if (!size) throw new HttpError(400, MEDIA_MESSAGES.unreadable);

    const sha256 = createHash('sha256').update(data).digest('hex');
    // Handed out again: stamped in the same step, so the collector cannot delete it meanwhile.
    const known = await files.findOneAndUpdate(
      keepId ? { _id: keepId } : { 'metadata.sha256': sha256, 'metadata.owner': owner },
      { $set: { 'metadata.usedAt': new Date() } },
    );
    if (known) return toUpload(known as StoredFile<OriginalMetadata>);
    // A picture saved before the store existed (keepId) is moved in whatever the quota says.
    if (!keepId) await assertQuota(owner, data.length);

    const id = keepId ?? randomBytes(16).toString('base64url');
    const widths = MEDIA_WIDTHS.filter((width) => width < size.width);
    try {
      // Variants first: an original is only findable once everything it lists exists.
      const variants = await images.variants(data, widths);
      for (const [index, variant] of variants.entries()) {
        await write(variantId(id, widths[index]!), variant.data, {
          of: id,
          contentType: 'image/webp',
          width: variant.width,
          height: variant.height,
        });
      }
    } catch (error) {
      // The variants already written, chunks and all.
      await remove(id).catch(() => {});
      if (error instanceof HttpError) throw error;
      throw new HttpError(400, MEDIA_MESSAGES.unreadable);
    }
    const metadata: OriginalMetadata = { owner, sha256, contentType, ...size, widths };
    await write(id, data, metadata);
    return toUpload({ _id: id, length: data.length, uploadDate: new Date(), metadata });
  }

  /**
   * A stored file to serve: the original, or its WebP variant for `width` (the smallest variant at
   * least that wide; the original when the picture is narrower). Null when there is no such picture.
   */
  async function open(id: string, width?: number): Promise<MediaFile | null> {
    if (!ID.test(id)) return null;
    const original = (await files.findOne({ _id: id })) as StoredFile<OriginalMetadata> | null;
    if (!original?.metadata?.sha256) return null;
    const variant = width ? original.metadata.widths.find((candidate) => candidate >= width) : undefined;
    const file = variant
      ? ((await files.findOne({ _id: variantId(id, variant) })) as StoredFile<VariantMetadata> | null)
      : original;
    if (!file) return null;
    return {
      fileId: file._id,
      contentType: file.metadata.contentType,
      length: file.length,
      open: () => bucket.openDownloadStream(fileKey(file._id)),
    };
  }

  async function bytesOf(fileId: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of bucket.openDownloadStream(fileKey(fileId))) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /**
   * The id of a picture of this store named by `src`: its URL on this API (or the path alone);
   * null for links elsewhere and data: URLs.
   */
  function idOf(src: string | undefined): string | null {
    if (!src || !(src.startsWith(`${base}${MEDIA_PATH}/`) || src.startsWith(`${MEDIA_PATH}/`))) return null;
    return mediaIdOf(src);
  }

  /**
   * The original bytes of a stored picture for an exporter, as PNG or JPEG (the two every
   * exporter embeds): WebP and GIF originals are converted. Null when it is not in the store.
   */
  async function readForExport(src: string): Promise<Buffer | null> {
    const id = idOf(src);
    const file = id ? await open(id) : null;
    if (!file) return null;
    const data = await bytesOf(file.fileId);
    if (file.contentType === 'image/png' || file.contentType === 'image/jpeg') return data;
    return images.png(data);
  }

  /**
   * A picture source as it should be saved: a data: URL is moved into the store and replaced by
   * its URL; links and stored pictures stay as they are. A data: URL the store refuses (not an
   * image, over a budget) is refused with the store's reason.
   */
  async function internalize(owner: string, src: string): Promise<string> {
    const match = /^data:[^,]*;base64,/i.exec(src);
    if (!match) return src;
    return (await put(owner, Buffer.from(src.slice(match[0].length), 'base64'))).url;
  }

  /** An exporter's image resolver: stored pictures from the store, any other source through `fallback`. */
  function resolver(fallback: (src: string) => Promise<Buffer | null>) {
    return async (src: string): Promise<Buffer | null> => (idOf(src) ? readForExport(src) : fallback(src));
  }

  /** Deletes a picture and its variants (a replaced or removed profile photo); its URL answers 404. */
  async function remove(id: string): Promise<void> {
    if (!ID.test(id)) return;
    const stored = await files
      .find({ $or: [{ _id: id }, { 'metadata.of': id }] }, { projection: { _id: 1 } })
      .toArray();
    for (const file of stored) await bucket.delete(fileKey(file._id));
  }

  /** Files neither uploaded nor handed out again since `cutoff`. */
  const untouchedSince = (cutoff: Date) => ({
    uploadDate: { $lt: cutoff },
    $or: [{ 'metadata.usedAt': { $exists: false } }, { 'metadata.usedAt': { $lt: cutoff } }],
  });

  /** The pictures (originals) neither uploaded nor handed out again since `cutoff`: the collector's candidates. */
  async function untouched(cutoff: Date): Promise<string[]> {
    const stale = files.find(
      { ...untouchedSince(cutoff), 'metadata.sha256': { $exists: true } },
      { projection: { _id: 1 } },
    );
    return (await stale.toArray()).map((file) => file._id);
  }

  /**
   * Deletes a picture, with its variants, if it still was neither uploaded nor handed out again
   * since `cutoff`: its files document goes in one conditional step, so an upload of the same
   * bytes that gets this URL meanwhile either keeps it or gets a new one. Answers whether it went.
   */
  async function removeUntouched(id: string, cutoff: Date): Promise<boolean> {
    const original = (await files.findOneAndDelete({
      _id: id,
      ...untouchedSince(cutoff),
    })) as StoredFile<OriginalMetadata> | null;
    if (!original) return false;
    // Every step by id: the variants are named after the original and its widths.
    const variants = (original.metadata.widths ?? []).map((width) => variantId(id, width));
    await files.deleteMany({ _id: { $in: variants } });
    await chunks.deleteMany({ files_id: { $in: [id, ...variants] } });
    return true;
  }

  /**
   * Variants older than `cutoff` whose original is gone (an upload that stopped half way, before
   * the original was written): deleted. Answers how many.
   */
  async function removeStrayVariants(cutoff: Date): Promise<number> {
    const variants = await files
      .find({ uploadDate: { $lt: cutoff }, 'metadata.of': { $exists: true } }, { projection: { metadata: 1 } })
      .toArray();
    const originals = [...new Set(variants.map((variant) => (variant.metadata as VariantMetadata).of))];
    const present = new Set(
      (await files.find({ _id: { $in: originals } }, { projection: { _id: 1 } }).toArray()).map((file) => file._id),
    );
    const stray = variants.filter((variant) => !present.has((variant.metadata as VariantMetadata).of));
    for (const variant of stray) await bucket.delete(fileKey(variant._id)).catch(() => undefined);
    return stray.length;
  }

  return {
    ready,
    put,
    remove,
    open,
    idOf,
    readForExport,
    resolver,
    internalize,
    urlOf,
    untouched,
    removeUntouched,
    removeStrayVariants,
  };
}

export type MediaStore = ReturnType<typeof createMediaStore>;

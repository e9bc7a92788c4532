import { randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { contentType } from 'mime-types';
import type { AppName } from '@kuza/build';
import { FolderReleaseStore, type ReleaseFile, ReleaseError, releasePath, ReleaseStore } from './releases';

/** A version's files never change: caches and browsers keep them for a year without asking. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The live files change on every promote: caches ask each time. */
export const NO_CACHE = 'no-cache';

/** How long a promote or rollback may hold the lock before another one may take it over. */
const LOCK_EXPIRES_MS = 60_000;
const LOCK_WAIT_MS = 60_000;

const typeOf = (file: string) => contentType(file.split('/').pop() ?? file) || 'application/octet-stream';

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/**
 * The release store in an S3-compatible bucket (AWS S3, R2, MinIO, Spaces), in the folder store's
 * layout under `prefix`, behind the CDN:
 *
 * - a version's objects are put with IMMUTABLE cache headers and their content type, release.json
 *   last (a version without it is not listed);
 * - live/prerendered/<path>/index.html, live/index.html, live/remotes.json and live/state.json are
 *   each one PUT with NO_CACHE, the state last: a single object PUT is atomic, so a reader gets the
 *   old object or the new; prerendered pages the live shell lacks are deleted after;
 * - promote and rollback take turns through lock objects under live/.lock/ (see `locked`).
 */
export class S3ReleaseStore extends ReleaseStore {
  readonly client: S3Client;

  constructor(
    readonly bucket: string,
    readonly prefix: string,
    config: S3ClientConfig = {},
  ) {
    super();
    this.client = new S3Client({
      // S3-compatible servers often lack the newer default checksums; send them only where required.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...config,
    });
  }

  get location(): string {
    return `s3://${this.bucket}/${this.prefix}`;
  }

  private key(relative: string): string {
    return this.prefix ? `${this.prefix}/${relative}` : relative;
  }

  /** Every key under `folder` (relative to the prefix, as the layout names them). */
  private async keys(folder: string): Promise<string[]> {
    const keys: string[] = [];
    const request = { Bucket: this.bucket, Prefix: this.key(folder) };
    for await (const page of paginateListObjectsV2({ client: this.client }, request)) {
      for (const object of page.Contents ?? []) {
        if (object.Key) keys.push(this.prefix ? object.Key.slice(this.prefix.length + 1) : object.Key);
      }
    }
    return keys;
  }

  private async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
  }

  protected async listVersions(app: AppName): Promise<string[]> {
    const folder = `${releasePath(app, 'x').slice(0, -1)}`;
    return (await this.keys(folder)).flatMap((key) => {
      const [version, file, ...rest] = key.slice(folder.length).split('/');
      return version && file === 'release.json' && !rest.length ? [version] : [];
    });
  }

  protected async read(key: string): Promise<Buffer | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
      return Buffer.from(await object.Body!.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey || statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  private put(key: string, body: Buffer, cacheControl: string) {
    return this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(key),
        Body: body,
        ContentType: typeOf(key),
        CacheControl: cacheControl,
      }),
    );
  }

  /** The files go up a few at a time; release.json, which makes the version exist, after all of them. */
  protected async writeVersion(folder: string, files: ReleaseFile[]): Promise<void> {
    const last = files.at(-1)!;
    const rest = files.slice(0, -1);
    for (let start = 0; start < rest.length; start += 8) {
      await Promise.all(
        rest.slice(start, start + 8).map((file) => this.put(`${folder}/${file.path}`, file.body, IMMUTABLE)),
      );
    }
    await this.put(`${folder}/${last.path}`, last.body, IMMUTABLE);
  }

  protected async writeLiveFiles(files: ReleaseFile[]): Promise<void> {
    for (const file of files) await this.put(`live/${file.path}`, file.body, NO_CACHE);
  }

  protected async listLiveFiles(folder: string): Promise<string[]> {
    return (await this.keys(`live/${folder}/`)).map((key) => key.slice('live/'.length));
  }

  protected async removeLiveFiles(files: string[]): Promise<void> {
    for (const file of files) await this.remove(`live/${file}`);
  }

  /**
   * Promotes take turns through lock objects under live/.lock/: each puts its own, named by the time
   * it was made, then lists them. It goes on only when its own is the only one; otherwise it removes
   * its own and tries again a moment later. S3 lists what was written before (strong consistency),
   * so two can never both see only their own. A lock older than LOCK_EXPIRES_MS was left by a killed
   * process and is removed.
   */
  protected async locked<T>(body: () => Promise<T>): Promise<T> {
    const folder = 'live/.lock/';
    const mine = `${folder}${Date.now()}-${randomUUID()}`;
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      await this.put(mine, Buffer.from(`${new Date().toISOString()}\n`), NO_CACHE);
      const others: string[] = [];
      for (const key of await this.keys(folder)) {
        if (key === mine) continue;
        const made = Number(key.slice(folder.length).split('-')[0]);
        if (Number.isFinite(made) && Date.now() - made > LOCK_EXPIRES_MS) await this.remove(key);
        else others.push(key);
      }
      if (!others.length) break;
      await this.remove(mine);
      if (Date.now() > deadline) {
        throw new ReleaseError(`another promote or rollback holds ${this.location}/${others[0]}; try again later`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    }
    try {
      return await body();
    } finally {
      await this.remove(mine);
    }
  }
}

/**
 * The release store the settings name: RELEASE_STORE=s3://bucket/prefix for a bucket (endpoint
 * RELEASE_S3_ENDPOINT, region RELEASE_S3_REGION, credentials from the standard AWS variables),
 * else the folder `folder` (KUZA_RELEASES_DIR).
 */
export function openReleaseStore(folder: string, env: NodeJS.ProcessEnv = process.env): ReleaseStore {
  const setting = env.RELEASE_STORE?.trim();
  if (!setting) return new FolderReleaseStore(folder);
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(setting);
  if (!match) {
    throw new ReleaseError(
      `RELEASE_STORE="${setting}" is not s3://<bucket>[/<prefix>] (a bucket name: 3-63 lower-case letters, digits, '.' and '-'); unset it to use the folder ${folder}`,
    );
  }
  const endpoint = env.RELEASE_S3_ENDPOINT?.trim();
  if (endpoint && !URL.canParse(endpoint)) {
    throw new ReleaseError(`RELEASE_S3_ENDPOINT="${endpoint}" is not a URL (e.g. https://s3.example.com)`);
  }
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return new S3ReleaseStore(match[1]!, prefix, {
    region: env.RELEASE_S3_REGION?.trim() || env.AWS_REGION || 'us-east-1',
    // Other S3-compatible servers address buckets by path, not by host name.
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
  });
}

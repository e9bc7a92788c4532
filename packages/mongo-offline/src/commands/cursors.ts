import { Long, calculateObjectSize } from 'bson';
import { numericValue, type Document } from '../bson/values';
import { CommandError } from '../errors';

const DEFAULT_FIRST_BATCH = 101;
// Leave room for the reply envelope inside MongoDB's 16 MiB document limit.
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;
// MongoDB times out idle cursors after 10 minutes.
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

interface OpenCursor {
  ns: string;
  docs: Document[];
  position: number;
  lastUsed: number;
}

export interface BatchOptions {
  batchSize?: number;
  singleBatch?: boolean;
}

/** Server-side cursors: a result snapshot handed out in batches via getMore. */
export class CursorStore {
  private readonly cursors = new Map<bigint, OpenCursor>();
  // Start somewhere arbitrary so ids from a previous server run are unlikely to collide.
  private nextId = BigInt(Date.now()) * 1000n;

  /** Reply to find/aggregate/list*: `{ cursor: { firstBatch, id, ns }, ok: 1 }`. */
  open(ns: string, docs: Document[], options: BatchOptions = {}): Document {
    const cursor: OpenCursor = { ns, docs, position: 0, lastUsed: Date.now() };
    const batch = takeBatch(cursor, options.batchSize ?? DEFAULT_FIRST_BATCH);
    let id = 0n;
    if (!options.singleBatch && cursor.position < docs.length) {
      id = ++this.nextId;
      this.cursors.set(id, cursor);
    }
    return { cursor: { firstBatch: batch, id: Long.fromBigInt(id), ns }, ok: 1 };
  }

  getMore(rawId: unknown, collection: string, db: string, batchSize?: number): Document {
    const id = toBigInt(rawId);
    const cursor = this.cursors.get(id);
    if (!cursor) throw new CommandError(43, 'CursorNotFound', `cursor id ${id} not found`);
    if (cursor.ns !== `${db}.${collection}`) {
      throw new CommandError(
        13,
        'Unauthorized',
        `Requested getMore on namespace '${db}.${collection}', but cursor belongs to '${cursor.ns}'`,
      );
    }
    cursor.lastUsed = Date.now();
    const batch = takeBatch(cursor, batchSize && batchSize > 0 ? batchSize : Number.MAX_SAFE_INTEGER);
    const exhausted = cursor.position >= cursor.docs.length;
    if (exhausted) this.cursors.delete(id);
    return { cursor: { nextBatch: batch, id: Long.fromBigInt(exhausted ? 0n : id), ns: cursor.ns }, ok: 1 };
  }

  kill(ids: unknown[]): Document {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const raw of ids) {
      const id = toBigInt(raw);
      (this.cursors.delete(id) ? killed : notFound).push(Long.fromBigInt(id));
    }
    return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  }

  sweep(now = Date.now()): void {
    for (const [id, cursor] of this.cursors) if (now - cursor.lastUsed > IDLE_TIMEOUT_MS) this.cursors.delete(id);
  }

  clear(): void {
    this.cursors.clear();
  }
}

function toBigInt(value: unknown): bigint {
  const n = numericValue(value);
  if (typeof n === 'bigint') return n;
  if (!Number.isInteger(n)) throw new CommandError(14, 'TypeMismatch', 'cursor id must be an integer');
  return BigInt(n);
}

function takeBatch(cursor: OpenCursor, batchSize: number): Document[] {
  const batch: Document[] = [];
  let bytes = 0;
  while (batch.length < batchSize && cursor.position < cursor.docs.length) {
    const doc = cursor.docs[cursor.position];
    bytes += calculateObjectSize(doc);
    if (batch.length > 0 && bytes > MAX_BATCH_BYTES) break;
    batch.push(doc);
    cursor.position++;
  }
  return batch;
}

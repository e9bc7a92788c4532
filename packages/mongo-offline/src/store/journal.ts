import fs from 'node:fs';
import path from 'node:path';
import { calculateObjectSize, deserialize, serialize, type Document } from 'bson';
import { BSON_OPTIONS } from '../wire/messages';
import type { Catalog } from './catalog';
import type { ChangeSink } from './collection';

const LOG_FILE = 'oplog.bson';
const LOCK_FILE = 'mongo-offline.lock';
// On start, compact when the log holds this many more records than a snapshot would.
const COMPACT_MIN_RECORDS = 1_000;
// Compact (on start or while running) when the log is this many times the live data…
const COMPACT_RATIO = 4;
// …and over this size, so small databases are never rewritten for nothing.
const COMPACT_FLOOR_BYTES = 8 * 1024 * 1024;
// The log is read this much at a time on start: its size is bounded by the disk, not a Buffer.
const READ_CHUNK_BYTES = 8 * 1024 * 1024;
// A running compaction writes this much of the snapshot, then lets the server answer requests.
const SNAPSHOT_SLICE_BYTES = 1024 * 1024;

/** A compaction under way: the snapshot goes to `tmpPath`; records logged meanwhile wait in `tail`. */
interface Compaction {
  tmpPath: string;
  fd: number;
  tail: Buffer[];
}

/**
 * Append-only log of BSON change records. Records of a command are buffered and written
 * with one writeSync before the reply is sent; no fsync — see the README for why.
 */
export class Journal implements ChangeSink {
  private pending: Buffer[] = [];
  private compaction: Compaction | undefined;

  private constructor(
    private fd: number,
    private readonly logPath: string,
    private readonly lockPath: string,
    private readonly catalog: Catalog,
    private readonly log: (msg: string) => void,
    /** Bytes in the log file. */
    private size: number,
    /** Log size that starts the next compaction: COMPACT_RATIO × the live data at the last look. */
    private compactAt: number,
  ) {}

  record(entry: Document): void {
    const bytes = serialize(entry);
    this.pending.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }

  flush(): void {
    if (this.pending.length === 0) return;
    const data = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
    this.pending = [];
    writeAll(this.fd, data);
    this.size += data.length;
    if (this.compaction) this.compaction.tail.push(data);
    else if (this.size > this.compactAt) this.startCompaction();
  }

  close(): void {
    if (this.fd < 0) return;
    this.flush();
    this.abandonCompaction();
    fs.closeSync(this.fd);
    this.fd = -1;
    fs.rmSync(this.lockPath, { force: true });
  }

  /**
   * Rewrite the log as a snapshot of the live data without stopping the server for long: the
   * snapshot takes references to the current documents (stored documents are never mutated),
   * is written a slice at a time between requests, and what is logged meanwhile follows it.
   * The old log keeps receiving every record until the complete new one is renamed over it.
   */
  private startCompaction(): void {
    const entries = [...this.catalog.snapshot()];
    const tmpPath = `${this.logPath}.tmp`;
    const job: Compaction = { tmpPath, fd: fs.openSync(tmpPath, 'w'), tail: [] };
    this.compaction = job;
    this.writeSnapshot(job, entries).catch((error: Error) => {
      this.log(`mongo-offline: journal compaction failed, keeping the log: ${error.message}`);
      this.abandonCompaction();
      this.compactAt = this.size * 2;
    });
  }

  private async writeSnapshot(job: Compaction, entries: Document[]): Promise<void> {
    let live = 0;
    let slice: Buffer[] = [];
    let sliceBytes = 0;
    for (const entry of entries) {
      const bytes = serialize(entry);
      slice.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      sliceBytes += bytes.byteLength;
      if (sliceBytes < SNAPSHOT_SLICE_BYTES) continue;
      writeAll(job.fd, Buffer.concat(slice));
      live += sliceBytes;
      slice = [];
      sliceBytes = 0;
      await new Promise((resolve) => setImmediate(resolve));
      if (this.compaction !== job) return; // closed meanwhile
    }
    writeAll(job.fd, Buffer.concat(slice));
    live += sliceBytes;
    fs.fsyncSync(job.fd);
    // From here on everything is synchronous, so no record can slip between tail and rename.
    let tailBytes = 0;
    for (const data of job.tail) {
      writeAll(job.fd, data);
      tailBytes += data.length;
    }
    fs.closeSync(job.fd);
    const before = this.size;
    fs.renameSync(job.tmpPath, this.logPath);
    syncFolder(path.dirname(this.logPath));
    fs.closeSync(this.fd);
    this.fd = fs.openSync(this.logPath, 'a');
    this.compaction = undefined;
    this.size = live + tailBytes;
    this.compactAt = Math.max(COMPACT_FLOOR_BYTES, COMPACT_RATIO * live);
    this.log(`mongo-offline: compacted the journal from ${before} to ${this.size} bytes`);
  }

  private abandonCompaction(): void {
    const job = this.compaction;
    if (!job) return;
    this.compaction = undefined;
    fs.closeSync(job.fd);
    fs.rmSync(job.tmpPath, { force: true });
  }

  /** Lock the folder, replay the log into the catalog, compact if worthwhile, open for append. */
  static open(dbpath: string, catalog: Catalog, log: (msg: string) => void): Journal {
    fs.mkdirSync(dbpath, { recursive: true });
    const lockPath = path.join(dbpath, LOCK_FILE);
    acquireLock(lockPath);
    try {
      const logPath = path.join(dbpath, LOG_FILE);
      fs.rmSync(`${logPath}.tmp`, { force: true }); // a compaction cut short; the log is whole
      const { records, bytes } = replay(logPath, catalog, log);
      let liveRecords = 0;
      let liveBytes = 0;
      for (const entry of catalog.snapshot()) {
        liveRecords++;
        liveBytes += calculateObjectSize(entry);
      }
      let size = bytes;
      const manyRecords = records > COMPACT_MIN_RECORDS && records > 2 * liveRecords;
      const manyBytes = bytes > COMPACT_FLOOR_BYTES && bytes > COMPACT_RATIO * liveBytes;
      if (manyRecords || manyBytes) {
        size = compact(logPath, catalog);
        log(`mongo-offline: compacted ${records} log records (${bytes} bytes) into ${liveRecords} (${size} bytes)`);
      }
      const compactAt = Math.max(COMPACT_FLOOR_BYTES, COMPACT_RATIO * liveBytes);
      return new Journal(fs.openSync(logPath, 'a'), logPath, lockPath, catalog, log, size, compactAt);
    } catch (error) {
      fs.rmSync(lockPath, { force: true });
      throw error;
    }
  }
}

function acquireLock(lockPath: string): void {
  try {
    const owner = Number(fs.readFileSync(lockPath, 'utf8'));
    if (owner && isAlive(owner)) {
      throw new Error(`dbpath is in use by process ${owner} (${lockPath}); one server per dbpath`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.writeFileSync(lockPath, String(process.pid));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Where reading a log stopped: `end` is the byte after its last whole record. */
export interface LogRead {
  end: number;
  size: number;
}

/**
 * Read a log record by record, `chunkBytes` at a time (a record longer than that is read whole),
 * so a log of any size loads. Stops at the first record that is incomplete or not BSON: a crash
 * mid-append leaves such a torn record at the end.
 */
export function readLog(
  logPath: string,
  onRecord: (entry: Document, offset: number) => void,
  chunkBytes = READ_CHUNK_BYTES,
): LogRead {
  const fd = fs.openSync(logPath, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    let buffer = Buffer.alloc(0);
    let start = 0; // file offset of buffer[0]
    for (;;) {
      let at = 0;
      while (at + 4 <= buffer.length) {
        const length = buffer.readInt32LE(at);
        if (length < 5 || start + at + length > size) return { end: start + at, size };
        if (at + length > buffer.length) break;
        let entry: Document;
        try {
          entry = deserialize(buffer.subarray(at, at + length), BSON_OPTIONS);
        } catch {
          return { end: start + at, size };
        }
        onRecord(entry, start + at);
        at += length;
      }
      const read = start + buffer.length;
      if (read >= size) return { end: start + at, size };
      const rest = buffer.subarray(at);
      const missing = rest.length >= 4 ? rest.readInt32LE(0) - rest.length : 0;
      const want = Math.min(Math.max(chunkBytes, missing), size - read);
      const next = Buffer.allocUnsafe(rest.length + want);
      rest.copy(next);
      let filled = rest.length;
      while (filled < next.length) {
        const n = fs.readSync(fd, next, filled, next.length - filled, start + at + filled);
        if (n === 0) break;
        filled += n;
      }
      start += at;
      buffer = next.subarray(0, filled);
      if (filled === rest.length) return { end: start, size };
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** Returns the records applied and the bytes they take. A torn last record is cut off. */
function replay(logPath: string, catalog: Catalog, log: (msg: string) => void): { records: number; bytes: number } {
  if (!fs.existsSync(logPath)) return { records: 0, bytes: 0 };
  let records = 0;
  const { end, size } = readLog(logPath, (entry, offset) => {
    try {
      catalog.apply(entry);
    } catch (error) {
      log(`mongo-offline: skipped journal record at byte ${offset}: ${(error as Error).message}`);
    }
    records++;
  });
  if (end < size) {
    log(`mongo-offline: ignoring ${size - end} bytes of incomplete record at the end of ${logPath}`);
    fs.truncateSync(logPath, end);
  }
  return { records, bytes: end };
}

/** Write the snapshot to a temp file, fsync it and rename it over the log; returns its size. */
function compact(logPath: string, catalog: Catalog): number {
  const tmpPath = `${logPath}.tmp`;
  const fd = fs.openSync(tmpPath, 'w');
  let size = 0;
  try {
    for (const entry of catalog.snapshot()) {
      const bytes = serialize(entry);
      writeAll(fd, bytes);
      size += bytes.byteLength;
    }
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  // rename is atomic: a crash leaves either the old log or the complete snapshot.
  fs.renameSync(tmpPath, logPath);
  syncFolder(path.dirname(logPath));
  return size;
}

function writeAll(fd: number, data: Uint8Array): void {
  let written = 0;
  while (written < data.length) written += fs.writeSync(fd, data, written);
}

/** Make a rename durable. Windows cannot open a folder; there the rename is left to the OS. */
function syncFolder(folder: string): void {
  if (process.platform === 'win32') return;
  const fd = fs.openSync(folder, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { deserialize, serialize, type Document } from 'bson';
import { BSON_OPTIONS } from '../wire/messages';
import type { Catalog } from './catalog';
import type { ChangeSink } from './collection';

const LOG_FILE = 'oplog.bson';
const LOCK_FILE = 'mongo-offline.lock';
// Compact when the log holds this many more records than a snapshot would.
const COMPACT_MIN_RECORDS = 1_000;

/**
 * Append-only log of BSON change records. Records of a command are buffered and written
 * with one writeSync before the reply is sent; no fsync — see the README for why.
 */
export class Journal implements ChangeSink {
  private pending: Buffer[] = [];

  private constructor(
    private fd: number,
    private readonly lockPath: string,
  ) {}

  record(entry: Document): void {
    this.pending.push(Buffer.from(serialize(entry)));
  }

  flush(): void {
    if (this.pending.length === 0) return;
    const data = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
    this.pending = [];
    let written = 0;
    while (written < data.length) written += fs.writeSync(this.fd, data, written);
  }

  close(): void {
    if (this.fd < 0) return;
    this.flush();
    fs.closeSync(this.fd);
    this.fd = -1;
    fs.rmSync(this.lockPath, { force: true });
  }

  /** Lock the folder, replay the log into the catalog, compact if worthwhile, open for append. */
  static open(dbpath: string, catalog: Catalog, log: (msg: string) => void): Journal {
    fs.mkdirSync(dbpath, { recursive: true });
    const lockPath = path.join(dbpath, LOCK_FILE);
    acquireLock(lockPath);
    try {
      const logPath = path.join(dbpath, LOG_FILE);
      const records = replay(logPath, catalog, log);
      let liveRecords = 0;
      for (const _ of catalog.snapshot()) liveRecords++;
      if (records > COMPACT_MIN_RECORDS && records > 2 * liveRecords) {
        compact(logPath, catalog);
        log(`mongo-offline: compacted ${records} log records into ${liveRecords}`);
      }
      return new Journal(fs.openSync(logPath, 'a'), lockPath);
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

/** Returns the number of records applied. A torn last record (crash mid-write) is cut off. */
function replay(logPath: string, catalog: Catalog, log: (msg: string) => void): number {
  if (!fs.existsSync(logPath)) return 0;
  const data = fs.readFileSync(logPath);
  let offset = 0;
  let records = 0;
  while (offset + 4 <= data.length) {
    const size = data.readInt32LE(offset);
    if (size < 5 || offset + size > data.length) break;
    let entry: Document;
    try {
      entry = deserialize(data.subarray(offset, offset + size), BSON_OPTIONS);
    } catch {
      break;
    }
    try {
      catalog.apply(entry);
    } catch (error) {
      log(`mongo-offline: skipped journal record at byte ${offset}: ${(error as Error).message}`);
    }
    offset += size;
    records++;
  }
  if (offset < data.length) {
    log(`mongo-offline: ignoring ${data.length - offset} bytes of incomplete record at the end of ${logPath}`);
    fs.truncateSync(logPath, offset);
  }
  return records;
}

function compact(logPath: string, catalog: Catalog): void {
  const tmpPath = `${logPath}.tmp`;
  const fd = fs.openSync(tmpPath, 'w');
  try {
    for (const entry of catalog.snapshot()) fs.writeSync(fd, serialize(entry));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  // rename is atomic: a crash leaves either the old log or the complete snapshot.
  fs.renameSync(tmpPath, logPath);
}

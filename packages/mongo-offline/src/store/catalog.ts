import type { Document } from '../bson/values';
import { CommandError } from '../errors';
import { Collection, type ChangeSink, type QueryMetrics } from './collection';
import type { IndexSpec } from './index-spec';
import type { PatchChange } from './patch';

function checkNames(db: string, name?: string): void {
  if (!db || /[/\\. "$\0]/.test(db)) throw new CommandError(73, 'InvalidNamespace', `Invalid database name: '${db}'`);
  if (name !== undefined && (!name || name.includes('$') || name.includes('\0') || name.startsWith('.'))) {
    throw new CommandError(73, 'InvalidNamespace', `Invalid collection name: '${name}'`);
  }
}

/** All databases and collections of one server. */
export class Catalog {
  /** Set once the journal has been replayed, so replay itself is not journaled again. */
  sink: ChangeSink | undefined;
  readonly metrics: QueryMetrics = { scannedObjects: 0 };
  private readonly dbs = new Map<string, Map<string, Collection>>();

  private record(entry: Document): void {
    this.sink?.record(entry);
  }

  get(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  databases(): string[] {
    return [...this.dbs.keys()];
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  /** Writes create collections implicitly, like MongoDB. */
  ensure(db: string, name: string): Collection {
    return this.get(db, name) ?? this.create(db, name, {});
  }

  create(db: string, name: string, options: Document): Collection {
    checkNames(db, name);
    if (this.get(db, name)) {
      throw new CommandError(48, 'NamespaceExists', `Collection ${db}.${name} already exists.`);
    }
    let collections = this.dbs.get(db);
    if (!collections) this.dbs.set(db, (collections = new Map()));
    const collection = new Collection(db, name, options, () => this.sink, this.metrics);
    collections.set(name, collection);
    this.record({ op: 'create', db, coll: name, options });
    return collection;
  }

  drop(db: string, name: string): boolean {
    const collections = this.dbs.get(db);
    if (!collections?.delete(name)) return false;
    if (collections.size === 0) this.dbs.delete(db);
    this.record({ op: 'drop', db, coll: name });
    return true;
  }

  dropDatabase(db: string): void {
    if (!this.dbs.delete(db)) return;
    this.record({ op: 'dropDatabase', db });
  }

  /** Apply one journal entry (replay). Entries mirror the record() calls above. */
  apply(entry: Document): void {
    const db = String(entry.db);
    const coll = String(entry.coll);
    switch (entry.op) {
      case 'create':
        if (!this.get(db, coll)) this.create(db, coll, (entry.options as Document) ?? {});
        return;
      case 'drop':
        this.drop(db, coll);
        return;
      case 'dropDatabase':
        this.dropDatabase(db);
        return;
      case 'put':
        this.ensure(db, coll).restore(entry.doc as Document);
        return;
      case 'patch':
        this.get(db, coll)?.restorePatch(entry.id, entry.changes as PatchChange[]);
        return;
      case 'del': {
        const collection = this.get(db, coll);
        const doc = collection?.getById(entry.id);
        if (collection && doc) collection.remove(doc);
        return;
      }
      case 'createIndex':
        this.ensure(db, coll).createIndex(entry.spec as IndexSpec);
        return;
      case 'dropIndex':
        this.get(db, coll)?.dropIndex(String(entry.name));
        return;
      case 'setIndex':
        this.get(db, coll)?.restoreIndex(entry.spec as IndexSpec);
        return;
      default:
        throw new Error(`unknown journal entry '${String(entry.op)}'`);
    }
  }

  /** The smallest list of entries that rebuilds the current state (for compaction). */
  *snapshot(): Generator<Document> {
    for (const [db, collections] of this.dbs) {
      for (const collection of collections.values()) {
        yield { op: 'create', db, coll: collection.name, options: collection.options };
        for (const spec of collection.indexes.slice(1)) yield { op: 'createIndex', db, coll: collection.name, spec };
        for (const doc of collection.all()) yield { op: 'put', db, coll: collection.name, doc };
      }
    }
  }
}

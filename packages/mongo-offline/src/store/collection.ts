import { calculateObjectSize } from 'bson';
import { keyOf, type Document } from '../bson/values';
import { CommandError, badValue } from '../errors';
import { FieldIndex } from './field-index';
import { ID_INDEX, indexIdentity, type IndexSpec } from './index-spec';
import { applyPatch, diffDocuments, type PatchChange } from './patch';
import { UniqueIndex, duplicateKeyError } from './unique-index';

/** Where a collection reports its changes (the persistence journal, when there is one). */
export interface ChangeSink {
  record(entry: Document): void;
}

/** Server-wide counters, reported by serverStatus under the names MongoDB uses. */
export interface QueryMetrics {
  /** Documents read to answer queries (serverStatus `metrics.queryExecutor.scannedObjects`). */
  scannedObjects: number;
}

/**
 * One collection: documents in insertion order keyed by canonical `_id`, plus its indexes.
 * Stored documents are never mutated in place — updates store a new object — so cursors and
 * replies can hold references without copying.
 */
export class Collection {
  private readonly docs = new Map<string, Document>();
  /** Position of each `_id` in `docs`, so index hits can be put back in natural order. */
  private readonly positions = new Map<string, number>();
  private nextPosition = 0;
  private readonly specs: IndexSpec[] = [ID_INDEX];
  private readonly uniques: UniqueIndex[] = [];
  /** One hash index per field that leads an index other than `_id_`. */
  private readonly fieldIndexes = new Map<string, FieldIndex>();

  constructor(
    readonly db: string,
    readonly name: string,
    readonly options: Document,
    private readonly sink: () => ChangeSink | undefined,
    private readonly metrics: QueryMetrics = { scannedObjects: 0 },
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get size(): number {
    return this.docs.size;
  }

  get indexes(): readonly IndexSpec[] {
    return this.specs;
  }

  all(): Document[] {
    return Array.from(this.docs.values());
  }

  /** Every document, in natural order, for a query that reads them all. */
  scan(): Document[] {
    this.metrics.scannedObjects += this.docs.size;
    return this.all();
  }

  /** Whether `seek` can narrow a query on this field. */
  canSeek(field: string): boolean {
    return field === '_id' || this.fieldIndexes.has(field);
  }

  /** Roughly how many documents `seek` would read, to pick the most selective field. */
  seekEstimate(field: string, keys: readonly string[]): number {
    return field === '_id' ? keys.length : (this.fieldIndexes.get(field)?.estimate(keys) ?? this.docs.size);
  }

  /**
   * The documents that may hold one of these keys (from `seekKey`) under a field `canSeek`
   * accepts, in natural order. A superset: the caller still applies its filter.
   */
  seek(field: string, keys: readonly string[]): Document[] {
    let ids: ReadonlySet<string>;
    if (field === '_id') ids = new Set(keys);
    else {
      const index = this.fieldIndexes.get(field);
      if (!index) throw new Error(`no index on ${this.ns}.${field}`);
      ids = index.lookup(keys);
    }
    const found: Array<[position: number, doc: Document]> = [];
    for (const id of ids) {
      const doc = this.docs.get(id);
      if (doc) found.push([this.positions.get(id)!, doc]);
    }
    this.metrics.scannedObjects += found.length;
    if (found.length > 1) found.sort((a, b) => a[0] - b[0]);
    return found.map(([, doc]) => doc);
  }

  private addToIndexes(doc: Document, idKey: string): void {
    for (const index of this.uniques) index.add(doc, idKey);
    for (const index of this.fieldIndexes.values()) index.add(doc, idKey);
  }

  private removeFromIndexes(doc: Document, idKey: string): void {
    for (const index of this.uniques) index.remove(doc, idKey);
    for (const index of this.fieldIndexes.values()) index.remove(doc, idKey);
  }

  /** Store a document under its `_id` key; a new key goes last in natural order. */
  private put(idKey: string, doc: Document): void {
    if (!this.docs.has(idKey)) this.positions.set(idKey, this.nextPosition++);
    this.docs.set(idKey, doc);
  }

  getById(id: unknown): Document | undefined {
    return this.docs.get(keyOf(id));
  }

  private record(entry: Document): void {
    this.sink()?.record({ db: this.db, coll: this.name, ...entry });
  }

  insert(doc: Document): void {
    const idKey = keyOf(doc._id);
    if (this.docs.has(idKey)) throw duplicateKeyError(this.ns, ID_INDEX, [doc._id]);
    for (const index of this.uniques) index.check(doc, idKey);
    this.addToIndexes(doc, idKey);
    this.put(idKey, doc);
    this.record({ op: 'put', doc });
  }

  /**
   * Store the updated version of a document; false when it serialises to the same bytes (not
   * modified). The journal gets the changed fields, or the whole document when that is smaller.
   */
  update(current: Document, next: Document): boolean {
    const changes = diffDocuments(current, next);
    if (!changes) return false;
    this.store(current, next);
    if (this.sink()) {
      const patch: Document = { op: 'patch', id: next._id, changes };
      const whole = changes.length === 1 && changes[0].p.length === 0;
      this.record(!whole && calculateObjectSize(patch) < calculateObjectSize(next) ? patch : { op: 'put', doc: next });
    }
    return true;
  }

  /** Swap a stored document for a new version with the same `_id`, keeping unique indexes right. */
  private store(current: Document, next: Document): void {
    const idKey = keyOf(current._id);
    if (keyOf(next._id) !== idKey)
      throw new CommandError(66, 'ImmutableField', "the (immutable) field '_id' was found to have been altered");
    for (const index of this.uniques) index.check(next, idKey);
    this.removeFromIndexes(current, idKey);
    this.addToIndexes(next, idKey);
    this.put(idKey, next);
  }

  remove(doc: Document): void {
    const idKey = keyOf(doc._id);
    if (!this.docs.delete(idKey)) return;
    this.positions.delete(idKey);
    this.removeFromIndexes(doc, idKey);
    this.record({ op: 'del', id: doc._id });
  }

  /** Replay path: trust the journal, which only ever recorded states that passed checks. */
  restore(doc: Document): void {
    const idKey = keyOf(doc._id);
    const previous = this.docs.get(idKey);
    if (previous) this.removeFromIndexes(previous, idKey);
    this.addToIndexes(doc, idKey);
    this.put(idKey, doc);
  }

  /** Replay path for an update journaled as its changed fields. */
  restorePatch(id: unknown, changes: readonly PatchChange[]): void {
    const current = this.docs.get(keyOf(id));
    if (current) this.restore(applyPatch(current, changes));
  }

  /** Returns false when an identical index already exists. */
  createIndex(spec: IndexSpec): boolean {
    const sameName = this.specs.find((s) => s.name === spec.name);
    const sameKey = this.specs.find((s) => keyOf(s.key) === keyOf(spec.key));
    if (sameName && keyOf(sameName.key) !== keyOf(spec.key)) {
      throw new CommandError(
        86,
        'IndexKeySpecsConflict',
        `An existing index has the same name as the requested index but a different key: ${spec.name}`,
      );
    }
    if (sameKey) {
      if (sameKey.name === spec.name && indexIdentity(sameKey) === indexIdentity(spec)) return false;
      const reason = sameKey.name === spec.name ? 'different options' : `a different name: ${sameKey.name}`;
      throw new CommandError(85, 'IndexOptionsConflict', `Index already exists with ${reason}`);
    }
    if (spec.unique) {
      const index = new UniqueIndex(spec, this.ns);
      for (const [idKey, doc] of this.docs) {
        index.check(doc, idKey);
        index.add(doc, idKey);
      }
      this.uniques.push(index);
    }
    this.specs.push(spec);
    this.indexLeadingFields();
    this.record({ op: 'createIndex', spec });
    return true;
  }

  dropIndex(name: string): void {
    if (name === '_id_') throw new CommandError(72, 'InvalidOptions', 'cannot drop _id index');
    const at = this.specs.findIndex((s) => s.name === name);
    if (at < 0) throw new CommandError(27, 'IndexNotFound', `index not found with name [${name}]`);
    this.specs.splice(at, 1);
    const unique = this.uniques.findIndex((u) => u.spec.name === name);
    if (unique >= 0) this.uniques.splice(unique, 1);
    this.indexLeadingFields();
    this.record({ op: 'dropIndex', name });
  }

  /**
   * Keep one field index per leading field of the declared indexes: the fields the application
   * said it queries by. A compound index serves equality on its first field, as in MongoDB.
   */
  private indexLeadingFields(): void {
    const fields = new Set(this.specs.map((spec) => Object.keys(spec.key)[0]).filter((field) => field !== '_id'));
    for (const field of this.fieldIndexes.keys()) if (!fields.has(field)) this.fieldIndexes.delete(field);
    for (const field of fields) {
      if (this.fieldIndexes.has(field)) continue;
      const index = new FieldIndex(field);
      for (const [idKey, doc] of this.docs) index.add(doc, idKey);
      this.fieldIndexes.set(field, index);
    }
  }

  findIndexByKey(key: Document): IndexSpec | undefined {
    return this.specs.find((s) => keyOf(s.key) === keyOf(key));
  }

  /** collMod: change expireAfterSeconds or hidden on an existing index. */
  modifyIndex(name: string, changes: { expireAfterSeconds?: number; hidden?: boolean }): IndexSpec {
    const at = this.specs.findIndex((s) => s.name === name);
    if (at < 0) throw new CommandError(27, 'IndexNotFound', `cannot find index ${name}`);
    const spec: IndexSpec = { ...this.specs[at] };
    if (changes.expireAfterSeconds !== undefined) {
      if (spec.expireAfterSeconds === undefined) throw badValue(`index ${name} is not a TTL index`);
      spec.expireAfterSeconds = changes.expireAfterSeconds;
    }
    if (changes.hidden !== undefined) {
      if (changes.hidden) spec.hidden = true;
      else delete spec.hidden;
    }
    this.specs[at] = spec;
    this.record({ op: 'setIndex', spec });
    return spec;
  }

  /** Replay path for collMod. */
  restoreIndex(spec: IndexSpec): void {
    const at = this.specs.findIndex((s) => s.name === spec.name);
    if (at >= 0) this.specs[at] = spec;
  }
}

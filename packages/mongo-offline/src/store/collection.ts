import { calculateObjectSize } from 'bson';
import { keyOf, type Document } from '../bson/values';
import { CommandError, badValue } from '../errors';
import { ID_INDEX, indexIdentity, type IndexSpec } from './index-spec';
import { applyPatch, diffDocuments, type PatchChange } from './patch';
import { UniqueIndex, duplicateKeyError } from './unique-index';

/** Where a collection reports its changes (the persistence journal, when there is one). */
export interface ChangeSink {
  record(entry: Document): void;
}

/**
 * One collection: documents in insertion order keyed by canonical `_id`, plus its indexes.
 * Stored documents are never mutated in place — updates store a new object — so cursors and
 * replies can hold references without copying.
 */
export class Collection {
  private readonly docs = new Map<string, Document>();
  private readonly specs: IndexSpec[] = [ID_INDEX];
  private readonly uniques: UniqueIndex[] = [];

  constructor(
    readonly db: string,
    readonly name: string,
    readonly options: Document,
    private readonly sink: () => ChangeSink | undefined,
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
    for (const index of this.uniques) index.add(doc, idKey);
    this.docs.set(idKey, doc);
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
    for (const index of this.uniques) {
      index.remove(current, idKey);
      index.add(next, idKey);
    }
    this.docs.set(idKey, next);
  }

  remove(doc: Document): void {
    const idKey = keyOf(doc._id);
    if (!this.docs.delete(idKey)) return;
    for (const index of this.uniques) index.remove(doc, idKey);
    this.record({ op: 'del', id: doc._id });
  }

  /** Replay path: trust the journal, which only ever recorded states that passed checks. */
  restore(doc: Document): void {
    const idKey = keyOf(doc._id);
    const previous = this.docs.get(idKey);
    for (const index of this.uniques) {
      if (previous) index.remove(previous, idKey);
      index.add(doc, idKey);
    }
    this.docs.set(idKey, doc);
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
    this.record({ op: 'dropIndex', name });
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

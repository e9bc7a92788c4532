import { serialize } from 'bson';
import { isPlainObject, type Document } from '../bson/values';

/**
 * One change of a patch: the path (object keys, or array positions as numbers) and its new
 * value, or no `v` to remove the field. The values are the resolved ones ($currentDate's time,
 * $inc's sum…), so replaying a patch never depends on when it is replayed.
 */
export interface PatchChange {
  p: (string | number)[];
  v?: unknown;
}

/** The whole value differs: no path-wise patch reproduces it. */
const REPLACE = Symbol('replace');

/**
 * The changes that turn `before` into `after` byte for byte, or null when the two serialise to
 * the same bytes (so "no changes" means exactly what `changed()` used to mean). Sub-documents
 * and equal-length arrays are compared field by field; a sub-document whose kept fields changed
 * order, or gained fields anywhere but at its end, is replaced whole so replay keeps the order.
 */
export function diffDocuments(before: Document, after: Document): PatchChange[] | null {
  const changes: PatchChange[] = [];
  const result = diffObjects(before, after, [], changes);
  if (result === REPLACE) return [{ p: [], v: after }];
  return changes.length === 0 ? null : changes;
}

function diffObjects(before: Document, after: Document, path: string[], out: PatchChange[]): typeof REPLACE | void {
  const beforeKeys = Object.keys(before);
  const afterKeys = Object.keys(after);
  const kept = afterKeys.filter((key) => Object.hasOwn(before, key));
  const keptInBefore = beforeKeys.filter((key) => Object.hasOwn(after, key));
  // Replay sets kept fields in place and appends new ones, so the new fields must come last.
  if (kept.some((key, i) => key !== keptInBefore[i] || afterKeys[i] !== key)) return REPLACE;
  for (const key of beforeKeys) {
    if (!Object.hasOwn(after, key)) out.push({ p: [...path, key] });
  }
  for (const key of afterKeys) {
    const at = [...path, key];
    if (!Object.hasOwn(before, key)) out.push({ p: at, v: after[key] });
    else diffValues(before[key], after[key], at, out);
  }
}

function diffValues(before: unknown, after: unknown, path: (string | number)[], out: PatchChange[]): void {
  if (Object.is(before, after)) return;
  if (typeof before === 'string' && typeof after === 'string') {
    out.push({ p: path, v: after });
    return;
  }
  const nested: PatchChange[] = [];
  let result: typeof REPLACE | void = REPLACE;
  if (isPlainObject(before) && isPlainObject(after)) {
    result = diffObjects(before, after, path as string[], nested);
  } else if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    result = undefined;
    for (let i = 0; i < after.length; i++) diffValues(before[i], after[i], [...path, i], nested);
  } else if (sameBytes(before, after)) {
    return;
  }
  if (result === REPLACE) out.push({ p: path, v: after });
  else out.push(...nested);
}

function sameBytes(a: unknown, b: unknown): boolean {
  return Buffer.compare(serialize({ v: a }), serialize({ v: b })) === 0;
}

/**
 * Apply a patch to a stored document, returning a new one: only the objects and arrays on the
 * changed paths are copied, the stored document (which cursors may still hold) is untouched.
 */
export function applyPatch(doc: Document, changes: readonly PatchChange[]): Document {
  let root = doc;
  for (const change of changes) {
    if (change.p.length === 0) {
      root = change.v as Document;
      continue;
    }
    root = patchAt(root, change.p, 0, change) as Document;
  }
  return root;
}

function patchAt(container: unknown, path: (string | number)[], depth: number, change: PatchChange): unknown {
  const key = path[depth];
  const copy: Document | unknown[] = Array.isArray(container)
    ? [...container]
    : { ...(container as Document | undefined) };
  const slot = copy as Record<string | number, unknown>;
  if (depth === path.length - 1) {
    if ('v' in change) slot[key] = change.v;
    else delete slot[key];
  } else {
    slot[key] = patchAt(slot[key], path, depth + 1, change);
  }
  return copy;
}

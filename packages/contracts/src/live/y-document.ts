import * as Y from 'yjs';
import { COLLAB_META, COLLAB_SHAPE, type CollabKind } from '../collab';
import type { FactSheet } from '../facts/fact-sheet';
import { applyFacts, fillFacts, readFacts } from './y-facts';
import { plainCopy, replaceText, sameJson, textOf } from './y-text';

type Item = Record<string, unknown> & { id: string };

/**
 * What a room holds of a saved deck or resume: its name and its slides or sections, and a deck's
 * outline (the sections planned before generation). `outline` is absent where the room does not
 * hold it (a resume; a room written before it held outlines; a save or an editor that leaves it alone).
 */
export interface RoomContent {
  name: string;
  items: Item[];
  outline?: Item[];
  /** A deck's facts (`./y-facts`); absent where the room does not hold them, as the outline. */
  facts?: FactSheet;
}

/** How a list of the room is held: its root `Y.Array`, and which fields of an item are texts. */
interface ListShape {
  list: string;
  text: readonly string[];
  textLists: readonly string[];
}

/**
 * A deck's outline in its room: the root `Y.Array` `outline` of sections, each a `Y.Map` whose
 * title and description are `Y.Text` (two teammates typing in one description both keep their words).
 */
export const OUTLINE_SHAPE = { list: 'outline', text: ['title', 'description'], textLists: [] } as const;

const shapeOf = (kind: CollabKind): ListShape => COLLAB_SHAPE[kind];
const isText = (shape: ListShape, field: string) => shape.text.includes(field);
const isTextList = (shape: ListShape, field: string) => shape.textLists.includes(field);

function yValue(shape: ListShape, field: string, value: unknown): unknown {
  if (isText(shape, field) && typeof value === 'string') return textOf(value);
  if (isTextList(shape, field) && Array.isArray(value) && value.every((entry) => typeof entry === 'string')) {
    const list = new Y.Array<Y.Text>();
    list.push(value.map(textOf));
    return list;
  }
  return plainCopy(value);
}

function yItem(shape: ListShape, item: Item): Y.Map<unknown> {
  const map = new Y.Map<unknown>();
  for (const [field, value] of Object.entries(item)) {
    const y = yValue(shape, field, value);
    if (y !== undefined) map.set(field, y);
  }
  return map;
}

function plainValue(value: unknown): unknown {
  if (value instanceof Y.Text) return value.toString();
  if (value instanceof Y.Array) return value.toArray().map((entry) => String(entry));
  return value;
}

function plainItem(map: Y.Map<unknown>): Item {
  const item: Record<string, unknown> = {};
  for (const [field, value] of map.entries()) item[field] = plainValue(value);
  return item as Item;
}

const listOf = (doc: Y.Doc, shape: ListShape) => doc.getArray<Y.Map<unknown>>(shape.list);
/** Whether the room holds the deck's outline (reading never creates it). */
const holdsOutline = (doc: Y.Doc, kind: CollabKind) => kind === 'deck' && doc.share.has(OUTLINE_SHAPE.list);
const nameOf = (doc: Y.Doc) => {
  const meta = doc.getMap<Y.Text>(COLLAB_META.map);
  let name = meta.get(COLLAB_META.name);
  if (!name) {
    name = new Y.Text();
    meta.set(COLLAB_META.name, name);
  }
  return name;
};

/** Fills an empty room from the saved document. */
export function fillRoom(doc: Y.Doc, kind: CollabKind, content: RoomContent): void {
  doc.transact(() => {
    nameOf(doc).insert(0, content.name);
    listOf(doc, shapeOf(kind)).push(content.items.map((item) => yItem(shapeOf(kind), item)));
    if (kind === 'deck' && content.outline) {
      listOf(doc, OUTLINE_SHAPE).push(content.outline.map((section) => yItem(OUTLINE_SHAPE, section)));
    }
    if (kind === 'deck' && content.facts) fillFacts(doc, content.facts);
  });
}

/** The room's content as the saved document stores it. */
export function readRoom(doc: Y.Doc, kind: CollabKind): RoomContent {
  const name = doc.getMap<Y.Text>(COLLAB_META.map).get(COLLAB_META.name);
  const content: RoomContent = {
    name: name?.toString() ?? '',
    items: listOf(doc, shapeOf(kind)).toArray().map(plainItem),
  };
  if (holdsOutline(doc, kind)) content.outline = listOf(doc, OUTLINE_SHAPE).toArray().map(plainItem);
  const facts = kind === 'deck' ? readFacts(doc) : undefined;
  if (facts) content.facts = facts;
  return content;
}

/** A list of texts changed entry by entry, so a teammate typing in another bullet keeps their words. */
function replaceTextList(list: Y.Array<Y.Text>, values: string[]): void {
  const kept = Math.min(list.length, values.length);
  for (let at = 0; at < kept; at += 1) replaceText(list.get(at), values[at]!);
  if (list.length > values.length) list.delete(values.length, list.length - values.length);
  if (values.length > kept) list.push(values.slice(kept).map(textOf));
}

/**
 * Puts into the room what a save made outside it (a REST save, a generation) changed since `base`,
 * the content the room last loaded or wrote: added and removed items, and each field whose saved
 * value moved. Fields the save left alone keep the live edits. Applying the same save twice (two
 * instances holding the room) changes nothing the second time. A deck's outline is changed the same
 * way when `saved` has one (against none in a room that lacked it), and left alone when it has none;
 * so are its facts (`applyFacts`).
 */
export function applySaved(doc: Y.Doc, kind: CollabKind, base: RoomContent, saved: RoomContent): void {
  doc.transact(() => {
    if (saved.name !== base.name) replaceText(nameOf(doc), saved.name);
    applyList(listOf(doc, shapeOf(kind)), shapeOf(kind), base.items, saved.items);
    if (kind === 'deck' && saved.outline) {
      applyList(listOf(doc, OUTLINE_SHAPE), OUTLINE_SHAPE, base.outline ?? [], saved.outline);
    }
    if (kind === 'deck' && saved.facts) applyFacts(doc, base.facts, saved.facts);
  });
}

/** One list of the room changed from `base` to `saved`, item by item and field by field. */
function applyList(list: Y.Array<Y.Map<unknown>>, shape: ListShape, base: readonly Item[], saved: readonly Item[]) {
  const before = new Map(base.map((item) => [item.id, item]));
  const after = new Set(saved.map((item) => item.id));
  const indexOf = (id: string) => list.toArray().findIndex((map) => map.get('id') === id);
  for (const id of before.keys()) {
    const at = after.has(id) ? -1 : indexOf(id);
    if (at >= 0) list.delete(at, 1);
  }
  saved.forEach((item, position) => {
    const old = before.get(item.id);
    const at = indexOf(item.id);
    if (at < 0) {
      if (!old) list.insert(Math.min(position, list.length), [yItem(shape, item)]);
      return;
    }
    const map = list.get(at);
    const fields = new Set([...Object.keys(item), ...Object.keys(old ?? {})]);
    for (const field of fields) {
      const value = item[field];
      if (old && sameJson(old[field], value)) continue;
      const current = map.get(field);
      if (value === undefined) map.delete(field);
      else if (current instanceof Y.Text && typeof value === 'string') replaceText(current, value);
      else if (current instanceof Y.Array && isTextList(shape, field) && Array.isArray(value))
        replaceTextList(current as Y.Array<Y.Text>, value.map(String));
      else if (!sameJson(plainValue(current), value)) map.set(field, yValue(shape, field, value));
    }
  });
  if (!sameOrder(base, saved)) reorder(list, shape, saved);
}

/** Whether the items both lists hold come in the same order. */
function sameOrder(a: readonly Item[], b: readonly Item[]): boolean {
  const inB = new Set(b.map((item) => item.id));
  const inA = new Set(a.map((item) => item.id));
  const first = a.filter((item) => inB.has(item.id)).map((item) => item.id);
  const second = b.filter((item) => inA.has(item.id)).map((item) => item.id);
  return first.every((id, at) => id === second[at]);
}

/**
 * Puts the room's items in the order of `wanted` (a save that moved items). Yjs has no move: a moved
 * item is written again at its place from the room's own copy, so edits already merged into it stay.
 */
function reorder(list: Y.Array<Y.Map<unknown>>, shape: ListShape, wanted: readonly Item[]): void {
  const rank = new Map(wanted.map((item, at) => [item.id, at]));
  wanted.forEach((item, target) => {
    const ids = list.toArray().map((map) => String(map.get('id')));
    const ranked = ids.filter((id) => rank.has(id));
    if (ranked[target] === item.id) return;
    const from = ids.indexOf(item.id);
    if (from < 0) return;
    const copy = yItem(shape, plainItem(list.get(from)));
    list.delete(from, 1);
    const after = ids.filter((id) => id !== item.id);
    // The slot before the first ranked item now at or past `target`.
    const ahead = after.filter((id) => rank.has(id));
    const anchor = ahead[target];
    const at = anchor === undefined ? after.length : after.indexOf(anchor);
    list.insert(at, [copy]);
  });
}

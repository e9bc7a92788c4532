import type * as Y from 'yjs';
import { mergeLists, type FactSheet } from '@kuza/contracts';
import type { CollabKind } from '@kuza/contracts/collab';
import { applySaved, readRoom, type RoomContent } from '@kuza/contracts/live';
import { mergeFacts } from './merge-facts';

/** The origin of the editor's own writes: the room's observer skips them. */
const LOCAL = Symbol('this editor');

/** A slide or a section as an editor holds it. */
export type RoomItem = { id: string };

export interface RoomBinding<T extends RoomItem> {
  /**
   * The room has synced with the server: the edits made since `opened` go in (field by field), then
   * the room's items come out through `onRemote` when they differ from the editor's.
   */
  start(): void;
  /** The editor's items changed: what changed since the last write or remote read goes into the room. */
  write(items: T[]): void;
  /** The editor's facts changed (a deck's, bound with `facts`): what changed since the last write or read goes into the room. */
  writeFacts(facts: FactSheet | undefined): void;
  destroy(): void;
}

/** Which list of the room an editor edits: the slides or sections (`items`), or a deck's `outline`. */
export type RoomPart = 'items' | 'outline';

export interface RoomBindingOptions<T extends RoomItem> {
  /** The list this editor edits (default `items`); the room's other list is left alone. */
  part?: RoomPart;
  /** The document as the editor opened it (what the room was filled from, as far as this editor knows). */
  opened: { name: string; items: T[] };
  /** The editor's items now, which may hold edits not written yet. */
  current: () => T[];
  /** Teammates' changes: the items with this editor's unwritten edits on them, and the document's name. */
  onRemote: (items: T[], name: string) => void;
  /** A deck's facts, bound beside its list (the outline page's facts panel): the room's other parts stay alone. */
  facts?: RoomFactsOptions;
}

export interface RoomFactsOptions {
  /** The facts as the editor opened them. */
  opened: FactSheet | undefined;
  /** The editor's facts now, which may hold edits not written yet. */
  current: () => FactSheet | undefined;
  /** Teammates' changes: the room's facts with this editor's unwritten edits on them (`mergeFacts`). */
  onRemote: (facts: FactSheet) => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The room's items, reusing the editor's objects for the items nobody changed (their thumbnails stay). */
function itemsOf<T extends RoomItem>(list: RoomContent['items'], known: readonly T[]): T[] {
  const byId = new Map(known.map((item) => [item.id, item]));
  return list.map((item) => {
    const mine = byId.get(item.id);
    return mine && same(mine, item) ? mine : (item as unknown as T);
  });
}

/** A content holding only `part`: applying two of them changes that list and the name, nothing else. */
const content = (name: string, items: readonly RoomItem[], part: RoomPart): RoomContent => {
  const list = items as unknown as RoomContent['items'];
  return part === 'outline' ? { name, items: [], outline: list } : { name, items: list };
};

/**
 * Binds an editor's slides (a deck), sections (a resume) or outline (a deck's) to a room's Y document,
 * both ways; and, with `facts`, a deck's facts beside them.
 */
export function bindRoom<T extends RoomItem>(
  doc: Y.Doc,
  kind: CollabKind,
  { opened, current, onRemote, part = 'items', facts }: RoomBindingOptions<T>,
): RoomBinding<T> {
  /** The items, name and facts the room and the editor last agreed on. */
  let last = opened.items;
  let name = opened.name;
  let lastFacts = facts?.opened;
  let started = false;

  const readList = (room: RoomContent) => {
    const mine = current();
    const items = itemsOf(part === 'outline' ? (room.outline ?? []) : room.items, mine);
    if (same(items, last) && room.name === name) return;
    // Edits this editor made since the last write are kept on top of the teammates'.
    const merged = mine === last ? items : mergeLists(items, last, mine);
    last = items;
    name = room.name;
    onRemote(merged, room.name);
  };

  const readFacts = (room: RoomContent) => {
    if (!facts || !room.facts || same(room.facts, lastFacts)) return;
    const mine = facts.current();
    const merged = mine === lastFacts ? room.facts : (mergeFacts(lastFacts, mine, room.facts) ?? room.facts);
    lastFacts = room.facts;
    facts.onRemote(merged);
  };

  const read = () => {
    const room = readRoom(doc, kind);
    readList(room);
    readFacts(room);
  };

  const onTransaction = (transaction: Y.Transaction) => {
    if (started && transaction.origin !== LOCAL && transaction.changed.size > 0) read();
  };
  doc.on('afterTransaction', onTransaction);

  const write = (items: T[]) => {
    if (!started || items === last) return;
    const before = last;
    last = items;
    doc.transact(() => applySaved(doc, kind, content(name, before, part), content(name, items, part)), LOCAL);
  };

  const writeFacts = (next: FactSheet | undefined) => {
    if (!facts || !started || !next || next === lastFacts) return;
    const before = lastFacts;
    lastFacts = next;
    // Contents holding only the facts: applying them changes the facts, nothing else.
    const only = (sheet: FactSheet | undefined): RoomContent => ({
      name,
      items: [],
      ...(sheet ? { facts: sheet } : {}),
    });
    doc.transact(() => applySaved(doc, kind, only(before), only(next)), LOCAL);
  };

  return {
    start() {
      if (started) return;
      started = true;
      // The room was filled by the server from the saved document: only this editor's own edits go in.
      last = opened.items;
      lastFacts = facts?.opened;
      write(current());
      writeFacts(facts?.current());
      read();
    },
    write,
    writeFacts,
    destroy() {
      started = false;
      doc.off('afterTransaction', onTransaction);
    },
  };
}

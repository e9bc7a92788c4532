import type * as Y from 'yjs';
import { mergeLists } from '@kuza/contracts';
import type { CollabKind } from '@kuza/contracts/collab';
import { applySaved, readRoom, type RoomContent } from '@kuza/contracts/live';

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

/** Binds an editor's slides (a deck), sections (a resume) or outline (a deck's) to a room's Y document, both ways. */
export function bindRoom<T extends RoomItem>(
  doc: Y.Doc,
  kind: CollabKind,
  { opened, current, onRemote, part = 'items' }: RoomBindingOptions<T>,
): RoomBinding<T> {
  /** The items and name the room and the editor last agreed on. */
  let last = opened.items;
  let name = opened.name;
  let started = false;

  const read = () => {
    const room = readRoom(doc, kind);
    const mine = current();
    const items = itemsOf(part === 'outline' ? (room.outline ?? []) : room.items, mine);
    if (same(items, last) && room.name === name) return;
    // Edits this editor made since the last write are kept on top of the teammates'.
    const merged = mine === last ? items : mergeLists(items, last, mine);
    last = items;
    name = room.name;
    onRemote(merged, room.name);
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

  return {
    start() {
      if (started) return;
      started = true;
      // The room was filled by the server from the saved document: only this editor's own edits go in.
      last = opened.items;
      write(current());
      read();
    },
    write,
    destroy() {
      started = false;
      doc.off('afterTransaction', onTransaction);
    },
  };
}

import * as Y from 'yjs';
import { mergeLists, type Slide } from '@kuza/contracts';
import { applySaved, readRoom, type RoomContent } from '@kuza/contracts/live';

/** The origin of the editor's own writes: the room's observer skips them. */
const LOCAL = Symbol('this editor');

export interface DeckRoom {
  /**
   * The room has synced with the server: the edits made since `opened` go in (field by field), then
   * the room's slides come out through `onRemote` when they differ from the editor's.
   */
  start(): void;
  /** The editor's slides changed: what changed since the last write or remote read goes into the room. */
  write(slides: Slide[]): void;
  destroy(): void;
}

export interface DeckRoomOptions {
  /** The deck as the editor opened it (what the room was filled from, as far as this editor knows). */
  opened: { name: string; slides: Slide[] };
  /** The editor's slides now, which may hold edits not written yet. */
  current: () => Slide[];
  /** Teammates' changes: the slides with this editor's unwritten edits on them, and the deck's name. */
  onRemote: (slides: Slide[], name: string) => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The room's slides, reusing the editor's objects for the slides nobody changed (their thumbnails stay). */
function slidesOf(room: RoomContent, known: readonly Slide[]): Slide[] {
  const byId = new Map(known.map((slide) => [slide.id, slide]));
  return room.items.map((item) => {
    const mine = byId.get(item.id);
    return mine && same(mine, item) ? mine : (item as unknown as Slide);
  });
}

const content = (name: string, slides: readonly Slide[]): RoomContent => ({
  name,
  items: slides as unknown as RoomContent['items'],
});

/** Binds the deck editor's slides to a room's Y document, both ways. */
export function bindDeckRoom(doc: Y.Doc, { opened, current, onRemote }: DeckRoomOptions): DeckRoom {
  /** The slides and name the room and the editor last agreed on. */
  let last = opened.slides;
  let name = opened.name;
  let started = false;

  const read = () => {
    const room = readRoom(doc, 'deck');
    const mine = current();
    const slides = slidesOf(room, mine);
    if (same(slides, last) && room.name === name) return;
    // Edits this editor made since the last write are kept on top of the teammates'.
    const merged = mine === last ? slides : mergeLists(slides, last, mine);
    last = slides;
    name = room.name;
    onRemote(merged, room.name);
  };

  const onTransaction = (transaction: Y.Transaction) => {
    if (started && transaction.origin !== LOCAL && transaction.changed.size > 0) read();
  };
  doc.on('afterTransaction', onTransaction);

  const write = (slides: Slide[]) => {
    if (!started || slides === last) return;
    const before = last;
    last = slides;
    doc.transact(() => applySaved(doc, 'deck', content(name, before), content(name, slides)), LOCAL);
  };

  return {
    start() {
      if (started) return;
      started = true;
      // The room was filled by the server from the saved deck: only this editor's own edits go in.
      last = opened.slides;
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

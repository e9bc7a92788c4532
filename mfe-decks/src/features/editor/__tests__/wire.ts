import * as Y from 'yjs';

/** Two Y documents that pass every update to each other at once, as a provider and the room's server do. */
export function wire(a: Y.Doc, b: Y.Doc): void {
  const link = Symbol('wire');
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a), link);
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b), link);
  a.on('update', (update: Uint8Array, origin: unknown) => origin !== link && Y.applyUpdate(b, update, link));
  b.on('update', (update: Uint8Array, origin: unknown) => origin !== link && Y.applyUpdate(a, update, link));
}

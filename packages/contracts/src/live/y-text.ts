import * as Y from 'yjs';

/** A new shared text holding `value`. */
export const textOf = (value: string) => new Y.Text(value);

/** Replaces a text's content with `value`, keeping the common start and end so cursors nearby stay put. */
export function replaceText(text: Y.Text, value: string): void {
  const old = text.toString();
  if (old === value) return;
  let start = 0;
  while (start < old.length && start < value.length && old[start] === value[start]) start += 1;
  let end = 0;
  while (
    end < old.length - start &&
    end < value.length - start &&
    old[old.length - 1 - end] === value[value.length - 1 - end]
  )
    end += 1;
  text.delete(start, old.length - start - end);
  text.insert(start, value.slice(start, value.length - end));
}

/** Plain data as JSON: the room shares no object with the caller, and holds only plain data. */
export const plainCopy = (value: unknown): unknown =>
  value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);

export const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

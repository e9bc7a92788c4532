import * as Y from 'yjs';

/** A new shared text holding `value`. */
export const textOf = (value: string) => new Y.Text(value);

/** What turned `base` into `next`: the one span of `base` replaced (`from` to `to`), and the text that stands there now. */
export function textEdit(base: string, next: string): { from: number; to: number; text: string } {
  let from = 0;
  while (from < base.length && from < next.length && base[from] === next[from]) from += 1;
  let end = 0;
  while (
    end < base.length - from &&
    end < next.length - from &&
    base[base.length - 1 - end] === next[next.length - 1 - end]
  )
    end += 1;
  return { from, to: base.length - end, text: next.slice(from, next.length - end) };
}

/** Replaces a text's content with `value`, keeping the common start and end so cursors nearby stay put. */
export function replaceText(text: Y.Text, value: string): void {
  const old = text.toString();
  if (old === value) return;
  const edit = textEdit(old, value);
  text.delete(edit.from, edit.to - edit.from);
  text.insert(edit.from, edit.text);
}

/** Plain data as JSON: the room shares no object with the caller, and holds only plain data. */
export const plainCopy = (value: unknown): unknown =>
  value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);

export const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

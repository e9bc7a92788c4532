import { textEdit } from '@kuza/contracts/live';

/**
 * Three-way merge of a text a dialog held while a teammate changed it live: `base` is the text as
 * the dialog opened, `mine` what this editor wrote there, `theirs` the text now. Edits in different
 * places both stay; edits of the same words keep both versions (theirs, then mine), so nothing
 * either typed is silently lost.
 */
export function mergeText(base: string, mine: string, theirs: string): string {
  if (mine === base || mine === theirs) return theirs;
  if (theirs === base) return mine;
  const their = textEdit(base, theirs);
  const my = textEdit(base, mine);
  const spliced = (first: typeof my, second: typeof my) =>
    base.slice(0, first.from) + first.text + base.slice(first.to, second.from) + second.text + base.slice(second.to);
  if (their.to <= my.from) return spliced(their, my);
  if (my.to <= their.from) return spliced(my, their);
  const from = Math.min(their.from, my.from);
  const to = Math.max(their.to, my.to);
  const around = (edit: typeof my) => base.slice(from, edit.from) + edit.text + base.slice(edit.to, to);
  return base.slice(0, from) + around(their) + around(my) + base.slice(to);
}

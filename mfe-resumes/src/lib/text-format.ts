/**
 * The text editor's toolbar: edits on a textarea's value and selection that write the resume's
 * rich-text format ('- ' bullet lines, **bold** runs). Pure, so they are tested without a DOM.
 */
export interface TextEdit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

const BULLET = /^(\s*)[-*•]\s+/;

function lineBounds(value: string, start: number, end: number) {
  const from = value.lastIndexOf('\n', start - 1) + 1;
  // A selection that ends right after a newline does not take in the next line.
  const last = end > start && value[end - 1] === '\n' ? end - 1 : end;
  const newline = value.indexOf('\n', last);
  return { from, to: newline === -1 ? value.length : newline };
}

/** Turns the selected lines into '- ' bullets, or back into plain lines when all already are. */
export function toggleBullets({ value, selectionStart, selectionEnd }: TextEdit): TextEdit {
  const { from, to } = lineBounds(value, selectionStart, selectionEnd);
  const lines = value.slice(from, to).split('\n');
  const filled = lines.filter((line) => line.trim());
  const unbullet = filled.length > 0 && filled.every((line) => BULLET.test(line));
  let changed: string[];
  if (unbullet) changed = lines.map((line) => line.replace(BULLET, '$1'));
  else if (filled.length === 0) changed = ['- ', ...lines.slice(1)];
  else changed = lines.map((line) => (!line.trim() || BULLET.test(line) ? line : `- ${line.trimStart()}`));
  const block = changed.join('\n');
  const next = value.slice(0, from) + block + value.slice(to);
  if (filled.length === 0) return { value: next, selectionStart: from + 2, selectionEnd: from + 2 };
  return { value: next, selectionStart: from, selectionEnd: from + block.length };
}

/** Wraps one line's selected text in **, keeping a bullet marker and outer spaces outside. */
function boldSegment(segment: string, atLineStart: boolean): string {
  const marker = atLineStart ? (BULLET.exec(segment)?.[0] ?? '') : '';
  const rest = segment.slice(marker.length);
  const lead = /^\s*/.exec(rest)![0];
  const core = rest.trim();
  if (!core) return segment;
  const trail = rest.slice(lead.length + core.length);
  return `${marker}${lead}**${core}**${trail}`;
}

/**
 * Bold: wraps the selection in ** (each line on its own, since bold never crosses lines in the
 * format), unwraps it when it is already bold, and with no selection inserts **** with the caret
 * in the middle.
 */
export function toggleBold({ value, selectionStart: start, selectionEnd: end }: TextEdit): TextEdit {
  if (start === end) {
    return {
      value: `${value.slice(0, start)}****${value.slice(end)}`,
      selectionStart: start + 2,
      selectionEnd: start + 2,
    };
  }
  const selected = value.slice(start, end);
  if (value.slice(start - 2, start) === '**' && value.slice(end, end + 2) === '**') {
    const next = value.slice(0, start - 2) + selected + value.slice(end + 2);
    return { value: next, selectionStart: start - 2, selectionEnd: end - 2 };
  }
  if (/^\*\*[^\n]+\*\*$/.test(selected) && selected.length > 4) {
    const inner = selected.slice(2, -2);
    return {
      value: value.slice(0, start) + inner + value.slice(end),
      selectionStart: start,
      selectionEnd: start + inner.length,
    };
  }
  const startsLine = start === 0 || value[start - 1] === '\n';
  const wrapped = selected
    .split('\n')
    .map((segment, i) => boldSegment(segment, i > 0 || startsLine))
    .join('\n');
  return {
    value: value.slice(0, start) + wrapped + value.slice(end),
    selectionStart: start,
    selectionEnd: start + wrapped.length,
  };
}

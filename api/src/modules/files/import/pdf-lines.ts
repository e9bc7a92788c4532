/** Bullet glyphs PDF producers draw (OpenSymbol and Wingdings private-use ones included) at a line's start. */
const BULLET = /^[•●▪◦■□‣∙\u2022\uf0a7\uf0b7\ue000-\uf8ff]\s*/;

/** A deck page's lines without paragraph breaks and bullet glyphs: the first is the slide title. */
export function deckPageLines(lines: string[]): string[] {
  return lines.map((line) => line.replace(BULLET, '').trim()).filter(Boolean);
}

/**
 * PDF lines in the resume rich-text shape: bullets as '- ' items, empty lines (wide gaps) as
 * paragraph breaks, and a wrapped line that continues in lower case joined back to its sentence.
 */
export function resumePageText(pages: string[][]): string {
  return pages
    .map((lines) => {
      const out: string[] = [];
      for (const raw of lines) {
        const bullet = BULLET.test(raw);
        const line = raw.replace(BULLET, '').trim();
        const previous = out[out.length - 1];
        if (!line) {
          if (previous) out.push('');
        } else if (bullet) {
          out.push(`- ${line}`);
        } else if (previous && /^[a-z(]/.test(line) && !/[.:;!?]$/.test(previous)) {
          out[out.length - 1] = `${previous} ${line}`;
        } else {
          out.push(line);
        }
      }
      return out.join('\n').trim();
    })
    .filter(Boolean)
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n');
}

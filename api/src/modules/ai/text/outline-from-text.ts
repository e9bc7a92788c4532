/**
 * Pasted text or an imported deck's text → outline sections, one per section the pitch reader finds
 * (`@kuza/contracts/pitch`): the founder's heading as the title, their lines as the description, and
 * the role the reader gave it. The company's name and tagline open the outline as its cover.
 */
import type { OutlineSection } from '@kuza/contracts';
import { readPitch, roleTitle, type PitchLine, type PitchSection } from '@kuza/contracts/pitch';
import { clampLines, clampText, slugify, squish } from './text';

// The founder's whole section is kept (the outline allows 1000 characters): a cut point loses a fact.
const MAX_DESCRIPTION = 1000;
const MAX_SECTIONS = 30;

/** A line as a sentence: bullets and rows end with a full stop, so they are never run together. */
export function lineSentence(line: PitchLine): string {
  // A row with an empty cell at its edge ('| | Tumaini | Paper |', a comparison's corner) is written with its edge
  // pipes, so the empty cell keeps its column and the rows stay a table.
  const cells = line.kind === 'row' ? line.cells : undefined;
  if (cells?.length && (!cells[0] || !cells[cells.length - 1]) && cells.some(Boolean))
    return `| ${cells.map((cell) => squish(cell)).join(' | ')} |.`;
  const text = squish(line.text);
  if (!text) return '';
  return /[.!?…:;]["”»)]?$/.test(text) ? text : `${text}.`;
}

/** A section's lines as one text, a line each, every line ending as a sentence. */
export const pitchSectionText = (section: Pick<PitchSection, 'lines'>): string =>
  section.lines.map(lineSentence).filter(Boolean).join('\n');

export function outlineFromText(text: string): OutlineSection[] {
  const pitch = readPitch(text ?? '');
  const sections = [...pitch.sections];
  const items: Array<{ title: string; description: string; role?: string }> = [];
  if (pitch.company) {
    // What the company is ('MaziwaCool builds solar milk coolers') and a tagline make its cover. Under the
    // founder's own heading ('Who we are', 'Quem somos') too: the cover says that line, so no slide after it
    // says it again, nor stands empty without it.
    const at = sections.findIndex((section) => section.role === 'company');
    const about = at >= 0 ? sections.splice(at, 1)[0] : undefined;
    const lines = [...pitch.preamble, ...(about?.lines ?? [])];
    items.push({ title: pitch.company, description: pitchSectionText({ lines }), role: 'company' });
  } else if (pitch.preamble.length)
    sections.unshift({
      title: roleTitle('company', pitch.language),
      own: false,
      lines: pitch.preamble,
      role: 'company',
    });
  for (const section of sections)
    items.push({
      title: section.title,
      description: pitchSectionText(section),
      ...(section.role ? { role: section.role } : {}),
    });
  return items.slice(0, MAX_SECTIONS).map((item, index) => ({
    id: `section-${String(index + 1).padStart(2, '0')}-${slugify(item.title, 32)}`,
    title: clampText(item.title, 80),
    description: clampLines(item.description, MAX_DESCRIPTION),
    ...(item.role ? { role: item.role as OutlineSection['role'] } : {}),
  }));
}

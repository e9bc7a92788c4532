/**
 * A pasted or imported CV → resume sections. Lines before the first heading (name, title, e-mail,
 * phone, city) become a 'Contact' section placed first, with the name in bold, so exports keep a
 * way to reach the founder; a long paragraph there (an unheaded profile) becomes the Summary.
 */
import type { ResumeSection } from '@kuza/contracts';
import { headingLabel, inlineHeading, knownHeading, looksLikeHeading } from './resume-headings';
import { isBareBullet, isBulletLine, slugify, squish, stripBullet } from './text';

interface Draft {
  label: string;
  lines: string[];
}

const DOCUMENT_TITLES = /^(curriculum vitae|cv|resume|résumé|resume of .*|cv de .*)$/i;
const PERSON_NAME = /^(\p{Lu}[\p{L}'’.-]+)(\s+\p{Lu}[\p{L}'’.-]+){1,3}$/u;
const YEAR = /\b(19|20)\d{2}\b/;

/** Turns body lines into the rich-text format: bullets as '- ', wrapped lines re-joined, blocks split by blank lines. */
export function richText(lines: string[], options: { boldRoleLines?: boolean } = {}): string {
  const blocks: string[][] = [];
  let block: string[] = [];
  const close = () => {
    if (block.length) blocks.push(block);
    block = [];
  };
  let pendingBullet = false;
  for (const raw of lines) {
    const line = squish(raw);
    if (isBareBullet(raw)) {
      pendingBullet = true;
      continue;
    }
    if (!line) {
      if (!pendingBullet) close();
      continue;
    }
    const last = block[block.length - 1];
    if (isBulletLine(raw) || pendingBullet) {
      pendingBullet = false;
      block.push(`- ${stripBullet(raw)}`);
    } else if (last && !/[.!?:;]$/.test(last) && /^[\p{Ll}(&]/u.test(line)) {
      // A PDF text layer wraps mid-sentence: 'Led teams of up' / 'to 25 engineers'.
      block[block.length - 1] = `${last} ${line}`;
    } else {
      if (last?.startsWith('- ')) close();
      const role = options.boldRoleLines && YEAR.test(line) && line.length <= 120 && !/^\*\*/.test(line);
      if (block.length && !block[block.length - 1].startsWith('- ')) close();
      block.push(role ? `**${line}**` : line);
    }
  }
  close();
  return blocks.map((lines) => lines.join('\n')).join('\n\n');
}

function splitHeader(lines: string[]): { contact: string[]; summary: string[] } {
  const contact: string[] = [];
  const summary: string[] = [];
  for (const line of lines.map(squish).filter(Boolean)) {
    if (DOCUMENT_TITLES.test(line)) continue;
    const words = line.split(' ').length;
    const contactLike = /@|\+?\d[\d\s()-]{6,}|https?:|www\.|linkedin|github|·|\|/i.test(line);
    // Once a profile paragraph starts, what follows belongs to it, not to the contact lines.
    if ((words >= 12 && !contactLike) || summary.length) summary.push(line);
    else contact.push(line);
  }
  return { contact, summary };
}

function contactText(lines: string[]): string {
  return lines.map((line, index) => (index === 0 && PERSON_NAME.test(line) ? `**${line}**` : line)).join('\n\n');
}

export function sectionsFromResumeText(text: string): ResumeSection[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .split('\n');
  const header: string[] = [];
  const drafts: Draft[] = [];
  let current: Draft | undefined;
  let seenContent = false;

  for (const line of lines) {
    const flat = squish(line);
    const markdown = /^#{1,6}\s+(.+)$/.exec(flat)?.[1];
    // A bare 'Resume' on the first line is the document's title; later, 'Résumé' is the French summary heading.
    const title = !seenContent && DOCUMENT_TITLES.test(flat);
    const inline = !markdown && inlineHeading(flat);
    const known = !title && (knownHeading(markdown ?? flat) ?? (inline ? inline[0] : undefined));
    // An ALL-CAPS line before any known heading is usually the name ('CHINEDU OKAFOR'), not a section.
    const unknown = !known && !title && (markdown || (current && looksLikeHeading(flat) && !isBulletLine(line)));
    if (flat) seenContent = true;
    if (known || unknown) {
      const label = known || headingLabel(markdown ?? flat);
      current = drafts.find((draft) => draft.label === label);
      if (!current) drafts.push((current = { label, lines: [] }));
      else current.lines.push('');
      if (inline) current.lines.push(inline[1]);
      continue;
    }
    (current ? current.lines : header).push(line);
  }

  const { contact, summary } = splitHeader(header);
  if (summary.length) {
    const existing = drafts.find((draft) => draft.label === 'Summary');
    if (existing) existing.lines.unshift(...summary, '');
    else drafts.unshift({ label: 'Summary', lines: summary });
  }
  if (contact.length) {
    const existing = drafts.find((draft) => draft.label === 'Contact');
    if (existing) existing.lines.unshift(...contact, '');
    else drafts.unshift({ label: 'Contact', lines: contact });
  }
  const contactFirst = [...drafts.filter((d) => d.label === 'Contact'), ...drafts.filter((d) => d.label !== 'Contact')];
  return contactFirst
    .map((draft) => ({
      id: slugify(draft.label),
      label: draft.label,
      content:
        draft.label === 'Contact'
          ? contactText(draft.lines)
          : richText(draft.lines, { boldRoleLines: draft.label === 'Experience' }),
    }))
    .filter((section) => section.content.trim());
}

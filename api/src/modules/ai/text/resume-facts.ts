/**
 * Reads the free-text resume inputs (experience, education, skills) into structured facts: roles
 * with employers and dates (resume entries), highlights with numbers, degree, skills. Summary and
 * sections phrase them.
 */
import { PRESENT, yearsOfExperience, type ResumeCreationInputs, type ResumeEntry } from '@kuza/contracts';
import { sectionsFromResumeText } from './resume-text';
import { capitalise, isBulletLine, sentences, squish, stripBullet, withoutFullStop } from './text';

export interface ResumeFacts {
  name: string;
  firstName: string;
  role: string;
  /** What the experience text says, entry by entry; a part it does not name is an empty string. */
  experiences: ResumeEntry[];
  years?: number;
  domains: string[];
  education: string[];
  skillGroups: string[];
  skills: string[];
  highlights: string[];
  links: string[];
}

// 'March 2015', 'Jan. 2014', '03/2015', 'mars 2015': a month before a year belongs to the date.
const MONTH = String.raw`((?:jan|feb|febr|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|janv|févr|fev|avr|mai|juin|juil|août|aout|déc)[a-zéû]*\.?\s+|\d{1,2}[/.]\s?)?`;
const RANGE = new RegExp(
  String.raw`\(?\s*${MONTH}((?:19|20)\d{2})\s*(?:[–—-]|to|à|au)\s*${MONTH}((?:19|20)\d{2}|present|now|current|today|date|aujourd'hui|auj\.?)\s*\)?`,
  'i',
);
const SINGLE_YEAR = new RegExp(String.raw`\(?\s*${MONTH}\b((?:19|20)\d{2})\b\s*\)?`, 'i');
const MONTHS: ReadonlyArray<RegExp> = [
  /^jan/i,
  /^f[eé]v|^feb/i,
  /^mar/i,
  /^a[pv]r/i,
  /^ma[yi]/i,
  /^jui?n/i,
  /^jui?l/i,
  /^a[uo][gû]|^ao[uû]t/i,
  /^sep/i,
  /^oct/i,
  /^nov/i,
  /^d[eé]c/i,
];

/** A year and the month before it ('Mar ', '03/') as a resume date: '2015' or '2015-03'. */
function resumeDate(month: string | undefined, year: string): string {
  const word = month?.trim();
  const number = word && /^\d/.test(word) ? Number.parseInt(word, 10) : MONTHS.findIndex((m) => m.test(word ?? '')) + 1;
  return number >= 1 && number <= 12 ? `${year}-${String(number).padStart(2, '0')}` : year;
}

/** The dates a line names, and the line without them. */
function datesOf(line: string): { start: string; end: string; rest: string } | undefined {
  const range = RANGE.exec(line);
  const single = range ? undefined : SINGLE_YEAR.exec(line);
  const found = range ?? single;
  if (!found) return undefined;
  const end = range ? (/^\d/.test(range[4]) ? resumeDate(range[3], range[4]) : PRESENT) : undefined;
  const start = resumeDate(found[1], found[2]);
  // 'since 2020' / 'from 2016-2020' / 'depuis 2019': the word goes with the years.
  const text = found[0].trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const rest = line.replace(new RegExp(`(?:\\b(?:since|from|depuis|en)\\s+)?${text}`, 'i'), ' ');
  const ongoing = /since|depuis|present|today|current/i.test(line) ? PRESENT : undefined;
  return { start, end: end ?? ongoing ?? start, rest };
}

const ROLE_WORDS =
  /founder|ceo|cto|coo|cfo|chief|engineer|developer|manager|director|lead|head|analyst|officer|designer|consultant|associate|intern|specialist|coordinator|president|partner|scientist|teacher|lecturer|product|marketing|sales|operations|accountant|advisor|researcher|architect|ingénieur|directeur|directrice|responsable|chef|stagiaire|fondateur|fondatrice|chargé/i;
const DOMAINS: ReadonlyArray<[RegExp, string]> = [
  [/payment|fintech|bank|card|lending|mobile money|credit|insurance|paiement/i, 'payments and financial services'],
  [/agri|farm|food|crop|agro/i, 'agriculture and food'],
  [/health|clinic|pharma|medical|hospital|santé/i, 'healthcare'],
  [/educat|school|learn|teach|universit|éducation/i, 'education'],
  [/logistic|freight|supply chain|delivery|fleet|transport/i, 'logistics and supply chains'],
  [/e-?commerce|retail|marketplace|consumer goods|fmcg/i, 'e-commerce and retail'],
  [/real estate|property|housing|construction/i, 'real estate'],
  [/crypto|blockchain|web3|stablecoin/i, 'Web3'],
  [/machine learning|\bai\b|data scien|\bml\b|artificial intelligence/i, 'AI and data'],
  [/software|saas|platform|engineer|developer|api/i, 'software'],
];

/** 'PayLink — Co-founder & CTO (2021 – present)' or 'Co-founder & CTO at PayLink, 2021-present'. */
export function parseRoleLine(line: string): ResumeEntry | undefined {
  const dates = datesOf(line);
  const ranged = RANGE.test(line);
  const hasAt = /\s(at|chez|@)\s/i.test(line);
  const hasDash = /\s[—–|-]\s/.test(line);
  if (!dates && !hasAt && !hasDash) return undefined;
  if (line.length > 140) return undefined;
  const text = tidyPunctuation(dates?.rest ?? line).replace(/[\s,;:.–—|-]+$/, '');
  let role = text;
  let organisation: string | undefined;
  const at = /^(.*?)\s+(?:at|chez|@)\s+(.*)$/i.exec(text);
  const parts = text
    .split(/\s[—–|-]\s|,\s/)
    .map(squish)
    .filter(Boolean);
  let extra = '';
  let place: string | undefined;
  if (at) {
    // 'CTO at PayLink since 2021, building…': the employer ends at the first comma or 'since'.
    const [employer, ...rest] = at[2].split(/,\s|\s(?:since|from|depuis|where|où)\s/i).map(squish);
    [role, organisation, extra] = [squish(at[1]), employer, rest.filter(Boolean).join(', ')];
  } else if (parts.length >= 2) {
    const roleIndex = parts.findIndex((part) => ROLE_WORDS.test(part));
    // 'Safaricom, Nairobi, 2014 – 2024': an employer and a place, no role named; none is made up.
    role = roleIndex === -1 ? '' : parts[roleIndex];
    const others = parts.filter((_, i) => i !== roleIndex);
    [organisation, place] = [others[0], others.slice(1).join(', ') || undefined];
  }
  if (!ROLE_WORDS.test(role) && !ranged && !organisation) return undefined;
  const bullets = extra.split(' ').length > 2 ? [capitalise(withoutFullStop(extra))] : [];
  return {
    role,
    organisation: organisation ?? '',
    ...(place ? { place } : {}),
    start: dates?.start ?? '',
    end: dates?.end ?? (/since|depuis|present|today|current/i.test(line) ? PRESENT : ''),
    bullets,
  };
}

/**
 * 'BSc Computer Science, University of Lagos (2015)' or 'MBA — Strathmore Business School,
 * Nairobi, 2018 – 2020': the qualification, the school, where, and the dates.
 */
export function parseEducationLine(line: string): ResumeEntry | undefined {
  const dates = datesOf(line);
  const [role = '', organisation = '', ...place] = tidyPunctuation(dates?.rest ?? line)
    .replace(/[\s,;:.–—|-]+$/, '')
    .split(/\s[—–|-]\s|,\s/)
    .map(squish)
    .filter(Boolean);
  if (!role) return undefined;
  return {
    role,
    organisation,
    ...(place.length ? { place: place.join(', ') } : {}),
    start: dates?.start ?? '',
    end: dates?.end ?? '',
    bullets: [],
  };
}

/** What is left after a part was taken out reads cleanly: no ', .', no '()', no doubled commas. */
export function tidyPunctuation(text: string): string {
  return squish(text)
    .replace(/\(\s*\)/g, '')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/[,;:]\s*\./g, '.')
    .replace(/^[\s,;:.–—|-]+/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

export function parseExperience(text: string): ResumeEntry[] {
  const entries: ResumeEntry[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  // One long line of prose ('CTO at PayLink since 2021. Before that…') is read sentence by sentence.
  const items = lines.length === 1 ? sentences(text) : lines;
  for (const raw of items) {
    const line = squish(raw);
    if (!line) continue;
    const role = isBulletLine(raw) ? undefined : parseRoleLine(line);
    const previous = entries[entries.length - 1];
    // 'Data Analyst' on its own line, then 'Safaricom, Nairobi, 2014 – present': one entry.
    const titleOnly =
      previous && previous.role && !previous.organisation && !previous.start && !previous.bullets.length;
    if (role && !role.role && titleOnly) Object.assign(previous, { ...role, role: previous.role });
    else if (role) entries.push(role);
    else if (!isBulletLine(raw) && ROLE_WORDS.test(line) && line.split(' ').length <= 6 && !/[.!?]$/.test(line))
      entries.push(blankEntry(withoutFullStop(line)));
    else if (entries.length) entries[entries.length - 1].bullets.push(bullet(raw));
    else entries.push({ ...blankEntry(''), bullets: [bullet(raw)] });
  }
  return entries.filter((entry) => entry.role || entry.bullets.length);
}

/**
 * Education text: a line naming a year (or any line of a plain list) starts an entry; bullets
 * under it are its bullets.
 */
export function parseEducation(text: string): ResumeEntry[] {
  const entries: ResumeEntry[] = [];
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((raw) => squish(raw));
  const allBullets = lines.every((raw) => isBulletLine(raw));
  for (const raw of lines) {
    const line = squish(stripBullet(raw));
    const starts = !isBulletLine(raw) || allBullets || !entries.length || datesOf(line);
    const entry = starts ? parseEducationLine(line) : undefined;
    if (entry) entries.push(entry);
    else if (entries.length) entries[entries.length - 1].bullets.push(bullet(raw));
    else entries.push({ ...blankEntry(''), bullets: [bullet(raw)] });
  }
  return entries;
}

const blankEntry = (role: string): ResumeEntry => ({ role, organisation: '', start: '', end: '', bullets: [] });
const bullet = (raw: string) => capitalise(withoutFullStop(stripBullet(raw)));

export function splitList(text: string): string[] {
  const items = text
    .split(/\n|;|,(?![^(]*\))|\s[·|]\s/)
    .map((item) => withoutFullStop(stripBullet(item)))
    .filter(Boolean);
  return [...new Map(items.map((item) => [item.toLowerCase(), item])).values()];
}

function listLines(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n|;\s/)
    .map((line) => withoutFullStop(stripBullet(line)))
    .filter(Boolean);
}

export function resumeFacts(input: ResumeCreationInputs, referenceYear: number): ResumeFacts {
  const pasted = input.pastedText ? sectionsFromResumeText(input.pastedText) : [];
  const fromPaste = (label: string) =>
    pasted
      .find((section) => section.label === label)
      ?.content.replace(/\*\*/g, '')
      .trim() ?? '';
  const experienceText = squish(input.experience) ? (input.experience as string) : fromPaste('Experience');
  const educationText = squish(input.education) ? (input.education as string) : fromPaste('Education');
  const skillsText = squish(input.skills) ? (input.skills as string) : fromPaste('Skills');
  const experiences = parseExperience(experienceText);
  const stated = [
    ...`${experienceText} ${input.pastedText ?? ''}`.matchAll(/(\d{1,2})\+?\s*(?:years|yrs|ans)\b/gi),
  ].map((m) => Number(m[1]));
  // 'present' is this month in the current year, the end of any other reference year.
  const now = new Date();
  const month = referenceYear === now.getUTCFullYear() ? now.getUTCMonth() + 1 : 12;
  const spanned = yearsOfExperience(experiences, { year: referenceYear, month });
  const years = Math.max(spanned ?? 0, ...stated) || undefined;
  const given =
    squish(input.name) || (/^\*\*(.+)\*\*/.exec(pasted.find((s) => s.label === 'Contact')?.content ?? '')?.[1] ?? '');
  // 'AMINATA DIALLO' at the top of a CV reads as 'Aminata Diallo' in a sentence.
  const name =
    given && given === given.toUpperCase()
      ? given
          .toLowerCase()
          .replace(/(^|[\s'-])(\p{L})/gu, (_m, lead: string, letter: string) => lead + letter.toUpperCase())
      : given;
  const everything = `${input.role ?? ''} ${experienceText} ${skillsText}`;
  const bullets = experiences.flatMap((e) => e.bullets);
  const skillGroups = listLines(skillsText);
  return {
    name: name || 'This founder',
    firstName: name.split(' ')[0] || 'This founder',
    role: squish(input.role) || experiences.find((e) => e.role)?.role || 'founder',
    experiences,
    years,
    domains: DOMAINS.filter(([pattern]) => pattern.test(everything))
      .map(([, label]) => label)
      .slice(0, 2),
    education: listLines(educationText),
    skillGroups,
    skills: splitList(skillsText),
    highlights: [...bullets.filter((b) => /\d/.test(b)), ...bullets.filter((b) => !/\d/.test(b))],
    links: splitList(input.links ?? ''),
  };
}

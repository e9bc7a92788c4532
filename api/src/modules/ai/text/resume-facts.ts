/**
 * Reads the free-text resume inputs (experience, education, skills) into structured facts: roles
 * with employers and dates (resume entries), highlights with numbers, degree, skills. Summary and
 * sections phrase them.
 */
import { PRESENT, yearsOfExperience, type ResumeCreationInputs, type ResumeEntry } from '@kuza/contracts';
import { sectionsFromResumeText } from './resume-text';
import { capitalise, isBulletLine, sentences, squish, stripBullet, withoutFullStop } from './text';

export interface ResumeFacts {
  /** The name as the founder wrote it (an all-caps name in title case); empty when none was given. */
  name: string;
  /** What a later sentence calls the person: the first name, never a title ('Dr.' is not a subject). */
  firstName: string;
  /** The founder's role: typed, the CV's headline, else the title of the job held now; never an employer. */
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

// Whole words only: 'Leadway Assurance' holds no 'lead', 'International Institute…' no 'intern'.
const ROLE_WORDS =
  /(?<!\p{L})(?:co-?)?(?:founder|ceo|cto|coo|cfo|cmo|cpo|chief|engineer(?:ing)?|developer|manager|director|lead|head|analyst|officer|designer|consultant|associate|intern|specialist|coordinator|president|vp|partner|scientist|teacher|lecturer|professor|researcher|doctor|physician|nurse|midwife|pharmacist|resident|fellow|lawyer|attorney|economist|epidemiologist|editor|trainer|tutor|instructor|administrator|supervisor|executive|secretary|technician|programmer|médecin|infirmière|infirmier|professeure?|enseignante?|chercheuse|chercheur|avocate?|product|marketing|sales|operations|accountant|advisor|adviser|architect|ingénieur|directeur|directrice|responsable|chef|stagiaire|fondateur|fondatrice|chargée?|gerente|diretora?|fundadora?)(?!\p{L})/iu;
/** Words that name an organisation, not a job: 'Product Health Ltd', 'Sales Academy'. */
const ORGANISATION_WORDS =
  /(?<!\p{L})(?:ltd|limited|inc|plc|llc|sarl|group|bank|university|université|universidade|college|school|institute|institut|hospital|ministry|foundation|fondation|agency|council|academy|corporation|company|centre|center)(?!\p{L})/iu;

/** Whether a part of a line names a school or an employer rather than a job or a field. */
export const namesOrganisation = (part: string): boolean => ORGANISATION_WORDS.test(part);

/** Which of a line's parts is the job title: the one that reads most like a role and least like an employer. */
function roleIndexOf(parts: string[]): number {
  const score = (part: string) => (ROLE_WORDS.test(part) ? (ORGANISATION_WORDS.test(part) ? 1 : 2) : 0);
  const best = Math.max(0, ...parts.map(score));
  return best ? parts.findIndex((part) => score(part) === best) : -1;
}

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
  const text = withoutEmptySeparators(dates?.rest ?? line).replace(/[\s,;:.–—|-]+$/, '');
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
    const roleIndex = roleIndexOf(parts);
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
  const [role = '', organisation = '', ...place] = withoutEmptySeparators(dates?.rest ?? line)
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

/**
 * A line typed into a template with parts left blank ('PhD, , University of Ibadan, - .') without
 * the separators that stand for nothing; hyphens inside words and the dates given stay.
 */
export function withoutEmptySeparators(line: string): string {
  let text = squish(line);
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = tidyPunctuation(
      text
        .replace(/(^|[(,;:])\s*[–—-](?=\s|$)/g, '$1')
        .replace(/\s[–—-]\s*(?=[.,;:)]|$)/g, '')
        .replace(/\(\s*\)/g, ''),
    );
  }
  return unbalancedBracketsOut(text).replace(/[\s,;:–—-]+$/, '');
}

/** A bracket whose partner went with the dates ('CEO )', '( PayLink') goes too. */
function unbalancedBracketsOut(text: string): string {
  const open: number[] = [];
  const stray = new Set<number>();
  [...text].forEach((char, index) => {
    if (char === '(') open.push(index);
    else if (char === ')' && open.pop() === undefined) stray.add(index);
  });
  for (const index of open) stray.add(index);
  return squish([...text].filter((_, index) => !stray.has(index)).join('')).replace(/\s+([,.;:])/g, '$1');
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
  return entries.filter((entry) => entry.role || entry.organisation || entry.bullets.length);
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

// 'Dr.', 'Prof', 'Eng.', 'Mrs', 'Dra.', 'Me' (maître), 'Pr' (professeur): a title, never a first name.
const TITLE = /^(?:dr|dra|prof|pr|eng|engr|mr|mrs|ms|miss|me|mme|mlle|sr|sra|hon|rev)\.?$/i;

/** 'Dr. Folake Adeyemi' → 'Folake'; a name that is a title and one word ('Dr. Adeyemi') stays whole. */
export function firstNameOf(name: string): string {
  const words = squish(name).split(' ').filter(Boolean);
  const lead = words.findIndex((word) => !TITLE.test(word));
  if (lead === -1) return squish(name);
  return lead > 0 && lead === words.length - 1 ? words.join(' ') : words[lead];
}

/** The role a pasted CV's headline names ('Co-founder & CTO, PayLink · Lagos'), not its employer. */
function headlineRole(pasted: ReturnType<typeof sectionsFromResumeText>): string {
  const contact = pasted.find((section) => section.label === 'Contact')?.content ?? '';
  for (const line of contact.split('\n').map(squish).filter(Boolean)) {
    if (/^\*\*/.test(line)) continue;
    const parts = (line.split(/\s[·|•]\s/)[0] ?? '').split(/,\s|\s(?:at|chez|@)\s|\s[—–-]\s/).map(squish);
    const index = roleIndexOf(parts);
    if (index !== -1 && parts[index].split(' ').length <= 8) return parts[index];
  }
  return '';
}

/** The title of the job held now (the entry running to the present), else of the first entry with a title. */
export function currentRole(experiences: readonly ResumeEntry[]): string {
  const titled = experiences.filter((entry) => squish(entry.role));
  return squish((titled.find((entry) => entry.end === PRESENT) ?? titled[0])?.role);
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
    name,
    firstName: firstNameOf(name),
    role: squish(input.role) || headlineRole(pasted) || currentRole(experiences),
    experiences,
    years,
    domains: DOMAINS.filter(([pattern]) => pattern.test(everything))
      .map(([, label]) => label)
      .slice(0, 2),
    education: listLines(educationText).map(withoutEmptySeparators).filter(Boolean),
    skillGroups,
    skills: splitList(skillsText),
    highlights: [...bullets.filter((b) => /\d/.test(b)), ...bullets.filter((b) => !/\d/.test(b))],
    links: splitList(input.links ?? ''),
  };
}

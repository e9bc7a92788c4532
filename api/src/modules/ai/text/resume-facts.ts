/**
 * Reads the free-text resume inputs (experience, education, skills) into structured facts: roles
 * with employers and years, highlights with numbers, degree, skills. Summary and sections phrase them.
 */
import type { ResumeCreationInputs } from '@kuza/contracts';
import { sectionsFromResumeText } from './resume-text';
import { capitalise, isBulletLine, sentences, squish, stripBullet, withoutFullStop } from './text';

export interface ExperienceEntry {
  title: string;
  org?: string;
  /** The town or country of the job ('Nairobi'), when the line names one apart from the employer. */
  place?: string;
  start?: number;
  end?: number | 'present';
  bullets: string[];
}

export interface ResumeFacts {
  name: string;
  firstName: string;
  role: string;
  experiences: ExperienceEntry[];
  years?: number;
  domains: string[];
  education: string[];
  skillGroups: string[];
  skills: string[];
  highlights: string[];
  links: string[];
}

// 'March 2015', 'Jan. 2014', '03/2015', 'mars 2015': a month before a year belongs to the date.
const MONTH = String.raw`(?:(?:jan|feb|febr|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|janv|févr|fev|avr|mai|juin|juil|août|aout|déc)[a-zéû]*\.?\s+|\d{1,2}[/.]\s?)?`;
const RANGE = new RegExp(
  String.raw`\(?\s*${MONTH}((?:19|20)\d{2})\s*(?:[–—-]|to|à|au)\s*${MONTH}((?:19|20)\d{2}|present|now|current|today|date|aujourd'hui|auj\.?)\s*\)?`,
  'i',
);
const SINGLE_YEAR = new RegExp(String.raw`\(?\s*${MONTH}\b((?:19|20)\d{2})\b\s*\)?`, 'i');
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
export function parseRoleLine(line: string): ExperienceEntry | undefined {
  const range = RANGE.exec(line);
  const single = range ? undefined : SINGLE_YEAR.exec(line);
  const hasAt = /\s(at|chez|@)\s/i.test(line);
  const hasDash = /\s[—–|-]\s/.test(line);
  if (!range && !single && !hasAt && !hasDash) return undefined;
  if (line.length > 140) return undefined;
  const years = range ?? single;
  // 'since 2020' / 'from 2016-2020' / 'depuis 2019': the word goes with the years.
  const yearsText = years ? years[0].trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : '';
  const withoutYears = years
    ? line.replace(new RegExp(`(?:\\b(?:since|from|depuis|en)\\s+)?${yearsText}`, 'i'), ' ')
    : line;
  const text = tidyPunctuation(withoutYears).replace(/[\s,;:.–—|-]+$/, '');
  let title = text;
  let org: string | undefined;
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
    [title, org, extra] = [squish(at[1]), employer, rest.filter(Boolean).join(', ')];
  } else if (parts.length >= 2) {
    const roleIndex = parts.findIndex((part) => ROLE_WORDS.test(part));
    // 'Safaricom, Nairobi, 2014 – 2024': an employer and a place, no role named; none is made up.
    title = roleIndex === -1 ? '' : parts[roleIndex];
    const others = parts.filter((_, i) => i !== roleIndex);
    [org, place] = [others[0], others.slice(1).join(', ') || undefined];
  }
  if (!ROLE_WORDS.test(title) && !range && !org) return undefined;
  const ongoing = /since|depuis|present|today|current/i.test(line) ? 'present' : undefined;
  const end = range ? (/^\d/.test(range[2]) ? Number(range[2]) : 'present') : ongoing;
  const bullets = extra.split(' ').length > 2 ? [capitalise(withoutFullStop(extra))] : [];
  return {
    title,
    org: org || undefined,
    ...(place ? { place } : {}),
    start: years ? Number(years[1]) : undefined,
    end,
    bullets,
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

export function parseExperience(text: string): ExperienceEntry[] {
  const entries: ExperienceEntry[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  // One long line of prose ('CTO at PayLink since 2021. Before that…') is read sentence by sentence.
  const items = lines.length === 1 ? sentences(text) : lines;
  for (const raw of items) {
    const line = squish(raw);
    if (!line) continue;
    const role = isBulletLine(raw) ? undefined : parseRoleLine(line);
    const previous = entries[entries.length - 1];
    // 'Data Analyst' on its own line, then 'Safaricom, Nairobi, 2014 – present': one entry.
    const titleOnly = previous && previous.title && !previous.org && !previous.start && !previous.bullets.length;
    if (role && !role.title && titleOnly) Object.assign(previous, { ...role, title: previous.title });
    else if (role) entries.push(role);
    else if (!isBulletLine(raw) && ROLE_WORDS.test(line) && line.split(' ').length <= 6 && !/[.!?]$/.test(line))
      entries.push({ title: withoutFullStop(line), bullets: [] });
    else if (entries.length) entries[entries.length - 1].bullets.push(withoutFullStop(stripBullet(raw)));
    else entries.push({ title: '', bullets: [withoutFullStop(stripBullet(raw))] });
  }
  return entries.filter((entry) => entry.title || entry.bullets.length);
}

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
  const starts = experiences.map((e) => e.start).filter((y): y is number => y !== undefined);
  const ends = experiences
    .map((e) => (e.end === 'present' ? referenceYear : (e.end ?? e.start)))
    .filter((y): y is number => y !== undefined);
  const stated = [
    ...`${experienceText} ${input.pastedText ?? ''}`.matchAll(/(\d{1,2})\+?\s*(?:years|yrs|ans)\b/gi),
  ].map((m) => Number(m[1]));
  const spanned = starts.length ? Math.max(...ends, ...starts) - Math.min(...starts) : undefined;
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
    role: squish(input.role) || experiences.find((e) => e.title)?.title || 'founder',
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

/**
 * Builtin resume writing: a summary of up to four sentences whose structure changes with `variant`
 * (so Regenerate gives a different take on the same facts), and sections in the rich-text format.
 * A summary says only what the founder wrote: roles, employers, years, degrees, skills and the
 * founder's own achievements, joined by a few connecting words; nothing is praised or assumed.
 */
import {
  entriesText,
  entryDates,
  type ResumeCreationInputs,
  type ResumeEntry,
  type ResumeSection,
} from '@kuza/contracts';
import { namesOrganisation, parseEducationLine, resumeFacts, type ResumeFacts } from '../text/resume-facts';
import { sectionsFromResumeText } from '../text/resume-text';
import { defineMessages, type Locale } from '@kuza/i18n';
import { sayIn } from '../../../lib/i18n';
import { capitalise, listPhrase, lowerFirst, sentence, slugify, squish } from '../text/text';

const article = (word: string) => (/^([AEFHILMNORSX][A-Z]|[aeiouAEIOU])/.test(word) ? 'an' : 'a');

/**
 * 'PhD, Public Health, University of Ibadan (2010 – 2014)' → 'PhD in Public Health from University
 * of Ibadan (2010 – 2014)': the founder's parts, the dates they gave, and no separator left empty.
 */
function degreePhrase(line: string | undefined): string {
  const entry = line ? parseEducationLine(line) : undefined;
  if (!entry) return '';
  const parts = [entry.organisation, ...(entry.place ?? '').split(/,\s/)].map(squish).filter(Boolean);
  const school = parts.findIndex(namesOrganisation);
  const field = school > 0 ? parts.slice(0, school).join(', ') : '';
  const from = school > 0 ? parts.slice(school) : parts;
  const joined = /\s(?:from|at|de|du|des|à)\s/i.test(entry.role) ? ', ' : ' from ';
  const degree = `${entry.role}${field ? ` in ${field}` : ''}${from.length ? `${joined}${from.join(', ')}` : ''}`;
  const dates = entryDates(entry);
  return `${article(degree)} ${degree}${dates ? ` (${dates})` : ''}`;
}

const entryPhrase = (entry: ResumeEntry | undefined) =>
  entry?.role
    ? `${entry.role}${entry.organisation ? ` at ${entry.organisation}` : ''}`
    : entry?.organisation
      ? `at ${entry.organisation}`
      : '';

const yearsPhrase = (facts: ResumeFacts) => (facts.years ? `${facts.years} years of experience` : '');

/** Each variant rotates which skills and highlights lead, on top of its sentence structure. */
function rotate<T>(items: T[], by: number): T[] {
  if (!items.length) return items;
  const shift = by % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}

const PAST_TENSE =
  /^(\p{L}+ed|built|led|ran|grew|won|cut|made|set|drove|took|sold|wrote|began|brought|kept|spent|taught|held|oversaw|rebuilt|shipped|founded)\b/iu;

/** 'built a gateway' reads after a name; a noun phrase ('Déploiement de 40 chambres') needs a lead-in. */
function achievement(who: string, highlight: string): string {
  if (!who) return capitalise(highlight);
  return PAST_TENSE.test(highlight)
    ? `${who} ${lowerFirst(highlight)}`
    : `${who}'s record includes ${lowerFirst(highlight)}`;
}

/** Highlights of one role, figures first; `round` rotates which one leads on later regenerations. */
const highlightsOf = (entry: ResumeEntry | undefined, round: number) =>
  rotate(
    [...(entry?.bullets.filter((b) => /\d/.test(b)) ?? []), ...(entry?.bullets.filter((b) => !/\d/.test(b)) ?? [])],
    round,
  );

/** The facts a summary may say, picked for one variant. */
function summaryFacts(facts: ResumeFacts, variant: number) {
  const round = Math.floor(Math.max(0, variant) / 3);
  const jobs = facts.experiences.filter((e) => e.role || e.organisation);
  const [latest, previous] = jobs;
  const own = latest ? highlightsOf(latest, round) : [];
  const [first, second] = own.length ? own : rotate(facts.highlights, round);
  return {
    ...facts,
    skills: listPhrase(rotate(facts.skills, round * 3).slice(0, 3)),
    latest: own.length ? latest : undefined,
    previous,
    first,
    second,
    earlier: highlightsOf(previous, round)[0],
    degree: degreePhrase(facts.education[0]),
    years: yearsPhrase(facts),
  };
}

type Picked = ReturnType<typeof summaryFacts>;

/** The person as a sentence's subject: the full name the first time, the first name after. */
function namer(f: Picked): () => string {
  let named = false;
  return () => {
    const said = named ? f.firstName : f.name;
    named = true;
    return said;
  };
}

/** 'Chinedu Okafor is a Co-founder & CTO with 10 years of experience.' */
function narrated(f: Picked): string[] {
  const { role, years } = f;
  const who = namer(f);
  const parts: string[] = [];
  if (role) parts.push(`${who()} is ${article(role)} ${role}${years ? ` with ${years}` : ''}`);
  else if (years) parts.push(`${who()} has ${years}`);
  if (f.first) parts.push(`${f.latest ? `As ${entryPhrase(f.latest)}, ` : ''}${achievement(who(), f.first)}`);
  if (f.degree) parts.push(`${who()} holds ${f.degree}${f.skills ? `, with skills in ${f.skills}` : ''}`);
  else if (f.skills) parts.push(`${who()}'s skills include ${f.skills}`);
  if (parts.length < 3 && f.previous) parts.push(`Previously ${entryPhrase(f.previous)}`);
  return parts;
}

/** 'Co-founder & CTO with 10 years of experience, Chinedu Okafor built…', then the role before. */
function fromTheRecord(f: Picked): string[] {
  const { role, years } = f;
  const who = namer(f);
  const parts: string[] = [];
  if (role && f.first)
    parts.push(`${capitalise(role)}${years ? ` with ${years}` : ''}, ${achievement(who(), f.first)}`);
  else if (role)
    parts.push(years ? `${who()} brings ${years} to the ${role} role` : `${who()} is ${article(role)} ${role}`);
  else if (f.first) parts.push(achievement(who(), f.first));
  else if (years) parts.push(`${who()} has ${years}`);
  if (f.previous && f.previous !== f.latest)
    parts.push(`Previously ${entryPhrase(f.previous)}${f.earlier ? `, where ${achievement(who(), f.earlier)}` : ''}`);
  else if (f.second) parts.push(achievement(who(), f.second));
  if (f.skills) parts.push(`${who()}'s skills include ${f.skills}`);
  if (f.degree) parts.push(`${who()} holds ${f.degree}`);
  return parts;
}

/** Labelled lines, which also serve a resume that names nobody. */
function labelled(f: Picked): string[] {
  const { name, role, years } = f;
  const head = [name, role && f.latest?.organisation && f.latest.role === role ? entryPhrase(f.latest) : role, years];
  const parts: string[] = [];
  if (head.filter(Boolean).length > (name ? 1 : 0)) parts.push(head.filter(Boolean).join(', '));
  const record = [f.first, f.second ?? f.earlier].filter(Boolean).map((line) => lowerFirst(line!));
  if (record.length) parts.push(`Track record: ${record.join('; ')}`);
  if (f.skills) parts.push(`Skills: ${f.skills}`);
  if (f.degree) parts.push(`Education: ${f.degree.replace(/^an? /, '')}`);
  return parts;
}

export function builtinSummary(input: ResumeCreationInputs, variant: number, referenceYear: number): string {
  const facts = summaryFacts(resumeFacts(input, referenceYear), variant);
  const shape = facts.name ? ((variant % 3) + 3) % 3 : 2;
  const parts = shape === 0 ? narrated(facts) : shape === 1 ? fromTheRecord(facts) : labelled(facts);
  return parts.slice(0, 4).map(sentence).join(' ');
}

const bullets = (items: string[]) => items.map((item) => `- ${capitalise(item)}`).join('\n');

/** The headings Kuza gives the sections it writes, said in the resume's language. */
export const RESUME_HEADINGS = defineMessages({
  summary: { id: 'api.resume.summary', defaultMessage: 'Summary' },
  experience: { id: 'api.resume.experience', defaultMessage: 'Experience' },
  education: { id: 'api.resume.education', defaultMessage: 'Education' },
  skills: { id: 'api.resume.skills', defaultMessage: 'Skills' },
  links: { id: 'api.resume.links', defaultMessage: 'Links' },
});

/** The heading of a section Kuza writes, in `language`. */
export const resumeHeading = (key: keyof typeof RESUME_HEADINGS, language: Locale = 'en') =>
  sayIn(language, RESUME_HEADINGS[key]);

export function builtinSections(
  input: ResumeCreationInputs,
  summary: string,
  referenceYear: number,
  language: Locale = 'en',
): ResumeSection[] {
  const heading = (key: keyof typeof RESUME_HEADINGS) => resumeHeading(key, language);
  const facts = resumeFacts(input, referenceYear);
  const pasted = input.pastedText ? sectionsFromResumeText(input.pastedText) : [];
  const sections: ResumeSection[] = [];
  const add = (label: string, content: string) => {
    if (squish(content)) sections.push({ id: slugify(label), label, content: content.trim() });
  };
  const contact = pasted.find((s) => s.label === 'Contact');
  if (contact) sections.push(contact);
  add(heading('summary'), summary);
  add(heading('experience'), entriesText(facts.experiences));
  add(heading('education'), bullets(facts.education));
  // Grouped lines ('Go, TypeScript' / 'Hiring and leading teams') stay grouped; one long list becomes short lines.
  const skillLines =
    facts.skillGroups.length > 1
      ? facts.skillGroups
      : Array.from({ length: Math.ceil(facts.skills.length / 4) }, (_, i) =>
          facts.skills.slice(i * 4, i * 4 + 4).join(', '),
        );
  add(heading('skills'), bullets(skillLines));
  for (const extra of pasted) {
    if (
      !sections.some((s) => s.label === extra.label) &&
      !['Summary', 'Experience', 'Education', 'Skills']
        .flatMap((label) => [label, heading(label.toLowerCase() as keyof typeof RESUME_HEADINGS)])
        .includes(extra.label)
    )
      sections.push(extra);
  }
  if (facts.links.length && !sections.some((s) => s.label === 'Links' || s.label === heading('links')))
    add(heading('links'), facts.links.map((link) => `- ${link}`).join('\n'));
  return sections;
}

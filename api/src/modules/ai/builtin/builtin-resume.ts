/**
 * Builtin resume writing: a summary of up to four sentences whose structure changes with `variant`
 * (so Regenerate gives a different take on the same facts), and sections in the rich-text format.
 * A summary says only what the founder wrote: roles, employers, years, degrees, skills and the
 * founder's own achievements, joined by a few connecting words; nothing is praised or assumed.
 */
import {
  entriesText,
  entryDates,
  resumeDateWordsIn,
  resumeEntrySchema,
  type ResumeCreationInputs,
  type ResumeDateWords,
  type ResumeEntry,
  type ResumeSection,
  type SayInDocument,
} from '@kuza/contracts';
import { namesOrganisation, parseEducationLine, resumeFacts, type ResumeFacts } from '../text/resume-facts';
import { sectionsFromResumeText } from '../text/resume-text';
import { defineMessages, type Locale } from '@kuza/i18n';
import { sayIn } from '../../../lib/i18n';
import { sayInDocument } from '../text/language';
import { capitalise, listPhrase, lowerFirst, sentence, slugify, squish } from '../text/text';

/**
 * The sentence frames a summary is written with, in the resume's language (api/locales). The code picks the founder's
 * facts and a frame; each language's catalog words it. Frames ending in `An` are for a word English says after 'an'
 * ('an MBA'), `achievedVerb` for an achievement that starts with an English verb in the past ('built…', said after the
 * name); a language that needs neither distinction says both frames of a pair alike.
 */
const SUMMARY_WORDS = defineMessages({
  and: { id: 'api.resume.summary.and', defaultMessage: 'and' },
  years: {
    id: 'api.resume.summary.years',
    defaultMessage: '{count, plural, one {# year} other {# years}} of experience',
  },
  isRole: { id: 'api.resume.summary.isRole', defaultMessage: '{who} is a {role}' },
  isRoleAn: { id: 'api.resume.summary.isRoleAn', defaultMessage: '{who} is an {role}' },
  isRoleWithYears: { id: 'api.resume.summary.isRoleWithYears', defaultMessage: '{who} is a {role} with {years}' },
  isRoleWithYearsAn: { id: 'api.resume.summary.isRoleWithYearsAn', defaultMessage: '{who} is an {role} with {years}' },
  hasYears: { id: 'api.resume.summary.hasYears', defaultMessage: '{who} has {years}' },
  roleAt: { id: 'api.resume.summary.roleAt', defaultMessage: '{role} at {organisation}' },
  at: { id: 'api.resume.summary.at', defaultMessage: 'at {organisation}' },
  asRole: { id: 'api.resume.summary.asRole', defaultMessage: 'As {job}, {achievement}' },
  achieved: { id: 'api.resume.summary.achieved', defaultMessage: "{who}'s record includes {highlight}" },
  achievedVerb: { id: 'api.resume.summary.achievedVerb', defaultMessage: '{who} {highlight}' },
  degree: { id: 'api.resume.summary.degree', defaultMessage: '{degree} in {field}' },
  degreeFrom: { id: 'api.resume.summary.degreeFrom', defaultMessage: '{degree} from {school}' },
  holds: { id: 'api.resume.summary.holds', defaultMessage: '{who} holds a {degree}' },
  holdsAn: { id: 'api.resume.summary.holdsAn', defaultMessage: '{who} holds an {degree}' },
  holdsWithSkills: {
    id: 'api.resume.summary.holdsWithSkills',
    defaultMessage: '{who} holds a {degree}, with skills in {skills}',
  },
  holdsWithSkillsAn: {
    id: 'api.resume.summary.holdsWithSkillsAn',
    defaultMessage: '{who} holds an {degree}, with skills in {skills}',
  },
  skillsInclude: { id: 'api.resume.summary.skillsInclude', defaultMessage: "{who}'s skills include {skills}" },
  previously: { id: 'api.resume.summary.previously', defaultMessage: 'Previously {job}' },
  previouslyWhere: {
    id: 'api.resume.summary.previouslyWhere',
    defaultMessage: 'Previously {job}, where {achievement}',
  },
  roleAchieved: { id: 'api.resume.summary.roleAchieved', defaultMessage: '{role}, {achievement}' },
  roleWithYearsAchieved: {
    id: 'api.resume.summary.roleWithYearsAchieved',
    defaultMessage: '{role} with {years}, {achievement}',
  },
  bringsYears: { id: 'api.resume.summary.bringsYears', defaultMessage: '{who} brings {years} to the {role} role' },
  trackRecord: { id: 'api.resume.summary.trackRecord', defaultMessage: 'Track record: {record}' },
  skills: { id: 'api.resume.summary.skills', defaultMessage: 'Skills: {skills}' },
  education: { id: 'api.resume.summary.education', defaultMessage: 'Education: {degree}' },
});

type Say = SayInDocument;

type Frame = (typeof SUMMARY_WORDS)[keyof typeof SUMMARY_WORDS];

/** The frame for a word English says after 'an' (a vowel sound, a spelled-out capital: 'an MBA'), else after 'a'. */
const beforeWord = (word: string, frame: Frame, anFrame: Frame) =>
  /^([AEFHILMNORSX][A-Z]|[aeiouAEIOU])/.test(word) ? anFrame : frame;

/**
 * 'PhD, Public Health, University of Ibadan (2010 – 2014)' → 'PhD in Public Health from University
 * of Ibadan (2010 – 2014)': the founder's parts, the dates they gave (in the resume's language), and no
 * separator left empty.
 */
function degreePhrase(line: string | undefined, say: Say, dates: ResumeDateWords): string {
  const entry = line ? parseEducationLine(line) : undefined;
  if (!entry) return '';
  const parts = [entry.organisation, ...(entry.place ?? '').split(/,\s/)].map(squish).filter(Boolean);
  const school = parts.findIndex(namesOrganisation);
  const field = school > 0 ? parts.slice(0, school).join(', ') : '';
  const from = school > 0 ? parts.slice(school) : parts;
  const named = field ? say(SUMMARY_WORDS.degree, { degree: entry.role, field }) : entry.role;
  // A degree that already names its school ('MBA from Lagos Business School', 'Master de…') is followed by a comma.
  const joined = /\s(?:from|at|de|du|des|à|da|do|em)\s/i.test(entry.role);
  const degree = !from.length
    ? named
    : joined
      ? `${named}, ${from.join(', ')}`
      : say(SUMMARY_WORDS.degreeFrom, { degree: named, school: from.join(', ') });
  const when = entryDates(entry, dates);
  return `${degree}${when ? ` (${when})` : ''}`;
}

const jobPhrase = (entry: ResumeEntry | undefined, say: Say) =>
  entry?.role
    ? entry.organisation
      ? say(SUMMARY_WORDS.roleAt, { role: entry.role, organisation: entry.organisation })
      : entry.role
    : entry?.organisation
      ? say(SUMMARY_WORDS.at, { organisation: entry.organisation })
      : '';

/** Each variant rotates which skills and highlights lead, on top of its sentence structure. */
function rotate<T>(items: T[], by: number): T[] {
  if (!items.length) return items;
  const shift = by % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}

const PAST_TENSE =
  /^(\p{L}+ed|built|led|ran|grew|won|cut|made|set|drove|took|sold|wrote|began|brought|kept|spent|taught|held|oversaw|rebuilt|shipped|founded)\b/iu;

/** 'built a gateway' reads after a name; a noun phrase ('Déploiement de 40 chambres') needs a lead-in. */
function achievement(who: string, highlight: string, say: Say): string {
  if (!who) return capitalise(highlight);
  const frame = PAST_TENSE.test(highlight) ? SUMMARY_WORDS.achievedVerb : SUMMARY_WORDS.achieved;
  return say(frame, { who, highlight: lowerFirst(highlight) });
}

/** Highlights of one role, figures first; `round` rotates which one leads on later regenerations. */
const highlightsOf = (entry: ResumeEntry | undefined, round: number) =>
  rotate(
    [...(entry?.bullets.filter((b) => /\d/.test(b)) ?? []), ...(entry?.bullets.filter((b) => !/\d/.test(b)) ?? [])],
    round,
  );

/** The facts a summary may say, picked for one variant, with the words that join them in the resume's language. */
function summaryFacts(facts: ResumeFacts, variant: number, language: Locale) {
  const say = sayInDocument(language);
  const round = Math.floor(Math.max(0, variant) / 3);
  const jobs = facts.experiences.filter((e) => e.role || e.organisation);
  const [latest, previous] = jobs;
  const own = latest ? highlightsOf(latest, round) : [];
  const [first, second] = own.length ? own : rotate(facts.highlights, round);
  return {
    ...facts,
    say,
    skills: listPhrase(rotate(facts.skills, round * 3).slice(0, 3), say(SUMMARY_WORDS.and)),
    latest: own.length ? latest : undefined,
    previous,
    first,
    second,
    earlier: highlightsOf(previous, round)[0],
    degree: degreePhrase(facts.education[0], say, resumeDateWordsIn(language, say)),
    years: facts.years ? say(SUMMARY_WORDS.years, { count: facts.years }) : '',
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
  const { role, years, say } = f;
  const who = namer(f);
  const parts: string[] = [];
  if (role)
    parts.push(
      say(
        years
          ? beforeWord(role, SUMMARY_WORDS.isRoleWithYears, SUMMARY_WORDS.isRoleWithYearsAn)
          : beforeWord(role, SUMMARY_WORDS.isRole, SUMMARY_WORDS.isRoleAn),
        { who: who(), role, years },
      ),
    );
  else if (years) parts.push(say(SUMMARY_WORDS.hasYears, { who: who(), years }));
  if (f.first) {
    const done = achievement(who(), f.first, say);
    parts.push(f.latest ? say(SUMMARY_WORDS.asRole, { job: jobPhrase(f.latest, say), achievement: done }) : done);
  }
  if (f.degree)
    parts.push(
      say(
        f.skills
          ? beforeWord(f.degree, SUMMARY_WORDS.holdsWithSkills, SUMMARY_WORDS.holdsWithSkillsAn)
          : beforeWord(f.degree, SUMMARY_WORDS.holds, SUMMARY_WORDS.holdsAn),
        { who: who(), degree: f.degree, skills: f.skills },
      ),
    );
  else if (f.skills) parts.push(say(SUMMARY_WORDS.skillsInclude, { who: who(), skills: f.skills }));
  if (parts.length < 3 && f.previous) parts.push(say(SUMMARY_WORDS.previously, { job: jobPhrase(f.previous, say) }));
  return parts;
}

/** 'Co-founder & CTO with 10 years of experience, Chinedu Okafor built…', then the role before. */
function fromTheRecord(f: Picked): string[] {
  const { role, years, say } = f;
  const who = namer(f);
  const parts: string[] = [];
  if (role && f.first)
    parts.push(
      say(years ? SUMMARY_WORDS.roleWithYearsAchieved : SUMMARY_WORDS.roleAchieved, {
        role: capitalise(role),
        years,
        achievement: achievement(who(), f.first, say),
      }),
    );
  else if (role)
    parts.push(
      years
        ? say(SUMMARY_WORDS.bringsYears, { who: who(), years, role })
        : say(beforeWord(role, SUMMARY_WORDS.isRole, SUMMARY_WORDS.isRoleAn), { who: who(), role }),
    );
  else if (f.first) parts.push(achievement(who(), f.first, say));
  else if (years) parts.push(say(SUMMARY_WORDS.hasYears, { who: who(), years }));
  if (f.previous && f.previous !== f.latest) {
    const job = jobPhrase(f.previous, say);
    parts.push(
      f.earlier
        ? say(SUMMARY_WORDS.previouslyWhere, { job, achievement: achievement(who(), f.earlier, say) })
        : say(SUMMARY_WORDS.previously, { job }),
    );
  } else if (f.second) parts.push(achievement(who(), f.second, say));
  if (f.skills) parts.push(say(SUMMARY_WORDS.skillsInclude, { who: who(), skills: f.skills }));
  if (f.degree)
    parts.push(say(beforeWord(f.degree, SUMMARY_WORDS.holds, SUMMARY_WORDS.holdsAn), { who: who(), degree: f.degree }));
  return parts;
}

/** Labelled lines, which also serve a resume that names nobody. */
function labelled(f: Picked): string[] {
  const { name, role, years, say } = f;
  const head = [
    name,
    role && f.latest?.organisation && f.latest.role === role ? jobPhrase(f.latest, say) : role,
    years,
  ];
  const parts: string[] = [];
  if (head.filter(Boolean).length > (name ? 1 : 0)) parts.push(head.filter(Boolean).join(', '));
  const record = [f.first, f.second ?? f.earlier].filter(Boolean).map((line) => lowerFirst(line!));
  if (record.length) parts.push(say(SUMMARY_WORDS.trackRecord, { record: record.join('; ') }));
  if (f.skills) parts.push(say(SUMMARY_WORDS.skills, { skills: f.skills }));
  if (f.degree) parts.push(say(SUMMARY_WORDS.education, { degree: f.degree }));
  return parts;
}

/** A summary of up to four sentences in `language`, from the founder's facts only; `variant` changes its shape. */
export function builtinSummary(
  input: ResumeCreationInputs,
  variant: number,
  referenceYear: number,
  language: Locale = 'en',
): string {
  const facts = summaryFacts(resumeFacts(input, referenceYear), variant, language);
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
  // Complete entries are saved as entries, each view saying their dates in its language; entries missing a part
  // stay the section's text, its dates said in the resume's language as Kuza writes them.
  const experience = facts.experiences;
  if (experience.length && experience.every((entry) => resumeEntrySchema.isValidSync(entry))) {
    const entries = experience.map((entry) => resumeEntrySchema.cast(entry) as ResumeEntry);
    const label = heading('experience');
    sections.push({ id: slugify(label), label, content: entriesText(entries), entries });
  } else add(heading('experience'), entriesText(experience, resumeDateWordsIn(language, sayInDocument(language))));
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

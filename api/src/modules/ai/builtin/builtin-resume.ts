/**
 * Builtin resume writing: a 3–4 sentence summary whose structure changes with `variant` (so
 * Regenerate gives a different take on the same facts), and sections in the rich-text format.
 */
import { entriesText, type ResumeCreationInputs, type ResumeEntry, type ResumeSection } from '@kuza/contracts';
import { resumeFacts, type ResumeFacts } from '../text/resume-facts';
import { sectionsFromResumeText } from '../text/resume-text';
import { capitalise, listPhrase, lowerFirst, pick, sentence, slugify, squish, withoutFullStop } from '../text/text';

const article = (word: string) => (/^([AEFHILMNORSX][A-Z]|[aeiouAEIOU])/.test(word) ? 'an' : 'a');

function degreePhrase(line: string | undefined): string {
  if (!line) return '';
  const clean = withoutFullStop(line.replace(/\(?\b(19|20)\d{2}\b\)?/g, '')).replace(/[\s,–—-]+$/, '');
  const [degree, ...school] = clean.split(/,\s|\s[—–-]\s/);
  return school.length ? `${article(degree)} ${degree} from ${school.join(', ')}` : `${article(clean)} ${clean}`;
}

const entryPhrase = (entry: ResumeEntry | undefined) =>
  entry?.role
    ? `${entry.role}${entry.organisation ? ` at ${entry.organisation}` : ''}`
    : entry?.organisation
      ? `at ${entry.organisation}`
      : '';

const yearsPhrase = (facts: ResumeFacts) =>
  facts.years ? `${facts.years} years of experience` : 'hands-on experience';

const domainPhrase = (facts: ResumeFacts) => (facts.domains.length ? ` in ${facts.domains[0]}` : '');

/** Each variant rotates which skills and highlights lead, on top of its sentence structure. */
function rotate<T>(items: T[], by: number): T[] {
  if (!items.length) return items;
  const shift = by % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}

const CLOSINGS = [
  'Brings the mix of execution and judgement that investors and hiring teams look for',
  'Known for turning ambitious plans into shipped, measurable results',
  'Ready to lead from day one, with a record that speaks in numbers',
  'Combines operator experience with the credibility to recruit, sell and raise',
];

const ROLE_FOCUS: ReadonlyArray<[RegExp, string]> = [
  [/\bcto\b|engineer|developer|architect|technical/i, 'Owns architecture, engineering quality and technical hiring'],
  [/\bcoo\b|operations|ops\b/i, 'Runs operations, processes and the teams that scale them'],
  [/\bcfo\b|financ|account/i, 'Owns financial planning, reporting and fundraising readiness'],
  [/product/i, 'Turns customer insight into product roadmaps and shipped features'],
  [/market|growth|brand/i, 'Drives growth through brand, channels and measurable acquisition'],
  [/sales|business development|partnership/i, 'Builds pipeline and closes customers and partnerships'],
  [/design|ux|ui\b/i, 'Designs simple, accessible products that users trust'],
  [/data|machine learning|\bml\b|\bai\b|scien/i, 'Turns data into models and decisions the business can use'],
  [/\bceo\b|founder|managing director|president/i, 'Sets strategy, raises capital and builds the team'],
];

const PAST_TENSE =
  /^(\p{L}+ed|built|led|ran|grew|won|cut|made|set|drove|took|sold|wrote|began|brought|kept|spent|taught|held|oversaw|rebuilt|shipped|founded)\b/iu;

/** 'built a gateway' reads after a name; a noun phrase ('Déploiement de 40 chambres') needs a lead-in. */
function achievement(who: string, highlight: string): string {
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

export function builtinSummary(input: ResumeCreationInputs, variant: number, referenceYear: number): string {
  const facts = resumeFacts(input, referenceYear);
  const round = Math.floor(Math.max(0, variant) / 3);
  const skills = listPhrase(rotate(facts.skills, round * 3).slice(0, 3));
  const roles = facts.experiences.filter((e) => e.role);
  const [latest, previous] = roles;
  const [first, second] = latest ? highlightsOf(latest, round) : rotate(facts.highlights, round);
  const earlier = highlightsOf(previous, round)[0];
  const degree = degreePhrase(facts.education[0]);
  const { name, firstName: who, role } = facts;
  const focus =
    ROLE_FOCUS.find(([pattern]) => pattern.test(role))?.[1] ?? 'Focused on building products and teams that last';
  const parts: string[] = [];
  switch (((variant % 3) + 3) % 3) {
    case 0:
      parts.push(`${name} is ${article(role)} ${role} with ${yearsPhrase(facts)}${domainPhrase(facts)}`);
      if (first) parts.push(`${latest ? `As ${entryPhrase(latest)}, ` : ''}${achievement(who, first)}`);
      if (degree || skills)
        parts.push(
          `${who}${degree ? ` holds ${degree}` : ''}${degree && skills ? ' and' : ''}${skills ? ` brings strengths in ${skills}` : ''}`,
        );
      break;
    case 1:
      parts.push(
        first
          ? `${capitalise(role)} with ${yearsPhrase(facts)}${domainPhrase(facts)}, ${achievement(name, first)}`
          : `${name} brings ${yearsPhrase(facts)}${domainPhrase(facts)} to the ${role} role`,
      );
      if (previous)
        parts.push(`Previously ${entryPhrase(previous)}${earlier ? `, where ${achievement(who, earlier)}` : ''}`);
      else if (second) parts.push(`Also: ${lowerFirst(second)}`);
      if (skills) parts.push(`${who}'s toolkit spans ${skills}${degree ? `, backed by ${degree}` : ''}`);
      else if (degree) parts.push(`${who} holds ${degree}`);
      break;
    default:
      parts.push(
        `${name} builds${facts.domains.length ? ` ${facts.domains[0]}` : ''} products and teams as ${article(role)} ${role}, drawing on ${yearsPhrase(facts)}`,
      );
      if (first)
        parts.push(
          `Track record: ${lowerFirst(first)}${(second ?? earlier) ? `; ${lowerFirst(second ?? earlier)}` : ''}`,
        );
      if (skills) parts.push(`Core skills: ${skills}`);
      if (degree) parts.push(`Education: ${degree.replace(/^an? /, '')}`);
      break;
  }
  // Thin inputs still give three sentences: what this role owns, then the closing line.
  if (parts.length < 3) parts.push(focus);
  parts.push(pick(CLOSINGS, variant));
  return parts.slice(0, 4).map(sentence).join(' ');
}

const bullets = (items: string[]) => items.map((item) => `- ${capitalise(item)}`).join('\n');

export function builtinSections(input: ResumeCreationInputs, summary: string, referenceYear: number): ResumeSection[] {
  const facts = resumeFacts(input, referenceYear);
  const pasted = input.pastedText ? sectionsFromResumeText(input.pastedText) : [];
  const sections: ResumeSection[] = [];
  const add = (label: string, content: string) => {
    if (squish(content)) sections.push({ id: slugify(label), label, content: content.trim() });
  };
  const contact = pasted.find((s) => s.label === 'Contact');
  if (contact) sections.push(contact);
  add('Summary', summary);
  add('Experience', entriesText(facts.experiences));
  add('Education', bullets(facts.education));
  // Grouped lines ('Go, TypeScript' / 'Hiring and leading teams') stay grouped; one long list becomes short lines.
  const skillLines =
    facts.skillGroups.length > 1
      ? facts.skillGroups
      : Array.from({ length: Math.ceil(facts.skills.length / 4) }, (_, i) =>
          facts.skills.slice(i * 4, i * 4 + 4).join(', '),
        );
  add('Skills', bullets(skillLines));
  for (const extra of pasted) {
    if (
      !sections.some((s) => s.label === extra.label) &&
      !['Summary', 'Experience', 'Education', 'Skills'].includes(extra.label)
    )
      sections.push(extra);
  }
  if (facts.links.length && !sections.some((s) => s.label === 'Links'))
    add('Links', facts.links.map((link) => `- ${link}`).join('\n'));
  return sections;
}

/**
 * Resume section headings in English and French, matched case- and accent-insensitively. Known
 * headings map to one English label (the app's default sections, templates and ATS exports use
 * them); a heading we do not know keeps the founder's own words.
 */
import { foldAccents, squish } from './text';

const HEADINGS: ReadonlyArray<[string, string[]]> = [
  [
    'Summary',
    [
      'summary',
      'professional summary',
      'career summary',
      'executive summary',
      'profile',
      'professional profile',
      'personal profile',
      'about',
      'about me',
      'objective',
      'career objective',
      'personal statement',
      'overview',
      'resume',
      'profil',
      'profil professionnel',
      'a propos',
      'a propos de moi',
      'objectif',
      'objectif professionnel',
      'presentation',
    ],
  ],
  [
    'Experience',
    [
      'experience',
      'experiences',
      'work experience',
      'professional experience',
      'relevant experience',
      'employment',
      'employment history',
      'work history',
      'career history',
      'experience professionnelle',
      'experiences professionnelles',
      'parcours professionnel',
      'historique professionnel',
    ],
  ],
  [
    'Education',
    [
      'education',
      'education and training',
      'education & training',
      'academic background',
      'academic qualifications',
      'qualifications',
      'formation',
      'formations',
      'formation academique',
      'etudes',
      'diplomes',
      'etudes et diplomes',
      'parcours academique',
      'cursus',
    ],
  ],
  [
    'Skills',
    [
      'skills',
      'key skills',
      'core skills',
      'technical skills',
      'skills and tools',
      'skills & tools',
      'competencies',
      'core competencies',
      'expertise',
      'areas of expertise',
      'competences',
      'competences cles',
      'competences techniques',
      'savoir-faire',
      'aptitudes',
    ],
  ],
  ['Languages', ['languages', 'langues', 'langues parlees']],
  ['Certifications', ['certifications', 'certificates', 'licenses & certifications', 'certificats']],
  ['Awards', ['awards', 'honours', 'honors', 'awards and honours', 'distinctions', 'prix et distinctions']],
  ['Projects', ['projects', 'key projects', 'projets']],
  ['Publications', ['publications']],
  ['Volunteering', ['volunteering', 'volunteer experience', 'benevolat', 'engagement associatif']],
  ['Interests', ['interests', 'hobbies', "centres d'interet", "centre d'interet", 'loisirs']],
  ['References', ['references']],
  ['Achievements', ['achievements', 'key achievements', 'realisations']],
  ['Links', ['links', 'liens']],
  ['Contact', ['contact', 'contact details', 'coordonnees', 'informations personnelles']],
];

const LOOKUP = new Map(HEADINGS.flatMap(([label, names]) => names.map((name) => [name, label] as const)));

/** 'EXPÉRIENCE PROFESSIONNELLE :' → 'expérience professionnelle' folded → 'experience professionnelle'. */
export function headingKey(line: string): string {
  return foldAccents(squish(line))
    .replace(/[’`]/g, "'")
    .replace(/^[#*_\s]+|[*_\s]+$/g, '')
    .replace(/\s*[:：]$/, '')
    .toLowerCase();
}

export function knownHeading(line: string): string | undefined {
  return LOOKUP.get(headingKey(line));
}

/** 'Skills: Go, TypeScript' → ['Skills', 'Go, TypeScript'] when the part before the colon is a known heading. */
export function inlineHeading(line: string): [string, string] | undefined {
  const match = /^([^:：]{3,40})[:：]\s*(\S.*)$/.exec(squish(line));
  if (!match) return undefined;
  const label = knownHeading(match[1]);
  return label ? [label, match[2]] : undefined;
}

/** Headings we do not know: a short ALL-CAPS line, or a short line ending with a colon. */
export function looksLikeHeading(line: string): boolean {
  const text = squish(line);
  if (!text || text.length > 40 || /[\d@|·]/.test(text)) return false;
  const words = text.replace(/[:：]$/, '').split(' ');
  if (words.length > 4) return false;
  const letters = text.replace(/[^\p{L}]/gu, '');
  const allCaps = letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
  return allCaps || /[:：]$/.test(text);
}

/** 'VOLUNTEER WORK:' → 'Volunteer Work'. */
export function headingLabel(line: string): string {
  const text = squish(line)
    .replace(/^#+\s*/, '')
    .replace(/[:：]$/, '')
    .replace(/^\*\*|\*\*$/g, '');
  if (text !== text.toUpperCase()) return text;
  return text
    .toLowerCase()
    .replace(/(^|\s)(\p{L})/gu, (_m, space: string, letter: string) => space + letter.toUpperCase());
}

/**
 * People as founders introduce them, in English, French and Portuguese: 'Amina Yusuf, our CEO, ran
 * payments…', 'Her co-founder Kofi Mensah (CTO) built…', 'our CTO Amani Shayo', 'Hassan Omar runs
 * training', 'Mon associée Edem Amouzou est CTO', 'o nosso CTO, Hugo Faria', 'a Márcia Lutonda, que
 * gere a rede'. A capitalised run of words is a person only where a person stands: with a role
 * beside it (in apposition, in brackets, 'is our', 'leads'), after 'our CTO' or 'my co-founder', or
 * opening a part of a list of people. A city, a company or a product (after 'at', 'in', 'chez', 'em',
 * or with an organisation's word in it) is never one.
 */
import { readFigures } from '../facts/figures';
import { pitchLanguage } from './roles';

/** Titles written before a name with a full stop ('Dr.', 'Engr.', 'Hon.'): no sentence ends on one. */
export const NAME_TITLES = 'Dr|Dra|Mr|Mrs|Ms|Prof|Engr|Eng|Me|Hon|Rev|Sr|Sra|Mme|Mlle';

export interface PersonRead {
  name: string;
  role: string;
  bio?: string;
}

const NAME_WORD = String.raw`\p{Lu}[\p{Ll}'’-]*\p{Ll}[\p{L}'’-]*`;
const PARTICLE = String.raw`(?:de|da|do|dos|das|du|van|von|el|al|bin|ben|ould|ngo|wa)`;
// The French "M." is not one: it ends sentences too, and the sentence after it is about the name alone.
const HONORIFIC = String.raw`(?:${NAME_TITLES})\.?`;
/** A name: an honorific when written, then one to four capitalised words (particles between). */
const NAME = new RegExp(
  String.raw`(?<![\p{L}\d'’-])(?:${HONORIFIC}\s+)?${NAME_WORD}(?:\s+(?:${PARTICLE}\s+)?${NAME_WORD}){0,3}(?![\p{L}\d'’])`,
  'gu',
);

/** Words that open a sentence capitalised and are no part of a name ('And Farai', 'Our CTO'). */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  `and but then also our my his her their the a an we i i'm im me it its this that there with
  et mais puis aussi notre nos mon ma mes son sa le la les un une nous je moi il elle c'est l'équipe
  e mas depois também nosso nossa meu minha seu sua o os as um uma nós eu ele ela somos sou
  team équipe equipe equipa founders fondateurs fundadores sobre about`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words of an organisation or a place: a run holding one is never a person ('Ministry of Health', 'Lagos Bank'). */
const ORGANISATION =
  /^(?:bank|banque|banco|university|université|universidade|board|hospital|hôpital|ministry|ministère|ministério|agency|agence|agência|company|compagnie|companhia|group|groupe|grupo|foods?|ltd|inc|plc|limited|sarl|sas|lda|ltda|capital|ventures|labs?|foundation|fondation|fundação|school|école|escola|college|institute|institut|instituto|organisation|organization|authority|council|conseil|fund|fonds|fundo|health|santé|saúde|pay|tech|solar|energy|énergie|energia|power|telecom|télécom|mobile|money|network|africa|afrique|áfrica|east|west|north|south|central|national|international|city|town|ville|cidade|province|region|région|região|street|road|market|marché|mercado|project|projet|projeto|programme|program|app|platform|plateforme|plataforma|chief|officer|director|directeur|directrice|diretor|diretora|head|lead|manager|founder|ceo|cto|coo|cfo|cmo|cpo|cro|vp|engineer|ingénieur|engenheiro|engenheira|partner|associé|associée|sócio|sócia|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)$/i;

/** A role word: 'CEO', 'Chief Risk Officer', 'head of content', 'directrice technique', 'diretor-geral'. */
const ROLE_WORD = new RegExp(
  String.raw`(?<![\p{L}])(?:C[A-Z]{1,2}O|VP|founder|co-?founder|chief|officer|director|head|lead|leader|manager|president|partner|ops|directeur|directrice|dirigeant|dirigeante|fondateur|fondatrice|co-?fondat(?:eur|rice)|responsable|gérant|gérante|président|présidente|diretor|diretora|diretor-geral|diretora-geral|fundador|fundadora|co-?fundador|co-?fundadora|gestor|gestora|chefe|presidente|responsável|coordenador|coordenadora|coordinateur|coordinatrice)(?![\p{L}])`,
  'iu',
);

/** A partner in the founding, said before the name: 'my co-founder', 'mon associée', 'o meu sócio'. */
const RELATION = String.raw`(?:co-?founder|cofounder|co-?fondat(?:eur|rice)|associée?|s[óo]ci[oa]|co-?fundador[a]?|partner|brother|sister|wife|husband|frère|sœur|soeur|irmão|irmã)`;
const POSSESSIVE = String.raw`(?:my|our|her|his|their|mon|ma|notre|nos|son|sa|(?:o|a)\s+(?:meu|minha|nosso|nossa|seu|sua)|meu|minha|nosso|nossa)`;
/** A role said before the name: 'our CTO', 'our head of compliance,', 'notre directrice technique', 'o nosso CTO, o'. */
const INTRO = new RegExp(
  String.raw`(?:^|[\s,;:(])(?:${POSSESSIVE}\s+)((?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+)\s*,?\s*(?:(?:o|a|the|le|la)\s+)?$`,
  'iu',
);
/** Said just before a name that is a place or an organisation: 'at', 'in', 'chez', 'em', 'numa'… */
const PLACE_BEFORE =
  /(?:(?:^|\s)(?:at|in|near|from|for|of|with|to|into|across|à|au|aux|chez|dans|de|du|des|en|pour|avec|sur|vers|em|no|na|nos|nas|num|numa|do|da|dos|das|para|com|entre|pelo|pela|ex)|d['’]|ex-)(?:\s+(?:the|a|an|le|la|les|un|une|o|a|os|as|um|uma))?\s*$/i;

/** What the person does, said as a verb after the name: 'runs finance', 'gère la pédagogie', 'trata da comunidade'. */
const DOES = String.raw`(?:runs|leads|heads|handles|manages|oversees|looks after|takes care of|is in charge of|coordinates|dirige|gère|pilote|anime|s['’]occupe d[eu'’]?s?|coordonne|est en charge d[eu'’]?s?|gere|lidera|coordena|cuida d[aeo]s?|trata d[aeo]s?|chefia|é responsável por|est responsable d[eu'’]?s?)`;
/** 'is our CTO', 'est CTO', 'é o CTO', 'est notre directrice technique'. */
const IS_ROLE = new RegExp(
  String.raw`^\s*,?\s*(?:is|est|é|será|sera)\s+(?:(?:our|the|notre|le|la|o|a|nosso|nossa|o nosso|a nossa)\s+)?([^,;.]{2,60}?)\s*(?=$|[,;.]|\s(?:and|et|e|who|qui|que)\s)`,
  'iu',
);
/** 'aux opérations terrain', 'na logística', 'on sales': where a person works, said after their name. */
const AT_WORK = /^\s*(?:aux|à la|au|na|no|nas|nos|on)\s+([\p{L}][^,;.]{1,40}?)\s*(?=$|[,;.]|\s(?:and|et|e)\s)/iu;

const ORGANISATION_NOUN =
  /\b(company|firm|startup|bank|city|capital|client|customer|brand|product|app|entreprise|société|banque|ville|marque|produit|empresa|cidade|marca|produto)\b/i;

const squish = (text: string) => text.replace(/\s+/g, ' ').trim();
const trimmed = (text: string) =>
  squish(text)
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '')
    .replace(/^(?:and|et|e)\s+/i, '')
    .replace(/\s+(?:and|et|e)$/i, '')
    .replace(/[.]+$/, '')
    .trim();
const withoutArticle = (text: string) =>
  trimmed(text).replace(
    /^(?:(?:is|est|é|sou|suis|am|our|the|a|an|notre|le|la|l['’]|un|une|o|a|um|uma|nosso|nossa)\s+)+/i,
    '',
  );
const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** A role from an apposition: its words up to where it turns into what the person did ('a vet who worked…' → 'vet'). */
function roleOf(apposition: string): { role: string; rest: string } {
  const text = trimmed(apposition);
  const [head, ...dashed] = text.split(/\s[—–-]\s|\s(?:and|et|e)\s+(?=(?:a|an|un|une|um|uma)\s)/);
  const cut =
    /\s(?:who|which|that|qui|que|at|in|for|with|from|à|chez|dans|pour|avec|pendant|passée?|em|no|na|num|numa|para|com|durante|with)\s/i.exec(
      ` ${head} `,
    );
  const role = cut && cut.index > 0 && words(head).length > 4 ? head.slice(0, cut.index - 1) : head;
  const rest = [head.slice(role.length), ...dashed].map(trimmed).filter(Boolean).join(', ');
  return { role: withoutArticle(role), rest };
}

interface Candidate {
  name: string;
  start: number;
  end: number;
}

/** The capitalised runs of a part that may be names: opening function words off, no organisation's word in them. */
function candidates(part: string, company?: string): Candidate[] {
  const found: Candidate[] = [];
  const folded = company?.toLowerCase();
  for (const match of part.matchAll(NAME)) {
    let name = match[0];
    let start = match.index!;
    // 'And Farai Chikwanha', 'Our CTO…': a capitalised opening word is not a name.
    for (let first = words(name)[0]; first && FUNCTION_WORDS.has(first.toLowerCase()); first = words(name)[0]) {
      const next = name.slice(first.length).replace(/^\s+/, '');
      start += name.length - next.length;
      name = next;
    }
    const parts = words(name);
    if (!parts.length || parts.some((word) => ORGANISATION.test(word.replace(/[.]$/, '')))) continue;
    if (folded && (name.toLowerCase().includes(folded) || folded.includes(name.toLowerCase()))) continue;
    found.push({ name, start, end: start + name.length });
  }
  return found;
}

/** Brackets' content kept out of the search for names ('(Chief Financial Officer)'), at the same length. */
const masked = (text: string) => text.replace(/\([^()]*\)/g, (inner) => `(${' '.repeat(inner.length - 2)})`);

/** Where a clause about a person ends: a comma, ';', a full stop, or 'and' before another person. */
function clause(text: string): string {
  const [first] = text.split(/[,;.]/);
  const next = /\s(?:and|et|e)\s+(?=(?:[Mm]y|[Oo]ur|[Mm]on|[Mm]a|[Nn]otre|[Oo]|[Aa])\s|\p{Lu})/u.exec(first);
  return next ? first.slice(0, next.index) : first;
}

/** What a person does, said as a verb after their name or in a clause about them ('…, qui était X, dirige le produit'). */
function doesOf(after: string): { role: string; at: number; length: number } | undefined {
  const found = new RegExp(
    String.raw`(?:^\s*|,\s*|\s(?:who|qui|que)\s+|^\s*,?\s*(?:who|qui|que)\s+)(?:now\s+|also\s+|aussi\s+|também\s+)?(${DOES})\s`,
    'iu',
  ).exec(after);
  if (!found) return undefined;
  const from = found.index + found[0].length - found[1].length - 1;
  const role = clause(after.slice(from)).trim();
  // 'runs on any phone', 'runs in 40 markets': a thing that works somewhere, not a person's job.
  if (/^\S+\s+(?:on|in|at|across|from|with|sur|dans|em|no|na|nos|nas)\s/i.test(role)) return undefined;
  return { role, at: from, length: role.length };
}

const VERB_FIRST = /^(?:is|was|has|had|est|était|avait|é|era|foi|tem|tinha|liderou|dirigiu|lidera)\s/i;
// Where a list of people goes on, or starts: ', and', ': ', 'A equipa junta o', "c'est", 'led by'.
const LIST_JOIN =
  /(?:^|[:;,]\s*(?:(?:and|et|e)\s+)?|\s(?:and|et|e)\s+|\s(?:junta|reúne|conta com|c['’]est|ce sont|are|is|by|par|por|somos|sommes)\s+)(?:(?:o|a|the|le|la)\s+)?$/i;

interface Found {
  candidate: Candidate;
  role: string;
  /** Where the role was said after the name, when it was: its words are not the bio. */
  taken?: { at: number; length: number };
  /** What the brackets say after the role ('CEO, ex-Equity Bank'). */
  rest?: string;
  /** Where the words that introduce the person start ('and our CTO' before 'Amani Shayo'). */
  from: number;
  strong: boolean;
}

/** The people one part of a team text introduces, with their role and what the part says of them. */
type PersonInPart = PersonRead & { strong: boolean; from: number; text: string };

function peopleOfPart(part: string, company?: string): PersonInPart[] {
  const text = squish(part.replace(/\*\*|__/g, ''));
  const all = candidates(masked(text), company);
  const found: Found[] = [];
  const opening = (at: number) =>
    /^(?:[\s,;:–—-]|(?:and|et|e|o|a)\s)*$/i.test(text.slice(0, at).replace(/^.*[:;]/, ''));
  all.forEach((candidate, index) => {
    const before = text.slice(0, candidate.start);
    // A single capitalised word further on ('Credit' in 'Head of Credit', a city) does not end what is said of the name.
    const next = all.slice(index + 1).find((other) => words(other.name).length > 1);
    const after = text.slice(candidate.end, next?.start ?? text.length);
    const window = before.slice(-60);
    const intro = INTRO.exec(window);
    const introRole = intro && ROLE_WORD.test(intro[1]) ? withoutArticle(intro[1]) : undefined;
    const relation = intro && new RegExp(`^${RELATION}$`, 'iu').test(intro[1].trim()) ? intro[1].trim() : undefined;
    const from = intro ? candidate.start - window.length + intro.index : candidate.start;
    const single = words(candidate.name.replace(new RegExp(`^${HONORIFIC}\\s+`, 'u'), '')).length < 2;
    if (single && !relation && !introRole) return;
    if (!intro && PLACE_BEFORE.test(before) && !/(?:by|par|por)\s*$/i.test(before)) return;
    const at = (match: RegExpExecArray | null) => (match ? { at: match.index, length: match[0].length } : undefined);
    const paren = /^\s*\(([^()]{2,80})\)/.exec(after);
    if (paren) {
      const role = paren[1].split(/,\s*/)[0];
      const rest = paren[1].slice(role.length).replace(/^,\s*/, '');
      found.push({ candidate, role, ...(rest ? { rest } : {}), taken: at(paren), from, strong: true });
      return;
    }
    const comma = /^\s*[,:]\s*([^,;()]{2,120}?)\s*(?=$|[,;]|\s[—–-]\s|\.\s)/.exec(after);
    const dash = /^\s*[—–-]\s*([^,;()]{2,80}?)\s*(?=$|[,;.])/.exec(after);
    const is = IS_ROLE.exec(after);
    const does = doesOf(after);
    const atWork = AT_WORK.exec(after);
    const appositive = comma && !VERB_FIRST.test(comma[1]);
    const who = /^\s*,\s*(?:who|qui|que)\s+(\p{Ll}[^,;()]{2,120}?)\s*(?=$|[,;]|\.\s)/u.exec(after);
    const described = appositive && !ORGANISATION_NOUN.test(roleOf(comma[1]).role) && /^\s*\p{Ll}/u.test(comma[1]);
    const push = (role: string, taken: Found['taken'], strong: boolean) =>
      found.push({ candidate, role, ...(taken ? { taken } : {}), from, strong });
    if (appositive && ROLE_WORD.test(comma[1])) push(comma[1], at(comma), true);
    else if (is && ROLE_WORD.test(is[1])) push(is[1], at(is), true);
    else if (introRole) push(introRole, undefined, true);
    else if (does) push(does.role, does, true);
    else if (atWork) push(atWork[1], at(atWork), true);
    else if (relation) push(relation, undefined, true);
    else if (described && (opening(candidate.start) || LIST_JOIN.test(before))) push(comma[1], at(comma), false);
    // 'Musa Bello, who led distribution at a beverage company…' in a list of people: what they did, with no role named.
    // Its words are the card's line, whole: no role is cut out of them.
    else if (who && (opening(candidate.start) || LIST_JOIN.test(before)))
      found.push({ candidate, role: who[1], rest: '', taken: at(who), from, strong: false });
    else if (dash && opening(candidate.start)) push(dash[1], at(dash), false);
  });
  return found.map((each, index) => {
    const { candidate, taken } = each;
    const end = index + 1 < found.length ? found[index + 1].from : text.length;
    const after = text.slice(candidate.end, Math.max(candidate.end, end));
    const split = each.rest !== undefined ? { role: each.role, rest: each.rest } : roleOf(each.role);
    const bio = taken
      ? `${after.slice(0, taken.at)} ${split.rest ? `${split.rest},` : ''} ${after.slice(taken.at + taken.length)}`
      : after;
    return { ...person(candidate.name, split.role, bio), strong: each.strong, from: each.from, text };
  });
}

const person = (name: string, role: string, bio: string): PersonRead => {
  let line = squish(bio).replace(/\s*,\s*(?:[,;]\s*)+/g, ', ');
  for (let before = ''; before !== line;) {
    before = line;
    line = trimmed(line.replace(/(?:[\s,;]|^)(?:and|et|e|by|par|por|o|a|the|who|qui|que)\s*[,;]?\s*$/i, '')).replace(
      /^(?:who|qui|que)\s+/i,
      '',
    );
  }
  return { name: squish(name), role: squish(role).slice(0, 120), ...(line ? { bio: line.slice(0, 400) } : {}) };
};

/** A team text's sentences, clauses after ';', list items and bullets. */
function sentenceParts(text: string): string[] {
  const guarded = text.replace(new RegExp(String.raw`\b(${NAME_TITLES}|M)\.\s`, 'g'), '$1\u2024 ');
  return guarded
    .split(/(?<=[.;!?])\s+|\n|\s+[•·]\s+/)
    .map((part) =>
      squish(part.replace(/^\s*(?:[-*+•]|\d{1,2}[.)])\s+/, ''))
        .replace(/\u2024/g, '.')
        .replace(/[.;]$/, ''),
    )
    .filter(Boolean);
}

/**
 * A team text in the parts a person is read from: sentences, clauses after ';', list items and
 * bullets, and within a sentence what is said before the first person ('I was at a brewery for 7 years,
 * then my brother Tangeni who runs operations' → 'I was at a brewery for 7 years' and the rest).
 */
export function teamTextParts(text: string, company?: string): string[] {
  // An Arabic sentence runs on through its clauses ('…، وهو أستاذ…، وأنا نادية بنعلي…'): each is a part.
  if (mostlyArabic(text)) return sentenceParts(text).flatMap((part) => part.split(/\s*،\s*(?=و)/));
  return sentenceParts(text).flatMap((part) => {
    const first = peopleOfPart(part, company)[0];
    // Only a clause of its own ('…for 7 years, then my brother…', 'There are three of us: …'), not 'Founded by'.
    const opening = first ? first.text.slice(0, first.from) : '';
    // 'Somos três: eu (CEO, …), a Djamila Neto…': an article may stand before the name.
    const before =
      first && /[,;:](?:\s*(?:and|then|puis|depois|et|e|the|a|o|as|os|la|le|les|l')\b)*\s*$/i.exec(opening);
    // 'Founded in 2022 by Wambui…': a figure or a date said before the people is kept, without its 'by'.
    const dated = !before && readFigures(opening).length ? /\s+(?:by|par|por|with|avec|com)\s*$/i.exec(opening) : null;
    const said = before
      ? trimmed(first.text.slice(0, before.index))
      : dated
        ? trimmed(opening.slice(0, dated.index))
        : '';
    return said && /\p{L}/u.test(said) ? [said, first.text.slice(first.from).trim()] : [part];
  });
}

// Arabic has no capitals: a person is two words before a comma and a role ('منى عادل، الرئيسة التنفيذية: …').
const ARABIC_ROLE = String.raw`(?:ال)?(?:رئيس(?:ة)?|مدير(?:ة)?|مؤسس(?:ة)?|شريك(?:ة)?|مهندس(?:ة)?|مسؤول(?:ة)?|C[A-Z]{1,2}O)(?![\p{L}])`;
const ARABIC_WORD = String.raw`\p{Script=Arabic}+`;
const ARABIC_PERSON = new RegExp(
  String.raw`(?<!\p{Script=Arabic})(${ARABIC_WORD}\s${ARABIC_WORD})\s*[،,(]\s*(${ARABIC_ROLE}[^،,:؛.()]*)\)?`,
  'gu',
);
// Names that open with 'و' as a letter of their own, not the joined 'and' ('وكريم حسن' is 'and Karim Hassan').
const WAW_NAMES = /^و(?:ليد|ائل|فاء|داد|سام|هيب|ديع|جدي|ردة)$/;

const mostlyArabic = (text: string) => pitchLanguage(text) === 'ar';

/** The people of an Arabic team text: name, role and what follows as their line. */
function arabicPeople(text: string): PersonRead[] {
  const found = [...text.matchAll(ARABIC_PERSON)];
  return found.map((match, index) => {
    const [first, last] = match[1].split(/\s/);
    const given = first.length > 3 && first.startsWith('و') && !WAW_NAMES.test(first) ? first.slice(1) : first;
    // Their line: what follows the role, up to the next person or the sentence's end.
    const after = text.slice(match.index! + match[0].length, found[index + 1]?.index ?? text.length);
    const line = (after.split(/[.؛\n]/)[0] ?? '').replace(/^[\s:،,]+|[\s،,]+$/g, '').replace(/\s*و$/, '');
    return person(`${given} ${last}`, match[2], line);
  });
}

/** The people a team text introduces, each once, in the founder's order: name, role and what they did. */
export function readPeople(text: string, company?: string): PersonRead[] {
  if (mostlyArabic(text)) return arabicPeople(text);
  const found: Array<PersonRead & { strong: boolean }> = [];
  for (const part of sentenceParts(text))
    for (const each of peopleOfPart(part, company))
      if (!found.some((known) => known.name === each.name)) found.push(each);
  // A name with only a description beside it ('Umaro Djaló, logística') is a person in a list of
  // people, never alone.
  const listed = found.some((each) => each.strong) || found.length >= 2;
  return found
    .filter((each) => each.strong || listed)
    .map(({ name, role, bio }) => ({ name, role, ...(bio ? { bio } : {}) }));
}

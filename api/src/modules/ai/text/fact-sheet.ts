/**
 * Every way into a deck fills its fact sheet first: the 'Start with AI' form, pasted text, an
 * imported deck's slides, the founder's onboarding answers and the team's resumes. Slides are then
 * written from the sheet. Nothing here guesses a figure: a fact is what the founder's text says.
 */
import {
  emptyFactSheet,
  factKeyOf,
  formatFigure,
  readFigures,
  sectionKey,
  shareSplit,
  type DeckCreationInputs,
  type FactKey,
  type FactSheet,
  type FactSource,
  type Figure,
  type FounderContext,
  type FundsItem,
  type Money,
  type PersonFact,
  type QuantityFact,
  type TeamMemberCard,
} from '@kuza/contracts';
import {
  labelled,
  pitchSentences,
  readPeople,
  readPitch,
  roleOfHeading,
  roleOfText,
  teamTextParts,
  type PitchRole,
} from '@kuza/contracts/pitch';
import { pitchSectionText } from './outline-from-text';
import { defineMessages, formatNumber, type Locale } from '@kuza/i18n';
import { sayIn } from '../../../lib/i18n';
import { capitalise, sentences, squish, squishLines, stripBullet } from './text';

const MAX_FACT = 2000;
const clip = (text: string) => squish(text).slice(0, MAX_FACT);
/** The same, its lines kept: an ask's lead-in ('Procuramos USD 700 mil:') stays over its list. */
const clipLines = (text: string) => squishLines(text).slice(0, MAX_FACT);

function money(figure: Figure | undefined): Money | undefined {
  return figure?.currency ? { amount: figure.value, currency: figure.currency, figure: figure.text } : undefined;
}

const firstMoney = (text: string) => money(readFigures(text).find((figure) => figure.currency && !figure.percent));

const PERIODS: ReadonlyArray<[RegExp, string]> = [
  [/(?:\b(?:per|par|a|each|every|chaque|por|ao|cada)|\/)\s?(month|mo|mois|m[eê]s)\b|monthly|mensuel|mensal/i, 'month'],
  [/(?:\b(?:per|par|a|each|every|chaque|por|ao|cada)|\/)\s?(year|an|ano)\b|annual|yearly|annuel|anual/i, 'year'],
  [/(?:\b(?:per|par|a|each|every|chaque|por|ao|cada)|\/)\s?(day|jour|dia)\b|daily|journalier|di[aá]ri[oa]/i, 'day'],
  [/(?:\b(?:per|par|a|each|every|chaque|por|cada)|\/)\s?(week|semaine|semana)\b|weekly|hebdomadaire|semanal/i, 'week'],
];
/** 'month' for 'KES 500 per month' or 'Monthly revenue of …'; undefined when the text names no period. */
export const periodOf = (text: string): string | undefined => PERIODS.find(([pattern]) => pattern.test(text))?.[1];

const SOLD =
  /\b(subscription|lease|commission|margin|marge|fee|fees|licen[cs]e|rent(?:al)?|per[- ]use|pay-as-you-\w+|abonnement|commission)\b/i;

const COMPARES =
  /^\s*(more|less|above|below|higher|lower|cheaper|faster|better|over|under|up|down|increase|decrease|growth|than)\b/i;
const TAKEN =
  /\b(commission|fee|fees|take|takes|taken|charge|charges|cut|margin|marge|share|keep|keeps|of (?:each|every|the)|on (?:each|every))\b/i;

/** Whether a percentage in a business model is what is taken: a fee or a share, not a comparison. */
function isRate(text: string, figure: Figure): boolean {
  const after = text.slice(figure.index + figure.text.length);
  if (COMPARES.test(after)) return false;
  const clause = text.slice(Math.max(0, figure.index - 40), figure.index + figure.text.length + 40);
  return TAKEN.test(clause);
}

// What a price is for, in the founder's words: ' par mois par appareil', '/month', ' per acre per
// month', ' par clinique et par mois', ' a month', ' mensuel'.
const PRICE_FOR = new RegExp(
  String.raw`^(?:\s*(?:\/\s*|(?:per|par|each|every|chaque|por|cada)\s+(?:l['’]|la\s|le\s|o\s|a\s|um\s|uma\s|un\s|une\s)?)[\p{L}-]+|\s+(?:and|et|e)(?=\s+(?:per|par|each|every|chaque|por|cada)\s)|\s+(?:a|an|ao)\s+(?:month|year|week|day|m[eê]s|ano|dia|semana)\b|\s+(?:monthly|yearly|annually|weekly|daily|mensuel(?:le)?|annuel(?:le)?|mensal|anual|semanal))+`,
  'iu',
);

/**
 * The price as the founder wrote it, with what it is for, each said once and in their words:
 * '2 500 FCFA par mois', 'KES 500 per acre per month'; the rate when the price is a share.
 */
export function priceWords(model: FactSheet['businessModel']): string {
  if (!model?.price) return model?.rate !== undefined ? `${model.rate}% ${model.what ?? ''}`.trim() : '';
  return figureWords(model.text, model.price.figure);
}

/** A figure of the text with what it is for, as the founder wrote it after it: '1,2 M FCFA par mois'. */
export function figureWords(text: string, figure: string): string {
  const at = text.indexOf(figure);
  const priceFor = at < 0 ? '' : (PRICE_FOR.exec(text.slice(at + figure.length))?.[0] ?? '');
  return squish(`${figure}${priceFor}`);
}

function businessModel(text: string, source: FactSource): NonNullable<FactSheet['businessModel']> {
  const price = firstMoney(text);
  // '8% of each trip's price', 'a flat 4% fee': what is taken, when the price is a share. A
  // percentage that compares ('35% more than the auction price') is not a rate.
  const rate = readFigures(text).find((figure) => figure.percent && isRate(text, figure));
  const priced = price ? text.slice(text.indexOf(price.figure) + price.figure.length) : '';
  // One word per unit: 'per month per clinic' is a period and a unit ('par mois', 'por mês' too).
  const units = [...priced.matchAll(/\b(?:per|par|each|por|cada|chaque)\s+([\p{L}-]+)/giu)]
    .map((match) => match[1].toLowerCase())
    .filter(
      (unit) =>
        !PERIODS.some(([pattern]) => pattern.test(`per ${unit}`)) &&
        !/^(the|le|la|les|o|a|month|year|day|week|mois|an|ann[ée]e|jour|semaine|m[eê]s|ano|dia|semana)$/.test(unit),
    );
  return {
    text: clip(text),
    source,
    ...(SOLD.exec(text) ? { what: SOLD.exec(text)![1].toLowerCase() } : {}),
    ...(price ? { price } : {}),
    ...(rate ? { rate: rate.value } : {}),
    ...(units[0] ? { unit: units[0] } : {}),
    ...(periodOf(priced) ? { period: periodOf(priced) } : {}),
  };
}

// 'in', 'and', 'with', 'since' end what a number counts ('1,200 paying farmers in Nakuru',
// '3 400 patientes suivies depuis 2024', '800 lojas desde março'), in English, French and Portuguese.
const UNIT_END =
  /^(in|and|with|since|from|across|at|on|of|for|to|after|over|per|a|an|the|et|dans|à|en|des|de|du|depuis|avec|pour|par|sur|chez|e|em|no|na|nos|nas|com|desde|para|por|do|da|dos|das)$/i;

/** The quantities a traction text counts: '1,200 paying farmers', '9,800 trips completed'. */
export function quantities(text: string, source: FactSource): QuantityFact[] {
  const found: QuantityFact[] = [];
  for (const figure of readFigures(text)) {
    if (figure.percent || figure.currency || (figure.value >= 1900 && figure.value <= 2100 && !/,/.test(figure.text)))
      continue;
    const after = text.slice(figure.index + figure.text.length).split(/[,.;:()]/)[0];
    const words: string[] = [];
    for (const word of squish(after).split(' ')) {
      if (!word || UNIT_END.test(word) || /\d/.test(word) || words.length >= 3) break;
      words.push(word);
    }
    if (!words.length) continue;
    found.push({ value: figure.value, unit: words.join(' '), figure: figure.text, source });
  }
  return found.slice(0, 12);
}

/**
 * A team text in the parts a person is read from: sentences, clauses after ';' and bullets
 * ('I spent 9 years at a hospital; Brian Otieno, COO, ran…' → two parts).
 */
export const teamParts = teamTextParts;

/**
 * The people a team text introduces, however the founder tells them ('Wanjiru Kamau, CEO, agronomist',
 * 'My co-founder Kevin Mutiso is our CTO', 'notre directrice technique Awa Diallo'): name, role and
 * what they did (readPeople of the contracts). `company` is never taken as a person.
 */
export function people(text: string, source: FactSource, company?: string): PersonFact[] {
  return readPeople(text, company)
    .slice(0, 12)
    .map((member) => ({ ...member, source }));
}

/** The split of the funds, each share with its label (`shareSplit` of the contracts), told by `source`. */
export function fundsSplit(text: string, source: FactSource): FundsItem[] {
  const shares = shareSplit(text);
  // One share is no split: 'take 70% of their equity share in cash' beside the raise says how the product works.
  return shares.length < 2 ? [] : shares.map((share) => ({ ...share, source }));
}

/**
 * A share of the funds as a line, in the founder's notation ('40 % appareils'); a share edited on
 * the facts panel since it was read is said as its new value.
 */
export function fundsLine(item: FundsItem): string {
  const written = item.figure && readFigures(item.figure)[0]?.value === item.percent ? item.figure : undefined;
  return `${written ?? `${item.percent}%`} ${item.label}`;
}

const INSTRUMENT =
  /\b(pre-?seed|seed|pre-series [a-c]|series [a-c]|growth round|bridge round|grant|convertible note|safe|equity|debt|amor[cç]age)\b/i;

function ask(text: string, source: FactSource): NonNullable<FactSheet['ask']> {
  const amount = firstMoney(text);
  const instrument = INSTRUMENT.exec(text)?.[1];
  return { text: clipLines(text), source, ...(amount ? { amount } : {}), ...(instrument ? { instrument } : {}) };
}

function market(text: string, source: FactSource): FactSheet['market'] {
  const sizes = readFigures(text)
    .filter((figure) => !figure.percent)
    .slice(0, 6)
    .map((figure) => {
      const before = text.slice(Math.max(0, figure.index - 12), figure.index);
      const after = text.slice(figure.index + figure.text.length);
      const label = (/\b(TAM|SAM|SOM)\b/.exec(before)?.[1] ?? /^\s*\(?(TAM|SAM|SOM)\b/.exec(after)?.[1] ?? '') as
        'TAM' | 'SAM' | 'SOM' | '';
      const unit = figure.currency ?? quantities(text.slice(figure.index), source)[0]?.unit ?? '';
      const basis = sentences(text).find((s) => s.includes(figure.text)) ?? '';
      return { label, value: figure.value, unit, figure: figure.text, basis: basis.slice(0, 300) };
    });
  return { text: clip(text), source, sizes };
}

function competition(text: string, source: FactSource): FactSheet['competition'] {
  const [first, ...more] = sentences(text);
  const competitors = (first ?? '')
    .replace(/^(?:competitors?|alternatives?)\s*(?:are|include)?:?\s*/i, '')
    .replace(/\.$/, '')
    // A comma inside a figure ('XOF 1,200') does not separate two competitors.
    .split(/(?<!\d),\s*|,(?!\d)\s*|\s+and\s+|;\s*/)
    .map((name) => squish(name))
    .filter((name) => name && name.split(' ').length <= 12)
    .map((name) => name.slice(0, 120));
  const advantage = more.find((s) => /\b(we|our|unlike|only)\b/i.test(s));
  return { text: clip(text), source, competitors: competitors.slice(0, 8), ...(advantage ? { advantage } : {}) };
}

/**
 * Sections in the order they fill the sheet: one headed as money ('Financials', 'Financiamento
 * pretendido') last, so it tells the traction only when no section of its own does, wherever it stands.
 */
function moneyLast<T>(sections: ReadonlyArray<readonly [FactKey | undefined, T]>) {
  return [...sections.filter(([key]) => key !== 'financials'), ...sections.filter(([key]) => key === 'financials')];
}

/** One section of the founder's text into the sheet, by what its title says it holds. */
function fillSection(sheet: FactSheet, key: FactKey | undefined, text: string, source: FactSource) {
  const body = clip(text);
  if (!key || !body) return;
  const fact = { text: body, source };
  switch (key) {
    case 'company':
      sheet.oneLiner ??= fact;
      return;
    case 'businessModel':
      sheet.businessModel ??= businessModel(body, source);
      return;
    case 'traction':
      sheet.traction ??= fact;
      if (!sheet.customers.length) sheet.customers = quantities(body, source);
      return;
    case 'financials':
      // A section headed as money ('Financing Sought') that tells the raise is the ask, never the traction.
      if (roleOfText(body) === 'ask') return fillSection(sheet, 'ask', text, source);
      sheet.traction ??= fact;
      return;
    case 'market':
      sheet.market ??= market(body, source);
      return;
    case 'competition':
      sheet.competition ??= competition(body, source);
      return;
    case 'team':
      // A pitch may tell its people in two places ('Je suis Koffi, CEO…', then 'L'équipe'): each is one member.
      for (const member of people(text, source, sheet.company?.text))
        if (sheet.team.length < 12 && !sheet.team.some((known) => known.name === member.name)) sheet.team.push(member);
      return;
    case 'ask': {
      sheet.ask ??= ask(text, source);
      if (!sheet.useOfFunds.length) sheet.useOfFunds = fundsSplit(text, source);
      return;
    }
    case 'useOfFunds': {
      if (!sheet.useOfFunds.length) sheet.useOfFunds = fundsSplit(text, source);
      // 'Nous levons 1,5 M€ : 50 % produit, 30 % …, 20 % …': the one amount a split of 100 divides is the raise.
      const figures = readFigures(text);
      const amounts = figures.filter((figure) => figure.currency && !figure.percent);
      const shares = figures.filter((figure) => figure.percent).reduce((sum, figure) => sum + figure.value, 0);
      if (!sheet.ask && amounts.length === 1 && Math.abs(shares - 100) < 0.5) sheet.ask = ask(text, source);
      return;
    }
    case 'milestones':
      if (!sheet.milestones.length) sheet.milestones = sentences(body).map((s) => ({ text: s, source }));
      return;
    default:
      sheet[key] ??= fact;
  }
}

/** Pasted pitch text, read section by section: each section's role says which fact it holds. */
export function factsFromText(text: string, source: FactSource = 'pasted'): FactSheet {
  const sheet = emptyFactSheet();
  const pitch = readPitch(text);
  const company = pitch.company;
  if (company) sheet.company = { text: company, source };
  for (const [key, section] of moneyLast(pitch.sections.map((section) => [sectionKey(section, company), section])))
    fillSection(sheet, key, pitchSectionText(section), source);
  const tagline = pitch.preamble
    .map((line) => squish(line.text).replace(/^[^:—–]*(?::|\s[—–-]\s)\s*/, ''))
    .filter((line) => line && line !== company)
    .join(' ');
  if (tagline) sheet.oneLiner ??= { text: clip(tagline), source };
  return sheet;
}

/** The slides of an imported deck: each slide's title says what its text and notes hold. */
export function factsFromSlides(slides: Array<{ title: string; body: string[]; notes?: string }>): FactSheet {
  const sheet = emptyFactSheet();
  const company = squish(slides[0]?.title);
  if (company) sheet.company = { text: company.slice(0, 100), source: 'imported' };
  const keyed = slides.map(
    (slide, index) => [index === 0 ? 'company' : factKeyOf(slide.title, company), slide] as const,
  );
  for (const [key, slide] of moneyLast(keyed)) {
    // The speaker notes often hold what the slide only hints at ('3,200 farmers since 2022'): a
    // figure the slide does not show is a fact. The rest of the notes are cues for the speaker
    // ('Stress this: …', 'Introduce ShambaLink'), and a figure they repeat is not counted twice.
    const shown = new Set(readFigures(slide.body.join('\n')).map((figure) => figure.value));
    const notes = sentences(slide.notes).filter((line) => readFigures(line).some((figure) => !shown.has(figure.value)));
    fillSection(sheet, key, [...slide.body, ...notes].join('\n'), 'imported');
  }
  return sheet;
}

const PRICED =
  /\b(pay|pays|paid|price|priced|charge|fee|subscription|lease|commission|margin|marge|panier|per (?:month|year|day)|par mois|paient|paie|payent|prix|tarif|abonnement|pagam|paga|pre[cç]o|assinatura|mensalidade)\b/i;

/** 'Le problème : …', 'A nossa solução: …' → the part a label names and the text after it. */
function labelledPart(line: string, company: string): { role: PitchRole; rest: string } | undefined {
  const found = labelled(line);
  const role = found && roleOfHeading(found.label, company);
  return role ? { role, rest: found.rest } : undefined;
}

/** The description's lines without their bullets; a label alone on its line ('Traction :') opens the next one. */
function descriptionLines(description: string): string[] {
  const lines: string[] = [];
  for (const line of description.split(/\n+/).map((part) => stripBullet(part).trim())) {
    const last = lines.at(-1);
    if (last && /[:：]$/.test(last)) lines[lines.length - 1] = `${last} ${line}`;
    else lines.push(line);
  }
  return lines;
}

/**
 * The form's description read as the paste path reads a pitch: a sentence that opens with a label
 * ('Le problème :', 'Traction:', 'O problema:') holds what the label names, and so do the sentences
 * after it until one clearly talks about another part; an unlabelled sentence holds what it talks
 * about (roleOfText), a price sentence the business model. What says no part of its own is about
 * the company: the first such sentence is its one-liner, the next ones its solution.
 */
function descriptionParts(description: string, company: string): Map<PitchRole, string[]> {
  const parts = new Map<PitchRole, string[]>();
  const add = (role: PitchRole, text: string) => text && parts.set(role, [...(parts.get(role) ?? []), text]);
  let labelledRole: PitchRole | undefined;
  let previous: PitchRole | undefined;
  for (const line of descriptionLines(description ?? '')) {
    for (const said of pitchSentences(line)) {
      const label = labelledPart(said, company);
      if (label) {
        labelledRole = label.role;
        previous = label.role;
        add(label.role, squish(label.rest));
        continue;
      }
      const clear = roleOfText(said, 3);
      const talks = clear ?? roleOfText(said);
      const priced = PRICED.test(said) && readFigures(said).some((f) => f.currency || f.percent);
      let role: PitchRole;
      if (labelledRole && (!clear || clear === labelledRole)) role = labelledRole;
      else if (clear && clear !== 'impact') role = clear;
      else if (priced) role = 'businessModel';
      else if (company && said.startsWith(company)) role = 'company';
      else if (talks && talks !== 'impact' && talks !== 'company') role = talks;
      else role = previous === undefined ? 'company' : previous === 'company' ? 'solution' : previous;
      if (role !== labelledRole) labelledRole = undefined;
      previous = role;
      add(role, said);
    }
  }
  return parts;
}

const FORM_WORDS = defineMessages({
  customers: { id: 'api.facts.customersUnit', defaultMessage: 'customers' },
});

/** A count Kuza writes, the language's way ('1,200', '1 200', '1.200'), with plain spaces a founder would type. */
const countIn = (language: Locale, value: number) =>
  language === 'en' ? formatFigure(value) : formatNumber(language, value).replace(/[\u00a0\u202f]/g, ' ');

/**
 * The 'Start with AI' form: name, description, customers and objective, as the founder typed them;
 * the count of customers, a number field, is written in the deck's language.
 */
export function factsFromForm(inputs: DeckCreationInputs, language: Locale = 'en'): FactSheet {
  const sheet = emptyFactSheet();
  const source: FactSource = 'typed';
  const name = squish(inputs.startupName);
  if (name) sheet.company = { text: name, source };
  if (Number.isFinite(inputs.customers) && (inputs.customers as number) > 0) {
    const value = Math.round(inputs.customers as number);
    const unit = sayIn(language, FORM_WORDS.customers);
    sheet.customers = [{ value, unit, figure: countIn(language, value), source }];
  }
  const objective = squish(inputs.objective);
  if (objective) {
    const amount = firstMoney(objective);
    if (amount) sheet.ask = { ...ask(objective, source), amount };
    // 'Raise USD 500k seed to reach 10,000 farmers by 2027': what the money is for is a milestone.
    const after = amount ? objective.slice(objective.indexOf(amount.figure) + amount.figure.length) : '';
    const goal = /\b(?:to|for|pour|afin de|para)\s+(.+)$/i.exec(after)?.[1];
    if (goal) sheet.milestones = [{ text: capitalise(goal), source }];
  }
  // Each part of the description goes to the fact of its role, so each lands on the slide of its role.
  for (const [role, said] of descriptionParts(inputs.description ?? '', name)) {
    const key = sectionKey({ title: '', role }, name);
    fillSection(sheet, key, said.join(key === 'useOfFunds' || key === 'ask' ? '\n' : ' '), source);
  }
  return sheet;
}

/** The founder's own onboarding answers and team: only ever for the founder's own company. */
export function factsFromFounder(founder: FounderContext): FactSheet {
  const sheet = emptyFactSheet();
  const audience = squish(founder.targetAudience);
  if (audience) sheet.audience = { text: audience, source: 'onboarding' };
  const goal = squish(founder.goal);
  if (goal) sheet.milestones = [{ text: goal, source: 'onboarding' }];
  sheet.team = (founder.team ?? [])
    .filter((member: TeamMemberCard) => squish(member.name))
    .map((member) => ({
      name: squish(member.name),
      role: squish(member.role) || 'Team member',
      ...(member.bio ? { bio: member.bio } : {}),
      source: member.bio ? ('resume' as const) : ('onboarding' as const),
    }));
  return sheet;
}

/** Sheets in order of trust: the first that knows a fact gives it; lists come whole from one sheet. */
export function mergeFacts(...sheets: FactSheet[]): FactSheet {
  const merged = emptyFactSheet() as Record<string, unknown>;
  for (const sheet of sheets)
    for (const [key, value] of Object.entries(sheet)) {
      const current = merged[key];
      if (Array.isArray(value)) {
        if (Array.isArray(current) && !current.length && value.length) merged[key] = value;
      } else if (current === undefined && value !== undefined) merged[key] = value;
    }
  return merged as FactSheet;
}

/**
 * A brief's facts when the deck has none stored: pasted text first, then the form; the founder's
 * onboarding answers and team only for the founder's own company, never for an imported deck.
 */
export function factsOfBrief(brief: {
  inputs: DeckCreationInputs;
  founder: FounderContext;
  language?: Locale;
}): FactSheet {
  const { inputs, founder } = brief;
  const imported = Boolean(inputs.importSource);
  return mergeFacts(
    inputs.pastedText ? factsFromText(inputs.pastedText, imported ? 'imported' : 'pasted') : emptyFactSheet(),
    factsFromForm(inputs, brief.language),
    imported ? emptyFactSheet() : factsFromFounder(founder),
  );
}

/** Facts whose structure (price, amount, sizes, people, shares) is read from their text. */
const DERIVED: ReadonlyArray<FactKey> = ['businessModel', 'ask', 'market', 'competition', 'traction'];

/**
 * The founder edited facts on the outline page: an edited text becomes 'typed', and what is read
 * from it (the price, the amount, the market sizes, the counts) is read again, so a structured part
 * never disagrees with the words beside it. Unchanged facts keep their source.
 */
export function reconcileFacts(previous: FactSheet | undefined, next: FactSheet): FactSheet {
  const sheet: FactSheet = { ...next };
  for (const key of DERIVED) {
    const before = previous?.[key as keyof FactSheet] as { text?: string } | undefined;
    const after = next[key as keyof FactSheet] as { text?: string; confirmed?: boolean } | undefined;
    if (!after?.text || after.text === before?.text) continue;
    const fresh = emptyFactSheet();
    fillSection(fresh, key, after.text, 'typed');
    const confirmed = after.confirmed === undefined ? {} : { confirmed: after.confirmed };
    Object.assign(sheet, { [key]: { ...(fresh[key as keyof FactSheet] as object), ...confirmed } });
    if (key === 'traction') sheet.customers = fresh.customers;
    if (key === 'ask' && fresh.useOfFunds.length) sheet.useOfFunds = fresh.useOfFunds;
  }
  return sheet;
}

/** A brief's facts as stored, or read from its inputs. */
export const sheetOf = (brief: { inputs: DeckCreationInputs; founder: FounderContext; facts?: FactSheet }) =>
  brief.facts ?? factsOfBrief(brief);

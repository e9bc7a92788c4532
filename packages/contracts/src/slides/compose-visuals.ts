import { readFigures, shareSplit, type Figure } from '../facts/figures';
import { NAME_TITLES } from '../pitch/read-pitch';
import { FUNCTION_WORDS, readPeople } from '../pitch/people';
import type { ChartSpec, Slide, TeamMemberCard } from '../schemas/deck';
import { MONTHS, slideUnits, type Unit } from './compose';
import { BODY_BOX, MAX_TEAM_CARDS, bodyBoxes } from './geometry';
import { TABLE_FLOOR, tableLayout } from './table';
import { teamCards } from './team';
import { THEMES } from './themes';

/**
 * Visuals read from a slide's own words: a series of figures over time as a chart, people with
 * roles as team cards, rows the founder wrote as a table. Each reader says which sentences or
 * bullets it drew (so the rest stays as the slide's text) and never adds a word, a label or a
 * value: the chart's labels are the founder's dates, its values their figures; a card is a
 * person's name, role and line as written.
 */

/** The slide's text without the units a visual drew: the lead's other sentences, the other bullets. */
export function withoutUnits(
  slide: Pick<Slide, 'content' | 'bullets'>,
  drawn: Unit[],
): Pick<Slide, 'content' | 'bullets'> {
  const rest = slideUnits(slide).filter((unit) => !drawn.some((d) => d.field === unit.field && d.text === unit.text));
  return {
    content: rest
      .filter((u) => u.field === 'content')
      .map((u) => u.text)
      .join(' '),
    bullets: rest.filter((u) => u.field === 'bullets').map((u) => u.text),
  };
}

/* ---------------------------------------------------------------- series over time → chart */

const MONTH_NAMES: ReadonlyArray<RegExp> = [
  /^(jan(uary)?|janv(ier)?|jan(eiro)?)$/i,
  /^(feb(ruary)?|fév(rier)?|fev(ereiro)?)$/i,
  /^(mar(ch)?|mars|março)$/i,
  /^(apr(il)?|avr(il)?|abr(il)?)$/i,
  /^(may|mai|maio)$/i,
  /^(june?|juin|jun(ho)?)$/i,
  /^(july?|juil(let)?|jul(ho)?)$/i,
  /^(aug(ust)?|août|ago(sto)?)$/i,
  /^(sep(t(ember|embre)?)?|set(embro)?)$/i,
  /^(oct(ober|obre)?|out(ubro)?)$/i,
  /^(nov(ember|embre|embro)?)$/i,
  /^(dec(ember)?|déc(embre)?|dez(embro)?)$/i,
];
/** A point's date as written: 'Q4 2024', 'H1 2025', 'June 2025', '2023', 'January', 'Q2'. */
const WHEN = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(?:Q[1-4]|H[12]|T[1-4]|S[12])\s+(?:19|20)\d{2}|(?:(?:${MONTHS}))\.?\s+(?:19|20)\d{2}|(?:19|20)\d{2}|Q[1-4]|(?:${MONTHS}))(?![\p{L}\d])`,
  'giu',
);

/** Months and quarters since year 0 (a date without a year counts from year 0, so it orders among its own). */
function whenKey(when: string): number | null {
  const year = Number(/(19|20)\d{2}/.exec(when)?.[0] ?? 0);
  const part = when
    .replace(/(19|20)\d{2}/, '')
    .replace(/\./g, '')
    .trim();
  if (!part) return year ? year * 12 : null;
  const quarter = /^[QT]([1-4])$/i.exec(part);
  if (quarter) return year * 12 + (Number(quarter[1]) - 1) * 3;
  const half = /^[HS]([12])$/i.exec(part);
  if (half) return year * 12 + (Number(half[1]) - 1) * 6;
  const month = MONTH_NAMES.findIndex((name) => name.test(part));
  return month >= 0 ? year * 12 + month : null;
}

/**
 * Periods told from where the founder stands, earliest first: the one before the other ('the year
 * before', 'l'année précédente'), the last ('last year', 'l'an dernier', 'o ano passado') and the
 * present ('this season', 'the last 12 months', 'cette année', 'este ano'). Ranked among their own
 * only: a series never mixes them with written dates. (A Portuguese period is read without its article:
 * 'a' also joins two points.)
 */
const RELATIVE: ReadonlyArray<readonly [number, string]> = [
  [
    -2,
    String.raw`the (?:year|season|month) before|the previous (?:year|season|month)|l['’](?:année|an) (?:d['’])?avant|l['’]année précédente|la saison précédente|ano anterior|campanha anterior`,
  ],
  [
    -1,
    String.raw`last (?:year|season|month)|l['’]an dernier|l['’]année dernière|la saison dernière|la campagne dernière|le mois dernier|ano passado|campanha passada|mês passado`,
  ],
  [
    0,
    String.raw`this (?:year|season|month)|the (?:last|past) 12 months|cette année|cette saison|cette campagne|ce mois-ci|les 12 derniers mois|este ano|esta campanha|este mês|últimos 12 meses`,
  ],
];
const RELATIVE_WHEN = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${RELATIVE.map(([, words]) => words).join('|')})(?![\p{L}\d])`,
  'giu',
);
const relativeRank = (when: string) => RELATIVE.find(([, words]) => new RegExp(`^(?:${words})$`, 'iu').test(when))?.[0];

/** Dates inside a text that really are dates (a month word must be a month), and periods told from now. */
const whensIn = (text: string) => [
  ...[...text.matchAll(WHEN)].filter((m) => whenKey(m[0]) !== null).map((m) => ({ text: m[0], index: m.index! })),
  ...[...text.matchAll(RELATIVE_WHEN)].map((m) => ({ text: m[0], index: m.index! })),
];

/** Where a point's period falls, and whether it is told from now ('last year') rather than written as a date. */
const periodOf = (when: string) => {
  const rank = relativeRank(when);
  return rank === undefined ? { key: whenKey(when)!, relative: false } : { key: rank, relative: true };
};

const YEAR_ONLY = /^(19|20)\d{2}$/;
/** A figure worth plotting: not a year, not a date's own number. */
const plotted = (text: string, whens: Array<{ text: string; index: number }>): Figure[] =>
  readFigures(text).filter(
    (f) =>
      !(YEAR_ONLY.test(f.text) && !f.currency && !f.percent) &&
      !whens.some((w) => f.index >= w.index && f.index < w.index + w.text.length),
  );

/** Where a sentence is cut between two points of a series: commas (Arabic's too), semicolons, 'and', 'to', arrows. */
const POINT_CUT = /,\s+(?:and\s+|et\s+|e\s+)?|;\s+|[،؛]\s*|\s+(?:and|et|e|to|à|para|a)\s+|\s*(?:→|->)\s*/;

interface Point {
  when: string;
  figure: Figure;
}

/** The word a figure counts ('11,400 tonnes' → 'tonnes'), lower case; none for money and shares. */
const nounOf = (text: string, figure: Figure) =>
  figure.currency || figure.percent
    ? ''
    : (/^\s*(\p{L}+)/u.exec(text.slice(figure.index + figure.text.length))?.[1]?.toLowerCase() ?? '');

/**
 * The points of one unit, when each of its parts holds one date and one figure; else none. A part
 * holding more figures keeps the one counting what the other points count ('This season we stored
 * 11,400 tonnes for 6,300 farmers, up from 2,800 tonnes last year': the tonnes).
 */
function pointsOf(text: string): Point[] {
  const parts: Array<{ when: string; figures: Array<{ figure: Figure; noun: string }> }> = [];
  for (const part of text.split(POINT_CUT)) {
    const whens = whensIn(part);
    const figures = plotted(part, whens);
    if (!whens.length && !figures.length) continue;
    if (whens.length !== 1 || !figures.length) return [];
    parts.push({ when: whens[0].text, figures: figures.map((figure) => ({ figure, noun: nounOf(part, figure) })) });
  }
  const counted = new Set(parts.filter((p) => p.figures.length === 1).map((p) => p.figures[0].noun));
  const [noun] = counted;
  const points: Point[] = [];
  for (const part of parts) {
    const same = part.figures.length === 1 ? part.figures : part.figures.filter((f) => noun && f.noun === noun);
    if (same.length !== 1 || (part.figures.length > 1 && counted.size !== 1)) return [];
    points.push({ when: part.when, figure: same[0].figure });
  }
  return points;
}

const sameMeasure = (a: Figure, b: Figure) => (a.currency ?? '') === (b.currency ?? '') && !!a.percent === !!b.percent;

/** The unit a chart shows its values with: '%', the symbol or code the founder wrote. */
function unitOf(figure: Figure): string | undefined {
  if (figure.percent) return '%';
  if (!figure.currency) return undefined;
  const symbol = /^[$€£₦₵]/.exec(figure.text.trim());
  return symbol ? symbol[0] : figure.currency;
}

export interface SeriesComposition {
  chart: ChartSpec;
  units: Unit[];
}

/**
 * A series over time: one sentence or bullet naming two or more dates, each with its figure
 * ('revenue 2023: $40k, 2024: $180k, 2025: $620k', 'from 1,200 users in January to 9,800 in
 * June', 'USD 1.9 million in 2024, up from USD 620,000 in 2023', '2.3 million tickets in the last 12
 * months, up from 640,000 the year before'), or three or more bullets in a row with one dated figure
 * each. The figures measure one thing (one currency, or all shares) and the dates run one way,
 * forward or back. A bar chart (a line from five points) whose labels are the dates as written and
 * whose values are the figures, in time order; its one series is named by the slide's title.
 */
export function figureSeries(slide: Pick<Slide, 'title' | 'content' | 'bullets'>): SeriesComposition | null {
  const units = slideUnits(slide);
  const candidates: Array<{ points: Point[]; units: Unit[] }> = [];
  for (const unit of units) {
    const points = pointsOf(unit.text);
    if (points.length >= 2) candidates.push({ points, units: [unit] });
  }
  let run: Array<{ point: Point; unit: Unit }> = [];
  const endRun = () => {
    if (run.length >= 3) candidates.push({ points: run.map((r) => r.point), units: run.map((r) => r.unit) });
    run = [];
  };
  for (const unit of units) {
    const points = unit.field === 'bullets' ? pointsOf(unit.text) : [];
    if (points.length === 1) run.push({ point: points[0], unit });
    else endRun();
  }
  endRun();
  const series = candidates.find(({ points }) => {
    const periods = points.map((p) => periodOf(p.when));
    const keys = periods.map((period) => period.key);
    return (
      points.every((p) => sameMeasure(p.figure, points[0].figure)) &&
      periods.every((period) => period.relative === periods[0].relative) &&
      (keys.every((key, i) => i === 0 || key > keys[i - 1]) || keys.every((key, i) => i === 0 || key < keys[i - 1])) &&
      new Set(points.map((p) => p.when.toLowerCase())).size === points.length
    );
  });
  if (!series) return null;
  // Drawn in time order: 'USD 1.9 million in 2024, up from USD 620,000 in 2023' runs 2023, 2024.
  const points = [...series.points].sort((a, b) => periodOf(a.when).key - periodOf(b.when).key);
  const unit = unitOf(points[0].figure);
  return {
    chart: {
      kind: points.length >= 5 ? 'line' : 'bar',
      labels: points.map((p) => p.when),
      series: [{ name: slide.title.slice(0, 60), values: points.map((p) => p.figure.value) }],
      ...(unit ? { unit } : {}),
    },
    units: series.units,
  };
}

/**
 * A split of a whole the founder wrote ('50% for inventory, 30% for engineering and 20% to open in
 * Kampala', or one share a bullet): shares that add to 100, and no other share on the slide, as a pie
 * whose labels are what each share is for, in the founder's words. Its sentences stay beside it.
 */
export function shareChart(slide: Pick<Slide, 'title' | 'content' | 'bullets'>): SeriesComposition | null {
  const units = slideUnits(slide);
  const text = units.map((unit) => unit.text).join('\n');
  const shares = shareSplit(text);
  const total = shares.reduce((sum, share) => sum + share.percent, 0);
  const written = readFigures(text).filter((figure) => figure.percent).length;
  if (shares.length < 2 || shares.length > 8 || shares.length !== written || Math.abs(total - 100) > 0.5) return null;
  return {
    chart: {
      kind: 'pie',
      labels: shares.map((share) => share.label.slice(0, 60)),
      series: [{ name: slide.title.slice(0, 60) || '%', values: shares.map((share) => share.percent) }],
      unit: '%',
    },
    units: [],
  };
}

/* ---------------------------------------------------------------- people with roles → team cards */

/** The reader's titles, and the French 'M.' (which the reader cannot take as one: it ends sentences too). */
const HONORIFIC = String.raw`(?:${NAME_TITLES}|M)\.?`;

const withoutStop = (text: string) => text.replace(/[.;,]+$/, '').trim();
// The words a card must hold: all but the small ones that introduce a person ('our', 'and', 'notre').
const cardWords = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !FUNCTION_WORDS.has(word));

/** An honorific split off as a sentence of its own ('Engr.' before 'Musa Abdullahi (…)') rejoins its name. */
function rejoined(units: Unit[]): Array<{ text: string; parts: Unit[] }> {
  const out: Array<{ text: string; parts: Unit[] }> = [];
  for (const unit of units) {
    const last = out[out.length - 1];
    if (last && new RegExp(`^${HONORIFIC}$`, 'u').test(last.text) && last.parts[0].field === unit.field) {
      last.text = `${last.text} ${unit.text}`;
      last.parts.push(unit);
    } else out.push({ text: unit.text, parts: [unit] });
  }
  return out;
}

/** Whether the cards hold every word, in every theme, under a lead or not (the engine lays them out, slides/team.ts). */
const cardsFit = (members: TeamMemberCard[], lead: boolean) =>
  THEMES.every((theme) => teamCards(members, bodyBoxes(lead, 'wide').visual ?? BODY_BOX, theme.id).fits);

export interface TeamComposition {
  members: TeamMemberCard[];
  units: Unit[];
}

/**
 * People with roles, as the pitch reader reads them (readPeople: 'Brian Ssemanda, CEO, former
 * claims manager', 'Chileshe Mwansa (CEO) spent 10 years…', 'our CTO Amani Shayo', 'Alinafe Mbewe
 * runs finance'): two to six, each a card with the name, the role and what the founder said of
 * them. A sentence or bullet becomes cards only when its every word is on them; the rest stays a
 * short lead above. Cards whose words do not fit them at the floors (slides/team.ts) keep the slide as text.
 */
export function peopleCards(slide: Pick<Slide, 'content' | 'bullets'>): TeamComposition | null {
  const units = rejoined(slideUnits(slide));
  const read = readPeople(units.map((unit) => unit.text).join('\n'));
  const people = units.flatMap((unit) => {
    const flat = unit.text.replace(/\*\*|__/g, '');
    const persons = read.filter((person) => flat.includes(person.name));
    const said = new Set(persons.flatMap((person) => cardWords(`${person.name} ${person.role} ${person.bio ?? ''}`)));
    return persons.length && cardWords(flat).every((word) => said.has(word)) ? [{ unit, persons }] : [];
  });
  const members = people.flatMap((p) => p.persons);
  if (members.length < 2 || members.length > Math.min(6, MAX_TEAM_CARDS)) return null;
  const rest = units.filter((u) => !people.some((p) => p.unit === u));
  // The cards are the slide: what is not about a person is a short lead above them.
  if (rest.map((u) => u.text).join(' ').length > 160) return null;
  if (!cardsFit(members, rest.length > 0)) return null;
  return { members, units: people.flatMap(({ unit }) => unit.parts) };
}

/* ---------------------------------------------------------------- rows the founder wrote → table */

const CELLS = /\s*\|\s*/;
const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(CELLS)
    .map((cell) => cell.trim());

/**
 * Rows whose cells the engine lays out whole (every line of a cell is drawn, slides/table.ts): each
 * row under the header fits a slide at the table floor in every theme; rows past a slide continue.
 */
const shortCells = (rows: string[][]) =>
  THEMES.every((theme) =>
    rows.slice(1).every((row) => tableLayout([rows[0], row], 0, BODY_BOX, theme.id).size >= TABLE_FLOOR),
  );

export interface TableComposition {
  rows: string[][];
  units: Unit[];
}

/**
 * Rows the founder wrote: two or more lines or bullets cut by '|' into the same number of cells
 * (two to eight), as a table, the first row its header. Cells are the founder's words as written.
 */
export function writtenRows(slide: Pick<Slide, 'content' | 'bullets'>): TableComposition | null {
  const units = slideUnits(slide).filter((u) => u.text.includes('|'));
  const rows = units.map((u) => cellsOf(withoutStop(u.text)));
  const width = rows[0]?.length ?? 0;
  if (rows.length < 2 || width < 2 || width > 8 || rows.some((r) => r.length !== width)) return null;
  if (rows.some((r) => r.every((cell) => /^:?-{2,}:?$/.test(cell) || !cell))) return null;
  return shortCells(rows) ? { rows, units } : null;
}

/** A comparison in the founder's words: 'Unlike X, we …' lines, two or more (English, French, Portuguese, Arabic). */
const UNLIKE =
  /^(unlike|contrairement (?:à|aux?)|ao contrário d[eoa]s?|diferente d[eoa]s?|على عكس|بخلاف|خلافا لـ?)\s+([^,،]{2,60})[,،]\s*(.+)$/i;

/**
 * Two or more 'Unlike X, we …' sentences as a two-column table: each row the alternative the
 * founder named ('Unlike M-Pesa') and what they said of themselves ('we lend against stock').
 */
export function comparisonRows(slide: Pick<Slide, 'content' | 'bullets'>): TableComposition | null {
  const units = slideUnits(slide).filter((u) => UNLIKE.test(u.text));
  if (units.length < 2) return null;
  const rows = units.map((u) => {
    const [, word, who, rest] = UNLIKE.exec(u.text)!;
    return [`${word} ${who}`, withoutStop(rest)];
  });
  return shortCells(rows) ? { rows, units } : null;
}

/* ---------------------------------------------------------------- others | us → two columns */

/**
 * The founder speaking for the company: 'we', 'our', 'nous', 'notre', 'on fait…', 'nós', 'nosso'. Case
 * counts where a word is also another: 'US' is a country, 'on a' English unless it opens the sentence
 * ('On a choisi…'), and 'nos' is left out (Portuguese 'in the').
 */
const US =
  /(?<![\p{L}'’])(?:[Ww]e|[Ww]e['’](?:re|ve|ll|d)|[Oo]urs?|us|[Nn]ous|[Nn]otre|On a|[Oo]n\s+(?:est|fait|vend|propose|travaille|couvre|offre)|[Nn]ós|[Nn]oss[oa]s?)(?![\p{L}'’])/u;

/** A sentence that goes on about the one before it: a pronoun or a 'but' opens it (en, fr, pt). */
const GOES_ON =
  /^\s*(?:they|their|them|it|its|this|these|those|but|however|yet|so|and|ils|elles|leurs?|ce|cela|mais|pourtant|donc|et|eles|elas|isso|isto|mas|porém|então|e)(?![\p{L}'’])/iu;

/**
 * A comparison set as two columns, in the founder's words: the others and us (sentences about the
 * others, no 'we' in them, followed by sentences about us, or the other way round, two to four in
 * all, each side one column), or two alternatives told a sentence each. Sentences are as written and
 * never cut in two: one 'Unlike X, we …' stays a sentence (several are a table, comparisonRows).
 * Null when the text is not such a comparison.
 */
export function contrastColumns(slide: Pick<Slide, 'content' | 'bullets'>): Pick<Slide, 'content' | 'bullets'> | null {
  const units = slideUnits(slide);
  if (units.length < 2 || units.length > 4 || units.some((u) => UNLIKE.test(u.text))) return null;
  const ours = units.map((u) => US.test(u.text));
  const turn = ours.findIndex((us) => us !== ours[0]);
  // Two alternatives, a sentence each ('Banks factor invoices only for large suppliers. A few fintechs…'),
  // unless the second goes on about the first ('They…', 'But…').
  if (turn < 0 && units.length === 2 && !ours[0] && !GOES_ON.test(units[1].text))
    return { content: '', bullets: units.map((u) => u.text) };
  if (turn < 0 || ours.slice(turn).some((us) => us === ours[0])) return null;
  // A bullet without its full stop gets one when another sentence follows it in its column.
  const side = (from: number, to?: number) =>
    units
      .slice(from, to)
      .map((u, i, all) => (i < all.length - 1 && !/[.!?…]$/.test(u.text) ? `${u.text}.` : u.text))
      .join(' ');
  return { content: '', bullets: [side(0, turn), side(turn)] };
}

/* ---------------------------------------------------------------- a customer's words → quote */

const QUOTED = /^\s*(["“«„])([^"“”«»„]{3,})(["”»“])\s*(.*)$/s;

/**
 * A quotation with who said it written after it ('"It saved my harvest," says Amina, Kisumu' or
 * '“…” — Amina'): the words as the quote, who said them as the attribution, each as written.
 */
export function quoteOf(slide: Pick<Slide, 'content' | 'bullets'>): Pick<Slide, 'content' | 'bullets'> | null {
  const match = QUOTED.exec(slide.content.trim());
  if (!match || slide.bullets.some((b) => b.trim())) return null;
  const by = match[4].replace(/^[\s,.;:—–-]+/, '').trim();
  if (!by || by.length > 120 || /["“”«»]/.test(by)) return null;
  return { content: `${match[1]}${match[2].trim()}${match[3]}`, bullets: [withoutStop(by)] };
}

/**
 * Slides written from the fact sheet. Every figure on a slide is one the founder gave, written as
 * they wrote it; where a fact is missing the slide says something qualitative and the editor lists
 * it under "Missing facts". Industry knowledge only names things (the sector, who the customers
 * are), never a figure or a business model the founder did not state.
 */
import {
  contrastColumns,
  figureParts,
  normalizeSlide,
  oneBigNumber,
  readFigures,
  sectionKey,
  speakerNotes,
  type FactKey,
  type FactSheet,
  type OutlineSection,
  type Slide,
  type TextFact,
} from '@kuza/contracts';
import { pitchLanguage, roleOfText } from '@kuza/contracts/pitch';
import { defineMessages, type DocumentLanguage } from '@kuza/i18n';
import { sayInDocument } from '../text/language';
import { figureWords, fundsLine, periodOf, priceWords, teamParts } from '../text/fact-sheet';
import { capitalise, foldAccents, sentence, sentences, withoutFullStop } from '../text/text';

export type SlideBody = Omit<Slide, 'id'>;

/** What a slide may say about the company besides its facts: names and nouns, no figures. */
export interface SlideContext {
  name: string;
  /** False when the founder has not named the company ('the company' stands in for it). */
  named?: boolean;
  /** The founder's language, for the few words a slide adds to their facts; English when unknown. */
  language?: DocumentLanguage;
  /** 'agritech', 'fintech' */
  noun: string;
  /** Who the customers are: the founder's audience, or the industry's plain noun ('farmers'). */
  audience: string;
  /**
   * The facts other sections of the deck are written from ('ask' when the deck has a Funding
   * slide): a slide leaves those to their own slide, so no sentence is said on two slides.
   */
  elsewhere?: ReadonlySet<FactKey>;
}

/**
 * The slide schema's most points: a founder's section keeps every sentence, and a slide too full for
 * its page continues on '(cont.)' pages when drawn (the fitting rule), so nothing is cut here.
 */
const MAX_BULLETS = 20;

/** Each sentence of a fact once, in order; a sentence already said (lead or bullet) is not repeated. */
function uniqueLines(lines: string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const line of lines.map(withoutFullStop).filter(Boolean)) {
    const key = line.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(capitalise(line));
  }
  return kept;
}

export function body(title: string, lead: string, bullets: string[], type: Slide['type'] = 'content'): SlideBody {
  const points = uniqueLines(bullets).filter((b) => b.toLowerCase() !== withoutFullStop(lead).toLowerCase());
  const slide = { type, title, content: lead ? sentence(lead) : '', bullets: points.slice(0, MAX_BULLETS) };
  return { ...slide, notes: speakerNotes(slide) };
}

/** The founder's text of a fact as a lead and bullets. */
function fromText(title: string, text: string, extra: string[] = [], type: Slide['type'] = 'content'): SlideBody {
  const [lead = '', ...rest] = sentences(text);
  return body(title, lead, [...rest, ...extra], type);
}

/** The founder's words for a figure, after an English label only when they wrote in English. */
const labelled = (label: string, words: string, said: string | undefined) =>
  words && pitchLanguage(said ?? '') === 'en' ? `${label}: ${words}` : words;

/** The price in the founder's words ('Price: KES 500 per acre per month', '2 500 FCFA par mois par appareil'). */
export const priceLine = (facts: FactSheet): string =>
  labelled('Price', priceWords(facts.businessModel), facts.businessModel?.text);

const PER_PERIOD: Record<string, string> = { month: 'a month', year: 'a year', week: 'a week', day: 'a day' };

/** The amounts of the raise: what the founder asks for, never revenue or traction. */
const askAmounts = (facts: FactSheet) =>
  new Set([
    ...readFigures(facts.ask?.text ?? '')
      .filter((figure) => figure.currency && !figure.percent)
      .map((figure) => figure.value),
    ...(facts.ask?.amount ? [facts.ask.amount.amount] : []),
  ]);

/** What a sentence that asks for money is read as: the raise and what it is for, never a result. */
const RAISE: ReadonlyArray<string | undefined> = ['ask', 'useOfFunds'];

const elsewhere = (ctx: SlideContext, key: FactKey) => ctx.elsewhere?.has(key) ?? false;

/**
 * The money figures of the business model and of the traction, as a Financials slide lists them:
 * the unit price in the founder's words, and each revenue the founder gave with its period; never
 * the raise: a sentence that asks for money ('We are raising USD 6 million') or an amount of the ask
 * is not revenue. Worded as figures, not as the sentences the Business Model and Traction slides show.
 * Labels and periods are English words: a pitch in another language gets each figure with the
 * founder's own words for what it is per.
 */
// A company's own takings, in the pitch's languages (accents folded): never the value of orders or loans through it.
const REVENUE =
  /\b(revenues?|sales|turnover|income|earn(?:s|ed|ing)?|arr|mrr|billed|invoiced|chiffre d'affaires|ventes|revenus|recettes|receitas?|faturacao|faturamento|vendas|factur\w+)\b|إيرادات|مبيعات|عائدات/;

function moneyLines(facts: FactSheet): string[] {
  const model = facts.businessModel;
  const price = model?.price ? [labelled('Unit price', priceWords(model), model.text)] : [];
  const traction = facts.traction?.text;
  const english = pitchLanguage(traction ?? '') === 'en';
  const asked = askAmounts(facts);
  // Only money the founder calls revenue or sales: 'R2.1 million in orders' or '₦3.4 billion in freight value' is
  // what went through the platform, not what the company earned.
  const earned = (line: string, figure: string) =>
    REVENUE.test(foldAccents((figureParts(line).find((part) => part.includes(figure)) ?? line).toLowerCase()));
  const revenue = sentences(traction)
    .filter((line) => !RAISE.includes(roleOfText(line)))
    .flatMap((line) =>
      readFigures(line)
        .filter((figure) => figure.currency && !figure.percent && !asked.has(figure.value) && earned(line, figure.text))
        .map((figure) => {
          const period = periodOf(line);
          return english
            ? `Revenue: ${figure.text}${period ? ` ${PER_PERIOD[period]}` : ''}`
            : figureWords(line, figure.text);
        }),
    );
  return [...price, ...revenue];
}

export const quantityLines = (facts: FactSheet, said: string) =>
  facts.customers
    .filter((q) => !said.includes(q.figure))
    .map((q) => `${q.figure} ${q.unit}${q.date ? ` (${q.date})` : ''}`);

export const fundsLines = (facts: FactSheet) => facts.useOfFunds.map(fundsLine);

/** The only words a slide adds to the founder's facts, to join them, said in the deck's language. */
const SLIDE_WORDS = defineMessages({
  raising: { id: 'api.slides.raising', defaultMessage: '{name} is raising {figure}' },
  ask: { id: 'api.slides.ask', defaultMessage: 'The ask: {figure}' },
  today: { id: 'api.slides.today', defaultMessage: '{name} today: {count}' },
  milestone: { id: 'api.slides.milestone', defaultMessage: 'Milestone: {text}' },
  marketSize: { id: 'api.slides.marketSize', defaultMessage: 'Market size ({unit})' },
  marketSizeAsStated: { id: 'api.slides.marketSizeAsStated', defaultMessage: 'Market size (as stated)' },
  size: { id: 'api.slides.size', defaultMessage: 'Size' },
});
const words = (ctx: SlideContext) => sayInDocument(ctx.language ?? 'en');

const askFigure = (facts: FactSheet) =>
  facts.ask?.amount ? `${facts.ask.amount.figure}${facts.ask.instrument ? ` (${facts.ask.instrument})` : ''}` : '';

function askLead(facts: FactSheet, ctx: SlideContext): string {
  const figure = askFigure(facts);
  return figure ? words(ctx)(SLIDE_WORDS.raising, { name: ctx.name, figure }) : '';
}

/** The ask in a few words, for a cover or a closing: 'The ask: USD 500k (seed)'. */
function shortAsk(facts: FactSheet, ctx: SlideContext): string {
  const figure = askFigure(facts);
  return figure ? words(ctx)(SLIDE_WORDS.ask, { figure }) : '';
}

/** The name and tagline; the ask and the contact only when no slide of their own says them. */
function cover(title: string, facts: FactSheet, ctx: SlideContext): SlideBody {
  // Without a name the founder gave, the cover keeps its section's title: the facts panel asks for the name.
  return body(
    capitalise(facts.company?.text || (ctx.named === false ? title : ctx.name) || title),
    // Only the founder's own tagline: a missing one is a question on the facts panel, never stock words.
    facts.oneLiner?.text ?? '',
    [elsewhere(ctx, 'ask') ? '' : shortAsk(facts, ctx), elsewhere(ctx, 'contact') ? '' : (facts.contact?.text ?? '')],
    'title',
  );
}

/**
 * The closing: the company's name, the contact, and the ask in short unless the cover gave it (the
 * Funding slide says it in full). Never the cover's tagline again.
 */
function closing(title: string, facts: FactSheet, ctx: SlideContext): SlideBody {
  const coverSaysAsk = elsewhere(ctx, 'company') && !elsewhere(ctx, 'ask');
  const ask = coverSaysAsk ? '' : shortAsk(facts, ctx);
  // The company's name and how to reach it: no stock call to action stands in for a missing contact.
  return body(title, ctx.named === false ? '' : ctx.name, [ask, facts.contact?.text ?? '']);
}

/** Financials: the money figures the founder gave, else a qualitative line (the editor asks for them). */
function financials(title: string, facts: FactSheet, ctx: SlideContext, described: string): SlideBody {
  const lines = moneyLines(facts);
  if (described) return fromText(title, described, lines);
  // Without a Traction slide, the traction is told here.
  if (!elsewhere(ctx, 'traction')) {
    const text = facts.traction?.text ?? '';
    const counts = quantityLines(facts, text);
    if (text) return fromText(title, text, [...counts, ...lines]);
    if (counts.length)
      return body(title, words(ctx)(SLIDE_WORDS.today, { name: ctx.name, count: counts[0] }), [
        ...counts.slice(1),
        ...lines,
      ]);
  }
  // The figures speak for themselves: no stock lead stands above them.
  return body(title, '', lines);
}

function team(title: string, facts: FactSheet, ctx: SlideContext, described: string): SlideBody {
  if (!facts.team.length) return described ? fromText(title, described) : body(title, '', []);
  // Every part of the founder's team text that names nobody stays, in their order ('We met at…',
  // 'I worked for 8 years at a seed company'): the first leads, the others come before the people.
  // Arabic writes its own comma between a name and a role ('منى عادل، الرئيسة التنفيذية').
  const comma = ctx.language === 'ar' ? '، ' : ', ';
  const [lead = '', ...more] = teamParts(described)
    .filter((part) => !facts.team.some((m) => part.includes(m.name)))
    .map((part) => part.replace(/[;,]$/, ''));
  const slide = body(
    title,
    lead,
    [...more, ...facts.team.map((m) => `${m.name}${comma}${m.role}${m.bio ? `: ${withoutFullStop(m.bio)}` : ''}`)],
    'team',
  );
  return { ...slide, team: facts.team.map((m) => ({ name: m.name, role: m.role, ...(m.bio ? { bio: m.bio } : {}) })) };
}

function market(title: string, facts: FactSheet, ctx: SlideContext, described: string): SlideBody {
  const fact = facts.market;
  if (!fact) return withBigNumber(described ? fromText(title, described) : body(title, '', []));
  const labelled = fact.sizes
    .filter((size) => size.label)
    .map((size) => `${size.label}: ${size.figure} ${size.unit}`.trim());
  const slide = fromText(title, fact.text, labelled);
  const sameUnit = fact.sizes.length >= 2 && fact.sizes.every((size) => size.unit === fact.sizes[0].unit);
  if (!sameUnit) return withBigNumber(slide);
  return {
    ...slide,
    type: 'chart',
    chart: {
      kind: 'bar',
      title: fact.sizes[0].unit
        ? words(ctx)(SLIDE_WORDS.marketSize, { unit: fact.sizes[0].unit })
        : words(ctx)(SLIDE_WORDS.marketSizeAsStated),
      labels: fact.sizes.map((size) => size.label || size.figure),
      series: [
        { name: fact.sizes[0].unit || words(ctx)(SLIDE_WORDS.size), values: fact.sizes.map((size) => size.value) },
      ],
      ...(fact.sizes[0].unit ? { unit: fact.sizes[0].unit.slice(0, 20) } : {}),
    },
  };
}

/** A problem or a market told by one figure shows it big, as one card (its sentence whole on the card). */
function withBigNumber(slide: SlideBody): SlideBody {
  return slide.type === 'content' && oneBigNumber(normalizeSlide({ ...slide, id: 'big-number' }))
    ? { ...slide, type: 'kpi' }
    : slide;
}

/** A split of the money that adds up to 100 % is drawn as a pie chart, its lines kept beside it. */
function withFundsChart(slide: SlideBody, facts: FactSheet): SlideBody {
  const items = facts.useOfFunds;
  const total = items.reduce((sum, item) => sum + item.percent, 0);
  if (items.length < 2 || Math.abs(total - 100) > 0.5) return slide;
  return {
    ...slide,
    type: 'chart',
    chart: {
      kind: 'pie',
      title: slide.title,
      labels: items.map((item) => capitalise(item.label)),
      series: [{ name: '%', values: items.map((item) => item.percent) }],
      unit: '%',
    },
  };
}

/**
 * The founder's words about the competition, sentence by sentence as written: the competitors they
 * named are in those words, so no joining sentence ('X competes with …') is built around them. When
 * they set the others against themselves ('The digital brokers pulled back… We've grown slower, on our
 * own cash…') or tell two alternatives a sentence each, the two sides are two columns, each in their
 * words (contrastColumns; a sentence is never cut in two).
 */
function competition(title: string, facts: FactSheet, described: string): SlideBody {
  const fact = facts.competition;
  const slide = fact
    ? fromText(title, fact.text, [fact.advantage ?? ''])
    : described
      ? fromText(title, described)
      : body(title, '', []);
  const columns = contrastColumns(slide);
  return columns ? { ...slide, ...columns, type: 'two-column' } : slide;
}

/**
 * A slide whose kind holds a text fact: the founder's words, or the section's own description. With
 * neither, the slide stays empty for the founder to fill: the facts panel asks for the fact, and no
 * stock sentence stands in for it.
 */
function textSlide(title: string, fact: TextFact | undefined, described: string, extra: string[] = []) {
  const text = fact?.text ?? described;
  return text ? fromText(title, text, extra) : body(title, '', extra);
}

/** A section as the slides see it: its title and role, and the founder's words under it when any. */
export type SectionOfFact = Pick<OutlineSection, 'title' | 'role'> & { description?: string };

/**
 * The fact a section's slide is written from: its role, except that a section headed as money
 * ('Financing Sought', 'Financing Requirements') whose words ask for money is the ask, so the raise
 * is told on it in full and never listed beside the price and the revenue.
 */
export function slideFact(section: SectionOfFact, startupName: string): FactKey | undefined {
  const key = sectionKey(section, startupName);
  return key === 'financials' && section.description && roleOfText(section.description) === 'ask' ? 'ask' : key;
}

export function slideFromFacts(
  section: OutlineSection,
  facts: FactSheet,
  ctx: SlideContext,
  /** The section's description when the founder wrote it (not the one generated from the facts). */
  described: string,
): SlideBody {
  const title = section.title;
  const key = slideFact({ ...section, description: described }, ctx.name);
  switch (key) {
    case 'company':
      return cover(title, facts, ctx);
    case 'problem':
      return withBigNumber(textSlide(title, facts.problem, described));
    case 'solution':
      // The one-liner is the cover's tagline: the Solution slide says it only when the deck has no cover.
      return textSlide(title, facts.solution ?? (elsewhere(ctx, 'company') ? undefined : facts.oneLiner), described);
    case 'product':
      return textSlide(title, facts.product ?? (elsewhere(ctx, 'solution') ? undefined : facts.solution), described);
    case 'businessModel': {
      // A pricing sentence that is also the one-liner is on the cover already: its price is said here.
      const onCover = elsewhere(ctx, 'company') && facts.businessModel?.text === facts.oneLiner?.text;
      const text = onCover ? described : (facts.businessModel?.text ?? described);
      const price = priceLine(facts);
      const hasPrice = facts.businessModel?.price && text.includes(facts.businessModel.price.figure);
      return text ? fromText(title, text, hasPrice ? [] : [price]) : body(title, '', [price]);
    }
    case 'financials':
      return financials(title, facts, ctx, described);
    case 'traction': {
      const text = facts.traction?.text ?? described;
      const extra = quantityLines(facts, text);
      if (text) return fromText(title, text, extra);
      return extra.length
        ? body(title, words(ctx)(SLIDE_WORDS.today, { name: ctx.name, count: extra[0] }), extra.slice(1))
        : body(title, '', []);
    }
    case 'market':
      return market(title, facts, ctx, described);
    case 'competition':
      return competition(title, facts, described);
    case 'team':
      return team(title, facts, ctx, described);
    case 'ask': {
      // The split and the milestones go on their own slides when the deck has them.
      const milestones = elsewhere(ctx, 'milestones')
        ? []
        : facts.milestones.map((m) => words(ctx)(SLIDE_WORDS.milestone, { text: withoutFullStop(m.text) }));
      const said = facts.ask?.text ?? described;
      // The founder's own words lead; a share of the split they did not write in them follows.
      const funds = elsewhere(ctx, 'useOfFunds')
        ? []
        : facts.useOfFunds
            .filter((item) => !readFigures(said).some((figure) => figure.percent && figure.value === item.percent))
            .map(fundsLine);
      if (said) return fromText(title, said, [...funds, ...milestones]);
      return body(title, askLead(facts, ctx), [...funds, ...milestones]);
    }
    case 'useOfFunds': {
      const funds = fundsLines(facts);
      if (!funds.length && described) return fromText(title, described);
      // The founder's sentences that are not the split stay ('Funds will be deployed as follows:'
      // leads); the split is drawn from its shares, and with no other words it speaks for itself. A sentence that
      // also says an amount ('Nous levons 1,5 M€ : 50 % produit, …') stays whole, and only the shares it does
      // not say follow it.
      const kept = sentences(described).filter((line) => {
        const figures = readFigures(line);
        return (
          !figures.some((figure) => figure.percent) || figures.some((figure) => figure.currency && !figure.percent)
        );
      });
      const said = readFigures(kept.join(' ')).filter((figure) => figure.percent);
      const [lead = '', ...more] = kept;
      const unsaid = facts.useOfFunds
        .filter((item) => !said.some((figure) => figure.value === item.percent))
        .map(fundsLine);
      return withFundsChart(body(title, lead, [...more, ...unsaid]), facts);
    }
    case 'milestones': {
      const milestones = facts.milestones.map((m) => m.text);
      if (!milestones.length && described) return fromText(title, described);
      return body(title, '', milestones);
    }
    case 'whyNow':
      return textSlide(title, facts.whyNow, described);
    case 'goToMarket':
      return textSlide(title, facts.goToMarket, described);
    case 'contact':
      return closing(title, facts, ctx);
    default:
      // A section of the founder's own ('Impact'): written from its own title and description only.
      return described ? fromText(title, described) : body(title, '', []);
  }
}

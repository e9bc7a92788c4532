/**
 * Whether a startup may apply, checked against its facts rule by rule, each with its reason. What the
 * facts do not say is never guessed: the rule is 'unknown' and its reason is the question that gets it.
 */
import {
  ELIGIBILITY_PROMPTS,
  formatFigure,
  readFigures,
  type Eligibility,
  type EligibilityRule,
  type EligibilityRules,
  type Figure,
  type StartupStage,
} from '@kuza/contracts';
import { detectPlace } from '../ai/builtin/currency';
import { sentences } from '../ai/text/text';
import { factSentences, type ApplicationFacts } from './facts';

type Check = Eligibility['checks'][number];

const STAGE_WORDS: ReadonlyArray<[RegExp, StartupStage]> = [
  [/\bpre-?seed\b/i, 'pre-seed'],
  [/\bpre-series a\b|\bseed\b|amor[cç]age/i, 'seed'],
  [/\bseries a\b/i, 'series-a'],
  [/\bseries [b-z]\b|growth round/i, 'growth'],
];

/** The stage the founder's ask names ('a USD 300k seed round'), if any. */
export function stageOf(facts: ApplicationFacts): StartupStage | undefined {
  const said = [facts.sheet.ask?.instrument, facts.sheet.ask?.text].filter(Boolean).join(' ');
  return STAGE_WORDS.find(([pattern]) => pattern.test(said))?.[1];
}

const RAISED = /\b(raised|have raised|secured|funding to date|backed by|closed)\b/i;

/** The largest amount the founder says was raised so far ('We raised USD 150k from angels'). */
export function raisedSoFar(facts: ApplicationFacts): Figure | undefined {
  const { sheet } = facts;
  const texts = [sheet.traction?.text, sheet.ask?.text, sheet.company?.text, ...sheet.milestones.map((m) => m.text)];
  const amounts = texts
    .flatMap((text) => sentences(text))
    .filter((line) => RAISED.test(line))
    .flatMap((line) => readFigures(line).filter((figure) => figure.currency && !figure.percent));
  return amounts.sort((a, b) => b.value - a.value)[0];
}

const money = (amount: number, currency: string) => `${currency} ${formatFigure(amount)}`;

function check(rule: EligibilityRule, rules: EligibilityRules, facts: ApplicationFacts, year: number): Check {
  const unknown: Check = { rule, met: 'unknown', reason: ELIGIBILITY_PROMPTS[rule] };
  const { sheet } = facts;
  switch (rule) {
    case 'stages': {
      const stage = stageOf(facts);
      if (!stage) return unknown;
      const ok = rules.stages!.includes(stage);
      return {
        rule,
        met: ok ? 'yes' : 'no',
        reason: `Stage ${stage}; the programme takes ${rules.stages!.join(', ')}.`,
      };
    }
    case 'revenue': {
      const earned = factSentences('financials', sheet)[0];
      return earned ? { rule, met: 'yes', reason: `Revenue-generating: ${earned}` } : unknown;
    }
    case 'maxRaised': {
      const limit = rules.maxRaised!;
      const raised = raisedSoFar(facts);
      if (!raised) return unknown;
      if (raised.currency !== limit.currency)
        return {
          rule,
          met: 'unknown',
          reason: `You raised ${raised.text}; the limit is ${money(limit.amount, limit.currency)}, and Kuza does not convert currencies.`,
        };
      const under = raised.value <= limit.amount;
      return {
        rule,
        met: under ? 'yes' : 'no',
        reason: `Raised ${raised.text}, ${under ? 'within' : 'over'} the limit of ${money(limit.amount, limit.currency)}.`,
      };
    }
    case 'maxAgeYears': {
      if (!facts.yearFounded) return unknown;
      const age = Math.max(0, year - facts.yearFounded);
      const ok = age <= rules.maxAgeYears!;
      return {
        rule,
        met: ok ? 'yes' : 'no',
        reason: `Founded in ${facts.yearFounded}: ${age} years old, ${ok ? 'within' : 'over'} the limit of ${rules.maxAgeYears}.`,
      };
    }
    case 'sectors': {
      if (!facts.industry) return unknown;
      const ok = (rules.sectors as readonly string[]).includes(facts.industry);
      return {
        rule,
        met: ok ? 'yes' : 'no',
        reason: ok
          ? `Sector ${facts.industry} is one the programme takes.`
          : `Sector ${facts.industry} is not one the programme lists (${rules.sectors!.join(', ')}).`,
      };
    }
    case 'countries': {
      const texts = [
        sheet.company,
        sheet.oneLiner,
        sheet.audience,
        sheet.solution,
        sheet.traction,
        sheet.market,
        sheet.contact,
      ];
      const country = detectPlace(...texts.map((fact) => fact?.text)).country;
      if (!country) return unknown;
      // Every place Kuza reads is in Africa.
      const ok = rules.countries!.some((allowed) => allowed === 'Africa' || allowed === country);
      return {
        rule,
        met: ok ? 'yes' : 'no',
        reason: `Works in ${country}; the programme takes ${rules.countries!.join(', ')}.`,
      };
    }
  }
}

const RULE_ORDER: readonly EligibilityRule[] = [
  'stages',
  'revenue',
  'maxRaised',
  'maxAgeYears',
  'sectors',
  'countries',
];

/** Each rule the programme sets, checked against the facts; the verdict is 'no' if any rule fails. */
export function checkEligibility(rules: EligibilityRules, facts: ApplicationFacts, year: number): Eligibility {
  const set = RULE_ORDER.filter((rule) => rules[rule] !== undefined && rules[rule] !== false);
  const checks = set.map((rule) => check(rule, rules, facts, year));
  const verdict = checks.some((c) => c.met === 'no')
    ? 'not-eligible'
    : checks.some((c) => c.met === 'unknown')
      ? 'unknown'
      : 'eligible';
  return { verdict, checks };
}

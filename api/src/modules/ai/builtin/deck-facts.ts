/**
 * Everything the builtin generator knows about one startup, computed once from the brief: the
 * industry profile, objective, place and currency, market sizes and a revenue projection. Slides
 * and outlines only phrase these facts, so every slide agrees with every other.
 */
import { GOAL_OPTIONS, type Industry, type TeamMemberCard } from '@kuza/contracts';
import type { DeckBrief } from '../provider/provider';
import { INDICATIVE_USD_RATES, detectPlace, type LocalCurrency, type MarketPlace } from './currency';
import { INDUSTRY_PROFILES, resolveIndustry } from './industries';
import type { IndustryProfile } from './industry-profile';
import { clampText, sentence, sentences, squish } from '../text/text';

export type ObjectiveKind = 'fundraising' | 'accelerator' | 'partnership' | 'sales' | 'grant';

export interface DeckFacts {
  name: string;
  industry: Industry;
  profile: IndustryProfile;
  /** The founder's own words, clamped; '' when none was given. */
  objective: string;
  objectiveKind: ObjectiveKind;
  /** An amount named in the objective ('raise $500k'), converted to USD. */
  askUsd?: number;
  yearFounded?: number;
  yearsOperating?: number;
  referenceYear: number;
  customers?: number;
  /** The first sentence of the description, or a one-line pitch built from the industry profile. */
  pitch: string;
  /** Further sentences of the description, used as solution and product detail. */
  details: string[];
  place: MarketPlace;
  audience: string;
  /** What the founder said in onboarding they want to achieve, in their words. */
  goals: string[];
  teamSize?: string;
  team: TeamMemberCard[];
  market: { tamUsdM: number; samUsdM: number; somUsdM: number; samLabel: string };
  projection: { years: string[]; customers: number[]; revenueUsd: number[]; assumedPilot: boolean };
}

// Checked in order: a grant or a programme named with money ('grant funding', 'YC seed') wins over a plain raise.
const OBJECTIVE_RULES: ReadonlyArray<[RegExp, ObjectiveKind]> = [
  [/grant|prize|award|competition|challenge|foundation|donor/i, 'grant'],
  [
    /accelerat|incubat|y ?combinator|\byc\b|techstars|founders factory|programme|program|cohort|fellowship/i,
    'accelerator',
  ],
  [/\braise|raising|seed|series [a-c]|investor|invest|funding|round|capital|angel|\bvc\b/i, 'fundraising'],
  [/partner|distribut|collaborat|joint venture|alliance/i, 'partnership'],
  [/\bsales?\b|\bsell\b|clients?\b|customers?\b|pilot|procure|enterprise|buyers?\b|tender/i, 'sales'],
];

export function classifyObjective(objective: string): ObjectiveKind {
  return OBJECTIVE_RULES.find(([pattern]) => pattern.test(objective))?.[1] ?? 'fundraising';
}

const CURRENCY_TOKENS: ReadonlyArray<[RegExp, LocalCurrency | 'USD']> = [
  [/^(usd|us\$|\$)$/i, 'USD'],
  [/^(kes|ksh|kshs)$/i, 'KES'],
  [/^(ngn|₦|naira)$/i, 'NGN'],
  [/^(zar|r)$/i, 'ZAR'],
  [/^(ghs|₵|gh₵|cedis?)$/i, 'GHS'],
  [/^(egp|e£)$/i, 'EGP'],
  [/^(xof|cfa|fcfa)$/i, 'XOF'],
];
const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
};

/** 'Raise $500k seed' → 500000; 'KES 65M' → 500000 (USD at the indicative rate); a bare year → undefined. */
export function amountInUsd(text: string): number | undefined {
  const pattern =
    /(usd|us\$|\$|kes|kshs?|ngn|₦|naira|zar|\br|ghs|gh₵|₵|egp|e£|xof|f?cfa)?\s?(\d[\d,]*(?:\.\d+)?)\s?(k|thousand|mn|m|million|bn|billion)?\b/gi;
  for (const match of text.matchAll(pattern)) {
    const [, currency, digits, multiplier] = match;
    if (!currency && !multiplier) continue;
    const value = Number(digits.replace(/,/g, '')) * (multiplier ? MULTIPLIERS[multiplier.toLowerCase()] : 1);
    const code = currency ? (CURRENCY_TOKENS.find(([p]) => p.test(currency))?.[1] ?? 'USD') : 'USD';
    const usd = code === 'USD' ? value : value / INDICATIVE_USD_RATES[code];
    if (usd >= 1000) return Math.round(usd);
  }
  return undefined;
}

/** Two significant figures: market sizes are estimates and should not look more precise than they are. */
export function roundEstimate(value: number): number {
  if (value <= 0) return 0;
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

function project(profile: IndustryProfile, customers: number | undefined, referenceYear: number) {
  const assumedPilot = !customers || customers <= 0;
  const base = assumedPilot ? profile.pilotCustomers : (customers as number);
  const counts = [base];
  for (const factor of profile.growth) counts.push(Math.round(counts[counts.length - 1] * factor));
  // Prices rise modestly as the product matures (about 5% a year), on top of customer growth.
  const revenueUsd = counts.map((count, year) => roundEstimate(count * profile.arpuUsd * 1.05 ** year));
  const years = counts.map((_, year) => String(referenceYear + year));
  return { years, customers: counts, revenueUsd, assumedPilot };
}

function sizeMarket(profile: IndustryProfile, place: MarketPlace, yearFiveRevenueUsd: number) {
  const share = place.marketShare ?? profile.market.samShare;
  let tam = profile.market.tamUsdM;
  let sam = roundEstimate(tam * share);
  // The obtainable market must at least hold the projected year-5 revenue, or the deck contradicts itself.
  const som = roundEstimate(Math.max(sam * profile.market.somShare, (yearFiveRevenueUsd / 1e6) * 1.25));
  sam = Math.max(sam, roundEstimate(som * 4));
  tam = Math.max(tam, roundEstimate(sam * 2));
  const samLabel = place.country
    ? `serviceable market in ${place.country}`
    : 'serviceable market in the first launch markets';
  return { tamUsdM: tam, samUsdM: sam, somUsdM: som, samLabel };
}

function members(team: TeamMemberCard[] | undefined): TeamMemberCard[] {
  return (team ?? [])
    .filter((member) => squish(member?.name))
    .map((member) => ({ ...member, name: squish(member.name), role: squish(member.role) || 'Team member' }));
}

export function deckFacts(brief: DeckBrief, referenceYear: number): DeckFacts {
  const { inputs, founder } = brief;
  const industry = resolveIndustry(inputs.industry || founder.industry);
  const profile = INDUSTRY_PROFILES[industry];
  // Without a name the deck still reads as prose; sentence() capitalises it where a sentence starts.
  const name = squish(inputs.startupName) || 'the company';
  const objective = clampText(squish(inputs.objective), 140);
  const description = squish(inputs.description || inputs.pastedText);
  const descriptionSentences = sentences(clampText(description, 900));
  const pitch = descriptionSentences[0] ?? sentence(`${name} ${profile.capabilities[0]}`);
  const place = detectPlace(description, founder.targetAudience, objective, inputs.pastedText);
  const year =
    Number.isInteger(inputs.yearFounded) && (inputs.yearFounded as number) > 1900 ? inputs.yearFounded : undefined;
  const customers =
    Number.isFinite(inputs.customers) && (inputs.customers as number) >= 0
      ? Math.round(inputs.customers as number)
      : undefined;
  const projection = project(profile, customers, referenceYear);
  // Onboarding's `goals` are the Kuza tools a founder picked ('Resume Builder'), not what the startup
  // aims for: only the founder's own goal belongs in a deck.
  const tools: readonly string[] = GOAL_OPTIONS;
  const goals = [founder.goal, ...(founder.goals ?? []).filter((goal) => !tools.includes(goal))]
    .map(squish)
    .filter(Boolean);
  return {
    name,
    industry,
    profile,
    objective,
    objectiveKind: objective ? classifyObjective(objective) : 'fundraising',
    askUsd: objective ? amountInUsd(objective) : undefined,
    yearFounded: year,
    yearsOperating: year !== undefined ? Math.max(0, referenceYear - year) : undefined,
    referenceYear,
    customers,
    pitch: sentence(pitch),
    details: descriptionSentences.slice(1, 4),
    place,
    audience: squish(founder.targetAudience) || profile.customer.many,
    goals: [...new Set(goals)],
    teamSize: squish(founder.teamSize) || undefined,
    team: members(founder.team),
    market: sizeMarket(profile, place, projection.revenueUsd[projection.revenueUsd.length - 1]),
    projection,
  };
}

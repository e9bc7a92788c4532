/**
 * What the generators know about one startup besides its fact sheet: the industry profile (for
 * its nouns), the objective and its kind, the place, who it serves and the team. No figure here
 * reaches a slide unless the founder gave it; the facts themselves are in the deck's fact sheet.
 */
import { GOAL_OPTIONS, type Industry, type TeamMemberCard } from '@kuza/contracts';
import type { DeckBrief } from '../provider/provider';
import { detectPlace, type MarketPlace } from './currency';
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

function members(team: TeamMemberCard[] | undefined): TeamMemberCard[] {
  return (team ?? [])
    .filter((member) => squish(member?.name))
    .map((member) => ({ ...member, name: squish(member.name), role: squish(member.role) || 'Team member' }));
}

/** What slides call a company the founder has not named. */
export const UNNAMED = 'the company';

export function deckFacts(brief: DeckBrief, referenceYear: number): DeckFacts {
  const { inputs, founder } = brief;
  const industry = resolveIndustry(inputs.industry || founder.industry);
  const profile = INDUSTRY_PROFILES[industry];
  // Without a name the deck still reads as prose; sentence() capitalises it where a sentence starts.
  const name = squish(inputs.startupName) || UNNAMED;
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
  };
}

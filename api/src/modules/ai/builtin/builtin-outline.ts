/** The builtin outline: the spec's 12 slides, adapted to the objective, each described for this startup. */
import type { OutlineSection } from '@kuza/contracts';
import type { DeckFacts } from './deck-facts';
import {
  audienceWhere,
  customersPhrase,
  foundedPhrase,
  horizon,
  moneyFromMillions,
  money,
  objectivePhrase,
  placeName,
  sincePhrase,
  wherePhrase,
} from './deck-phrases';
import { deckTitles, roleOf, type SlideRole } from './deck-roles';
import { capitalise, clampText, listPhrase, lowerFirst, slugify, withoutFullStop } from '../text/text';

const MAX_DESCRIPTION = 220;

function describe(role: SlideRole, title: string, facts: DeckFacts): string {
  const { name, profile } = facts;
  switch (role) {
    case 'cover':
      return `${name}: ${withoutFullStop(facts.pitch)}. ${[facts.industry, foundedPhrase(facts), wherePhrase(facts)].filter(Boolean).join(', ')}.`;
    case 'problem':
      return `Why ${audienceWhere(facts)} struggle with ${profile.pain}; lead with: ${lowerFirst(withoutFullStop(profile.problems[0]))}.`;
    case 'solution':
      return `How ${name} ${profile.capabilities[0]} and ${profile.capabilities[1]}.`;
    case 'market': {
      const { tamUsdM, samUsdM, somUsdM } = facts.market;
      return `TAM, SAM, SOM (estimates): ${moneyFromMillions(facts, tamUsdM)} across Africa, ${moneyFromMillions(facts, samUsdM)} in ${placeName(facts)}, ${moneyFromMillions(facts, somUsdM)} obtainable.`;
    }
    case 'product':
      return `A walk-through of ${name} from a ${profile.customer.one}'s point of view, in ${profile.demoSteps.length} steps.`;
    case 'businessModel':
      return `How ${name} makes money: ${lowerFirst(profile.businessModels[0])}; about ${money(facts, profile.arpuUsd)} per ${profile.customer.one} a year.`;
    case 'traction':
      return `${customersPhrase(facts)} ${sincePhrase(facts) || 'so far'}, and the ${profile.noun} metrics investors expect: ${listPhrase(profile.metrics.slice(0, 3))}.`;
    case 'competition':
      return `${name} against ${listPhrase(profile.competitors.map((c) => lowerFirst(c.name)))} on ${listPhrase(profile.criteria.map((c) => c.toLowerCase()))}.`;
    case 'team':
      return facts.team.length
        ? `${listPhrase(facts.team.map((m) => `${m.name} (${m.role})`))}${facts.teamSize ? `; team size ${facts.teamSize}` : ''}.`
        : `The founders building ${name} and the roles to add next, starting with ${profile.rolesToHire[0]}.`;
    case 'financials': {
      const first = horizon(facts, 0);
      const last = horizon(facts);
      return `Revenue projection ${first.year}–${last.year}: from ${money(facts, first.revenue)} to ${money(facts, last.revenue)}, driven by ${customersPhrase(facts)} today.`;
    }
    case 'ask':
      return askDescription(facts);
    case 'closing':
      return `Thank you, and the one next step we want after this meeting, for "${objectivePhrase(facts)}".`;
    case 'whyNow':
      return `Why ${profile.noun} ${wherePhrase(facts)} is ready now: ${lowerFirst(withoutFullStop(profile.whyNow[0]))}.`;
    case 'goToMarket':
      return `How ${name} reaches ${facts.audience}: first market ${placeName(facts)}, channels and the cost to win each ${profile.customer.one}.`;
    case 'vision':
      return `Where ${name} will be by ${horizon(facts).year}: the roadmap from ${customersPhrase(facts)} to a leading ${profile.noun} company.`;
    default:
      return `${title} for ${name}, in the context of ${facts.industry.toLowerCase()} ${wherePhrase(facts)}.`;
  }
}

function askDescription(facts: DeckFacts): string {
  const objective = objectivePhrase(facts);
  switch (facts.objectiveKind) {
    case 'accelerator':
      return `Objective: ${objective}. What ${facts.name} wants from the programme and what it will achieve during it.`;
    case 'partnership':
      return `Objective: ${objective}. The partnership we propose: scope, roles and what each side gains.`;
    case 'sales':
      return `Objective: ${objective}. The pilot we offer: scope, price, timeline and success measures.`;
    case 'grant':
      return `Objective: ${objective}. The budget, the impact it buys and how we will measure it.`;
    default:
      return `Objective: ${objective}. The amount, the use of funds and the milestones it buys.`;
  }
}

/** Outline ids are stable (position + title) so regenerating the same brief gives the same outline. */
export function sectionId(index: number, title: string): string {
  return `section-${String(index + 1).padStart(2, '0')}-${slugify(title, 32)}`;
}

export function builtinOutline(facts: DeckFacts): OutlineSection[] {
  return deckTitles(facts.objectiveKind).map((title, index) => ({
    id: sectionId(index, title),
    title,
    description: capitalise(clampText(describe(roleOf(title, facts.name), title, facts), MAX_DESCRIPTION)),
  }));
}

/** Used when a founder adds a section to the outline without a description. */
export function describeSection(title: string, facts: DeckFacts): string {
  return capitalise(clampText(describe(roleOf(title, facts.name), title, facts), MAX_DESCRIPTION));
}

/** Phrases built from DeckFacts that outline and slides share, so both read the same way. */
import { detectPlace, formatMoney } from './currency';
import type { DeckFacts, ObjectiveKind } from './deck-facts';
import { capitalise, clampText, formatCount, sentences, withoutFullStop } from '../text/text';

export function money(facts: DeckFacts, usd: number): string {
  return formatMoney(usd, facts.place);
}

export function moneyFromMillions(facts: DeckFacts, usdM: number): string {
  return formatMoney(usdM * 1e6, facts.place);
}

/** 'in Kenya' or 'across Africa'. */
export function wherePhrase(facts: DeckFacts): string {
  return facts.place.country ? `in ${facts.place.country}` : 'across Africa';
}

/** 'smallholder farmers in Kenya': the audience with the place, unless the founder already named one. */
export function audienceWhere(facts: DeckFacts): string {
  return detectPlace(facts.audience).country ? facts.audience : `${facts.audience} ${wherePhrase(facts)}`;
}

export function placeName(facts: DeckFacts): string {
  return facts.place.country ?? 'Africa';
}

/** '1,200 farmers', or for a pre-launch startup 'a first cohort of 200 farmers'. */
export function customersPhrase(facts: DeckFacts): string {
  const { customer } = facts.profile;
  if (facts.customers === undefined || facts.customers === 0)
    return `a first cohort of ${formatCount(facts.profile.pilotCustomers)} ${customer.many}`;
  return `${formatCount(facts.customers)} ${facts.customers === 1 ? customer.one : customer.many}`;
}

export function hasCustomers(facts: DeckFacts): boolean {
  return facts.customers !== undefined && facts.customers > 0;
}

/** 'since 2021' or ''. */
export function sincePhrase(facts: DeckFacts): string {
  return facts.yearFounded ? `since ${facts.yearFounded}` : '';
}

/** 'founded in 2021', or '' when the founder did not say (we do not guess a stage). */
export function foundedPhrase(facts: DeckFacts): string {
  return facts.yearFounded ? `founded in ${facts.yearFounded}` : '';
}

/** 'an agritech company', 'a fintech company'. */
export function companyNoun(facts: DeckFacts): string {
  const noun = facts.profile.noun;
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun} company`;
}

const DEFAULT_OBJECTIVE: Record<ObjectiveKind, string> = {
  fundraising: 'raise a seed round',
  accelerator: 'join an accelerator programme',
  partnership: 'sign a strategic partnership',
  sales: 'win pilot customers',
  grant: 'win grant funding',
};

/** The founder's objective in their words, or the default for the kind. */
export function objectivePhrase(facts: DeckFacts): string {
  return facts.objective || DEFAULT_OBJECTIVE[facts.objectiveKind];
}

export function nextStep(facts: DeckFacts): string {
  switch (facts.objectiveKind) {
    case 'accelerator':
      return 'an interview with the programme team';
    case 'partnership':
      return 'a working session to scope a 90-day pilot together';
    case 'sales':
      return 'a 90-day pilot with clear success measures';
    case 'grant':
      return 'a call to walk through the budget and impact plan';
    default:
      return 'a follow-up meeting and access to our data room';
  }
}

/** The projection's last year, e.g. { year: '2030', customers: 12_000, revenue: 360_000 }. */
export function horizon(facts: DeckFacts, index = facts.projection.years.length - 1) {
  const { years, customers, revenueUsd } = facts.projection;
  return { year: years[index], customers: customers[index], revenue: revenueUsd[index] };
}

/**
 * The founder's onboarding goal in their words, to follow a colon ('Our goal: Reach 10,000 farmers
 * by 2028'), or '' when there is none or it only repeats the objective the deck already states.
 */
export function goalPhrase(facts: DeckFacts): string {
  const goal = withoutFullStop(sentences(facts.goals[0])[0] ?? '').replace(/^(?:(?:our|my) goal is (?:to )?|to )/i, '');
  if (!goal || goal.toLowerCase() === withoutFullStop(facts.objective).toLowerCase()) return '';
  return capitalise(clampText(goal, 140));
}

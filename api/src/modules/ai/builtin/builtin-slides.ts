/**
 * Builtin slides for the narrative roles (cover, problem, solution, product, model, traction, ask,
 * closing and founder-added sections). Charts, the competition table and the team slide are in
 * builtin-data-slides.ts. Every slide: a one-sentence lead, 3–5 bullets, 2–4 sentences of notes.
 */
import type { OutlineSection, Slide } from '@kuza/contracts';
import { ratesFootnote } from './currency';
import type { DeckFacts } from './deck-facts';
import {
  audienceWhere,
  companyNoun,
  customersPhrase,
  foundedPhrase,
  goalPhrase,
  hasCustomers,
  horizon,
  money,
  nextStep,
  objectivePhrase,
  placeName,
  sincePhrase,
  wherePhrase,
} from './deck-phrases';
import type { SlideRole } from './deck-roles';
import { capitalise, formatCount, listPhrase, lowerFirst, sentence, sentences, withoutFullStop } from '../text/text';

export type SlideBody = Omit<Slide, 'id'>;

export const content = (title: string, lead: string, bullets: string[], notes: string[]): SlideBody => ({
  type: 'content',
  title,
  content: sentence(lead),
  bullets: bullets
    .filter(Boolean)
    .slice(0, 5)
    .map((bullet) => capitalise(withoutFullStop(bullet))),
  notes: notes.filter(Boolean).map(sentence).join(' '),
});

export function narrativeSlide(role: SlideRole, section: OutlineSection, facts: DeckFacts): SlideBody {
  const { name, profile } = facts;
  const title = section.title;
  switch (role) {
    case 'cover':
      return {
        ...content(
          capitalise(name),
          facts.pitch,
          [
            [facts.industry, foundedPhrase(facts), placeName(facts)].filter(Boolean).join(' · '),
            hasCustomers(facts) ? `${customersPhrase(facts)} served` : `Built for ${facts.audience}`,
            `Objective: ${objectivePhrase(facts)}`,
          ],
          [
            `Hello, I'm presenting ${name}, ${companyNoun(facts)} working ${wherePhrase(facts)}${facts.yearFounded ? ` since ${facts.yearFounded}` : ''}`,
            withoutFullStop(facts.pitch),
            `In the next few minutes I'll show the problem we solve, the progress we've made and why we want to ${lowerFirst(objectivePhrase(facts))}`,
          ],
        ),
        type: 'title',
      };
    case 'problem':
      return content(
        title,
        `${capitalise(audienceWhere(facts))} lose time and money to ${profile.pain}`,
        [...profile.problems, hasCustomers(facts) ? `${name} sees it every week with ${customersPhrase(facts)}` : ''],
        [
          `The problem is ${profile.pain}`,
          withoutFullStop(profile.problems[0]),
          `Today's alternatives leave ${facts.audience} to absorb that cost, and that is the gap ${name} closes`,
        ],
      );
    case 'solution':
      return content(
        title,
        `${name} tackles ${profile.pain} for ${audienceWhere(facts)}`,
        [facts.pitch, ...facts.details.slice(0, 1), ...profile.capabilities.map((c) => `${name} ${c}`)].slice(0, 4),
        [
          `${name} ${profile.capabilities[0]}`,
          `It is designed for ${audienceWhere(facts)}: it ${profile.capabilities[2]}`,
        ],
      );
    case 'product':
      return content(title, `How a ${profile.customer.one} uses ${name}, step by step`, profile.demoSteps, [
        `Let me walk you through ${name} as a ${profile.customer.one} sees it`,
        profile.demoSteps[0],
        `The whole journey works on the phones ${facts.audience} already own`,
      ]);
    case 'businessModel':
      return content(
        title,
        `${name} earns from ${lowerFirst(profile.businessModels[0])}, about ${money(facts, profile.arpuUsd)} per ${profile.customer.one} a year`,
        [
          ...profile.businessModels,
          `Unit economics we track: ${listPhrase(profile.metrics.filter((m) => /cac|ltv|margin|take rate|nrr/i.test(m)).slice(0, 2)) || profile.metrics[0]}`,
          ratesFootnote(facts.place),
        ],
        [
          `We make money in ${profile.businessModels.length} ways, starting with ${lowerFirst(profile.businessModels[0])}`,
          `On average we expect about ${money(facts, profile.arpuUsd)} per ${profile.customer.one} a year, which grows as ${facts.audience} use more of the product`,
        ],
      );
    case 'traction':
      return tractionSlide(title, facts);
    case 'ask':
      return askSlide(title, facts);
    case 'closing': {
      const goal = goalPhrase(facts);
      return content(
        title,
        `Thank you: ${name} is ready for ${nextStep(facts)}`,
        [
          withoutFullStop(facts.pitch),
          `Objective: ${objectivePhrase(facts)}`,
          goal ? `Our goal: ${goal}` : '',
          `Next step: ${nextStep(facts)}`,
          `${name} · ${facts.industry} · ${capitalise(audienceWhere(facts))}`,
        ],
        [
          `Thank you for your time`,
          goal ? `Everything you have seen works towards one goal: ${goal}` : '',
          `What we would like next is ${nextStep(facts)}`,
          `I'm happy to take your questions now`,
        ],
      );
    }
    case 'whyNow':
      return content(
        title,
        `${capitalise(profile.noun)} ${wherePhrase(facts)} has reached a turning point`,
        profile.whyNow,
        [`Three things have changed that make this the moment for ${name}`, profile.whyNow[0]],
      );
    case 'goToMarket':
      return content(
        title,
        `${name} wins ${facts.audience} in ${placeName(facts)} first, then expands across ${facts.place.region}`,
        [
          hasCustomers(facts)
            ? `Build on ${customersPhrase(facts)} ${sincePhrase(facts)}`
            : `Launch with ${customersPhrase(facts)}`,
          `Direct sales and field agents where trust matters most`,
          `Partnerships that already reach ${facts.audience}`,
          `Referrals from existing ${profile.customer.many}, tracked against CAC`,
        ],
        [
          `We start where we are strongest, ${wherePhrase(facts)}`,
          `Each channel is measured on the cost to win a ${profile.customer.one}`,
        ],
      );
    case 'vision': {
      const last = horizon(facts);
      return content(
        title,
        `By ${last.year}, ${name} aims to serve ${formatCount(last.customers)} ${profile.customer.many}`,
        // Dated steps, so the slide is laid out as a timeline.
        [
          `${horizon(facts, 1).year}: ${formatCount(horizon(facts, 1).customers)} ${profile.customer.many} ${wherePhrase(facts)}`,
          `${horizon(facts, 2).year}: ${placeName(facts) === facts.place.region ? 'grow' : `expand from ${placeName(facts)}`} across ${facts.place.region}`,
          `${last.year}: ${formatCount(last.customers)} ${profile.customer.many} and ${money(facts, last.revenue)} in revenue`,
          goalPhrase(facts)
            ? `Our goal: ${goalPhrase(facts)}`
            : `Become the default ${profile.noun} partner for ${facts.audience}`,
        ],
        [
          `Our long-term goal is to be the default ${profile.noun} partner for ${facts.audience}`,
          `The roadmap gets us there step by step`,
        ],
      );
    }
    default:
      return customSlide(section, facts);
  }
}

function tractionSlide(title: string, facts: DeckFacts): SlideBody {
  const { name, profile } = facts;
  const next = horizon(facts, 1);
  const lead = hasCustomers(facts)
    ? `${facts.yearFounded ? `Since ${facts.yearFounded}, ` : ''}${name} has served ${customersPhrase(facts)} ${wherePhrase(facts)}`
    : `${name} is onboarding ${customersPhrase(facts)} ${wherePhrase(facts)}`;
  return content(
    title,
    lead,
    [
      hasCustomers(facts) ? `${customersPhrase(facts)} served to date` : `Launch plan: ${customersPhrase(facts)}`,
      facts.yearsOperating !== undefined ? `${facts.yearsOperating} years of operation (${foundedPhrase(facts)})` : '',
      // The base's worth is the projection's first year, so Traction and Financials quote one figure.
      // Figures lead each point, so the slide is laid out as big numbers.
      hasCustomers(facts)
        ? `${money(facts, horizon(facts, 0).revenue)} annual revenue from that base (indicative)`
        : '',
      `${formatCount(next.customers)} ${profile.customer.many} by ${next.year}: our next milestone`,
    ],
    [
      lead,
      `We measure ourselves on ${listPhrase(profile.metrics.slice(0, 2))}`,
      hasCustomers(facts)
        ? `At about ${money(facts, profile.arpuUsd)} per ${profile.customer.one} a year, that base is worth ${money(facts, horizon(facts, 0).revenue)} in annual revenue`
        : '',
      `The next milestone is ${formatCount(next.customers)} ${profile.customer.many} by ${next.year}`,
    ],
  );
}

function askSlide(title: string, facts: DeckFacts): SlideBody {
  const { name, profile } = facts;
  const next = horizon(facts, 2);
  const objective = `Objective: ${objectivePhrase(facts)}`;
  const funds = profile.useOfFunds.map(
    ([label, share]) => `${label}: ${share}%${facts.askUsd ? `, ${money(facts, (facts.askUsd * share) / 100)}` : ''}`,
  );
  const milestone = `${formatCount(next.customers)} ${profile.customer.many} by ${next.year}`;
  // The founder's own goal says what the ask is for better than our projected milestone does.
  const goal = goalPhrase(facts);
  const goalBullet = goal ? `Our goal: ${goal}` : '';
  const goalNote = goal ? `It brings us closer to our goal: ${goal}` : '';
  switch (facts.objectiveKind) {
    case 'accelerator':
      return content(
        title,
        `${name} wants the programme to help it grow to ${milestone}`,
        [
          objective,
          goalBullet,
          `From the programme: mentors in ${profile.noun}, investor introductions and go-to-market support`,
          `During the programme: hire ${profile.rolesToHire[0]} and grow towards ${milestone}`,
          `Use of any funding: ${listPhrase(profile.useOfFunds.slice(0, 2).map(([label, share]) => `${lowerFirst(label)} (${share}%)`))}`,
        ],
        [
          `We are applying because the programme fits where ${name} is today`,
          `With it we will reach ${milestone}`,
          goalNote,
        ],
      );
    case 'partnership':
      return content(
        title,
        `${name} proposes a partnership that brings ${audienceWhere(facts)} a better deal`,
        [
          objective,
          goalBullet,
          `What we bring: ${customersPhrase(facts)} and a product that ${profile.capabilities[0]}`,
          'What we ask of a partner: distribution, data or co-marketing',
          'A 90-day pilot with shared success measures',
        ],
        [
          `Together we can reach ${facts.audience} faster than either side alone`,
          `We suggest starting with a 90-day pilot`,
          goalNote,
        ],
      );
    case 'sales':
      return content(
        title,
        `${name} offers a 90-day pilot priced at about ${money(facts, profile.arpuUsd)} per ${profile.customer.one} a year`,
        [
          objective,
          goalBullet,
          'Scope: one site or team, live within two weeks',
          `Success measures: ${listPhrase(profile.metrics.slice(0, 2))}`,
          'A written review at day 90, then a yearly contract',
        ],
        [
          `We keep the pilot small and measurable`,
          `If the numbers hold at day 90, we move to a yearly contract`,
          goalNote,
        ],
      );
    case 'grant':
      return content(
        title,
        `${name} requests grant funding to reach ${milestone}`,
        [
          objective,
          goalBullet,
          ...funds.slice(0, goal ? 2 : 3),
          `Impact measured by ${listPhrase(profile.metrics.slice(0, 2))}`,
        ],
        [
          `The grant funds work with clear, measurable impact`,
          `We will report on ${listPhrase(profile.metrics.slice(0, 2))}`,
          goalNote,
        ],
      );
    default:
      return content(
        title,
        facts.askUsd
          ? `${name} is raising ${money(facts, facts.askUsd)} to reach ${milestone}`
          : `${name} is raising a round sized for 18–24 months of runway to reach ${milestone}`,
        [objective, ...funds.slice(0, 3), goalBullet || `Milestone: ${milestone}`],
        [
          facts.askUsd
            ? `We are raising ${money(facts, facts.askUsd)}`
            : `We are raising a round that gives us 18 to 24 months of runway`,
          `Most of it goes to ${lowerFirst(profile.useOfFunds[0][0])}`,
          `It takes us to ${milestone}`,
          goalNote,
        ],
      );
  }
}

function customSlide(section: OutlineSection, facts: DeckFacts): SlideBody {
  const described = sentences(section.description).map(withoutFullStop);
  const lead = described[0] ?? `${section.title} at ${facts.name}`;
  return content(
    section.title,
    lead,
    [
      ...described.slice(1, 3),
      `Built for ${audienceWhere(facts)}`,
      hasCustomers(facts)
        ? `${customersPhrase(facts)} ${sincePhrase(facts)}`
        : [facts.industry, foundedPhrase(facts)].filter(Boolean).join(', '),
      capitalise(facts.profile.capabilities[0]),
    ].slice(0, 4),
    [lead, `This matters for ${facts.name} because it serves ${audienceWhere(facts)}`],
  );
}

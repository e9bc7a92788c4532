/** Builtin slides that carry data: market size and financials (charts), competition (table) and team. */
import type { Slide } from '@kuza/contracts';
import { ratesFootnote } from './currency';
import type { DeckFacts } from './deck-facts';
import { content, type SlideBody } from './builtin-slides';
import {
  customersPhrase,
  hasCustomers,
  horizon,
  money,
  moneyFromMillions,
  placeName,
  sincePhrase,
} from './deck-phrases';
import { capitalise, formatCount, listPhrase, lowerFirst, withoutFullStop } from '../text/text';

export function marketSlide(title: string, facts: DeckFacts): SlideBody {
  const { tamUsdM, samUsdM, somUsdM, samLabel } = facts.market;
  const { profile, name } = facts;
  const last = horizon(facts);
  const share = Math.max(0.1, Math.round((somUsdM / samUsdM) * 1000) / 10);
  return {
    ...content(
      title,
      `A ${moneyFromMillions(facts, tamUsdM)} ${profile.noun} market across Africa, with ${moneyFromMillions(facts, somUsdM)} obtainable for ${name} by ${last.year}`,
      [
        `TAM ${moneyFromMillions(facts, tamUsdM)}: ${profile.market.tamLabel}`,
        `SAM ${moneyFromMillions(facts, samUsdM)}: ${samLabel}`,
        `SOM ${moneyFromMillions(facts, somUsdM)}: what ${name} can win by ${last.year}, about ${share}% of SAM`,
        `${withoutFullStop(profile.market.basis)}. ${ratesFootnote(facts.place)}`,
      ],
      [
        `The total market for ${profile.market.tamLabel} is about ${moneyFromMillions(facts, tamUsdM)} a year`,
        `We start in ${placeName(facts)}, a serviceable market of about ${moneyFromMillions(facts, samUsdM)}`,
        `Winning about ${share}% of it by ${last.year} is a realistic first goal; these are estimates we will refine bottom-up`,
      ],
    ),
    type: 'chart',
    chart: {
      kind: 'bar',
      title: 'Market size, USD millions (estimates)',
      labels: ['TAM', 'SAM', 'SOM'],
      series: [{ name: 'Market size (USD M)', values: [tamUsdM, samUsdM, somUsdM] }],
      unit: 'USD M',
    },
  };
}

export function financialsSlide(title: string, facts: DeckFacts): SlideBody {
  const { profile, name, projection } = facts;
  const first = horizon(facts, 0);
  const last = horizon(facts);
  const multiple = Math.round(last.revenue / Math.max(1, first.revenue));
  return {
    ...content(
      title,
      `Revenue grows from ${money(facts, first.revenue)} in ${first.year} to ${money(facts, last.revenue)} in ${last.year} as ${name} scales`,
      [
        `${first.year}: ${money(facts, first.revenue)} from ${formatCount(first.customers)} ${profile.customer.many}${projection.assumedPilot ? ' (first cohort)' : ''}`,
        `${last.year}: ${money(facts, last.revenue)} from ${formatCount(last.customers)} ${profile.customer.many}`,
        `Assumes about ${money(facts, profile.arpuUsd)} per ${profile.customer.one} a year, rising about 5% a year`,
        `Drivers to watch: ${listPhrase(profile.metrics.slice(0, 3))}`,
        ratesFootnote(facts.place),
      ],
      [
        `Our projection starts from ${customersPhrase(facts)} and grows revenue about ${multiple} times over five years`,
        `The main assumption is about ${money(facts, profile.arpuUsd)} of revenue per ${profile.customer.one} a year`,
        `We will update these numbers every quarter against actuals`,
      ],
    ),
    type: 'chart',
    chart: {
      kind: 'line',
      title: `Revenue projection ${first.year}–${last.year} (USD)`,
      labels: projection.years,
      series: [{ name: 'Revenue (USD)', values: projection.revenueUsd }],
      unit: 'USD',
    },
  };
}

export function competitionSlide(title: string, facts: DeckFacts): SlideBody {
  const { profile, name } = facts;
  // For each of the two main alternatives, the first criterion where it differs from the startup.
  const gaps = profile.competitors.slice(0, 2).map((competitor) => {
    const index = Math.max(
      0,
      competitor.values.findIndex((value, i) => value !== profile.ourValues[i]),
    );
    return `${competitor.name} on ${lowerFirst(profile.criteria[index])}: ${competitor.values[index]} (${name}: ${profile.ourValues[index]})`;
  });
  return {
    ...content(
      title,
      `${name} is built for ${facts.audience}, where today's alternatives fall short`,
      [
        ...gaps,
        `Our edge: ${name} ${profile.capabilities[0]}`,
        hasCustomers(facts)
          ? `Hard to copy: ${customersPhrase(facts)} ${sincePhrase(facts)} and the data they generate`
          : `Hard to copy: the data and trust built with every ${profile.customer.one}`,
      ],
      [
        `${capitalise(facts.audience)} have alternatives today: ${listPhrase(profile.competitors.map((c) => lowerFirst(c.name)))}`,
        `None of them combines ${listPhrase(profile.criteria.slice(0, 3).map((c) => c.toLowerCase()))}, and that is where ${name} wins`,
      ],
    ),
    type: 'table',
    table: {
      rows: [
        ['Alternative', ...profile.criteria],
        ...profile.competitors.map((competitor) => [competitor.name, ...competitor.values]),
        [name, ...profile.ourValues],
      ],
    },
  };
}

export function teamSlide(title: string, facts: DeckFacts): SlideBody {
  const { profile, name, team } = facts;
  const size = facts.teamSize ? ` (team size ${facts.teamSize})` : '';
  if (!team.length) {
    // Guidance, not brackets: the founder reads what to add and why, and the slide still makes sense.
    return content(
      title,
      `${name} is led by its founding team${size}, and these are the roles it adds next`,
      [
        `Founders: each founder's name, role and one line of ${profile.noun} experience`,
        `Hiring next: ${profile.rolesToHire[0]}`,
        `Then: ${profile.rolesToHire[1]}`,
        `Advisors: ${profile.rolesToHire[2]}`,
      ],
      [
        `Investors spend the longest on the team slide, so add each founder with a photo and one line of experience`,
        `Our next hires are ${listPhrase(profile.rolesToHire.slice(0, 2))}`,
      ],
    );
  }
  const cards: NonNullable<Slide['team']> = team.map((member) => ({ ...member }));
  return {
    ...content(
      title,
      `${team.length === 1 ? 'One founder' : `${team.length} people`} building ${name}${size}`,
      [
        ...team.slice(0, 4).map((m) => `${m.name}, ${m.role}${m.bio ? `: ${withoutFullStop(m.bio)}` : ''}`),
        `Hiring next: ${profile.rolesToHire[0]}`,
      ],
      [
        `${listPhrase(team.slice(0, 3).map((m) => `${m.name} leads as ${m.role}`))}`,
        `Together we bring the ${profile.noun} experience this market needs, and next we are hiring ${profile.rolesToHire[0]}`,
      ],
    ),
    type: 'team',
    team: cards,
  };
}

/**
 * A Team slide as it stands now, before the AI Helper rewrites it: people are never the writer's to
 * keep or invent, so the cards, the lines naming people, the lead and the notes come from the
 * current members and resumes (a bio edited since shows); other points on the slide stay.
 */
export function withCurrentTeam(slide: Slide, facts: DeckFacts): Slide {
  if (slide.type !== 'team' || !facts.team.length) return slide;
  const fresh = teamSlide(slide.title, facts);
  const names = [...(slide.team ?? []), ...facts.team].map((member) => `${member.name.toLowerCase()},`);
  const namesSomeone = (bullet: string) => names.some((name) => bullet.toLowerCase().startsWith(name));
  const candidates = [
    ...fresh.bullets.filter(namesSomeone),
    ...slide.bullets.filter((bullet) => !namesSomeone(bullet)),
    ...fresh.bullets,
  ];
  const bullets: string[] = [];
  for (const bullet of candidates)
    if (!bullets.some((kept) => kept.toLowerCase() === bullet.toLowerCase())) bullets.push(bullet);
  return { ...slide, content: fresh.content, notes: fresh.notes, team: fresh.team, bullets: bullets.slice(0, 5) };
}

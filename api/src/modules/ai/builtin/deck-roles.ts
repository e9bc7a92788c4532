/**
 * What a slide is for, read from its outline title, so founders can rename, reorder or add sections
 * and still get the right kind of slide (a chart for 'Market Opportunity', a table for 'Landscape').
 */
import { DEFAULT_DECK_SLIDES } from '@kuza/contracts';
import type { ObjectiveKind } from './deck-facts';
import { foldAccents } from '../text/text';

export type SlideRole =
  | 'cover'
  | 'problem'
  | 'solution'
  | 'market'
  | 'product'
  | 'businessModel'
  | 'traction'
  | 'competition'
  | 'team'
  | 'financials'
  | 'ask'
  | 'closing'
  | 'whyNow'
  | 'goToMarket'
  | 'vision'
  | 'custom';

// Order matters: 'Go-to-Market' before 'Market', 'Use of Funds' before 'Financials'.
const ROLE_RULES: ReadonlyArray<[RegExp, SlideRole]> = [
  [/^(company( name)?|title( slide)?|cover|intro(duction)?|welcome)$/, 'cover'],
  [/thank|contact|closing|questions|q ?& ?a|get in touch/, 'closing'],
  [
    /go[- ]?to[- ]?market|\bgtm\b|marketing|distribution|growth strategy|sales strategy|customer acquisition/,
    'goToMarket',
  ],
  [/fund|\bask\b|raise|raising|invest|proposal|pilot offer|grant|programme fit|program fit|\bdeal\b|\boffer\b/, 'ask'],
  [/financ|projection|forecast|revenue plan|p ?& ?l|budget/, 'financials'],
  [/compet|landscape|alternative|why us|differentiat|advantage|moat/, 'competition'],
  [/market|\btam\b|opportunit|industry size/, 'market'],
  [/team|founder|people|leadership|advisor/, 'team'],
  [/traction|milestone|progress|results|metrics|achievement|validation/, 'traction'],
  [/business model|revenue model|pricing|monetis|monetiz|make money|unit economics|revenue streams?/, 'businessModel'],
  [/product|demo|how it works|platform|features?|technology/, 'product'],
  [/solution|what we do|our answer|value proposition/, 'solution'],
  [/problem|pain|challenge|status quo/, 'problem'],
  [/why now|timing|trends?|tailwind/, 'whyNow'],
  [/vision|roadmap|future|next steps|strategy/, 'vision'],
];

/** Role of a section from its title; a title equal to the startup's name is the cover. */
export function roleOf(title: string, startupName?: string): SlideRole {
  const text = foldAccents(title).toLowerCase().trim();
  if (startupName && text === foldAccents(startupName).toLowerCase().trim()) return 'cover';
  return ROLE_RULES.find(([pattern]) => pattern.test(text))?.[1] ?? 'custom';
}

/** The spec's 12 slides, with the funding slide and order adapted to what the deck is for. */
export function deckTitles(kind: ObjectiveKind): string[] {
  const titles: string[] = [...DEFAULT_DECK_SLIDES];
  const askTitle: Record<ObjectiveKind, string> = {
    fundraising: 'Funding',
    accelerator: 'The Ask',
    partnership: 'Partnership Proposal',
    sales: 'Pilot Offer',
    grant: 'Grant Request',
  };
  titles[titles.indexOf('Funding')] = askTitle[kind];
  if (kind === 'accelerator') {
    // Programmes screen for progress first: traction moves up to follow the solution.
    titles.splice(titles.indexOf('Traction'), 1);
    titles.splice(titles.indexOf('Solution') + 1, 0, 'Traction');
  }
  return titles;
}

/**
 * What a slide is for, read from its outline title, so founders can rename, reorder or add sections
 * and still get the right kind of slide (a chart for 'Market Opportunity', a table for 'Landscape').
 */
import { DEFAULT_DECK_SLIDES, factKeyOf, type SectionRole } from '@kuza/contracts';
import { roleTitle } from '@kuza/contracts/pitch';
import type { DocumentLanguage } from '@kuza/i18n';
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

/** The title of what the deck asks for, by what the deck is for. */
const ASK_TITLES: Record<DocumentLanguage, Record<ObjectiveKind, string>> = {
  en: {
    fundraising: 'Funding',
    accelerator: 'The Ask',
    partnership: 'Partnership Proposal',
    sales: 'Pilot Offer',
    grant: 'Grant Request',
  },
  fr: {
    fundraising: roleTitle('ask', 'fr'),
    accelerator: 'Notre demande',
    partnership: 'Proposition de partenariat',
    sales: 'Offre pilote',
    grant: 'Demande de subvention',
  },
  pt: {
    fundraising: roleTitle('ask', 'pt'),
    accelerator: 'O nosso pedido',
    partnership: 'Proposta de parceria',
    sales: 'Oferta piloto',
    grant: 'Pedido de subvenção',
  },
  ar: {
    fundraising: roleTitle('ask', 'ar'),
    accelerator: 'طلبنا',
    partnership: 'مقترح الشراكة',
    sales: 'عرض تجريبي',
    grant: 'طلب المنحة',
  },
};

/**
 * The outline's sections in the deck's language: the spec's titles in English; in French and
 * Portuguese each part's title as a pasted pitch's part gets it (roleTitle), with its role, so the
 * slide is written from the same fact whatever its title says.
 */
export function deckSections(
  kind: ObjectiveKind,
  language: DocumentLanguage = 'en',
): Array<{ title: string; role?: SectionRole }> {
  const titles = deckTitles(kind);
  if (language === 'en') return titles.map((title) => ({ title }));
  return titles.map((title) => {
    const role = title === ASK_TITLES.en[kind] ? 'ask' : (factKeyOf(title) ?? 'contact');
    return { title: role === 'ask' ? ASK_TITLES[language][kind] : roleTitle(role, language), role };
  });
}

/** The spec's 12 slides, with the funding slide and order adapted to what the deck is for. */
export function deckTitles(kind: ObjectiveKind): string[] {
  const titles: string[] = [...DEFAULT_DECK_SLIDES];
  titles[titles.indexOf('Funding')] = ASK_TITLES.en[kind];
  if (kind === 'accelerator') {
    // Programmes screen for progress first: traction moves up to follow the solution.
    titles.splice(titles.indexOf('Traction'), 1);
    titles.splice(titles.indexOf('Solution') + 1, 0, 'Traction');
  }
  return titles;
}

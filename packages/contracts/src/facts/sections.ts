/**
 * Which fact a section of a pitch holds, read from its title in English or French: 'The problem',
 * 'Le problème', 'How we make money', 'Notre demande'. Pasted text is sorted into facts with it, and
 * the editor uses it to say which slide lacks which fact.
 */
import type { FactKey } from './fact-sheet';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

// Order matters: 'Use of funds' before 'Funding', 'Go-to-market' before 'Market'.
const RULES: ReadonlyArray<[RegExp, FactKey]> = [
  [/use of (the )?(funds|proceeds)|utilisation des fonds|allocation of funds/, 'useOfFunds'],
  [/thank|contact|merci|questions|q ?& ?a|get in touch/, 'contact'],
  [
    /go[- ]?to[- ]?market|\bgtm\b|distribution|marketing|customer acquisition|sales strategy|commercialisation/,
    'goToMarket',
  ],
  [/\bask\b|fund|rais|invest|demande|levee|financement|grant|proposal|pilot offer|the round|programme fit/, 'ask'],
  [/financ|projection|forecast|revenue plan|p ?& ?l|budget|previsions/, 'financials'],
  [/compet|concurren|landscape|alternative|why us|advantage|differentiat|moat/, 'competition'],
  [/market|marche|\btam\b|opportunit/, 'market'],
  [/team|equipe|founder|fondateur|people|leadership|advisor/, 'team'],
  [
    /business model|revenue model|modele (economique|d'affaires)|pricing|prix|tarif|make money|monetis|monetiz|unit economics|revenue streams?/,
    'businessModel',
  ],
  [/traction|progress|results|resultats|metrics|achievement|validation|customers|clients/, 'traction'],
  [/product|produit|demo|how it works|what we built|platform|plateforme|features?|technology/, 'product'],
  [/solution|what we do|our answer|value proposition/, 'solution'],
  [/problem|pain|challenge|status quo/, 'problem'],
  [/why now|pourquoi maintenant|timing|tailwind/, 'whyNow'],
  [/milestone|roadmap|vision|next steps|feuille de route|jalons|objectifs/, 'milestones'],
  [/^(company( name)?|title( slide)?|cover|intro(duction)?|welcome|overview|summary|executive summary)$/, 'company'],
];

/** The fact a section title holds, or undefined for a section of the founder's own ('Impact stories'). */
export function factKeyOf(title: string, startupName?: string): FactKey | undefined {
  const text = fold(title);
  if (!text) return undefined;
  if (startupName && text === fold(startupName)) return 'company';
  return RULES.find(([pattern]) => pattern.test(text))?.[1];
}

/**
 * Industry knowledge for the builtin generator: one profile per industry in INDUSTRIES. Figures are
 * indicative estimates in the spirit of public development-bank, UN-agency and industry reports;
 * slides call them estimates and never cite a precise source we cannot show.
 */
import { INDUSTRIES, type Industry } from '@kuza/contracts';
import { foldAccents } from './text';
import { REAL_ECONOMY_PROFILES } from './industries-real-economy';
import { SERVICES_PROFILES } from './industries-services';
import { SOFTWARE_PROFILES } from './industries-software';

export interface CompetitorArchetype {
  name: string;
  /** One value per criterion, same order as `criteria`. */
  values: string[];
}

export interface IndustryProfile {
  industry: Industry;
  /** How the sector reads mid-sentence: 'agritech', 'digital health'. */
  noun: string;
  customer: { one: string; many: string };
  /** African market framing: each a full sentence with an indicative figure where one is commonly cited. */
  problems: string[];
  /** A short name for the core pain, used in titles and leads ('post-harvest loss'). */
  pain: string;
  /** Why this is the moment (tailwinds). */
  whyNow: string[];
  /** What solutions in this space typically do; phrased so '<Startup> …' reads naturally. */
  capabilities: string[];
  /** A customer's journey through a typical product, in steps. */
  demoSteps: string[];
  businessModels: string[];
  /** Indicative annual revenue per customer in USD, for projections. */
  arpuUsd: number;
  /** A first cohort assumed when no customer count is given. */
  pilotCustomers: number;
  /** Year-on-year multipliers of the customer base for years 2–5. */
  growth: [number, number, number, number];
  metrics: string[];
  criteria: string[];
  competitors: CompetitorArchetype[];
  /** What the startup's own row says against each criterion. */
  ourValues: string[];
  market: {
    /** Africa-wide annual market in USD millions. */
    tamUsdM: number;
    tamLabel: string;
    /** Share of TAM that the launch markets represent, when the founder names no country. */
    samShare: number;
    /** Share of SAM a focused startup can win in about five years. */
    somShare: number;
    basis: string;
  };
  rolesToHire: string[];
  useOfFunds: Array<[string, number]>;
}

export const INDUSTRY_PROFILES: Readonly<Record<Industry, IndustryProfile>> = {
  ...REAL_ECONOMY_PROFILES,
  ...SERVICES_PROFILES,
  ...SOFTWARE_PROFILES,
};

const ALIASES: ReadonlyArray<[RegExp, Industry]> = [
  [/agri|farm|agro|food/, 'Agritech'],
  [/\bfin|pay|bank|lend|insur|money/, 'Fintech'],
  [/edu|learn|school/, 'EdTech'],
  [/commerce|retail|shop|market ?place/, 'E-commerce'],
  [/logist|transport|mobility|freight|delivery/, 'Logistics'],
  [/real ?estate|property|proptech|housing/, 'Real Estate'],
  [/web ?3|crypto|blockchain|defi/, 'Web3'],
  [/health|medic|pharm|clinic/, 'HealthTech'],
  [/saas|b2b|software/, 'SaaS / B2B'],
  [/\bai\b|machine learning|\bml\b|artificial/, 'AI / Machine Learning'],
];

/** Maps a form value or free text ('fintech', 'AI', 'Agriculture') to one of the 11 industries; 'Other' otherwise. */
export function resolveIndustry(value: string | undefined): Industry {
  const text = foldAccents(value ?? '')
    .trim()
    .toLowerCase();
  if (!text) return 'Other';
  const exact = INDUSTRIES.find((industry) => industry.toLowerCase() === text);
  if (exact) return exact;
  return ALIASES.find(([pattern]) => pattern.test(text))?.[1] ?? 'Other';
}

import type { Industry } from '@kuza/contracts';

export interface CompetitorArchetype {
  name: string;
  /** One value per criterion, same order as `criteria`. */
  values: string[];
}

/** What the builtin generator knows of one industry; the profiles themselves are in industries-*.ts. */
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

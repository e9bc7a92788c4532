/**
 * Industry knowledge for the builtin generator: one profile per industry in INDUSTRIES. Figures are
 * indicative estimates in the spirit of public development-bank, UN-agency and industry reports;
 * slides call them estimates and never cite a precise source we cannot show.
 */
import { INDUSTRIES, type Industry } from '@kuza/contracts';
import { foldAccents } from '../text/text';
import { REAL_ECONOMY_PROFILES } from './industries-real-economy';
import { SERVICES_PROFILES } from './industries-services';
import { SOFTWARE_PROFILES } from './industries-software';
import type { IndustryProfile } from './industry-profile';

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

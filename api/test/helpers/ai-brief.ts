import type { TeamMemberCard } from '@kuza/contracts';
import type { DeckBrief } from '../../src/modules/ai/provider/provider';

/** The founding team the AI tests write decks for. */
export const TEAM: TeamMemberCard[] = [
  { name: 'Wanjiru Kamau', role: 'CEO', bio: 'Ex-Unilever supply chain, 9 years' },
  { name: 'Otieno Ochieng', role: 'CTO', bio: 'Built M-Pesa integrations at Safaricom' },
];

/** A complete brief as the 'Start with AI' form and onboarding would send it. */
export function briefFor(
  overrides: Partial<DeckBrief['inputs']> = {},
  founder: Partial<DeckBrief['founder']> = {},
): DeckBrief {
  return {
    inputs: {
      startupName: 'SokoFresh',
      industry: 'Agritech',
      objective: 'Raise a USD 500k seed round',
      yearFounded: 2021,
      customers: 1200,
      description:
        'SokoFresh rents solar-powered cold rooms to smallholder farmers in Kenya, paid per crate through M-Pesa. Farmers keep produce fresh for up to 21 days.',
      ...overrides,
    },
    founder: {
      targetAudience: 'smallholder farmers',
      teamSize: '1-10',
      goals: ['Create pitch deck'],
      team: TEAM,
      ...founder,
    },
  };
}

import type { TeamMemberCard } from '@kuza/contracts';
import type { DeckBrief } from '../../src/modules/ai/provider/provider';
import { factsFromText, factsOfBrief, mergeFacts } from '../../src/modules/ai/text/fact-sheet';

/** The founding team the AI tests write decks for. */
export const TEAM: TeamMemberCard[] = [
  { name: 'Wanjiru Kamau', role: 'CEO', bio: 'Ex-Unilever supply chain, 9 years' },
  { name: 'Otieno Ochieng', role: 'CTO', bio: 'Built M-Pesa integrations at Safaricom' },
];

/** What the founder reviewed on the outline page besides the form: the sections of their pitch. */
export const PITCH = `SokoFresh
The problem
Up to 40% of fresh produce spoils between farm and market in Kenya. Middlemen pay farmers 30% below the market price at harvest. Smallholder farmers have no cold storage near the farm. Few can wait for better prices. Banks rarely lend against a harvest.
Market
TAM USD 9bn fresh produce trade in East Africa. SAM USD 1.4bn in Kenya. SOM USD 60M in the Rift Valley and Central Kenya.
Competition
Informal middlemen, large aggregators, cooperatives. Only SokoFresh puts cold storage at the farm gate.
Use of funds
50% cold rooms, 30% field agents, 20% software.`;

/** A complete brief as the 'Start with AI' form and onboarding would send it, with its reviewed facts. */
export function briefFor(
  overrides: Partial<DeckBrief['inputs']> = {},
  founder: Partial<DeckBrief['founder']> = {},
  pitch = PITCH,
): DeckBrief {
  const brief: DeckBrief = {
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
  return { ...brief, facts: mergeFacts(factsOfBrief(brief), pitch ? factsFromText(pitch) : factsOfBrief(brief)) };
}

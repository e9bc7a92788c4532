import type { Programme } from '../schema';

export const mest: Programme = {
  id: 'mest',
  name: 'MEST Africa',
  link: 'https://meltwater.org/',
  season: '2025',
  questions: [
    {
      id: 'pitch',
      text: 'Pitch your startup in one sentence.',
      limit: { max: 160, unit: 'chars' },
      needs: ['oneLiner'],
    },
    {
      id: 'problem',
      text: 'What problem are you solving, and who has it?',
      limit: { max: 100, unit: 'words' },
      needs: ['problem', 'audience'],
    },
    {
      id: 'product',
      text: 'What does your product do today?',
      limit: { max: 100, unit: 'words' },
      needs: ['product', 'solution'],
    },
    {
      id: 'customers',
      text: 'How many customers or users do you have?',
      limit: { max: 80, unit: 'words' },
      needs: ['traction'],
    },
    {
      id: 'revenue-model',
      text: 'How will you make money?',
      limit: { max: 80, unit: 'words' },
      needs: ['businessModel'],
    },
    {
      id: 'team',
      text: 'Who are the founders, and why are you the right team?',
      limit: { max: 120, unit: 'words' },
      needs: ['team'],
    },
  ],
  eligibility: {
    stages: ['idea', 'pre-seed', 'seed'],
    maxRaised: { amount: 500_000, currency: 'USD' },
    sectors: [
      'SaaS / B2B',
      'Fintech',
      'EdTech',
      'HealthTech',
      'Agritech',
      'E-commerce',
      'Logistics',
      'AI / Machine Learning',
    ],
    countries: ['Africa'],
  },
};

import type { Programme } from '../schema';

export const catalystFund: Programme = {
  id: 'catalyst-fund',
  name: 'Catalyst Fund',
  link: 'https://bfaglobal.com/catalyst-fund/',
  season: '2025',
  questions: [
    {
      id: 'overview',
      text: 'Describe your company in two sentences.',
      limit: { max: 300, unit: 'chars' },
      needs: ['oneLiner', 'solution'],
    },
    {
      id: 'underserved',
      text: 'Which underserved people do you serve, and what problem do you solve for them?',
      limit: { max: 1000, unit: 'chars' },
      needs: ['audience', 'problem'],
    },
    {
      id: 'model',
      text: 'What is your business model and pricing?',
      limit: { max: 600, unit: 'chars' },
      needs: ['businessModel'],
    },
    {
      id: 'traction',
      text: 'What traction and revenue do you have today?',
      limit: { max: 800, unit: 'chars' },
      needs: ['traction', 'financials'],
    },
    {
      id: 'team',
      text: 'Who is on the team, and what do they bring?',
      limit: { max: 800, unit: 'chars' },
      needs: ['team'],
    },
    {
      id: 'funding',
      text: 'How much are you raising, and how will you use it?',
      limit: { max: 600, unit: 'chars' },
      needs: ['ask', 'useOfFunds'],
    },
  ],
  eligibility: {
    stages: ['pre-seed', 'seed'],
    revenue: true,
    maxRaised: { amount: 1_000_000, currency: 'USD' },
    maxAgeYears: 7,
    sectors: ['Fintech', 'Agritech', 'HealthTech', 'EdTech', 'Logistics', 'E-commerce', 'AI / Machine Learning'],
    countries: ['Africa'],
  },
};

import type { Programme } from '../schema';

export const seedstars: Programme = {
  id: 'seedstars',
  name: 'Seedstars',
  link: 'https://www.seedstars.com/',
  season: '2025',
  questions: [
    {
      id: 'description',
      text: 'Short description of the startup.',
      limit: { max: 280, unit: 'chars' },
      needs: ['oneLiner'],
    },
    {
      id: 'problem-solution',
      text: 'What problem do you solve, and how?',
      limit: { max: 1000, unit: 'chars' },
      needs: ['problem', 'solution'],
    },
    {
      id: 'business-model',
      text: 'Explain your business model.',
      limit: { max: 600, unit: 'chars' },
      needs: ['businessModel'],
    },
    {
      id: 'traction',
      text: 'What are your main traction figures?',
      limit: { max: 600, unit: 'chars' },
      needs: ['traction', 'financials'],
    },
    {
      id: 'competition',
      text: 'Describe the competitive landscape and your edge.',
      limit: { max: 800, unit: 'chars' },
      needs: ['competition'],
    },
    {
      id: 'investment',
      text: 'What investment are you looking for, and for what?',
      limit: { max: 600, unit: 'chars' },
      needs: ['ask', 'useOfFunds'],
    },
  ],
  eligibility: { stages: ['seed', 'series-a'], revenue: true, maxAgeYears: 10 },
};

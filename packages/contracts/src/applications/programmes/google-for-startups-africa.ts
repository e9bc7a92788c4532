import type { Programme } from '../schema';

export const googleForStartupsAfrica: Programme = {
  id: 'google-for-startups-africa',
  name: 'Google for Startups Accelerator: Africa',
  link: 'https://startup.google.com/programs/accelerator/africa/',
  season: '2025',
  questions: [
    {
      id: 'summary',
      text: 'Summarise your startup: what you do and for whom.',
      limit: { max: 300, unit: 'chars' },
      needs: ['oneLiner', 'audience'],
    },
    {
      id: 'problem',
      text: 'What problem does your startup address in Africa?',
      limit: { max: 800, unit: 'chars' },
      needs: ['problem'],
    },
    {
      id: 'product',
      text: 'Describe your product and the technology behind it.',
      limit: { max: 800, unit: 'chars' },
      needs: ['product', 'solution'],
    },
    {
      id: 'traction',
      text: 'Share your key metrics: users, customers or revenue.',
      limit: { max: 600, unit: 'chars' },
      needs: ['traction', 'financials'],
    },
    {
      id: 'business-model',
      text: 'How does your startup make money?',
      limit: { max: 500, unit: 'chars' },
      needs: ['businessModel'],
    },
    { id: 'team', text: 'Introduce the founding team.', limit: { max: 600, unit: 'chars' }, needs: ['team'] },
    {
      id: 'milestones',
      text: 'What do you want to reach in the next twelve months?',
      limit: { max: 600, unit: 'chars' },
      needs: ['milestones'],
    },
  ],
  eligibility: { stages: ['seed', 'series-a'], countries: ['Africa'] },
};

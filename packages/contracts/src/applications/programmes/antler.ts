import type { Programme } from '../schema';

export const antler: Programme = {
  id: 'antler',
  name: 'Antler',
  link: 'https://www.antler.co/apply',
  season: '2025',
  questions: [
    {
      id: 'idea',
      text: 'What are you working on, in a sentence?',
      limit: { max: 200, unit: 'chars' },
      needs: ['oneLiner'],
    },
    {
      id: 'problem',
      text: 'What problem have you found, and why does it matter now?',
      limit: { max: 150, unit: 'words' },
      needs: ['problem', 'whyNow'],
    },
    {
      id: 'market',
      text: 'Who are the customers and how many are there?',
      limit: { max: 120, unit: 'words' },
      needs: ['audience', 'market'],
    },
    {
      id: 'progress',
      text: 'What have you done so far?',
      limit: { max: 120, unit: 'words' },
      needs: ['traction', 'milestones'],
    },
    {
      id: 'founders',
      text: 'Who is on the founding team, and what are their backgrounds?',
      limit: { max: 150, unit: 'words' },
      needs: ['team'],
    },
  ],
  eligibility: { stages: ['idea', 'pre-seed'] },
};

import type { Programme } from '../schema';

export const yCombinator: Programme = {
  id: 'y-combinator',
  name: 'Y Combinator',
  link: 'https://www.ycombinator.com/apply',
  season: '2025',
  questions: [
    {
      id: 'one-line',
      text: 'Describe what your company does in a few words.',
      limit: { max: 50, unit: 'chars' },
      needs: ['oneLiner'],
    },
    {
      id: 'what',
      text: 'What is your company going to make? Explain the product.',
      limit: { max: 1000, unit: 'chars' },
      needs: ['solution', 'product'],
    },
    {
      id: 'problem',
      text: 'Why did you pick this idea, and what problem does it solve?',
      limit: { max: 1000, unit: 'chars' },
      needs: ['problem', 'whyNow'],
    },
    {
      id: 'progress',
      text: 'How far along are you? Tell us about users, revenue and growth.',
      limit: { max: 1000, unit: 'chars' },
      needs: ['traction', 'financials'],
    },
    {
      id: 'money',
      text: 'How do or will you make money?',
      limit: { max: 500, unit: 'chars' },
      needs: ['businessModel'],
    },
    {
      id: 'competitors',
      text: 'Who are your competitors, and what do you understand that they do not?',
      limit: { max: 1000, unit: 'chars' },
      needs: ['competition'],
    },
    {
      id: 'founders',
      text: 'Who are the founders, and what has each of them built before?',
      limit: { max: 1000, unit: 'chars' },
      needs: ['team'],
    },
  ],
  eligibility: { stages: ['idea', 'pre-seed', 'seed'] },
};

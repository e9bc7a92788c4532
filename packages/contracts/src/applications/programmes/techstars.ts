import type { Programme } from '../schema';

export const techstars: Programme = {
  id: 'techstars',
  name: 'Techstars',
  link: 'https://www.techstars.com/accelerators',
  season: '2025',
  questions: [
    {
      id: 'pitch',
      text: 'Give us your company in one sentence.',
      limit: { max: 140, unit: 'chars' },
      needs: ['oneLiner'],
    },
    {
      id: 'problem',
      text: 'What problem are you solving, and for whom?',
      limit: { max: 150, unit: 'words' },
      needs: ['problem', 'audience'],
    },
    {
      id: 'solution',
      text: 'How does your product solve it?',
      limit: { max: 150, unit: 'words' },
      needs: ['solution', 'product'],
    },
    {
      id: 'market',
      text: 'How large is the opportunity, and how did you size it?',
      limit: { max: 100, unit: 'words' },
      needs: ['market'],
    },
    {
      id: 'traction',
      text: 'What traction do you have so far?',
      limit: { max: 100, unit: 'words' },
      needs: ['traction'],
    },
    { id: 'team', text: 'Why is this team the one to win?', limit: { max: 150, unit: 'words' }, needs: ['team'] },
    {
      id: 'funding',
      text: 'How much are you raising, and what will it pay for?',
      limit: { max: 100, unit: 'words' },
      needs: ['ask', 'useOfFunds'],
    },
  ],
  eligibility: { stages: ['pre-seed', 'seed'] },
};

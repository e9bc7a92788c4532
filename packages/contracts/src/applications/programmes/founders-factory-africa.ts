import type { Programme } from '../schema';

export const foundersFactoryAfrica: Programme = {
  id: 'founders-factory-africa',
  name: 'Founders Factory Africa',
  link: 'https://foundersfactory.africa/',
  season: '2025',
  questions: [
    { id: 'elevator', text: 'Your elevator pitch.', limit: { max: 250, unit: 'chars' }, needs: ['oneLiner'] },
    {
      id: 'customer-problem',
      text: 'Who is your customer and what pain do they have?',
      limit: { max: 120, unit: 'words' },
      needs: ['audience', 'problem'],
    },
    {
      id: 'solution',
      text: 'What have you built to solve it?',
      limit: { max: 120, unit: 'words' },
      needs: ['solution', 'product'],
    },
    {
      id: 'go-to-market',
      text: 'How do you reach and win customers?',
      limit: { max: 120, unit: 'words' },
      needs: ['goToMarket'],
    },
    {
      id: 'traction',
      text: 'What proof do you have that customers want it?',
      limit: { max: 100, unit: 'words' },
      needs: ['traction'],
    },
    {
      id: 'competition',
      text: 'Who else solves this, and why will you win?',
      limit: { max: 100, unit: 'words' },
      needs: ['competition'],
    },
    { id: 'team', text: 'Tell us about the founders.', limit: { max: 120, unit: 'words' }, needs: ['team'] },
  ],
  eligibility: {
    stages: ['pre-seed', 'seed', 'series-a'],
    sectors: [
      'Fintech',
      'Agritech',
      'HealthTech',
      'EdTech',
      'E-commerce',
      'Logistics',
      'SaaS / B2B',
      'AI / Machine Learning',
    ],
    countries: ['Africa'],
  },
};

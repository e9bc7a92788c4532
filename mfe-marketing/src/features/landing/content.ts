/** Landing-page copy from product.md §2: the four feature cards and the three benefits. */

export type FeatureIcon = 'deck' | 'resume' | 'assistant' | 'practice';

export const FEATURES: ReadonlyArray<{ title: string; description: string; icon: FeatureIcon }> = [
  {
    title: 'AI-Powered Pitch Deck Builder',
    description:
      'Answer a few questions about your startup and get an investor-ready deck: problem, solution, market, traction and the ask, in a clean design you can edit.',
    icon: 'deck',
  },
  {
    title: 'Founder Resume Builder',
    description:
      'Turn your experience into a founder resume investors and accelerators read in seconds, and reuse it for your whole team.',
    icon: 'resume',
  },
  {
    title: 'AI Application Assistant',
    description:
      "Draft strong answers to accelerator application questions, YC's included, from what you already told Kuza about your startup.",
    icon: 'assistant',
  },
  {
    title: 'AI Pitch Practice',
    description:
      'Rehearse your pitch with an AI investor that asks the hard questions, then tighten your answers before the real meeting.',
    icon: 'practice',
  },
];

export const BENEFITS: ReadonlyArray<{ title: string; description: string }> = [
  {
    title: 'Built for African Founders',
    description:
      'Examples, markets and investors that fit startups building in Lagos, Nairobi, Accra, Cairo and Cape Town, not only Silicon Valley.',
  },
  {
    title: 'No Design Skills Needed',
    description: 'Clean, consistent layouts are applied for you. Focus on the story; Kuza handles how it looks.',
  },
  {
    title: 'Save Hours of Manual Work',
    description: 'Go from a blank page to a deck, resume and application drafts in minutes instead of days.',
  },
];

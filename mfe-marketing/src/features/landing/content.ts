import { defineMessages, type MessageDescriptor } from '@kuza/i18n';

/** Landing-page copy from product.md §2: the four feature cards and the three benefits. */

const copy = defineMessages({
  deckBuilderTitle: { id: 'marketing.feature.deckBuilder.title', defaultMessage: 'AI-Powered Pitch Deck Builder' },
  deckBuilderDescription: {
    id: 'marketing.feature.deckBuilder.description',
    defaultMessage:
      'Answer a few questions about your startup and get an investor-ready deck: problem, solution, market, traction and the ask, in a clean design you can edit.',
  },
  resumeBuilderTitle: { id: 'marketing.feature.resumeBuilder.title', defaultMessage: 'Founder Resume Builder' },
  resumeBuilderDescription: {
    id: 'marketing.feature.resumeBuilder.description',
    defaultMessage:
      'Turn your experience into a founder resume investors and accelerators read in seconds, and reuse it for your whole team.',
  },
  applicationAssistantTitle: {
    id: 'marketing.feature.applicationAssistant.title',
    defaultMessage: 'AI Application Assistant',
  },
  applicationAssistantDescription: {
    id: 'marketing.feature.applicationAssistant.description',
    defaultMessage:
      "Draft strong answers to accelerator application questions, YC's included, from what you already told Kuza about your startup.",
  },
  pitchPracticeTitle: { id: 'marketing.feature.pitchPractice.title', defaultMessage: 'AI Pitch Practice' },
  pitchPracticeDescription: {
    id: 'marketing.feature.pitchPractice.description',
    defaultMessage:
      'Rehearse your pitch with an AI investor that asks the hard questions, then tighten your answers before the real meeting.',
  },
  africanTitle: { id: 'marketing.benefit.african.title', defaultMessage: 'Built for African Founders' },
  africanDescription: {
    id: 'marketing.benefit.african.description',
    defaultMessage:
      'Examples, markets and investors that fit startups building in Lagos, Nairobi, Accra, Cairo and Cape Town, not only Silicon Valley.',
  },
  noDesignTitle: { id: 'marketing.benefit.noDesign.title', defaultMessage: 'No Design Skills Needed' },
  noDesignDescription: {
    id: 'marketing.benefit.noDesign.description',
    defaultMessage: 'Clean, consistent layouts are applied for you. Focus on the story; Kuza handles how it looks.',
  },
  saveHoursTitle: { id: 'marketing.benefit.saveHours.title', defaultMessage: 'Save Hours of Manual Work' },
  saveHoursDescription: {
    id: 'marketing.benefit.saveHours.description',
    defaultMessage: 'Go from a blank page to a deck, resume and application drafts in minutes instead of days.',
  },
});

export type FeatureIcon = 'deck' | 'resume' | 'assistant' | 'practice';

export const FEATURES: ReadonlyArray<{ title: MessageDescriptor; description: MessageDescriptor; icon: FeatureIcon }> =
  [
    {
      title: copy.deckBuilderTitle,
      description: copy.deckBuilderDescription,
      icon: 'deck',
    },
    {
      title: copy.resumeBuilderTitle,
      description: copy.resumeBuilderDescription,
      icon: 'resume',
    },
    {
      title: copy.applicationAssistantTitle,
      description: copy.applicationAssistantDescription,
      icon: 'assistant',
    },
    {
      title: copy.pitchPracticeTitle,
      description: copy.pitchPracticeDescription,
      icon: 'practice',
    },
  ];

export const BENEFITS: ReadonlyArray<{ title: MessageDescriptor; description: MessageDescriptor }> = [
  {
    title: copy.africanTitle,
    description: copy.africanDescription,
  },
  {
    title: copy.noDesignTitle,
    description: copy.noDesignDescription,
  },
  {
    title: copy.saveHoursTitle,
    description: copy.saveHoursDescription,
  },
];

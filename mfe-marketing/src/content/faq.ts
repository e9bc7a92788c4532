import { defineMessages, type MessageDescriptor } from '@kuza/i18n';

export interface FaqItem {
  question: MessageDescriptor;
  answer: MessageDescriptor;
}

const faq = defineMessages({
  whatQuestion: { id: 'marketing.faq.what.question', defaultMessage: 'What is Kuza?' },
  whatAnswer: {
    id: 'marketing.faq.what.answer',
    defaultMessage:
      'Kuza is an AI-assisted toolkit that helps startup founders, African founders first, get investor-ready fast. It builds pitch decks, financials and founder resumes from your answers, and adds an application assistant for accelerator questions and AI pitch practice with investor Q&A.',
  },
  waitlistQuestion: { id: 'marketing.faq.waitlist.question', defaultMessage: 'How does joining the waitlist help me?' },
  waitlistAnswer: {
    id: 'marketing.faq.waitlist.answer',
    defaultMessage:
      'Waitlist members get in before everyone else: early access to the tools, priority invites for your co-founders and founder-only perks. We use your e-mail address only to send you your invite.',
  },
  launchQuestion: { id: 'marketing.faq.launch.question', defaultMessage: 'When will Kuza launch?' },
  launchAnswer: {
    id: 'marketing.faq.launch.answer',
    defaultMessage:
      'There is no fixed launch date yet. We are opening access in waves, waitlist members first, and we will e-mail you as soon as your spot is ready.',
  },
  earlyMembersQuestion: {
    id: 'marketing.faq.earlyMembers.question',
    defaultMessage: 'Do early members get access or rewards?',
  },
  earlyMembersAnswer: {
    id: 'marketing.faq.earlyMembers.answer',
    defaultMessage:
      'Yes. Everyone on the waitlist gets early access, priority invites and founder-only perks that are not offered after launch.',
  },
  priceQuestion: { id: 'marketing.faq.price.question', defaultMessage: 'Is Kuza free?' },
  priceAnswer: {
    id: 'marketing.faq.price.answer',
    defaultMessage:
      'Yes. Kuza will have a free plan that covers the core tools, with premium options added later for founders and teams who need more.',
  },
});

/** product.md §2: five questions: what Kuza is, the waitlist, launch timing, early access, price. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: faq.whatQuestion,
    answer: faq.whatAnswer,
  },
  {
    question: faq.waitlistQuestion,
    answer: faq.waitlistAnswer,
  },
  {
    question: faq.launchQuestion,
    answer: faq.launchAnswer,
  },
  {
    question: faq.earlyMembersQuestion,
    answer: faq.earlyMembersAnswer,
  },
  {
    question: faq.priceQuestion,
    answer: faq.priceAnswer,
  },
];

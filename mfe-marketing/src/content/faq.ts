export interface FaqItem {
  question: string;
  answer: string;
}

/** product.md §2: five questions: what Kuza is, the waitlist, launch timing, early access, price. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'What is Kuza?',
    answer:
      'Kuza is an AI-assisted toolkit that helps startup founders, African founders first, get investor-ready fast. It builds pitch decks, financials and founder resumes from your answers, and adds an application assistant for accelerator questions and AI pitch practice with investor Q&A.',
  },
  {
    question: 'How does joining the waitlist help me?',
    answer:
      'Waitlist members get in before everyone else: early access to the tools, priority invites for your co-founders and founder-only perks. We use your e-mail address only to send you your invite.',
  },
  {
    question: 'When will Kuza launch?',
    answer:
      'There is no fixed launch date yet. We are opening access in waves, waitlist members first, and we will e-mail you as soon as your spot is ready.',
  },
  {
    question: 'Do early members get access or rewards?',
    answer:
      'Yes. Everyone on the waitlist gets early access, priority invites and founder-only perks that are not offered after launch.',
  },
  {
    question: 'Is Kuza free?',
    answer:
      'Yes. Kuza will have a free plan that covers the core tools, with premium options added later for founders and teams who need more.',
  },
];

import { defineMessages } from '@kuza/i18n';
/** The waitlist's constants and words, without yup: the public pages show them before any rule is checked. */
/** The pages a waitlist join can come from; recorded with each entry. */
export const WAITLIST_SOURCES = ['waitlist', 'landing'] as const;
export type WaitlistSource = (typeof WAITLIST_SOURCES)[number];

/**
 * Below this many people a count reads as an empty room ("0 PEOPLE JOINED" on launch day), so the
 * line invites instead; from it on, the spec's count line (always "PEOPLE": one person is below).
 */
export const WAITLIST_COUNT_SHOWN_FROM = 25;
export const WAITLIST_FEW_JOINED = 'Be among the first founders to join';

/** The line under the waitlist form and on /people. */
export function waitlistCountLine(count: number): string {
  return count < WAITLIST_COUNT_SHOWN_FROM ? WAITLIST_FEW_JOINED : `${count.toLocaleString('en-US')} PEOPLE JOINED`;
}

export const WAITLIST_MESSAGES = defineMessages({
  joined: { id: 'waitlist.joined', defaultMessage: "You're on the waitlist! We'll email you when early access opens." },
  alreadyJoined: { id: 'waitlist.alreadyJoined', defaultMessage: "You're already on the waitlist" },
  emailRequired: { id: 'waitlist.emailRequired', defaultMessage: 'Email is required' },
  emailInvalid: { id: 'waitlist.emailInvalid', defaultMessage: 'Please enter a valid email address' },
  emailTooLong: { id: 'waitlist.emailTooLong', defaultMessage: 'Email must be at most {max} characters' },
  sourceInvalid: { id: 'waitlist.sourceInvalid', defaultMessage: 'Source must be one of: {sources}' },
});

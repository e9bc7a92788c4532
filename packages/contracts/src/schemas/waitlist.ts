import { object, type InferType } from 'yup';
import { EMAIL_MAX_LENGTH, emailAddress, text } from '../validation';

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

export const WAITLIST_MESSAGES = {
  joined: "You're on the waitlist! We'll email you when early access opens.",
  alreadyJoined: "You're already on the waitlist",
} as const;

/**
 * Waitlist join form and POST /waitlist/add body. product.md §5: 'Email is required', then
 * 'Please enter a valid email address'. The address is trimmed and lower-cased so one person
 * is one entry however they type it.
 */
export const waitlistJoinSchema = object({
  email: emailAddress({
    required: 'Email is required',
    invalid: 'Please enter a valid email address',
    tooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  })
    // Not yup's lowercase(): it would throw on a non-string before typeError can answer.
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value)),
  source: text('Source')
    .oneOf(WAITLIST_SOURCES, `Source must be one of: ${WAITLIST_SOURCES.join(', ')}`)
    .optional(),
});

export type WaitlistJoinRequest = InferType<typeof waitlistJoinSchema>;

export interface WaitlistJoinResponse {
  message: string;
  data: { alreadyJoined: boolean };
}

/** GET /waitlist/count, product.md §7: the count is in data.count. */
export interface WaitlistCountResponse {
  data: { count: number };
}

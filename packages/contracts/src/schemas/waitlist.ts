import { object, type InferType } from 'yup';
import { text } from '../validation';

/** The pages a waitlist join can come from; recorded with each entry. */
export const WAITLIST_SOURCES = ['waitlist', 'landing'] as const;
export type WaitlistSource = (typeof WAITLIST_SOURCES)[number];

/** RFC 5321 caps an address at 254 characters; anything longer is not an e-mail. */
const EMAIL_MAX_LENGTH = 254;

export const WAITLIST_MESSAGES = {
  joined: "You're on the waitlist! We'll email you when early access opens.",
  alreadyJoined: "You're already on the waitlist",
} as const;

/**
 * Waitlist join form and POST /waitlist/add body. Spec §5: 'Email is required', then
 * 'Please enter a valid email address'. The address is trimmed and lower-cased so one person
 * is one entry however they type it.
 */
export const waitlistJoinSchema = object({
  email: text('Email')
    .required('Email is required')
    .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
    .email('Please enter a valid email address')
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

/** GET /waitlist/count, spec §7: the count is in data.count. */
export interface WaitlistCountResponse {
  data: { count: number };
}

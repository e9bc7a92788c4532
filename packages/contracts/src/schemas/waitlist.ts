import { boolean, number, object, string, type InferType } from 'yup';
import { emailAddress, rule, text } from '../validation';
import { WAITLIST_MESSAGES, WAITLIST_SOURCES } from '../waitlist';

/** The waitlist's words and count line are in ../waitlist, without yup, for the pages that only show them. */
export * from '../waitlist';

/**
 * Waitlist join form and POST /waitlist/add body. product.md §5: 'Email is required', then
 * 'Please enter a valid email address'. The address is trimmed and lower-cased so one person
 * is one entry however they type it.
 */
export const waitlistJoinSchema = object({
  email: emailAddress({
    required: WAITLIST_MESSAGES.emailRequired,
    invalid: WAITLIST_MESSAGES.emailInvalid,
    tooLong: WAITLIST_MESSAGES.emailTooLong,
  })
    // Not yup's lowercase(): it would throw on a non-string before typeError can answer.
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value)),
  source: text('Source')
    .oneOf(WAITLIST_SOURCES, rule(WAITLIST_MESSAGES.sourceInvalid, { sources: WAITLIST_SOURCES.join(', ') }))
    .optional(),
});

export type WaitlistJoinRequest = InferType<typeof waitlistJoinSchema>;

/** POST /waitlist/add: joining again is not an error, it says so. */
export const waitlistJoinReplySchema = object({
  message: string().defined(),
  data: object({ alreadyJoined: boolean().defined() }).defined(),
});
export type WaitlistJoinResponse = InferType<typeof waitlistJoinReplySchema>;

/** GET /waitlist/count, product.md §7: the count is in data.count. */
export const waitlistCountReplySchema = object({
  data: object({ count: number().integer().min(0).defined() }).defined(),
});
export type WaitlistCountResponse = InferType<typeof waitlistCountReplySchema>;

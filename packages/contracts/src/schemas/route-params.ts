import { number, object, string, type InferType } from 'yup';
import { MEDIA_WIDTHS } from './media';

/**
 * The path parameters and query strings of the API's routes, checked and typed by these schemas as
 * the bodies are by theirs. A path parameter always arrives as text; a query string's numbers are
 * cast from it.
 */
const segment = () => string().defined();

/** `/decks/:id`, `/resumes/:id`, `/media/:id`, `/users/avatars/:id`. */
export const idParamsSchema = object({ id: segment() });
/** `/decks/:id/slides/:slideId/…`. */
export const slideParamsSchema = object({ id: segment(), slideId: segment() });
/** `/decks/:id/links/:linkId`. */
export const linkParamsSchema = object({ id: segment(), linkId: segment() });
/** `/share/deck/:token`, `/share/resume/:token`: the share or link token. */
export const tokenParamsSchema = object({ token: segment() });
/** `/team/members/:memberId`. */
export const memberParamsSchema = object({ memberId: segment() });
/** `/team/invitations/:invitationId`. */
export const invitationParamsSchema = object({ invitationId: segment() });

export type IdParams = InferType<typeof idParamsSchema>;
export type TokenParams = InferType<typeof tokenParamsSchema>;

/** `GET /decks/:id/links/:linkId/analytics?format=csv`: the visits as a spreadsheet instead of JSON. */
export const analyticsQuerySchema = object({
  format: string<'json' | 'csv'>().oneOf(['json', 'csv'], 'format must be json or csv'),
});

/** `GET /media/:id?w=480`: a WebP at least that wide (MEDIA_WIDTHS are the sizes made). */
export const mediaQuerySchema = object({
  w: number()
    .typeError('w must be a whole number of pixels')
    .integer('w must be a whole number of pixels')
    .min(1, 'w must be a whole number of pixels')
    .max(10_000, `w is at most 10000 pixels (${MEDIA_WIDTHS.join(', ')} are made)`),
});

/** `GET /recents?limit=12&before=<nextCursor>`. */
export const RECENTS_MAX_LIMIT = 50;
export const recentsQuerySchema = object({
  limit: number()
    .typeError(`limit must be a whole number from 1 to ${RECENTS_MAX_LIMIT}`)
    .integer(`limit must be a whole number from 1 to ${RECENTS_MAX_LIMIT}`)
    .min(1, `limit must be a whole number from 1 to ${RECENTS_MAX_LIMIT}`)
    .max(RECENTS_MAX_LIMIT, `limit must be a whole number from 1 to ${RECENTS_MAX_LIMIT}`),
  before: string().meta({ description: 'The nextCursor of the previous page' }),
});

/** `GET /auth/google?origin=…&next=…`: where the browser goes back to (checked by the route). */
export const googleStartQuerySchema = object({ origin: string(), next: string() });

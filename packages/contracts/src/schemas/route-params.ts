import { defineMessages } from '@kuza/i18n';
import { number, object, string, type InferType } from 'yup';
import { rule } from '../validation';
import { MEDIA_WIDTHS } from './media';

/** What a query string that breaks its route's rule is told (the API says it in the reader's language). */
export const ROUTE_PARAM_MESSAGES = defineMessages({
  formatInvalid: { id: 'routeParams.formatInvalid', defaultMessage: 'format must be one of: {formats}' },
  widthInvalid: { id: 'routeParams.widthInvalid', defaultMessage: 'w must be a whole number of pixels' },
  widthMax: {
    id: 'routeParams.widthMax',
    defaultMessage: 'w is at most {max} pixels ({widths} are made)',
  },
  limitInvalid: { id: 'routeParams.limitInvalid', defaultMessage: 'limit must be a whole number from 1 to {max}' },
});

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
  format: string<'json' | 'csv'>().oneOf(
    ['json', 'csv'],
    rule(ROUTE_PARAM_MESSAGES.formatInvalid, { formats: 'json, csv' }),
  ),
});

const MEDIA_MAX_WIDTH = 10_000;

/** `GET /media/:id?w=480`: a WebP at least that wide (MEDIA_WIDTHS are the sizes made). */
export const mediaQuerySchema = object({
  w: number()
    .typeError(rule(ROUTE_PARAM_MESSAGES.widthInvalid))
    .integer(rule(ROUTE_PARAM_MESSAGES.widthInvalid))
    .min(1, rule(ROUTE_PARAM_MESSAGES.widthInvalid))
    .max(
      MEDIA_MAX_WIDTH,
      rule(ROUTE_PARAM_MESSAGES.widthMax, { max: MEDIA_MAX_WIDTH, widths: MEDIA_WIDTHS.join(', ') }),
    ),
});

/** `GET /recents?limit=12&before=<nextCursor>`. */
export const RECENTS_MAX_LIMIT = 50;
const recentsLimit = rule(ROUTE_PARAM_MESSAGES.limitInvalid, { max: RECENTS_MAX_LIMIT });
export const recentsQuerySchema = object({
  limit: number()
    .typeError(recentsLimit)
    .integer(recentsLimit)
    .min(1, recentsLimit)
    .max(RECENTS_MAX_LIMIT, recentsLimit),
  before: string().meta({ description: 'The nextCursor of the previous page' }),
});

/** `GET /auth/google?origin=…&next=…`: where the browser goes back to (checked by the route). */
export const googleStartQuerySchema = object({ origin: string(), next: string() });

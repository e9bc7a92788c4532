import type { AnySchema } from 'yup';
import {
  deckListSchema,
  deckSchema,
  generationStatusSchema,
  sharedDeckSchema,
  slideSchema,
  themeListSchema,
} from './schemas/deck';
import { slideRewriteSchema } from './schemas/ai-helper';
import {
  answerRedraftSchema,
  applicationListSchema,
  applicationReplySchema,
  applicationSummaryListSchema,
} from './applications/schema';
import { mediaUploadSchema } from './schemas/media';
import { resumeListSchema, resumeSchema, resumeSummarySchema, sharedResumeSchema } from './schemas/resume';
import { shareInfoSchema } from './schemas/share';
import {
  activityReplySchema,
  linkAnalyticsSchema,
  linkListSchema,
  linkReplySchema,
  visitReplySchema,
} from './schemas/links';
import {
  currentUserReplySchema as currentUserReply,
  errorReplySchema,
  messageReplySchema as messageReply,
  resendReplySchema as resendReply,
  sessionReplySchema as sessionReply,
  signUpReplySchema as signUpReply,
} from './schemas/auth';
import { waitlistCountReplySchema, waitlistJoinReplySchema } from './schemas/waitlist';
import { commentListSchema, commentThreadReplySchema } from './comments';
import { invitationPreviewSchema, invitationSentSchema, recentsReplySchema, teamResponseSchema } from './schemas/team';

export { errorReplySchema };

/** What a route answers with a JSON body, by status; `{}` for a route whose answers have none (204, a file, a page). */
export type ReplySchemas = Readonly<Partial<Record<number, AnySchema>>>;

/**
 * Every route of the API, as `METHOD /path` with its `:params`, and the contract schema of each JSON
 * answer it gives. The web tests' fake API (packages/testing) checks every fake answer against it, and
 * api/test/api-replies.test.ts checks it against the API's own route table, both ways.
 */
export const API_REPLIES = {
  'GET /health': {},
  'GET /ready': {},

  'POST /auth/local': { 201: signUpReply },
  'PUT /auth/email/verify': { 200: sessionReply },
  'POST /auth/email/resend': { 200: resendReply },
  'POST /auth/login': { 200: sessionReply },
  'POST /auth/logout': { 200: messageReply },
  'GET /auth/user': { 200: currentUserReply },
  'PUT /auth': { 200: sessionReply },
  'POST /auth/password/forgot': { 200: messageReply },
  'POST /auth/password/reset': { 200: messageReply },
  'POST /auth/set-cookie': { 200: sessionReply },
  'GET /auth/google': {},
  'GET /auth/google/callback': {},

  'POST /waitlist/add': { 200: waitlistJoinReplySchema, 201: waitlistJoinReplySchema },
  'GET /waitlist/count': { 200: waitlistCountReplySchema },

  'POST /team/invitations/preview': { 200: invitationPreviewSchema },
  'GET /team': { 200: teamResponseSchema },
  'POST /team/invitations': { 201: invitationSentSchema },
  'DELETE /team/invitations/:invitationId': {},
  'POST /team/invitations/accept': { 200: teamResponseSchema },
  'PUT /team/members/:memberId': { 200: teamResponseSchema },
  'DELETE /team/members/:memberId': { 200: teamResponseSchema },

  'GET /recents': { 200: recentsReplySchema },

  'PUT /users/me/password': { 200: messageReply },
  'PUT /users/me/avatar': { 200: sessionReply },
  'DELETE /users/me/avatar': { 200: sessionReply },
  'GET /users/avatars/:id': {},

  'GET /decks': { 200: deckListSchema },
  'POST /decks': { 201: deckSchema },
  'GET /decks/themes': { 200: themeListSchema },
  'POST /decks/import': { 201: deckSchema },
  'POST /decks/import-url': { 201: deckSchema },
  'GET /decks/:id': { 200: deckSchema },
  'PUT /decks/:id': { 200: deckSchema },
  'DELETE /decks/:id': {},
  'POST /decks/:id/duplicate': { 201: deckSchema },
  'GET /decks/:id/share': { 200: shareInfoSchema },
  'POST /decks/:id/share': { 200: shareInfoSchema },
  'DELETE /decks/:id/share': { 200: shareInfoSchema },
  'POST /decks/:id/generate': { 202: generationStatusSchema },
  'GET /decks/:id/generation': { 200: generationStatusSchema },
  'GET /decks/:id/generation/stream': {},
  'POST /decks/:id/slides/:slideId/rewrite': { 200: slideRewriteSchema },
  'POST /decks/:id/slides/:slideId/improve': { 200: slideSchema },
  'GET /decks/:id/export': {},
  'POST /decks/:id/links': { 201: linkReplySchema },
  'GET /decks/:id/links': { 200: linkListSchema },
  'PATCH /decks/:id/links/:linkId': { 200: linkReplySchema },
  'DELETE /decks/:id/links/:linkId': { 200: linkReplySchema },
  'GET /decks/:id/links/:linkId/analytics': { 200: linkAnalyticsSchema },
  'GET /decks/:id/comments': { 200: commentListSchema },
  'POST /decks/:id/comments': { 201: commentThreadReplySchema },
  'PATCH /decks/:id/comments/:commentId': { 200: commentThreadReplySchema },
  'POST /decks/:id/applications': { 201: applicationReplySchema },
  'GET /decks/:id/applications': { 200: applicationListSchema },
  'GET /decks/:id/one-pager.pdf': {},

  'GET /applications': { 200: applicationSummaryListSchema },
  'GET /applications/:id': { 200: applicationReplySchema },
  'PUT /applications/:id': { 200: applicationReplySchema },
  'DELETE /applications/:id': {},
  'POST /applications/:id/answers/:questionId/redraft': { 200: answerRedraftSchema },
  'GET /applications/:id/export': {},

  'GET /resumes': { 200: resumeListSchema },
  'POST /resumes': { 201: resumeSchema },
  'POST /resumes/import': { 201: resumeSchema },
  'GET /resumes/:id': { 200: resumeSchema },
  'PUT /resumes/:id': { 200: resumeSchema },
  'DELETE /resumes/:id': {},
  'POST /resumes/:id/duplicate': { 201: resumeSchema },
  'GET /resumes/:id/share': { 200: shareInfoSchema },
  'POST /resumes/:id/share': { 200: shareInfoSchema },
  'DELETE /resumes/:id/share': { 200: shareInfoSchema },
  'POST /resumes/:id/summary': { 200: resumeSummarySchema },
  'POST /resumes/:id/build': { 200: resumeSchema },
  'GET /resumes/:id/export': {},
  'POST /resumes/:id/links': { 201: linkReplySchema },
  'GET /resumes/:id/links': { 200: linkListSchema },
  'PATCH /resumes/:id/links/:linkId': { 200: linkReplySchema },
  'DELETE /resumes/:id/links/:linkId': { 200: linkReplySchema },
  'GET /resumes/:id/links/:linkId/analytics': { 200: linkAnalyticsSchema },
  'GET /resumes/:id/comments': { 200: commentListSchema },
  'POST /resumes/:id/comments': { 201: commentThreadReplySchema },
  'PATCH /resumes/:id/comments/:commentId': { 200: commentThreadReplySchema },

  'POST /media': { 201: mediaUploadSchema },
  'GET /media/:id': {},

  'GET /share/deck/:token': { 200: sharedDeckSchema },
  'GET /share/deck/:token/html': {},
  'GET /share/deck/:token/head': {},
  'POST /share/deck/:token/visit': { 200: visitReplySchema, 201: visitReplySchema },
  'POST /share/deck/:token/visit/verify': { 200: visitReplySchema },
  'POST /share/deck/:token/activity': { 200: activityReplySchema },
  'GET /share/deck/:token/pdf': {},
  'GET /share/deck/:token/media/:alias': {},
  'GET /share/resume/:token': { 200: sharedResumeSchema },
  'GET /share/resume/:token/html': {},
  'GET /share/resume/:token/head': {},
  'POST /share/resume/:token/visit': { 200: visitReplySchema, 201: visitReplySchema },
  'POST /share/resume/:token/visit/verify': { 200: visitReplySchema },
  'POST /share/resume/:token/activity': { 200: activityReplySchema },
  'GET /share/resume/:token/pdf': {},
  'GET /share/resume/:token/media/:alias': {},
} as const satisfies Record<`${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`, ReplySchemas>;

export type ApiRoute = keyof typeof API_REPLIES;

/** The route of the API that answers `method path` (a static segment wins over a `:param`), if any. */
export function apiRouteOf(method: string, path: string): ApiRoute | undefined {
  const segments = path.replace(/\/+$/, '').split('/');
  let best: { route: ApiRoute; params: number } | undefined;
  for (const route of Object.keys(API_REPLIES) as ApiRoute[]) {
    const [routeMethod, routePath] = route.split(' ') as [string, string];
    if (routeMethod !== method) continue;
    const routeSegments = routePath.split('/');
    if (routeSegments.length !== segments.length) continue;
    if (!routeSegments.every((part, index) => part.startsWith(':') || part === segments[index])) continue;
    const params = routeSegments.filter((part) => part.startsWith(':')).length;
    if (!best || params < best.params) best = { route, params };
  }
  return best?.route;
}

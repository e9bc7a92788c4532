import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  activityReplySchema,
  activitySchema,
  LINKED_PART,
  MEDIA_CONTENT_TYPES,
  mediaQuerySchema,
  tokenParamsSchema,
  visitReplySchema,
  visitStartSchema,
  visitVerifySchema,
} from '@kuza/contracts';
import { string } from 'yup';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { sayTo } from '../../lib/i18n';
import { errorReply, fileReply, responseSchemaOf, yupRoute, type YupRoutes } from '../../lib/yup-route';
import { AUTH_WINDOW_MS, attemptLimit, byIp } from '../auth/limits';
import { sharedReply } from '../decks/schemas';
import { sendDownload } from '../documents/download';
import { documentErrors } from '../documents/schemas';
import type { DocumentKind } from '../documents/share-views';
import { sharedResumeReply } from '../resumes/schemas';
import { GateClosed, LINK_MESSAGES, LINK_TOKEN } from './visits';
import { isPerson } from './visitors';

/** The cookie that remembers a viewer's visit, one per link: its path is that link's address. */
export const VISIT_COOKIE = 'kuza_link_visit';
/** How long a viewer who passed a link's gate is remembered. */
const VISIT_COOKIE_DAYS = 30;
/** Passcode guesses per link and address in AUTH_WINDOW_MS, then a wait. */
export const PASSCODE_TRIES = 5;

const tags = ['links'];
/** The closed gate's answer: the one error shape, plus what the viewer must give first. */
const gateReply = {
  type: 'object',
  required: ['error', 'code'],
  properties: {
    error: { type: 'string' },
    code: { type: 'string', enum: ['email_required', 'passcode_required', 'nda_required'] },
    nda: { type: 'string' },
  },
} as const;
const viewerErrors = { ...documentErrors, 401: gateReply, 410: errorReply } as const;
/** `/share/<kind>/:token/media/:alias`: a picture by its name under the link (pictures.ts). */
const pictureParamsSchema = tokenParamsSchema.shape({ alias: string().defined() });

/** Which routes are a link's: the route below answers only addresses whose last part is a link token. */
const LINK_CONSTRAINT = 'kuzaLinkToken';

/** What a link's visitor gets past the gate, per kind of document: its share view's answer. */
const SHARED_REPLY = { deck: sharedReply, resume: sharedResumeReply } as const;

/** What the viewer's routes need of the API's settings. */
export type LinkViewerConfig = Pick<Config, 'apiUrl' | 'cookieSecure' | 'authRateLimitMax'>;

/**
 * /share/<kind>/:token for a named link's token: the gate, then the deck or resume; the visit, its
 * code and its activity reports; the PDF when the link allows it. A document's own view-only token
 * is still answered by its module's share routes, unchanged. `kind` is 'deck' unless given.
 */
export const linkShareRoutes: YupRoutes<{ config: LinkViewerConfig; kind?: DocumentKind }> = async (
  app,
  { config, kind = 'deck' },
) => {
  // Both modules serve GET /share/<kind>/:token: the router sends a link token here and any other
  // token to the document's own share route, without either module knowing the other.
  if (!app.hasConstraintStrategy(LINK_CONSTRAINT)) {
    app.addConstraintStrategy({
      name: LINK_CONSTRAINT,
      storage() {
        const handlers = new Map<string, unknown>();
        return {
          get: (value: string) => handlers.get(value) ?? null,
          set: (value: string, handler: unknown) => void handlers.set(value, handler),
        };
      },
      deriveConstraint(request: { url?: string }) {
        const path = (request.url ?? '').split('?')[0]!;
        return LINK_TOKEN.test(path.slice(path.lastIndexOf('/') + 1)) ? 'link' : undefined;
      },
      mustMatchWhenDerived: false,
    } as unknown as Parameters<typeof app.addConstraintStrategy>[0]);
  }

  // The address the browser sees (behind the gateway the API lives under /api).
  const apiPath = new URL(config.apiUrl).pathname.replace(/\/+$/, '');
  const cookiePath = (token: string) => `${apiPath}/share/${kind}/${token}`;
  const visitOf = (request: FastifyRequest) => request.cookies[VISIT_COOKIE];
  const remember = (reply: FastifyReply, token: string, visitId: string) =>
    reply.setCookie(VISIT_COOKIE, visitId, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      path: cookiePath(token),
      maxAge: VISIT_COOKIE_DAYS * 24 * 60 * 60,
    });
  /** The gate's 401 carries its code; every other error goes to the one error handler. */
  const gated = async <T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof GateClosed) {
        return reply.code(401).send({
          error: sayTo(reply.request, error.said),
          code: error.code,
          ...(error.nda ? { nda: error.nda } : {}),
        });
      }
      throw error;
    }
  };
  // The page's last activity report goes with navigator.sendBeacon, which cannot send a JSON type
  // to another origin without a preflight: its JSON body arrives as text/plain.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, 'The body must be JSON'), undefined);
    }
  });

  const perIp = (name: string) => attemptLimit(app, `${name}:ip`, config.authRateLimitMax, byIp);
  const passcodeTries = attemptLimit(
    app,
    'link-passcode',
    PASSCODE_TRIES,
    (request) => {
      const { passcode } = (request.body ?? {}) as { passcode?: unknown };
      return passcode === undefined ? undefined : `${(request.params as { token: string }).token}|${request.ip}`;
    },
    AUTH_WINDOW_MS,
  );

  /**
   * New visits an address may start by opening links, as many as its attempts on /visit: past it
   * the deck of a link that asks nothing is still shown, but a flood of page loads stores nothing.
   */
  const mayStartVisit = async (request: FastifyRequest) => {
    try {
      return (
        (await app.shared.takeSlot(`link-new-visit:${request.ip}`, config.authRateLimitMax, AUTH_WINDOW_MS)) !==
        undefined
      );
    } catch {
      return false;
    }
  };

  app.get(
    '/:token',
    {
      constraints: { [LINK_CONSTRAINT]: 'link' },
      ...yupRoute({
        tags,
        summary: `A ${kind} through a named link: 401 with the gate's code until it is passed, 410 expired, 404 revoked`,
        params: tokenParamsSchema,
        response: { 200: SHARED_REPLY[kind], ...viewerErrors },
      }),
    },
    async (request, reply) =>
      gated(reply, async () => {
        reply.header('cache-control', 'no-store');
        const { token } = request.params;
        const userAgent = request.headers['user-agent'];
        const seen = await app.links.view(kind, token, {
          visitId: visitOf(request),
          userAgent,
          isRobot: !isPerson(userAgent),
          mayStart: () => mayStartVisit(request),
        });
        // The share page reports its activity with the visit's id, offers the PDF when the link
        // allows it and draws the watermark it asks for; the web origin may read all three (CORS).
        reply.header('access-control-expose-headers', 'x-visit-id, x-link-download, x-link-watermark');
        if (seen.visitId) reply.header('x-visit-id', seen.visitId);
        if (seen.allowDownload) reply.header('x-link-download', 'allowed');
        if (seen.watermark) reply.header('x-link-watermark', encodeURIComponent(seen.watermark));
        if (seen.newVisit && seen.visitId) remember(reply, token, seen.visitId);
        return seen.document;
      }),
  );

  app.post(
    '/:token/visit',
    {
      ...yupRoute({
        tags,
        summary: 'Pass the gate: passcode and NDA checked; mails a 6-digit code when the link asks for an e-mail',
        params: tokenParamsSchema,
        body: visitStartSchema,
        response: { 200: responseSchemaOf(visitReplySchema), 201: responseSchemaOf(visitReplySchema), ...viewerErrors },
      }),
      preValidation: [perIp('link-visit'), passcodeTries],
    },
    async (request, reply) =>
      gated(reply, async () => {
        const userAgent = request.headers['user-agent'];
        const { token } = request.params;
        const started = await app.links.startVisit(kind, token, request.body, {
          userAgent,
          isRobot: !isPerson(userAgent),
        });
        if (!started.visitId) return reply.code(200).send(started);
        remember(reply, token, started.visitId);
        return reply.code(201).send(started);
      }),
  );

  app.post(
    '/:token/visit/verify',
    {
      ...yupRoute({
        tags,
        summary: 'The mailed code: opens the visit and remembers this browser for the link (5 tries per code)',
        params: tokenParamsSchema,
        body: visitVerifySchema,
        response: { 200: responseSchemaOf(visitReplySchema), ...viewerErrors },
      }),
      preValidation: [perIp('link-verify')],
    },
    async (request, reply) => {
      const { visitId } = await app.links.verifyVisit(kind, request.params.token, request.body);
      remember(reply, request.params.token, visitId);
      return { visitId };
    },
  );

  app.post(
    '/:token/activity',
    yupRoute({
      tags,
      summary: `Active seconds on one ${LINKED_PART[kind]} since the visit's last report; the server counts at most the time elapsed`,
      params: tokenParamsSchema,
      body: activitySchema,
      response: { 200: responseSchemaOf(activityReplySchema), ...viewerErrors },
    }),
    async (request) => app.links.activity(kind, request.params.token, request.body),
  );

  app.get(
    '/:token/media/:alias',
    yupRoute({
      tags,
      summary: `A picture of the link's ${kind}, by its name under the link; 404 once the link is revoked or expired`,
      params: pictureParamsSchema,
      querystring: mediaQuerySchema,
      response: { 200: fileReply(`A picture of the link's ${kind}`, MEDIA_CONTENT_TYPES), ...viewerErrors },
    }),
    async (request, reply) =>
      gated(reply, async () => {
        const { token, alias } = request.params;
        const id = await app.links.picture(kind, token, alias, visitOf(request));
        const file = await app.media.open(id, request.query.w);
        if (!file) throw new HttpError(404, LINK_MESSAGES.pictureNotFound);
        // Kept a minute at most, by this browser only: a revoked link's pictures stop showing soon after.
        return reply
          .header('cache-control', 'private, max-age=60')
          .header('x-content-type-options', 'nosniff')
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('content-type', file.contentType)
          .header('content-length', file.length)
          .send(file.open());
      }),
  );

  app.get(
    '/:token/pdf',
    yupRoute({
      tags,
      summary: `The ${kind} as a PDF, when the link allows downloads (403 otherwise), with the link's watermark on every page`,
      params: tokenParamsSchema,
      response: viewerErrors,
    }),
    async (request, reply) =>
      gated(reply, async () => {
        const { name, body } = await app.links.download(kind, request.params.token, visitOf(request));
        return sendDownload(reply, {
          name,
          fallback: kind,
          extension: 'pdf',
          contentType: 'application/pdf',
          body,
        });
      }),
  );
};

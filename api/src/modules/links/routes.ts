import {
  analyticsQuerySchema,
  createLinkSchema,
  idParamsSchema,
  LINKED_PART,
  linkAnalyticsSchema,
  linkListSchema,
  linkParamsSchema,
  linkReplySchema,
  updateLinkSchema,
} from '@kuza/contracts';
import { responseSchemaOf, yupRoute, type YupRoutes } from '../../lib/yup-route';
import { signedInUser } from '../../plugins/authenticate';
import type { YupApp } from '../documents/routes';
import { documentErrors } from '../documents/schemas';
import type { DocumentKind } from '../documents/share-views';
import { analyticsCsv } from './csv';

const tags = ['links'];
const linkReply = responseSchemaOf(linkReplySchema);

/** /decks/:id/links: a deck's named links (see linkRoutes). */
export const deckLinkRoutes: YupRoutes = async (app) => linkRoutes(app, 'deck');

/** /resumes/:id/links: a resume's named links (see linkRoutes). */
export const resumeLinkRoutes: YupRoutes = async (app) => linkRoutes(app, 'resume');

/**
 * /<kind>s/:id/links: a document's named links, for its workspace's members (the document's own
 * access check, as for its view-only link), and what each link's visitors did.
 */
function linkRoutes(app: YupApp, kind: DocumentKind) {
  // Before validation, so a request without a session is answered 401 whatever its body holds.
  app.addHook('preValidation', app.requireUser);

  app.post(
    '/:id/links',
    yupRoute({
      tags,
      summary: `A new named link to the ${kind}, with its own gate (e-mail, passcode, NDA), expiry and download setting`,
      params: idParamsSchema,
      body: createLinkSchema,
      response: { 201: linkReply, ...documentErrors },
    }),
    async (request, reply) => {
      const link = await app.links.create(signedInUser(request), kind, request.params.id, request.body);
      return reply.code(201).send({ link });
    },
  );

  app.get(
    '/:id/links',
    yupRoute({
      tags,
      summary: `The ${kind}'s links, revoked ones included`,
      params: idParamsSchema,
      response: { 200: responseSchemaOf(linkListSchema), ...documentErrors },
    }),
    async (request) => ({ items: await app.links.list(signedInUser(request), kind, request.params.id) }),
  );

  app.patch(
    '/:id/links/:linkId',
    yupRoute({
      tags,
      summary: "Change a link's settings; null removes its passcode, expiry or NDA",
      params: linkParamsSchema,
      body: updateLinkSchema,
      response: { 200: linkReply, ...documentErrors },
    }),
    async (request) => ({
      link: await app.links.update(signedInUser(request), kind, request.params.id, request.params.linkId, request.body),
    }),
  );

  app.delete(
    '/:id/links/:linkId',
    yupRoute({
      tags,
      summary: 'Revoke a link: its address answers 404 at once; its visits stay',
      params: linkParamsSchema,
      response: { 200: linkReply, ...documentErrors },
    }),
    async (request) => ({
      link: await app.links.revoke(signedInUser(request), kind, request.params.id, request.params.linkId),
    }),
  );

  app.get(
    '/:id/links/:linkId/analytics',
    yupRoute({
      tags,
      summary: `A link's visits: who, when, active seconds per ${LINKED_PART[kind]}, downloads; ?format=csv for a spreadsheet`,
      params: linkParamsSchema,
      querystring: analyticsQuerySchema,
      response: { 200: responseSchemaOf(linkAnalyticsSchema), ...documentErrors },
    }),
    async (request, reply) => {
      const analytics = await app.links.analytics(
        signedInUser(request),
        kind,
        request.params.id,
        request.params.linkId,
      );
      if (request.query.format !== 'csv') return analytics;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="link-visits.csv"')
        .header('cache-control', 'no-store')
        .send(analyticsCsv(analytics));
    },
  );
}

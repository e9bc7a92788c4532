import type { FastifyPluginAsync } from 'fastify';
import {
  createLinkSchema,
  linkAnalyticsSchema,
  linkListSchema,
  linkReplySchema,
  updateLinkSchema,
  type CreateLinkInput,
  type UpdateLinkInput,
} from '@kuza/contracts';
import { responseSchemaOf, yupRoute } from '../../lib/yup-route';
import { signedInUser } from '../../plugins/authenticate';
import { documentErrors } from '../documents/schemas';
import { analyticsCsv } from './csv';

type LinkParams = { Params: { id: string; linkId: string } };

const tags = ['links'];
const linkReply = responseSchemaOf(linkReplySchema);

/**
 * /decks/:id/links: a deck's named links, for its workspace's members (the deck's own access
 * check, as for its view-only link), and what each link's visitors did.
 */
export const deckLinkRoutes: FastifyPluginAsync = async (app) => {
  // Before validation, so a request without a session is answered 401 whatever its body holds.
  app.addHook('preValidation', app.requireUser);

  app.post<{ Params: { id: string }; Body: CreateLinkInput }>(
    '/:id/links',
    yupRoute({
      tags,
      summary: 'A new named link to the deck, with its own gate (e-mail, passcode, NDA), expiry and download setting',
      body: createLinkSchema,
      response: { 201: linkReply, ...documentErrors },
    }),
    async (request, reply) => {
      const link = await app.links.create(signedInUser(request), request.params.id, request.body);
      return reply.code(201).send({ link });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/:id/links',
    {
      schema: {
        tags,
        summary: "The deck's links, revoked ones included",
        response: { 200: responseSchemaOf(linkListSchema), ...documentErrors },
      },
    },
    async (request) => ({ items: await app.links.list(signedInUser(request), request.params.id) }),
  );

  app.patch<LinkParams & { Body: UpdateLinkInput }>(
    '/:id/links/:linkId',
    yupRoute({
      tags,
      summary: "Change a link's settings; null removes its passcode, expiry or NDA",
      body: updateLinkSchema,
      response: { 200: linkReply, ...documentErrors },
    }),
    async (request) => ({
      link: await app.links.update(signedInUser(request), request.params.id, request.params.linkId, request.body),
    }),
  );

  app.delete<LinkParams>(
    '/:id/links/:linkId',
    {
      schema: {
        tags,
        summary: 'Revoke a link: its address answers 404 at once; its visits stay',
        response: { 200: linkReply, ...documentErrors },
      },
    },
    async (request) => ({
      link: await app.links.revoke(signedInUser(request), request.params.id, request.params.linkId),
    }),
  );

  app.get<LinkParams & { Querystring: { format?: string } }>(
    '/:id/links/:linkId/analytics',
    {
      schema: {
        tags,
        summary: "A link's visits: who, when, active seconds per slide, downloads; ?format=csv for a spreadsheet",
        querystring: { type: 'object', properties: { format: { type: 'string', enum: ['json', 'csv'] } } },
        response: { 200: responseSchemaOf(linkAnalyticsSchema), ...documentErrors },
      },
    },
    async (request, reply) => {
      const analytics = await app.links.analytics(signedInUser(request), request.params.id, request.params.linkId);
      if (request.query.format !== 'csv') return analytics;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="link-visits.csv"')
        .header('cache-control', 'no-store')
        .send(analyticsCsv(analytics));
    },
  );
};

import type { FastifyError } from 'fastify';
import {
  idParamsSchema,
  MEDIA_CONTENT_TYPES,
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  MEDIA_WIDTHS,
  mediaQuerySchema,
  mediaUploadSchema,
} from '@kuza/contracts';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { emptyReply, errorReply, fileReply, responseSchemaOf, yupRoute, type YupRoutes } from '../../lib/yup-route';
import { signedInUser } from '../../plugins/authenticate';
import { documentErrors } from '../documents/schemas';

const tags = ['media'];
/** A stored file never changes (a new picture gets a new id), so browsers and proxies keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * /media: upload a picture (the raw file as the body) into the workspace's store, and read one
 * by its URL. Reading needs no session: the random id is the capability, handed out only with
 * the deck, resume or profile that holds it (its team, and viewers of its share link).
 */
export const mediaRoutes: YupRoutes<{ config: Config }> = async (app, { config }) => {
  app.addContentTypeParser(
    [...MEDIA_CONTENT_TYPES, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: MEDIA_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Store a picture (PNG, JPEG, WebP or GIF, at most 2 MB) sent as the request body',
        consumes: [...MEDIA_CONTENT_TYPES],
        response: { 201: responseSchemaOf(mediaUploadSchema), ...documentErrors },
      },
      bodyLimit: MEDIA_MAX_BYTES,
      // Each upload is stored: MEDIA_RATE_LIMIT_MAX a minute per client IP.
      config: { rateLimit: { max: config.mediaRateLimitMax, timeWindow: '1 minute' } },
      preHandler: app.requireUser,
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, MEDIA_MESSAGES.tooLarge);
        if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new HttpError(415, MEDIA_MESSAGES.type);
        if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') throw new HttpError(400, MEDIA_MESSAGES.empty);
        throw error;
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw new HttpError(400, MEDIA_MESSAGES.empty);
      const { workspaceId } = await app.teams.currentMembership(signedInUser(request));
      return reply.code(201).send(await app.media.put(String(workspaceId), request.body));
    },
  );

  app.get(
    '/:id',
    yupRoute({
      tags,
      summary: `A stored picture; ?w=${MEDIA_WIDTHS.join('|')} answers a WebP at least that wide`,
      params: idParamsSchema,
      querystring: mediaQuerySchema,
      response: {
        200: fileReply('The picture', MEDIA_CONTENT_TYPES),
        304: emptyReply('The copy the browser holds is this one'),
        404: errorReply,
      },
    }),
    async (request, reply) => {
      const file = await app.media.open(request.params.id, request.query.w);
      if (!file) throw new HttpError(404, MEDIA_MESSAGES.notFound);
      const etag = `"${file.fileId}"`;
      reply
        .header('etag', etag)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin');
      const seen = request.headers['if-none-match'];
      if (seen && seen.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send();
      }
      return reply.header('content-type', file.contentType).header('content-length', file.length).send(file.open());
    },
  );
};

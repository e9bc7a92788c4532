import {
  WAITLIST_MESSAGES,
  waitlistCountReplySchema,
  waitlistJoinReplySchema,
  waitlistJoinSchema,
} from '@kuza/contracts';
import type { Config } from '../../config';
import { defineMessage } from '@kuza/i18n';
import { HttpError } from '../../lib/http-error';
import { sayTo } from '../../lib/i18n';
import { errorReply, responseSchemaOf, yupRoute, type YupRoutes } from '../../lib/yup-route';
import { waitlistModel } from './model';
import { createWaitlistService } from './service';

/** An e-mail and a source fit in far less; anything bigger is refused before it is parsed. */
const BODY_LIMIT_BYTES = 2048;

const joinReply = responseSchemaOf(waitlistJoinReplySchema);
const countReply = responseSchemaOf(waitlistCountReplySchema);

/** product.md §7: POST /waitlist/add and GET /waitlist/count, under /waitlist. */
export const waitlistRoutes: YupRoutes<{ config: Config }> = async (app, { config }) => {
  const service = createWaitlistService(await waitlistModel(app.db.connection), config.readCacheMs);

  app.post(
    '/add',
    {
      ...yupRoute({
        tags: ['waitlist'],
        summary: 'Join the waitlist',
        description:
          'The address is trimmed and lower-cased. Joining again is not an error: it answers 200 with "You\'re already on the waitlist" and is not counted twice.',
        body: waitlistJoinSchema,
        response: { 200: joinReply, 201: joinReply, 400: errorReply, 413: errorReply, 429: errorReply },
      }),
      // A body that is not an object gets this plainer message than yup's type error.
      preValidation: async (request) => {
        const body: unknown = request.body;
        if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
          throw new HttpError(
            400,
            defineMessage({
              id: 'api.waitlist.bodyInvalid',
              defaultMessage: 'The request body must be a JSON object with an email',
            }),
          );
        }
      },
      bodyLimit: BODY_LIMIT_BYTES,
      config: { rateLimit: { max: config.waitlistRateLimitMax, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { alreadyJoined } = await service.join(request.body);
      return reply.code(alreadyJoined ? 200 : 201).send({
        message: sayTo(request, alreadyJoined ? WAITLIST_MESSAGES.alreadyJoined : WAITLIST_MESSAGES.joined),
        data: { alreadyJoined },
      });
    },
  );

  app.get(
    '/count',
    {
      schema: {
        tags: ['waitlist'],
        summary: 'How many people joined the waitlist',
        description: 'Public: needs no session or credentials.',
        response: { 200: countReply, 429: errorReply },
      },
    },
    async () => ({ data: { count: await service.count() } }),
  );
};

import type { FastifyError, FastifyRequest } from 'fastify';
import { signedInUser } from '../../plugins/authenticate';
import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  changePasswordSchema,
  idParamsSchema,
  PROFILE_MESSAGES,
} from '@kuza/contracts';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { sayTo } from '../../lib/i18n';
import { errorReply, fileReply, yupRoute, type YupRoutes } from '../../lib/yup-route';
import { attemptLimit, AUTH_WINDOW_MS } from '../auth/limits';
import { messageReply, sessionReply } from '../auth/schemas';
import { setSessionCookie } from '../sessions/cookie';
import { avatarModel } from './avatar-model';
import { toPublicUser } from './public-user';
import { createProfileService } from './profile-service';

/** Password tries per account per window: stops guessing with a stolen session, forgives typos. */
export const PASSWORD_CHANGE_LIMIT = 10;
const byUser = (request: FastifyRequest) => request.user?._id.toString();

/**
 * The signed-in user's own account, under /users: change the password, upload or remove the
 * profile photo, and the public photo URLs. Names and onboarding answers stay on `PUT /auth`.
 */
export const userRoutes: YupRoutes<{ config: Config }> = async (app, { config }) => {
  const service = createProfileService({
    users: app.users,
    avatars: await avatarModel(app.db.connection),
    media: app.media,
    log: app.log,
    sessions: app.sessions,
    mailer: app.mailer,
    apiUrl: config.apiUrl,
    publicWebUrl: config.publicWebUrl,
  });
  // Once, at start: photos saved before the media store move into it (their URLs keep working).
  const moved = await service.moveAvatarsIntoStore();
  if (moved.moved || moved.kept) app.log.info(moved, 'profile photos moved into the media store');

  // Photos arrive as the raw body; this parser exists only inside this plugin.
  app.addContentTypeParser(
    [...AVATAR_CONTENT_TYPES, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.put(
    '/me/password',
    {
      ...yupRoute({
        tags: ['users'],
        summary: 'Change the password; signs out every other session',
        body: changePasswordSchema,
        response: { 200: messageReply, 400: errorReply, 401: errorReply, 429: errorReply },
      }),
      // A session and a try are needed before the body is looked at: 401 and 429 come before 400.
      preValidation: [
        app.requireUser,
        attemptLimit(app, 'password-change:user', PASSWORD_CHANGE_LIMIT, byUser, AUTH_WINDOW_MS),
      ],
    },
    async (request, reply) => {
      await service.changePassword(signedInUser(request), request.body);
      const session = await app.sessions.create(signedInUser(request)._id);
      setSessionCookie(reply, session.id, session.expiresAt, config.cookieSecure);
      return { message: sayTo(request, PROFILE_MESSAGES.passwordChanged) };
    },
  );

  app.put(
    '/me/avatar',
    {
      schema: {
        tags: ['users'],
        summary: 'Upload a profile photo (PNG, JPEG, WebP or GIF, at most 1 MB) as the request body',
        consumes: [...AVATAR_CONTENT_TYPES],
        response: { 200: sessionReply, 401: errorReply, 413: errorReply, 415: errorReply },
      },
      bodyLimit: AVATAR_MAX_BYTES,
      preHandler: app.requireUser,
      // Fastify's own answers for these two would not say what to do.
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, PROFILE_MESSAGES.imageTooLarge);
        if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new HttpError(415, PROFILE_MESSAGES.imageType);
        throw error;
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new HttpError(415, PROFILE_MESSAGES.imageType);
      const user = await service.saveAvatar(signedInUser(request), request.body);
      return { message: sayTo(request, PROFILE_MESSAGES.imageSaved), user: toPublicUser(user) };
    },
  );

  app.delete(
    '/me/avatar',
    {
      schema: {
        tags: ['users'],
        summary: 'Remove the profile photo',
        response: { 200: sessionReply, 401: errorReply },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const user = await service.removeAvatar(signedInUser(request));
      return { message: sayTo(request, PROFILE_MESSAGES.imageRemoved), user: toPublicUser(user) };
    },
  );

  app.get(
    '/avatars/:id',
    yupRoute({
      tags: ['users'],
      summary: 'A profile photo saved before the media store: served, or moved to /media/:id (301)',
      params: idParamsSchema,
      response: { 200: fileReply('The photo', AVATAR_CONTENT_TYPES), 404: errorReply },
    }),
    async (request, reply) => {
      const avatar = await service.avatar(request.params.id);
      if (!avatar) {
        if (!(await app.media.open(request.params.id))) throw new HttpError(404, PROFILE_MESSAGES.imageNotFound);
        return reply.redirect(app.media.urlOf(request.params.id), 301);
      }
      return reply
        .header('content-type', avatar.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(avatar.data);
    },
  );
};

import type { FastifyRequest } from 'fastify';
import { sayTo } from '../../lib/i18n';
import { emptyReply, errorReply, responseSchemaOf, yupRoute, type YupRoutes } from '../../lib/yup-route';
import { signedInUser } from '../../plugins/authenticate';
import {
  acceptInvitationSchema,
  editMemberSchema,
  invitationPreviewSchema,
  invitationSentSchema,
  invitationParamsSchema,
  inviteMemberSchema,
  memberParamsSchema,
  teamResponseSchema,
  TEAM_MESSAGES,
} from '@kuza/contracts';
import { attemptLimit, byIp } from '../auth/limits';

const teamReply = responseSchemaOf(teamResponseSchema);
const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };
/** Each invitation makes Kuza send an e-mail to an address the inviter chose: bound how many. */
const INVITES_PER_HOUR = 20;
const byUser = (request: FastifyRequest) => request.user?._id.toString();
/** Guessing a 256-bit token is hopeless; the bound keeps the lookup cheap for everyone else. */
const PREVIEWS_PER_WINDOW = 60;
const invitationPreview = responseSchemaOf(invitationPreviewSchema);

/** The one team route for someone not signed in: the invitation link's page reads who invited them. */
export const invitationPreviewRoutes: YupRoutes = async (app) => {
  app.post(
    '/invitations/preview',
    {
      ...yupRoute({
        tags: ['team'],
        summary: 'Who invited this address to which team (no session needed: the token is the proof)',
        body: acceptInvitationSchema,
        response: { 200: invitationPreview, 400: errorReply, 404: errorReply, 429: errorReply },
      }),
      // Counted before the body is checked, so a malformed guess costs a try too.
      preValidation: attemptLimit(app, 'team-invitation-preview:ip', PREVIEWS_PER_WINDOW, byIp),
    },
    async (request) => app.teams.preview(request.body.token),
  );
};

/** The team of the signed-in user's workspace: members, roles and invitations (issue: team members). */
export const teamRoutes: YupRoutes = async (app) => {
  const service = app.teams;
  // Before validation, so a request without a session is answered 401 whatever its body holds.
  app.addHook('preValidation', app.requireUser);

  app.get(
    '/',
    {
      schema: { tags: ['team'], summary: 'The team of your workspace', response: { 200: teamReply, 401: errorReply } },
    },
    (request) => service.team(signedInUser(request)),
  );

  app.post(
    '/invitations',
    {
      ...yupRoute({
        tags: ['team'],
        summary: 'Invite someone by e-mail (Owner or Admin)',
        body: inviteMemberSchema,
        response: {
          201: responseSchemaOf(invitationSentSchema),
          ...errors,
          429: errorReply,
        },
      }),
      preValidation: attemptLimit(app, 'team-invite:user', INVITES_PER_HOUR, byUser, 60 * 60_000),
    },
    async (request, reply) => {
      const created = await service.invite(signedInUser(request), request.body.email);
      return reply.code(201).send({ message: sayTo(request, TEAM_MESSAGES.invited), invitation: created });
    },
  );

  app.delete(
    '/invitations/:invitationId',
    yupRoute({
      tags: ['team'],
      summary: 'Withdraw an invitation (Owner or Admin)',
      params: invitationParamsSchema,
      response: { 204: emptyReply('The invitation is withdrawn'), ...errors },
    }),
    async (request, reply) => {
      await service.revokeInvitation(signedInUser(request), request.params.invitationId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/invitations/accept',
    yupRoute({
      tags: ['team'],
      summary: 'Accept an invitation with the token from its e-mail',
      body: acceptInvitationSchema,
      response: { 200: teamReply, ...errors },
    }),
    async (request) => service.accept(signedInUser(request), request.body.token),
  );

  app.put(
    '/members/:memberId',
    yupRoute({
      tags: ['team'],
      summary: "Edit a member's name and role (Owner or Admin)",
      params: memberParamsSchema,
      body: editMemberSchema,
      response: { 200: teamReply, ...errors },
    }),
    async (request) => service.editMember(signedInUser(request), request.params.memberId, request.body),
  );

  app.delete(
    '/members/:memberId',
    yupRoute({
      tags: ['team'],
      summary: 'Remove a member (Owner or Admin), or leave the team yourself',
      params: memberParamsSchema,
      response: { 200: teamReply, ...errors },
    }),
    async (request) => service.removeMember(signedInUser(request), request.params.memberId),
  );
};

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { docsOnly } from '../../lib/docs-only';
import { signedInUser } from '../../plugins/authenticate';
import {
  acceptInvitationSchema,
  editMemberSchema,
  inviteMemberSchema,
  parseInput,
  TEAM_MESSAGES,
  TEAM_ROLES,
} from '@kuza/contracts';
import { attemptLimit, byIp } from '../auth/limits';

const errorReply = { $ref: 'ErrorResponse#' } as const;
const member = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string', enum: [...TEAM_ROLES] },
    isYou: { type: 'boolean' },
  },
} as const;
const invitation = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string' },
    invitedAt: { type: 'string' },
    expiresAt: { type: 'string' },
  },
} as const;
const teamReply = {
  type: 'object',
  properties: {
    workspace: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },
    role: { type: 'string', enum: [...TEAM_ROLES] },
    members: { type: 'array', items: member },
    invitations: { type: 'array', items: invitation },
  },
} as const;
const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };
const memberParams = { type: 'object', properties: { memberId: { type: 'string' } }, required: ['memberId'] } as const;
/** Each invitation makes Kuza send an e-mail to an address the inviter chose: bound how many. */
const INVITES_PER_HOUR = 20;
const byUser = (request: FastifyRequest) => request.user?._id.toString();
/** Guessing a 256-bit token is hopeless; the bound keeps the lookup cheap for everyone else. */
const PREVIEWS_PER_WINDOW = 60;
const invitationPreview = {
  type: 'object',
  properties: {
    workspace: { type: 'string' },
    inviter: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string', enum: [...TEAM_ROLES] },
    hasAccount: { type: 'boolean' },
  },
} as const;

/** The one team route for someone not signed in: the invitation link's page reads who invited them. */
export const invitationPreviewRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/invitations/preview',
    {
      schema: {
        tags: ['team'],
        summary: 'Who invited this address to which team (no session needed: the token is the proof)',
        body: { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] },
        response: { 200: invitationPreview, 400: errorReply, 404: errorReply, 429: errorReply },
      },
      validatorCompiler: docsOnly,
      preHandler: attemptLimit(app, 'team-invitation-preview:ip', PREVIEWS_PER_WINDOW, byIp),
    },
    async (request) => {
      const { token } = await parseInput(acceptInvitationSchema, request.body);
      return app.teams.preview(token);
    },
  );
};

/** The team of the signed-in user's workspace: members, roles and invitations (issue: team members). */
export const teamRoutes: FastifyPluginAsync = async (app) => {
  const service = app.teams;
  app.addHook('preHandler', app.requireUser);

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
      schema: {
        tags: ['team'],
        summary: 'Invite someone by e-mail (Owner or Admin)',
        body: { type: 'object', properties: { email: { type: 'string', format: 'email' } }, required: ['email'] },
        response: {
          201: { type: 'object', properties: { message: { type: 'string' }, invitation } },
          ...errors,
          429: errorReply,
        },
      },
      validatorCompiler: docsOnly,
      preHandler: attemptLimit(app, 'team-invite:user', INVITES_PER_HOUR, byUser, 60 * 60_000),
    },
    async (request, reply) => {
      const { email } = await parseInput(inviteMemberSchema, request.body);
      const created = await service.invite(signedInUser(request), email);
      return reply.code(201).send({ message: TEAM_MESSAGES.invited, invitation: created });
    },
  );

  app.delete<{ Params: { invitationId: string } }>(
    '/invitations/:invitationId',
    {
      schema: {
        tags: ['team'],
        summary: 'Withdraw an invitation (Owner or Admin)',
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      await service.revokeInvitation(signedInUser(request), request.params.invitationId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/invitations/accept',
    {
      schema: {
        tags: ['team'],
        summary: 'Accept an invitation with the token from its e-mail',
        body: { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] },
        response: { 200: teamReply, ...errors },
      },
      validatorCompiler: docsOnly,
    },
    async (request) => {
      const { token } = await parseInput(acceptInvitationSchema, request.body);
      return service.accept(signedInUser(request), token);
    },
  );

  app.put<{ Params: { memberId: string } }>(
    '/members/:memberId',
    {
      schema: {
        tags: ['team'],
        summary: "Edit a member's name and role (Owner or Admin)",
        params: memberParams,
        body: {
          type: 'object',
          properties: {
            firstName: { type: 'string' },
            lastName: { type: 'string' },
            email: { type: 'string' },
            role: { type: 'string', enum: [...TEAM_ROLES] },
          },
        },
        response: { 200: teamReply, ...errors },
      },
      validatorCompiler: docsOnly,
    },
    async (request) =>
      service.editMember(
        signedInUser(request),
        request.params.memberId,
        await parseInput(editMemberSchema, request.body),
      ),
  );

  app.delete<{ Params: { memberId: string } }>(
    '/members/:memberId',
    {
      schema: {
        tags: ['team'],
        summary: 'Remove a member (Owner or Admin), or leave the team yourself',
        params: memberParams,
        response: { 200: teamReply, ...errors },
      },
    },
    async (request) => service.removeMember(signedInUser(request), request.params.memberId),
  );
};

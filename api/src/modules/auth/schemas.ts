/**
 * Response schemas of the auth routes: they document the API (/docs) and, through Fastify's
 * serializer, guarantee that nothing outside them (a hash, a code) can reach a response.
 */
export const publicUserSchema = {
  $id: 'PublicUser',
  type: 'object',
  required: [
    'id',
    'firstname',
    'lastname',
    'email',
    'emailVerified',
    'providers',
    'onboarding',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    id: { type: 'string' },
    firstname: { type: 'string' },
    lastname: { type: 'string' },
    email: { type: 'string', format: 'email' },
    emailVerified: { type: 'boolean' },
    profileImage: { type: 'string' },
    providers: { type: 'array', items: { type: 'string', enum: ['password', 'google'] } },
    onboarding: {
      type: 'object',
      properties: {
        industry: { type: 'string' },
        team_size: { type: 'string' },
        target_audience: { type: 'string' },
        goal: { type: 'string' },
        goals: { type: 'array', items: { type: 'string' } },
        completed_step: { type: 'integer' },
      },
    },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

const message = { type: 'string' } as const;

export const messageReply = {
  type: 'object',
  required: ['message'],
  properties: { message },
} as const;

export const sessionReply = {
  type: 'object',
  required: ['message', 'user'],
  properties: { message, user: { $ref: 'PublicUser#' } },
} as const;

export const currentUserReply = {
  type: 'object',
  required: ['user'],
  properties: { user: { $ref: 'PublicUser#' } },
} as const;

export const signUpReply = {
  type: 'object',
  required: ['message', 'user'],
  properties: { message, user: { type: 'object', required: ['email'], properties: { email: { type: 'string' } } } },
} as const;

export const resendReply = {
  type: 'object',
  required: ['message', 'cooldownSeconds'],
  properties: { message, cooldownSeconds: { type: 'integer' } },
} as const;

export const errorReply = { $ref: 'ErrorResponse#' } as const;

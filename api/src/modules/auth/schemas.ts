import {
  currentUserReplySchema,
  messageReplySchema,
  resendReplySchema,
  sessionReplySchema,
  signUpReplySchema,
} from '@kuza/contracts';
import { responseSchemaOf } from '../../lib/yup-route';

/**
 * Response schemas of the account routes, from the contracts' reply schemas: they document the API
 * (/docs), type what each route may answer and, through Fastify's serializer, guarantee that
 * nothing outside them (a hash, a code) can reach a response.
 */
export const messageReply = responseSchemaOf(messageReplySchema);
export const sessionReply = responseSchemaOf(sessionReplySchema);
export const currentUserReply = responseSchemaOf(currentUserReplySchema);
export const signUpReply = responseSchemaOf(signUpReplySchema);
export const resendReply = responseSchemaOf(resendReplySchema);

import { shareInfoSchema } from '@kuza/contracts';
import { responseSchemaOf } from '../../lib/yup-route';

/** Response schemas that decks and resumes share. */
const errorReply = { $ref: 'ErrorResponse#' } as const;

/** Every error a deck or resume route may answer, all in the one error shape. */
export const documentErrors = {
  400: errorReply,
  401: errorReply,
  403: errorReply,
  404: errorReply,
  409: errorReply,
  413: errorReply,
  415: errorReply,
  429: errorReply,
  502: errorReply,
} as const;

export const shareReply = responseSchemaOf(shareInfoSchema);

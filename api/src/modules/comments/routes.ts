import {
  commentListSchema,
  commentParamsSchema,
  commentThreadReplySchema,
  createCommentSchema,
  idParamsSchema,
  resolveCommentSchema,
} from '@kuza/contracts';
import { responseSchemaOf, yupRoute, type YupRoutes } from '../../lib/yup-route';
import { signedInUser } from '../../plugins/authenticate';
import type { YupApp } from '../documents/routes';
import { documentErrors } from '../documents/schemas';
import type { DocumentKind } from '../documents/share-views';

const tags = ['comments'];
const threadReply = responseSchemaOf(commentThreadReplySchema);
/** A comment is at most 2,000 characters: a body past this is not one. */
const COMMENT_BODY_LIMIT = 32 * 1024;

/** /decks/:id/comments: threads on a deck's slides (see commentRoutes). */
export const deckCommentRoutes: YupRoutes = async (app) => commentRoutes(app, 'deck');

/** /resumes/:id/comments: threads on a resume's sections (see commentRoutes). */
export const resumeCommentRoutes: YupRoutes = async (app) => commentRoutes(app, 'resume');

/**
 * /<kind>s/:id/comments: the threads of a document's team on its slides or sections, checked with
 * the document's own access (404 outside its workspace). Writes count against the account's
 * request limit as every other write does.
 */
function commentRoutes(app: YupApp, kind: DocumentKind) {
  const part = kind === 'deck' ? 'slide' : 'section';
  // Before validation, so a request without a session is answered 401 whatever its body holds.
  app.addHook('preValidation', app.requireUser);

  app.get(
    '/:id/comments',
    yupRoute({
      tags,
      summary: `The ${kind}'s comment threads, newest activity first, and the teammates a comment may mention`,
      params: idParamsSchema,
      response: { 200: responseSchemaOf(commentListSchema), ...documentErrors },
    }),
    (request) => app.comments.list(signedInUser(request), kind, request.params.id),
  );

  app.post(
    '/:id/comments',
    {
      ...yupRoute({
        tags,
        summary: `A new thread on a ${part} (anchor: its id), or a reply under threadId; each mention is mailed a link to the ${part}`,
        params: idParamsSchema,
        body: createCommentSchema,
        response: { 201: threadReply, ...documentErrors },
      }),
      bodyLimit: COMMENT_BODY_LIMIT,
    },
    async (request, reply) => {
      const thread = await app.comments.create(signedInUser(request), kind, request.params.id, request.body);
      return reply.code(201).send({ thread });
    },
  );

  app.patch(
    '/:id/comments/:commentId',
    yupRoute({
      tags,
      summary: 'Resolve (true) or reopen (false) the thread the comment is in',
      params: commentParamsSchema,
      body: resolveCommentSchema,
      response: { 200: threadReply, ...documentErrors },
    }),
    async (request) => ({
      thread: await app.comments.resolve(
        signedInUser(request),
        kind,
        request.params.id,
        request.params.commentId,
        request.body.resolved,
      ),
    }),
  );
}

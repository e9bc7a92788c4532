import { assertPixelBudgetOfSources } from '../../lib/image-pixels';
import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../../plugins/authenticate';
import { yupRoute } from '../../lib/yup-route';
import type { Schema } from 'yup';
import type { User } from '../users/model';
import { documentErrors, shareReply } from './schemas';

type IdParams = { Params: { id: string } };

/** What the routes below need of a deck or resume service. */
export interface DocumentService<T, U> {
  get(user: User, id: string): Promise<T>;
  update(user: User, id: string, input: U): Promise<T>;
  duplicate(user: User, id: string): Promise<T>;
  remove(user: User, id: string): Promise<void>;
  shareInfo(user: User, id: string): Promise<unknown>;
  share(user: User, id: string): Promise<unknown>;
  unshare(user: User, id: string): Promise<unknown>;
}

export interface DocumentRouteOptions<T, U> {
  /** 'deck' or 'resume', in the API docs' summaries. */
  noun: string;
  tags: string[];
  service: DocumentService<T, U>;
  /** The response schema of one document. */
  reply: object;
  /** The shared yup schema of PUT bodies. */
  updateSchema: Schema<U>;
  /** Largest PUT body: a deck with images is bigger than a resume. */
  updateBodyLimit: number;
  /** The image sources a PUT body holds, checked against the pixel budget before saving. */
  imagesOf: (input: U) => ReadonlyArray<string | undefined>;
}

/**
 * The routes decks and resumes share, under /:id: read, save with the version read (409 when
 * someone saved first), duplicate, delete (Owner or Admin), and the view-only link.
 */
export function registerDocumentRoutes<T, U>(app: FastifyInstance, options: DocumentRouteOptions<T, U>) {
  const { noun, tags, service, reply } = options;

  app.get<IdParams>(
    '/:id',
    { schema: { tags, summary: `One ${noun}`, response: { 200: reply, ...documentErrors } } },
    (request) => service.get(signedInUser(request), request.params.id),
  );

  app.put<IdParams & { Body: U }>(
    '/:id',
    {
      ...yupRoute({
        tags,
        summary: 'Save changes; send the version you read (409 if someone saved first)',
        body: options.updateSchema,
        response: { 200: reply, ...documentErrors },
      }),
      bodyLimit: options.updateBodyLimit,
    },
    async (request) => {
      // Checked by `updateSchema`, whose type is U; the cast only undoes Fastify's wrapper of generic bodies.
      const input = request.body as U;
      await assertPixelBudgetOfSources(options.imagesOf(input));
      return service.update(signedInUser(request), request.params.id, input);
    },
  );

  app.post<IdParams>(
    '/:id/duplicate',
    { schema: { tags, summary: `Copy a ${noun}`, response: { 201: reply, ...documentErrors } } },
    async (request, answer) => answer.code(201).send(await service.duplicate(signedInUser(request), request.params.id)),
  );

  app.delete<IdParams>(
    '/:id',
    {
      schema: {
        tags,
        summary: `Delete a ${noun} (Owner or Admin)`,
        response: { 204: { type: 'null' }, ...documentErrors },
      },
    },
    async (request, answer) => {
      await service.remove(signedInUser(request), request.params.id);
      return answer.code(204).send();
    },
  );

  app.get<IdParams>(
    '/:id/share',
    { schema: { tags, summary: 'The view-only link and its views', response: { 200: shareReply, ...documentErrors } } },
    (request) => service.shareInfo(signedInUser(request), request.params.id),
  );
  app.post<IdParams>(
    '/:id/share',
    { schema: { tags, summary: 'Create the view-only link', response: { 200: shareReply, ...documentErrors } } },
    (request) => service.share(signedInUser(request), request.params.id),
  );
  app.delete<IdParams>(
    '/:id/share',
    { schema: { tags, summary: 'Revoke the view-only link', response: { 200: shareReply, ...documentErrors } } },
    (request) => service.unshare(signedInUser(request), request.params.id),
  );
}

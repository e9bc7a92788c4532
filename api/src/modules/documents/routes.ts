import { assertPixelBudgetOfSources } from '../../lib/image-pixels';
import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../../plugins/authenticate';
import { yupRoute } from '../../lib/yup-route';
import type { Schema } from 'yup';
import type { User } from '../users/model';
import { sendDownload } from './download';
import { documentErrors, shareReply } from './schemas';

type IdParams = { Params: { id: string } };

/** What the routes below need of a deck or resume service. */
export interface DocumentService<T, U> {
  list(user: User): Promise<unknown>;
  get(user: User, id: string): Promise<T>;
  update(user: User, id: string, input: U): Promise<T>;
  duplicate(user: User, id: string): Promise<T>;
  remove(user: User, id: string): Promise<void>;
  shareInfo(user: User, id: string): Promise<unknown>;
  share(user: User, id: string): Promise<unknown>;
  unshare(user: User, id: string): Promise<unknown>;
}

export interface DocumentRouteOptions<T, U, F extends string> {
  /** 'deck' or 'resume', in the API docs' summaries. */
  noun: string;
  tags: string[];
  service: DocumentService<T, U>;
  /** The response schema of one document, and of the list. */
  reply: object;
  listReply: object;
  /** Largest raw file POST /import takes (its body is the file itself). */
  uploadLimit: number;
  /** The shared yup schema of PUT bodies. */
  updateSchema: Schema<U>;
  /** Largest PUT body: a deck with images is bigger than a resume. */
  updateBodyLimit: number;
  /** The image sources a PUT body holds, checked against the pixel budget before saving. */
  imagesOf: (input: U) => ReadonlyArray<string | undefined>;
  export: DocumentExport<T, F>;
}

/** GET /:id/export: the file formats a document downloads as, the first one by default. */
export interface DocumentExport<T, F extends string> {
  summary: string;
  formats: readonly [F, ...F[]];
  /** Query parameters besides `format` (a deck's `notes`), as JSON Schema properties. */
  options?: Record<string, object>;
  file: (
    document: T,
    format: F,
    query: Record<string, string | undefined>,
  ) => Promise<{ contentType: string; body: Buffer; suffix?: string }>;
}

/**
 * The routes decks and resumes share: the workspace's list, and under /:id read, save with the
 * version read (409 when someone saved first), duplicate, delete (Owner or Admin), export, and the
 * view-only link. Every one of them, and every route registered after them, asks for a session.
 */
export function registerDocumentRoutes<T extends { name: string }, U, F extends string>(
  app: FastifyInstance,
  options: DocumentRouteOptions<T, U, F>,
) {
  const { noun, tags, service, reply } = options;

  // Uploads arrive as the raw file: no multipart parser, one size limit, the type sniffed from the bytes.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: options.uploadLimit },
    (_request, body, done) => done(null, body),
  );
  // Before validation, so a request without a session is answered 401 whatever its body holds.
  app.addHook('preValidation', app.requireUser);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: `${noun[0].toUpperCase()}${noun.slice(1)}s of your workspace, newest first`,
        response: { 200: options.listReply, ...documentErrors },
      },
    },
    async (request) => service.list(signedInUser(request)),
  );

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

  registerExportRoute(app, options);
}

function registerExportRoute<T extends { name: string }, U, F extends string>(
  app: FastifyInstance,
  options: DocumentRouteOptions<T, U, F>,
) {
  const { noun, tags, service, export: exporting } = options;
  const { formats } = exporting;
  app.get<IdParams & { Querystring: Record<string, string | undefined> }>(
    '/:id/export',
    {
      schema: {
        tags,
        summary: exporting.summary,
        querystring: {
          type: 'object',
          properties: { format: { type: 'string', enum: formats }, ...exporting.options },
          required: ['format'],
        },
      },
    },
    async (request, reply) => {
      const document = await service.get(signedInUser(request), request.params.id);
      const format = formats.find((known) => known === request.query.format) ?? formats[0];
      const file = await exporting.file(document, format, request.query);
      return sendDownload(reply, { name: document.name, fallback: noun, extension: format, ...file });
    },
  );
}

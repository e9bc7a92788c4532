import { idParamsSchema, type ShareInfo } from '@kuza/contracts';
import type { InferType, Schema } from 'yup';
import type { Config } from '../../config';
import { assertPixelBudgetOfSources } from '../../lib/image-pixels';
import { emptyReply, yupRoute, type Described, type YupRoutes } from '../../lib/yup-route';
import { signedInUser } from '../../plugins/authenticate';
import type { User } from '../users/model';
import { sendDownload } from './download';
import { documentErrors, shareReply } from './schemas';

/** The app as a plugin of YupRoutes sees it: routes typed by their yup schemas. */
export type YupApp = Parameters<YupRoutes>[0];

/** What the routes below need of a deck or resume service. */
export interface DocumentService<T, C, U, L> {
  list(user: User): Promise<L>;
  get(user: User, id: string): Promise<T>;
  create(user: User, input: C): Promise<T>;
  update(user: User, id: string, input: U): Promise<T>;
  duplicate(user: User, id: string): Promise<T>;
  remove(user: User, id: string): Promise<void>;
  shareInfo(user: User, id: string): Promise<ShareInfo>;
  share(user: User, id: string): Promise<ShareInfo>;
  unshare(user: User, id: string): Promise<ShareInfo>;
}

export interface DocumentRouteOptions<T, C, U, L, Q extends Schema<object>> {
  /** 'deck' or 'resume', in the API docs' summaries. */
  noun: string;
  tags: string[];
  config: Pick<Config, 'aiRateLimitMax'>;
  service: DocumentService<T, C, U, L>;
  /** The response schema of one document, and of the list. */
  reply: Described<T>;
  listReply: Described<L>;
  /** POST /: its summary and the shared yup schema of its body. */
  create: { summary: string; schema: Schema<C> };
  /** Largest raw file POST /import takes (its body is the file itself). */
  uploadLimit: number;
  /** The shared yup schema of PUT bodies. */
  updateSchema: Schema<U>;
  /** Largest PUT body: a deck with images is bigger than a resume. */
  updateBodyLimit: number;
  /** The image sources a PUT body holds, checked against the pixel budget before saving. */
  imagesOf: (input: U) => ReadonlyArray<string | undefined>;
  export: DocumentExport<T, Q>;
}

/** GET /:id/export: the query string's schema (the format, and a deck's `notes`) and the file it asks for. */
export interface DocumentExport<T, Q extends Schema<object>> {
  summary: string;
  query: Q;
  file: (
    document: T,
    query: InferType<Q>,
  ) => Promise<{ extension: string; contentType: string; body: Buffer; suffix?: string }>;
}

/** The rate limit of routes that call the AI: they cost money and time (AI_RATE_LIMIT_MAX a minute per account). */
export const aiRateLimit = (config: Pick<Config, 'aiRateLimitMax'>) => ({
  rateLimit: { max: config.aiRateLimitMax, timeWindow: '1 minute' },
});

/**
 * The routes decks and resumes share: the workspace's list, creating one, and under /:id read, save
 * with the version read (409 when someone saved first), duplicate, delete (Owner or Admin), export,
 * and the view-only link. Every one of them, and every route registered after them, asks for a
 * session.
 */
export function registerDocumentRoutes<T extends { name: string }, C, U, L, Q extends Schema<object>>(
  app: YupApp,
  options: DocumentRouteOptions<T, C, U, L, Q>,
) {
  const { noun, tags, service } = options;
  const params = idParamsSchema;
  // The type checker cannot follow a generic document through the type provider; the callers'
  // options tie each reply schema to the service's answers instead.
  const reply: Described<unknown> = options.reply;
  const listReply: Described<unknown> = options.listReply;

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
    yupRoute({
      tags,
      summary: `${noun[0].toUpperCase()}${noun.slice(1)}s of your workspace, newest first`,
      response: { 200: listReply, ...documentErrors },
    }),
    (request) => service.list(signedInUser(request)),
  );

  app.post(
    '/',
    {
      ...yupRoute({
        tags,
        summary: options.create.summary,
        body: options.create.schema,
        response: { 201: reply, ...documentErrors },
      }),
      config: aiRateLimit(options.config),
    },
    async (request, answer) =>
      // Checked by `create.schema`, whose type is C; the cast only undoes the wrapper of a generic schema's type.
      answer.code(201).send(await service.create(signedInUser(request), request.body as C)),
  );

  app.get(
    '/:id',
    yupRoute({ tags, summary: `One ${noun}`, params, response: { 200: reply, ...documentErrors } }),
    (request) => service.get(signedInUser(request), request.params.id),
  );

  app.put(
    '/:id',
    {
      ...yupRoute({
        tags,
        summary: 'Save changes; send the version you read (409 if someone saved first)',
        params,
        body: options.updateSchema,
        response: { 200: reply, ...documentErrors },
      }),
      bodyLimit: options.updateBodyLimit,
    },
    async (request) => {
      // Checked by `updateSchema`, whose type is U; the cast only undoes the wrapper of a generic schema's type.
      const input = request.body as U;
      await assertPixelBudgetOfSources(options.imagesOf(input));
      return service.update(signedInUser(request), request.params.id, input);
    },
  );

  app.post(
    '/:id/duplicate',
    yupRoute({ tags, summary: `Copy a ${noun}`, params, response: { 201: reply, ...documentErrors } }),
    async (request, answer) => answer.code(201).send(await service.duplicate(signedInUser(request), request.params.id)),
  );

  app.delete(
    '/:id',
    yupRoute({
      tags,
      summary: `Delete a ${noun} (Owner or Admin)`,
      params,
      response: { 204: emptyReply(`The ${noun} is deleted`), ...documentErrors },
    }),
    async (request, answer) => {
      await service.remove(signedInUser(request), request.params.id);
      return answer.code(204).send();
    },
  );

  const shareRoute = (summary: string) =>
    yupRoute({ tags, summary, params, response: { 200: shareReply, ...documentErrors } });
  app.get('/:id/share', shareRoute('The view-only link and its views'), (request) =>
    service.shareInfo(signedInUser(request), request.params.id),
  );
  app.post('/:id/share', shareRoute('Create the view-only link'), (request) =>
    service.share(signedInUser(request), request.params.id),
  );
  app.delete('/:id/share', shareRoute('Revoke the view-only link'), (request) =>
    service.unshare(signedInUser(request), request.params.id),
  );

  const exporting = options.export;
  app.get(
    '/:id/export',
    yupRoute({ tags, summary: exporting.summary, params, querystring: exporting.query }),
    async (request, answer) => {
      const document = await service.get(signedInUser(request), request.params.id);
      // Checked by `export.query`; the cast only undoes the wrapper of a generic schema's type.
      const file = await exporting.file(document, request.query as InferType<Q>);
      return sendDownload(answer, { name: document.name, fallback: noun, ...file });
    },
  );
}

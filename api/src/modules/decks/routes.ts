import type { FastifyPluginAsync } from 'fastify';
import { signedInUser } from '../../plugins/authenticate';
import {
  createDeckSchema,
  deckImportOptionsSchema,
  deckImportUrlSchema,
  THEMES,
  themeSummary,
  parseInput,
  rewriteSlideSchema,
  updateDeckSchema,
  type CreateDeckInput,
  type DeckImportOptions,
  type DeckImportUrlInput,
  type RewriteSlideInput,
} from '@kuza/contracts';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { yupRoute } from '../../lib/yup-route';
import { safeFetch } from '../../lib/safe-fetch';
import { extractDeckText } from '../files/import/extract-deck-text';
import { sniffFileType } from '../files/import/sniff-file-type';
import { MAX_DECK_UPLOAD_BYTES } from '../files/limits';
import { registerDocumentRoutes } from '../documents/routes';
import { uploadedFile } from '../documents/upload';
import { exportDeck } from './export';
import { documentErrors } from '../documents/schemas';
import { progressStreams } from './generation-stream';
import { deckReply, deckSummaryList, generationReply, slideReply, slideRewriteReply, themeListReply } from './schemas';

type IdParams = { Params: { id: string } };

/** The gallery's template and theme, checked: a theme outside the list is refused, not stored. */
async function importOptions(input: unknown): Promise<DeckImportOptions> {
  const { theme, template } = await parseInput(deckImportOptionsSchema, input);
  return { theme, template };
}

/** /decks: REST for a workspace's pitch decks, generation, AI Helper, import, export and sharing. */
export const deckRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  // AI calls cost money and time: AI_RATE_LIMIT_MAX a minute per account (plugins/rate-limit.ts).
  const aiRate = { max: config.aiRateLimitMax, timeWindow: '1 minute' };
  const service = app.decks;
  const streams = progressStreams((deckId) => service.progress(deckId), app.shared);
  // Streams never end by themselves before STREAM_MAX_MS: shutdown ends them, or it would wait that long.
  app.addHook('preClose', async () => streams.closeAll());
  const tags = ['decks'];

  registerDocumentRoutes(app, {
    noun: 'deck',
    tags,
    service,
    reply: deckReply,
    listReply: deckSummaryList,
    uploadLimit: MAX_DECK_UPLOAD_BYTES,
    updateSchema: updateDeckSchema,
    // Pictures live in the media store; a save carries their URLs (60 slides of text fit in 2 MB),
    // and room for one picture sent the old way, as a data: URL, which is moved into the store.
    updateBodyLimit: 4 * 1024 * 1024,
    imagesOf: (input) =>
      (input.slides ?? []).flatMap((slide) => [slide.media?.src, ...(slide.team ?? []).map((card) => card.imageUrl)]),
    export: {
      summary: 'Download as PPTX (editable shapes, charts, tables, notes) or PDF',
      formats: ['pptx', 'pdf'],
      options: { notes: { type: 'string' } },
      file: async (deck, format, query) => {
        const notes = query.notes === '1';
        const file = await exportDeck(deck, format, {
          notes,
          allowHosts: config.importUrlAllow,
          media: app.media,
        });
        return { ...file, suffix: notes && format === 'pdf' ? ' – notes' : '' };
      },
    },
  });

  app.get(
    '/themes',
    {
      schema: {
        tags,
        summary: 'The themes a deck can take: id, name, heading and body fonts, colours',
        response: { 200: themeListReply, ...documentErrors },
      },
    },
    async () => ({ items: THEMES.map(themeSummary) }),
  );

  app.post<{ Body: CreateDeckInput }>(
    '/',
    {
      ...yupRoute({
        tags,
        summary: 'Create a deck with AI (outline from your inputs) or from pasted text',
        body: createDeckSchema,
        response: { 201: deckReply, ...documentErrors },
      }),
      config: { rateLimit: aiRate },
    },
    async (request, reply) => reply.code(201).send(await service.create(signedInUser(request), request.body)),
  );

  app.post<{ Querystring: Record<string, string | undefined>; Body: Buffer }>(
    '/import',
    {
      schema: {
        tags,
        summary: 'Import a .pptx or .pdf: the raw file as the body (application/octet-stream)',
        querystring: {
          type: 'object',
          properties: {
            filename: { type: 'string' },
            theme: { type: 'string', description: 'Theme id (GET /decks/themes)' },
            template: { type: 'string' },
          },
        },
        response: { 201: deckReply, ...documentErrors },
      },
      bodyLimit: MAX_DECK_UPLOAD_BYTES,
      config: { rateLimit: aiRate },
    },
    async (request, reply) => {
      const { theme, template } = request.query;
      const options = await importOptions({ template, theme: theme ? { id: theme } : undefined });
      const { bytes, type } = uploadedFile(request.body, ['pptx', 'pdf'], {
        missing: 'Choose a .pptx or .pdf file to import',
        notAccepted: 'This file is not a .pptx or .pdf deck',
      });
      const { slides } = await extractDeckText(bytes, type);
      const name = (request.query.filename ?? `deck.${type}`).slice(0, 200);
      return reply
        .code(201)
        .send(await service.createFromSlides(signedInUser(request), { kind: 'file', name }, slides, options));
    },
  );

  app.post<{ Body: DeckImportUrlInput }>(
    '/import-url',
    {
      ...yupRoute({
        tags,
        summary: 'Import a .pptx or .pdf from a public http(s) link',
        body: deckImportUrlSchema,
        response: { 201: deckReply, ...documentErrors },
      }),
      config: { rateLimit: aiRate },
    },
    async (request, reply) => {
      const { url, ...options } = request.body;
      const fetched = await safeFetch(url, {
        maxBytes: MAX_DECK_UPLOAD_BYTES,
        timeoutMs: 10_000,
        allowHosts: config.importUrlAllow,
      });
      const type = sniffFileType(fetched.body);
      if (type !== 'pptx' && type !== 'pdf')
        throw new HttpError(415, 'The link does not point to a .pptx or .pdf file');
      const { slides } = await extractDeckText(fetched.body, type);
      const name = decodeURIComponent(new URL(fetched.finalUrl).pathname.split('/').pop() || `deck.${type}`).slice(
        0,
        200,
      );
      return reply
        .code(201)
        .send(await service.createFromSlides(signedInUser(request), { kind: 'url', name }, slides, options));
    },
  );

  app.post<IdParams>(
    '/:id/generate',
    {
      schema: {
        tags,
        summary: 'Write the slides from the outline (progress at /generation)',
        response: { 202: generationReply, ...documentErrors },
      },
      config: { rateLimit: aiRate },
    },
    async (request, reply) =>
      reply.code(202).send(await service.startGeneration(signedInUser(request), request.params.id)),
  );

  app.get<IdParams>(
    '/:id/generation',
    { schema: { tags, summary: 'Progress of the generation', response: { 200: generationReply, ...documentErrors } } },
    (request) => service.generation(signedInUser(request), request.params.id),
  );

  app.get<IdParams>(
    '/:id/generation/stream',
    {
      schema: {
        tags,
        summary: 'Progress of the generation, pushed as Server-Sent Events (text/event-stream) until it ends',
        response: documentErrors,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const first = await service.generation(user, request.params.id);
      await streams.stream(request, reply, { deckId: request.params.id, userId: String(user._id), first });
    },
  );

  app.post<{ Params: { id: string; slideId: string }; Body: RewriteSlideInput }>(
    '/:id/slides/:slideId/rewrite',
    {
      ...yupRoute({
        tags,
        summary: 'AI Helper: the slide before and after the instructions (not saved), or why it cannot follow them',
        body: rewriteSlideSchema,
        response: { 200: slideRewriteReply, ...documentErrors },
      }),
      config: { rateLimit: aiRate },
    },
    async (request) =>
      service.rewrite(signedInUser(request), request.params.id, request.params.slideId, request.body.prompt),
  );

  app.post<{ Params: { id: string; slideId: string } }>(
    '/:id/slides/:slideId/improve',
    {
      schema: {
        tags,
        summary: 'Improve with AI: the slide written again from the facts, keeping its figures and notes (not saved)',
        response: { 200: slideReply, ...documentErrors },
      },
      config: { rateLimit: aiRate },
    },
    async (request) => service.improve(signedInUser(request), request.params.id, request.params.slideId),
  );
};

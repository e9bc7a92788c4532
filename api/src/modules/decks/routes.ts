import { signedInUser } from '../../plugins/authenticate';
import {
  createDeckSchema,
  deckExportQuerySchema,
  deckImportOptionsSchema,
  deckImportQuerySchema,
  deckImportUrlSchema,
  idParamsSchema,
  parseInput,
  rewriteSlideSchema,
  slideParamsSchema,
  THEMES,
  themeSummary,
  updateDeckSchema,
  type DeckImportOptions,
} from '@kuza/contracts';
import type { Config } from '../../config';
import { defineMessage, defineMessages } from '@kuza/i18n';
import { HttpError } from '../../lib/http-error';
import { sayTo } from '../../lib/i18n';
import { yupRoute, type YupRoutes } from '../../lib/yup-route';
import { safeFetch } from '../../lib/safe-fetch';
import { sniffFileType } from '../files/import/sniff-file-type';
import { MAX_DECK_UPLOAD_BYTES } from '../files/limits';
import { aiRateLimit, registerDocumentRoutes } from '../documents/routes';
import { uploadedFile } from '../documents/upload';
import { exportDeck } from './export';
import { EXPORT_WORDS, exportWords } from '../files/export/document-words';
import { documentErrors } from '../documents/schemas';
import { progressStreams } from './generation-stream';
import { deckReply, deckSummaryList, generationReply, slideReply, slideRewriteReply, themeListReply } from './schemas';

const DECK_IMPORT_MESSAGES = defineMessages({
  missing: { id: 'api.decks.importMissing', defaultMessage: 'Choose a .pptx or .pdf file to import' },
  notAccepted: { id: 'api.decks.importNotAccepted', defaultMessage: 'This file is not a .pptx or .pdf deck' },
});

/** The gallery's template and theme, checked: a theme outside the list is refused, not stored. */
async function importOptions(input: unknown): Promise<DeckImportOptions> {
  const { theme, template } = await parseInput(deckImportOptionsSchema, input);
  return { theme, template };
}

/** /decks: REST for a workspace's pitch decks, generation, AI Helper, import, export and sharing. */
export const deckRoutes: YupRoutes<{ config: Config }> = async (app, { config }) => {
  const service = app.decks;
  const streams = progressStreams((deckId) => service.progress(deckId), app.shared);
  // Streams never end by themselves before STREAM_MAX_MS: shutdown ends them, or it would wait that long.
  app.addHook('preClose', async () => streams.closeAll());
  const tags = ['decks'];
  const params = idParamsSchema;
  const ai = { config: aiRateLimit(config) };

  registerDocumentRoutes(app, {
    noun: 'deck',
    tags,
    config,
    service,
    reply: deckReply,
    listReply: deckSummaryList,
    create: {
      summary: 'Create a deck with AI (outline from your inputs) or from pasted text',
      schema: createDeckSchema,
    },
    uploadLimit: MAX_DECK_UPLOAD_BYTES,
    updateSchema: updateDeckSchema,
    // Pictures live in the media store; a save carries their URLs (60 slides of text fit in 2 MB),
    // and room for one picture sent the old way, as a data: URL, which is moved into the store.
    updateBodyLimit: 4 * 1024 * 1024,
    imagesOf: (input) =>
      (input.slides ?? []).flatMap((slide) => [slide.media?.src, ...(slide.team ?? []).map((card) => card.imageUrl)]),
    export: {
      summary: 'Download as PPTX (editable shapes, charts, tables, notes) or PDF',
      query: deckExportQuerySchema,
      file: async (deck, { format, notes }) => {
        const withNotes = notes === '1';
        const file = await exportDeck(deck, format, {
          notes: withNotes,
          allowHosts: config.importUrlAllow,
          media: app.media,
        });
        const words = exportWords(deck.language);
        const suffix = withNotes && format === 'pdf' ? ` ${words(EXPORT_WORDS.notesSuffix)}` : '';
        return { ...file, extension: format, suffix, fallback: words(EXPORT_WORDS.deckFile) };
      },
    },
  });

  app.get(
    '/themes',
    yupRoute({
      tags,
      summary: 'The themes a deck can take: id, name, heading and body fonts, colours',
      response: { 200: themeListReply, ...documentErrors },
    }),
    async () => ({ items: THEMES.map(themeSummary) }),
  );

  app.post(
    '/import',
    {
      ...yupRoute({
        tags,
        summary: 'Import a .pptx or .pdf: the raw file as the body (application/octet-stream)',
        querystring: deckImportQuerySchema,
        response: { 201: deckReply, ...documentErrors },
      }),
      bodyLimit: MAX_DECK_UPLOAD_BYTES,
      ...ai,
    },
    async (request, reply) => {
      const { theme, template, filename } = request.query;
      const options = await importOptions({ template, theme: theme ? { id: theme } : undefined });
      const { bytes, type } = uploadedFile(request.body, ['pptx', 'pdf'], DECK_IMPORT_MESSAGES);
      // The readers of each format and their libraries load with the first import, not with the API.
      const { extractDeckText } = await import('../files/import/extract-deck-text');
      const { slides } = await extractDeckText(bytes, type);
      const name = (filename ?? `deck.${type}`).slice(0, 200);
      return reply
        .code(201)
        .send(await service.createFromSlides(signedInUser(request), { kind: 'file', name }, slides, options));
    },
  );

  app.post(
    '/import-url',
    {
      ...yupRoute({
        tags,
        summary: 'Import a .pptx or .pdf from a public http(s) link',
        body: deckImportUrlSchema,
        response: { 201: deckReply, ...documentErrors },
      }),
      ...ai,
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
        throw new HttpError(
          415,
          defineMessage({
            id: 'api.decks.importNotDeck',
            defaultMessage: 'The link does not point to a .pptx or .pdf file',
          }),
        );
      const { extractDeckText } = await import('../files/import/extract-deck-text');
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

  app.post(
    '/:id/generate',
    {
      ...yupRoute({
        tags,
        summary: 'Write the slides from the outline (progress at /generation)',
        params,
        response: { 202: generationReply, ...documentErrors },
      }),
      ...ai,
    },
    async (request, reply) =>
      reply.code(202).send(await service.startGeneration(signedInUser(request), request.params.id)),
  );

  app.get(
    '/:id/generation',
    yupRoute({
      tags,
      summary: 'Progress of the generation',
      params,
      response: { 200: generationReply, ...documentErrors },
    }),
    (request) => service.generation(signedInUser(request), request.params.id),
  );

  app.get(
    '/:id/generation/stream',
    yupRoute({
      tags,
      summary: 'Progress of the generation, pushed as Server-Sent Events (text/event-stream) until it ends',
      params,
      response: documentErrors,
    }),
    async (request, reply) => {
      const user = signedInUser(request);
      const first = await service.generation(user, request.params.id);
      await streams.stream(request, reply, { deckId: request.params.id, userId: String(user._id), first });
    },
  );

  app.post(
    '/:id/slides/:slideId/rewrite',
    {
      ...yupRoute({
        tags,
        summary: 'AI Helper: the slide before and after the instructions (not saved), or why it cannot follow them',
        params: slideParamsSchema,
        body: rewriteSlideSchema,
        response: { 200: slideRewriteReply, ...documentErrors },
      }),
      ...ai,
    },
    async (request) => {
      const { message, ...rewrite } = await service.rewrite(
        signedInUser(request),
        request.params.id,
        request.params.slideId,
        request.body.prompt,
      );
      // Why the AI Helper cannot follow the prompt, in the reader's language.
      return message ? { ...rewrite, message: message.map((part) => sayTo(request, part)).join(' ') } : rewrite;
    },
  );

  app.post(
    '/:id/slides/:slideId/improve',
    {
      ...yupRoute({
        tags,
        summary: 'Improve with AI: the slide written again from the facts, keeping its figures and notes (not saved)',
        params: slideParamsSchema,
        response: { 200: slideReply, ...documentErrors },
      }),
      ...ai,
    },
    async (request) => service.improve(signedInUser(request), request.params.id, request.params.slideId),
  );
};

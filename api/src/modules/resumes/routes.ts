import type { FastifyPluginAsync } from 'fastify';
import {
  buildResumeSchema,
  createResumeSchema,
  parseInput,
  regenerateSummarySchema,
  updateResumeSchema,
  type CreateResumeInput,
  type UpdateResumeInput,
} from '@kuza/contracts';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { safeFetch } from '../../lib/safe-fetch';
import { deckErrors, shareReply } from '../decks/schemas';
import { MAX_IMAGE_BYTES } from '../files/export/images';
import { resumeToDocx } from '../files/export/resume-to-docx';
import { resumeToPdf } from '../files/export/resume-to-pdf';
import { extractResumeText } from '../files/import/extract-resume-text';
import { sniffFileType } from '../files/import/sniff-file-type';
import { MAX_RESUME_UPLOAD_BYTES } from '../files/limits';

const docsOnly = () => () => true;
const tags = ['resumes'];
const resumeReply = { type: 'object', additionalProperties: true } as const;
type IdParams = { Params: { id: string } };

const TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** /resumes: founder resumes of a workspace — create, AI summary, build, edit, import, export, share. */
export const resumeRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  // AI calls cost money and time: AI_RATE_LIMIT_MAX a minute per client IP.
  const aiRate = { max: config.aiRateLimitMax, timeWindow: '1 minute' };
  const service = app.resumes;
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: MAX_RESUME_UPLOAD_BYTES },
    (_req, body, done) => done(null, body),
  );
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/',
    { schema: { tags, summary: 'Resumes of your workspace, newest first', response: { ...deckErrors } } },
    async (request) => ({
      items: await service.list(request.user!),
    }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: "Start a resume from the founder's details or a pasted CV",
        body: { type: 'object' },
        response: { 201: resumeReply, ...deckErrors },
      },
      validatorCompiler: docsOnly,
      config: { rateLimit: aiRate },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.create(
            request.user!,
            (await parseInput(createResumeSchema, request.body)) as CreateResumeInput,
          ),
        ),
  );

  app.post<{ Querystring: { filename?: string }; Body: Buffer }>(
    '/import',
    {
      schema: {
        tags,
        summary: 'Import a .pdf, .doc or .docx CV (raw file body)',
        response: { 201: resumeReply, ...deckErrors },
      },
      bodyLimit: MAX_RESUME_UPLOAD_BYTES,
      config: { rateLimit: aiRate },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0)
        throw new HttpError(400, 'Choose a .pdf, .doc or .docx file to import');
      const type = sniffFileType(request.body);
      if (type !== 'pdf' && type !== 'docx' && type !== 'doc')
        throw new HttpError(415, 'This file is not a .pdf, .doc or .docx document');
      const text = await extractResumeText(request.body, type);
      return reply
        .code(201)
        .send(
          await service.createFromText(request.user!, text, (request.query.filename ?? `resume.${type}`).slice(0, 200)),
        );
    },
  );

  app.get<IdParams>(
    '/:id',
    { schema: { tags, summary: 'One resume', response: { 200: resumeReply, ...deckErrors } } },
    (request) => service.get(request.user!, request.params.id),
  );

  app.post<IdParams>(
    '/:id/summary',
    {
      schema: { tags, summary: 'Regenerate: another professional summary', body: { type: 'object' } },
      validatorCompiler: docsOnly,
      config: { rateLimit: aiRate },
    },
    async (request) =>
      service.regenerateSummary(
        request.user!,
        request.params.id,
        (await parseInput(regenerateSummarySchema, request.body)).variant,
      ),
  );

  app.post<IdParams>(
    '/:id/build',
    {
      schema: {
        tags,
        summary: 'Write every section from the inputs and the summary',
        body: { type: 'object' },
        response: { 200: resumeReply, ...deckErrors },
      },
      validatorCompiler: docsOnly,
      config: { rateLimit: aiRate },
    },
    async (request) =>
      service.build(request.user!, request.params.id, (await parseInput(buildResumeSchema, request.body)).summary),
  );

  app.put<IdParams>(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Save changes with the version you read (409 if someone saved first)',
        body: { type: 'object' },
        response: { 200: resumeReply, ...deckErrors },
      },
      validatorCompiler: docsOnly,
      bodyLimit: 4 * 1024 * 1024,
    },
    async (request) =>
      service.update(
        request.user!,
        request.params.id,
        (await parseInput(updateResumeSchema, request.body)) as UpdateResumeInput,
      ),
  );

  app.post<IdParams>(
    '/:id/duplicate',
    { schema: { tags, summary: 'Copy a resume', response: { 201: resumeReply, ...deckErrors } } },
    async (request, reply) => reply.code(201).send(await service.duplicate(request.user!, request.params.id)),
  );

  app.delete<IdParams>(
    '/:id',
    {
      schema: { tags, summary: 'Delete a resume (Owner or Admin)', response: { 204: { type: 'null' }, ...deckErrors } },
    },
    async (request, reply) => {
      await service.remove(request.user!, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get<IdParams & { Querystring: { format?: string } }>(
    '/:id/export',
    {
      schema: {
        tags,
        summary: 'Download as PDF (selectable text) or DOCX',
        querystring: {
          type: 'object',
          properties: { format: { type: 'string', enum: ['pdf', 'docx'] } },
          required: ['format'],
        },
      },
    },
    async (request, reply) => {
      const resume = await service.get(request.user!, request.params.id);
      const format = request.query.format === 'docx' ? 'docx' : 'pdf';
      const resolveImage = async (src: string) =>
        /^https?:\/\//i.test(src)
          ? ((
              await safeFetch(src, {
                maxBytes: MAX_IMAGE_BYTES,
                timeoutMs: 5000,
                allowHosts: config.importUrlAllow,
              }).catch(() => null)
            )?.body ?? null)
          : null;
      const body =
        format === 'pdf' ? await resumeToPdf(resume, { resolveImage }) : await resumeToDocx(resume, { resolveImage });
      const filename = `${resume.name.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || 'resume'}.${format}`;
      return reply
        .header('content-type', TYPES[format])
        .header(
          'content-disposition',
          `attachment; filename="${filename.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        )
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.get<IdParams>(
    '/:id/share',
    { schema: { tags, summary: 'The view-only link and its views', response: { 200: shareReply, ...deckErrors } } },
    (request) => service.shareInfo(request.user!, request.params.id),
  );
  app.post<IdParams>(
    '/:id/share',
    { schema: { tags, summary: 'Create the view-only link', response: { 200: shareReply, ...deckErrors } } },
    (request) => service.share(request.user!, request.params.id),
  );
  app.delete<IdParams>(
    '/:id/share',
    { schema: { tags, summary: 'Revoke the view-only link', response: { 200: shareReply, ...deckErrors } } },
    (request) => service.unshare(request.user!, request.params.id),
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { signedInUser } from '../../plugins/authenticate';
import {
  buildResumeSchema,
  createResumeSchema,
  regenerateSummarySchema,
  updateResumeSchema,
  type BuildResumeInput,
  type CreateResumeInput,
  type RegenerateSummaryInput,
} from '@kuza/contracts';
import type { Config } from '../../config';
import { yupRoute } from '../../lib/yup-route';
import { documentErrors } from '../documents/schemas';
import { registerDocumentRoutes } from '../documents/routes';
import { remoteImageResolver } from '../files/export/images';
import { resumeToDocx } from '../files/export/resume-to-docx';
import { resumeToPdf } from '../files/export/resume-to-pdf';
import { extractResumeText } from '../files/import/extract-resume-text';
import { ImportError } from '../files/import/import-error';
import { uploadedFile } from '../documents/upload';
import { MAX_RESUME_UPLOAD_BYTES, SOFFICE_RETRY_AFTER_SECONDS } from '../files/limits';
import { resumeList, resumeReply, summaryReply } from './schemas';

const tags = ['resumes'];
type IdParams = { Params: { id: string } };

const TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** /resumes: founder resumes of a workspace — create, AI summary, build, edit, import, export, share. */
export const resumeRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  // AI calls cost money and time: AI_RATE_LIMIT_MAX a minute per account (plugins/rate-limit.ts).
  const aiRate = { max: config.aiRateLimitMax, timeWindow: '1 minute' };
  const service = app.resumes;
  registerDocumentRoutes(app, {
    noun: 'resume',
    tags,
    service,
    reply: resumeReply,
    listReply: resumeList,
    uploadLimit: MAX_RESUME_UPLOAD_BYTES,
    updateSchema: updateResumeSchema,
    updateBodyLimit: 4 * 1024 * 1024,
    imagesOf: (input) => [input.profileImageUrl],
    export: {
      summary: 'Download as PDF (selectable text) or DOCX',
      formats: ['pdf', 'docx'],
      file: async (resume, format) => {
        const resolveImage = app.media.resolver(remoteImageResolver(config.importUrlAllow));
        const toFile = format === 'pdf' ? resumeToPdf : resumeToDocx;
        return { contentType: TYPES[format], body: await toFile(resume, { resolveImage }) };
      },
    },
  });

  app.post<{ Body: CreateResumeInput }>(
    '/',
    {
      ...yupRoute({
        tags,
        summary: "Start a resume from the founder's details or a pasted CV",
        body: createResumeSchema,
        response: { 201: resumeReply, ...documentErrors },
      }),
      config: { rateLimit: aiRate },
    },
    async (request, reply) => reply.code(201).send(await service.create(signedInUser(request), request.body)),
  );

  app.post<{ Querystring: { filename?: string }; Body: Buffer }>(
    '/import',
    {
      schema: {
        tags,
        summary: 'Import a .pdf, .doc or .docx CV (raw file body)',
        response: { 201: resumeReply, ...documentErrors },
      },
      bodyLimit: MAX_RESUME_UPLOAD_BYTES,
      config: { rateLimit: aiRate },
    },
    async (request, reply) => {
      const { bytes, type } = uploadedFile(request.body, ['pdf', 'docx', 'doc'], {
        missing: 'Choose a .pdf, .doc or .docx file to import',
        notAccepted: 'This file is not a .pdf, .doc or .docx document',
      });
      let text: string;
      try {
        text = await extractResumeText(bytes, type);
      } catch (error) {
        if (!(error instanceof ImportError) || error.code !== 'busy') throw error;
        return reply.code(503).header('retry-after', SOFFICE_RETRY_AFTER_SECONDS).send({ error: error.message });
      }
      return reply
        .code(201)
        .send(
          await service.createFromText(
            signedInUser(request),
            text,
            (request.query.filename ?? `resume.${type}`).slice(0, 200),
          ),
        );
    },
  );

  app.post<IdParams & { Body: RegenerateSummaryInput }>(
    '/:id/summary',
    {
      ...yupRoute({
        tags,
        summary: 'Regenerate: another professional summary',
        body: regenerateSummarySchema,
        response: { 200: summaryReply, ...documentErrors },
      }),
      config: { rateLimit: aiRate },
    },
    async (request) => service.regenerateSummary(signedInUser(request), request.params.id, request.body.variant),
  );

  app.post<IdParams & { Body: BuildResumeInput }>(
    '/:id/build',
    {
      ...yupRoute({
        tags,
        summary: 'Write every section from the inputs and the summary',
        body: buildResumeSchema,
        response: { 200: resumeReply, ...documentErrors },
      }),
      config: { rateLimit: aiRate },
    },
    async (request) => service.build(signedInUser(request), request.params.id, request.body.summary),
  );
};

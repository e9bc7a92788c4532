import { signedInUser } from '../../plugins/authenticate';
import {
  buildResumeSchema,
  createResumeSchema,
  idParamsSchema,
  regenerateSummarySchema,
  resumeExportQuerySchema,
  resumeImportQuerySchema,
  updateResumeSchema,
} from '@kuza/contracts';
import type { Config } from '../../config';
import { errorReply, yupRoute, type YupRoutes } from '../../lib/yup-route';
import { documentErrors } from '../documents/schemas';
import { aiRateLimit, registerDocumentRoutes } from '../documents/routes';
import { remoteImageResolver } from '../files/export/images';
import { ImportError } from '../files/import/import-error';
import { uploadedFile } from '../documents/upload';
import { MAX_RESUME_UPLOAD_BYTES, SOFFICE_RETRY_AFTER_SECONDS } from '../files/limits';
import { EXPORT_WORDS, exportWords } from '../files/export/document-words';
import { resumeList, resumeReply, summaryReply } from './schemas';

const tags = ['resumes'];

const TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** /resumes: founder resumes of a workspace — create, AI summary, build, edit, import, export, share, named links. */
export const resumeRoutes: YupRoutes<{ config: Config }> = async (app, { config }) => {
  const service = app.resumes;
  const ai = { config: aiRateLimit(config) };
  registerDocumentRoutes(app, {
    noun: 'resume',
    tags,
    config,
    service,
    reply: resumeReply,
    listReply: resumeList,
    create: { summary: "Start a resume from the founder's details or a pasted CV", schema: createResumeSchema },
    uploadLimit: MAX_RESUME_UPLOAD_BYTES,
    updateSchema: updateResumeSchema,
    updateBodyLimit: 4 * 1024 * 1024,
    imagesOf: (input) => [input.profileImageUrl],
    export: {
      summary: 'Download as PDF (selectable text) or DOCX',
      query: resumeExportQuerySchema,
      file: async (resume, { format }) => {
        const resolveImage = app.media.resolver(remoteImageResolver(config.importUrlAllow));
        // The writers and their libraries load with the first export, not with the API.
        const toFile =
          format === 'pdf'
            ? (await import('../files/export/resume-to-pdf')).resumeToPdf
            : (await import('../files/export/resume-to-docx')).resumeToDocx;
        const fallback = exportWords(resume.language)(EXPORT_WORDS.resumeFile);
        return {
          extension: format,
          contentType: TYPES[format],
          fallback,
          body: await toFile(resume, { resolveImage }),
        };
      },
    },
  });

  app.post(
    '/import',
    {
      ...yupRoute({
        tags,
        summary: 'Import a .pdf, .doc or .docx CV (raw file body)',
        querystring: resumeImportQuerySchema,
        // 503: the converter of .doc files is busy; Retry-After says when to try again.
        response: { 201: resumeReply, ...documentErrors, 503: errorReply },
      }),
      bodyLimit: MAX_RESUME_UPLOAD_BYTES,
      ...ai,
    },
    async (request, reply) => {
      const { bytes, type } = uploadedFile(request.body, ['pdf', 'docx', 'doc'], {
        missing: 'Choose a .pdf, .doc or .docx file to import',
        notAccepted: 'This file is not a .pdf, .doc or .docx document',
      });
      // The readers of each format and their libraries load with the first import, not with the API.
      const { extractResumeText } = await import('../files/import/extract-resume-text');
      let text: string;
      try {
        text = await extractResumeText(bytes, type);
      } catch (error) {
        if (!(error instanceof ImportError) || error.code !== 'busy') throw error;
        return reply.code(503).header('retry-after', SOFFICE_RETRY_AFTER_SECONDS).send({ error: error.message });
      }
      const name = (request.query.filename ?? `resume.${type}`).slice(0, 200);
      return reply.code(201).send(await service.createFromText(signedInUser(request), text, name));
    },
  );

  app.post(
    '/:id/summary',
    {
      ...yupRoute({
        tags,
        summary: 'Regenerate: another professional summary',
        params: idParamsSchema,
        body: regenerateSummarySchema,
        response: { 200: summaryReply, ...documentErrors },
      }),
      ...ai,
    },
    async (request) => service.regenerateSummary(signedInUser(request), request.params.id, request.body.variant),
  );

  app.post(
    '/:id/build',
    {
      ...yupRoute({
        tags,
        summary: 'Write every section from the inputs and the summary',
        params: idParamsSchema,
        body: buildResumeSchema,
        response: { 200: resumeReply, ...documentErrors },
      }),
      ...ai,
    },
    async (request) => service.build(signedInUser(request), request.params.id, request.body.summary),
  );
};

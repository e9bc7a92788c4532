import {
  answerParamsSchema,
  answerRedraftSchema,
  applicationExportQuerySchema,
  applicationListSchema,
  applicationReplySchema,
  applicationSummaryListSchema,
  createApplicationSchema,
  idParamsSchema,
  updateApplicationSchema,
} from '@kuza/contracts';
import { emptyReply, fileReply, responseSchemaOf, yupRoute, type YupRoutes } from '../../lib/yup-route';
import type { Config } from '../../config';
import { signedInUser } from '../../plugins/authenticate';
import { aiRateLimit } from '../documents/routes';
import { documentErrors } from '../documents/schemas';
import { applicationToDocx, applicationToMarkdown } from './export';
import { applicationModel } from './model';
import { createApplicationService } from './service';

const tags = ['applications'];
const applicationReply = responseSchemaOf(applicationReplySchema);
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A file name of plain letters, digits and hyphens: 'sokofresh-techstars'. */
const fileName = (...parts: string[]) =>
  parts
    .join('-')
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 80) || 'application';

/**
 * Applications to accelerators and investors, drafted from a deck's facts, under the deck's own access
 * check: /decks/:id/applications (draft one, list them), /applications/:id (read, edit, delete, redraft
 * an answer, export), /applications (the workspace's, for the dashboard) and /decks/:id/one-pager.pdf.
 * Full paths here, so every URL is found by grep. Drafting, redrafting and the one-pager have the AI
 * routes' rate limit (AI_RATE_LIMIT_MAX a minute per account), like the decks' AI routes.
 */
export const applicationRoutes: YupRoutes<{ config: Pick<Config, 'aiRateLimitMax' | 'ai'> }> = async (
  app,
  { config },
) => {
  // With the OpenAI-compatible provider the answers are the model's words, each checked against its facts
  // (its client and checks load only then).
  const wording =
    config.ai.provider === 'openai'
      ? (await import('./wording')).openAiWording(config.ai, {
          onError: (error) => app.log.warn({ err: error }, 'an answer was not worded by the model: its draft stands'),
        })
      : undefined;
  const service = createApplicationService({
    model: await applicationModel(app.db.connection),
    decks: app.decks,
    wording,
  });
  const ai = { config: aiRateLimit(config) };
  // Before validation, so a request without a session is answered 401 whatever its body holds.
  app.addHook('preValidation', app.requireUser);

  app.post(
    '/decks/:id/applications',
    {
      ...yupRoute({
        tags,
        summary: "Draft an application to a programme from the deck's facts; missing facts become questions",
        params: idParamsSchema,
        body: createApplicationSchema,
        response: { 201: applicationReply, ...documentErrors },
      }),
      ...ai,
    },
    async (request, reply) => {
      const application = await service.create(signedInUser(request), request.params.id, request.body.program);
      return reply.code(201).send({ application });
    },
  );

  app.get(
    '/decks/:id/applications',
    yupRoute({
      tags,
      summary: "The deck's applications, with stale answers flagged, and every programme with its eligibility",
      params: idParamsSchema,
      response: { 200: responseSchemaOf(applicationListSchema), ...documentErrors },
    }),
    async (request) => service.list(signedInUser(request), request.params.id),
  );

  app.get(
    '/applications',
    yupRoute({
      tags,
      summary: "The workspace's applications, last edited first: programme, deck and answers written",
      response: { 200: responseSchemaOf(applicationSummaryListSchema), ...documentErrors },
    }),
    async (request) => ({ items: await service.listAll(signedInUser(request)) }),
  );

  app.get(
    '/decks/:id/one-pager.pdf',
    {
      ...yupRoute({
        tags,
        summary: "A one-page executive summary (A4 PDF) of the deck's facts",
        params: idParamsSchema,
        response: { 200: fileReply('The summary', ['application/pdf']), ...documentErrors },
      }),
      ...ai,
    },
    async (request, reply) => {
      const { facts, name } = await service.factsOf(signedInUser(request), request.params.id);
      // The PDF writer loads with the first one-pager, not with the API.
      const { onePagerPdf } = await import('./one-pager');
      const pdf = await onePagerPdf(facts, name);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName(facts.startupName ?? name, 'one-pager')}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/applications/:id',
    yupRoute({
      tags,
      summary: 'An application: eligibility, then each answer with its count, questions and stale flag',
      params: idParamsSchema,
      response: { 200: applicationReply, ...documentErrors },
    }),
    async (request) => ({ application: await service.get(signedInUser(request), request.params.id) }),
  );

  app.put(
    '/applications/:id',
    yupRoute({
      tags,
      summary: 'Save edited answers as written, over the limit too',
      params: idParamsSchema,
      body: updateApplicationSchema,
      response: { 200: applicationReply, ...documentErrors },
    }),
    async (request) => ({
      application: await service.update(signedInUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/applications/:id',
    yupRoute({
      tags,
      summary: 'Delete an application',
      params: idParamsSchema,
      response: { 204: emptyReply('Deleted'), ...documentErrors },
    }),
    async (request, reply) => {
      await service.remove(signedInUser(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/applications/:id/answers/:questionId/redraft',
    {
      ...yupRoute({
        tags,
        summary: 'An answer drafted again from the facts, beside the saved one (not saved: PUT accepts it)',
        params: answerParamsSchema,
        response: { 200: responseSchemaOf(answerRedraftSchema), ...documentErrors },
      }),
      ...ai,
    },
    async (request) => service.redraft(signedInUser(request), request.params.id, request.params.questionId),
  );

  app.get(
    '/applications/:id/export',
    yupRoute({
      tags,
      summary: 'Download as Word (.docx) or Markdown',
      params: idParamsSchema,
      querystring: applicationExportQuerySchema,
      response: { 200: fileReply('The application', [DOCX, 'text/markdown']), ...documentErrors },
    }),
    async (request, reply) => {
      const { application, company } = await service.forExport(signedInUser(request), request.params.id);
      const { format } = request.query;
      const body =
        format === 'docx' ? await applicationToDocx(application, company) : applicationToMarkdown(application, company);
      return reply
        .header('content-type', format === 'docx' ? DOCX : 'text/markdown; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(company, application.program)}.${format}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};

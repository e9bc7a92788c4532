import { createElement } from 'react';
import type { FastifyPluginAsync } from 'fastify';
import { sharedResumeName } from '@kuza/contracts';
import { SharedResumeView } from '@kuza/ui/shared-resume';
import { firstViewToday } from '../documents/link-previews';
import { documentErrors } from '../documents/schemas';
import { serverDrawnRoute } from '../documents/server-drawn';
import { sharedResumeReply } from './schemas';

/** /share/resume: what a resume's view-only link shows, to anyone who has it, with no session. */
export const resumeShareRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { token: string } }>(
    '/:token',
    {
      schema: {
        tags: ['resumes'],
        summary: 'A shared resume (public, read-only; counts a view)',
        response: { 200: sharedResumeReply, 404: documentErrors[404] },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // A visitor counts once a day, however often the page is reloaded or the JSON read.
      return app.resumes.shared(request.params.token, { count: await firstViewToday(app, 'resume', request) });
    },
  );

  // The route table's `serverDrawn` for /share/resume/:token: the gateway includes this in the page.
  serverDrawnRoute(app, {
    prefix: '/share/resume',
    tag: 'resumes',
    what: 'resume',
    open: (token, options) => app.resumes.shared(token, options),
    page: (resume) => createElement(SharedResumeView, { resume }),
    name: sharedResumeName,
  });
};

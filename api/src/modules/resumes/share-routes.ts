import type { YupRoutes } from '../../lib/yup-route';
import { sharedResumeName } from '@kuza/contracts';
import { sharedDocumentRoutes } from '../documents/share-routes';
import { sharedResumeReply } from './schemas';

/**
 * /share/resume: what a resume's view-only link shows, to anyone who has it, with no session; a
 * named link's token (32 characters, the share token has 24) goes to the links module's routes (app.ts).
 */
export const resumeShareRoutes: YupRoutes = async (app) => {
  sharedDocumentRoutes(app, {
    what: 'resume',
    reply: sharedResumeReply,
    open: (token, options) => app.resumes.shared(token, options),
    page: async (resume) => {
      const [{ createElement }, { SharedResumeView }] = await Promise.all([
        import('react'),
        import('@kuza/ui/shared-resume'),
      ]);
      return createElement(SharedResumeView, { resume });
    },
    name: sharedResumeName,
  });
};

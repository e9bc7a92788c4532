import fp from 'fastify-plugin';
import { resumeModel } from './model';
import { createResumeService, type ResumeService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    resumes: ResumeService;
  }
}

export const resumesPlugin = fp(
  async (app) => {
    app.decorate(
      'resumes',
      createResumeService({
        model: await resumeModel(app.db.connection),
        teams: app.teams,
        ai: app.ai,
        media: app.media,
        log: app.log,
      }),
    );
  },
  { name: 'kuza-resumes', dependencies: ['kuza-teams', 'kuza-ai', 'kuza-media'] },
);

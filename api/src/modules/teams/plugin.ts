import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createUserDirectory } from '../users/directory';
import { teamModels } from './model';
import { createTeamService, type TeamService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Workspaces and roles, for every module whose data belongs to a workspace (decks, resumes, recents). */
    teams: TeamService;
  }
}

export const teamsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate(
      'teams',
      createTeamService({
        models: await teamModels(app.db.connection),
        users: createUserDirectory(app.users),
        mailer: app.mailer,
        publicWebUrl: config.publicWebUrl,
      }),
    );
  },
  { name: 'kuza-teams', dependencies: ['kuza-authenticate', 'kuza-mail'] },
);

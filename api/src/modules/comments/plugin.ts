import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { DeckRecord } from '../decks/model';
import type { ResumeRecord } from '../resumes/model';
import { createUserDirectory } from '../users/directory';
import { commentThreadModel } from './model';
import { createCommentService, type CommentedKindAccess, type CommentService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    comments: CommentService;
  }
}

/** A kind typed for its own record, stored beside the other. */
const commented = <R extends DeckRecord | ResumeRecord>(kind: CommentedKindAccess<R>) =>
  kind as unknown as CommentedKindAccess;

/** Comment threads on decks' slides and resumes' sections (`app.comments`), for the routes of both kinds. */
export const commentsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const comments = createCommentService({
      threads: await commentThreadModel(app.db.connection),
      kinds: {
        deck: commented<DeckRecord>({
          access: app.decks.access,
          parts: (deck) => (deck.slides ?? []).map((slide) => ({ id: slide.id, title: slide.title ?? '' })),
        }),
        resume: commented<ResumeRecord>({
          access: app.resumes.access,
          parts: (resume) => (resume.sections ?? []).map((section) => ({ id: section.id, title: section.label })),
        }),
      },
      teams: app.teams,
      users: createUserDirectory(app.users),
      mailer: app.mailer,
      webUrl: config.publicWebUrl,
    });
    app.decorate('comments', comments);
    app.decks.onRemoved((id) => comments.forget('deck', id));
    app.resumes.onRemoved((id) => comments.forget('resume', id));
  },
  { name: 'kuza-comments', dependencies: ['kuza-decks', 'kuza-resumes', 'kuza-teams', 'kuza-mail'] },
);

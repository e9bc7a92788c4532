import { useAutosave, type Autosave } from '@kuza/app';
import type { Application } from '@kuza/contracts';
import { applicationsApi, useApplicationUpdateMutation } from './api';

/** One answer as the editor holds it; `fromFacts` while it is a redraft accepted as it is. */
export interface DraftAnswer {
  text: string;
  fromFacts?: boolean;
}

/** The editor's answers by question id; a new object on every change, as the autosave compares by identity. */
export type AnswerDrafts = Readonly<Record<string, DraftAnswer>>;

export const draftsOf = (application: Application): AnswerDrafts =>
  Object.fromEntries(application.answers.map((answer) => [answer.questionId, { text: answer.text }]));

/**
 * The application editor's autosave (the shared one of @kuza/app): PUT /applications/:id with only
 * the answers that changed, at any length (the founder decides). Applications keep no version, so
 * the version is always 0; a save never meets a 409, and a reload takes the server's answers.
 */
export function useApplicationAutosave(
  application: Application,
  drafts: AnswerDrafts,
  onMerged: (drafts: AnswerDrafts) => void,
  delayMs = 800,
): Autosave {
  const [update] = useApplicationUpdateMutation();
  const [load] = applicationsApi.useLazyApplicationGetQuery();
  return useAutosave(drafts, {
    version: 0,
    delayMs,
    save: async (saved, next, version) => {
      const answers = Object.entries(next)
        .filter(([questionId, draft]) => draft !== saved[questionId])
        .map(([questionId, { text, fromFacts }]) => ({ questionId, text, ...(fromFacts ? { fromFacts } : {}) }));
      if (answers.length) await update({ id: application.id, answers }).unwrap();
      return version;
    },
    reload: async () => ({ value: draftsOf(await load(application.id).unwrap()), version: 0 }),
    merge: (fresh, saved, mine) =>
      Object.fromEntries(
        Object.entries(fresh).map(([questionId, draft]) => [
          questionId,
          mine[questionId] !== saved[questionId] ? (mine[questionId] ?? draft) : draft,
        ]),
      ),
    onMerged,
  });
}

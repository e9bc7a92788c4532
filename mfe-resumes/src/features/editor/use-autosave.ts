import { listChanges, mergeLists, RESUME_MESSAGES } from '@kuza/contracts';
import { useAutosave as useSharedAutosave } from '@kuza/app';
import type { SaveState } from '@kuza/ui';
import { resumesApi, useResumeUpdateMutation } from '../resumes/api';
import { changedFields, draftOf, type ResumeDraft } from './editor-model';
import { useI18n } from '@kuza/i18n/react';

export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus = SaveState;

export interface Autosave {
  status: SaveStatus;
  error?: string;
  /** Saves now (the Save button, before an export); resolves true once the server has the draft. */
  flush: () => Promise<boolean>;
}

/** After a 409: the server's resume with this editor's changes on top, field by field and section by section. */
export function mergeDrafts(fresh: ResumeDraft, saved: ResumeDraft, mine: ResumeDraft): ResumeDraft {
  return {
    template: mine.template !== saved.template ? mine.template : fresh.template,
    language: mine.language !== saved.language ? mine.language : fresh.language,
    profileImageUrl: mine.profileImageUrl !== saved.profileImageUrl ? mine.profileImageUrl : fresh.profileImageUrl,
    sections: mergeLists(fresh.sections, saved.sections, mine.sections),
  };
}

/**
 * The resume editor's autosave (the shared one of @kuza/app): PUT /resumes/:id ~800 ms after the
 * last change with the version last seen, the changed fields and only the changed sections
 * (`sectionChanges`; an unchanged photo is never re-sent). A 409 reloads the resume, puts these
 * changes on it (`onMerged`) and saves again. While `live.current` (the resume's live room is
 * synced) the server saves the sections from the room: autosave leaves them out.
 */
export function useAutosave(
  id: string,
  draft: ResumeDraft,
  initialVersion: number,
  onMerged: (draft: ResumeDraft) => void,
  live: { readonly current: boolean } = { current: false },
): Autosave {
  const { t } = useI18n();
  const [update] = useResumeUpdateMutation();
  const [loadResume] = resumesApi.useLazyResumeGetQuery();
  const autosave = useSharedAutosave(draft, {
    version: initialVersion,
    delayMs: AUTOSAVE_DELAY_MS,
    save: async (saved, next, version) => {
      const { sections, ...fields } = changedFields(next, saved);
      const sectionChanges = sections && !live.current ? listChanges(saved.sections, next.sections) : undefined;
      if (!Object.keys(fields).length && !sectionChanges) return version;
      // The room's saves move the version: read it just before.
      const seen = live.current ? (await loadResume(id).unwrap()).version : version;
      return (await update({ id, version: seen, ...fields, ...(sectionChanges ? { sectionChanges } : {}) }).unwrap())
        .version;
    },
    reload: async () => {
      const fresh = await loadResume(id).unwrap();
      return { value: draftOf(fresh), version: fresh.version };
    },
    merge: (fresh, saved, mine) => {
      const merged = mergeDrafts(fresh, saved, mine);
      return live.current ? { ...merged, sections: mine.sections } : merged;
    },
    onMerged,
  });
  const error = autosave.status === 'conflict' ? t(RESUME_MESSAGES.conflict) : autosave.message;
  return { status: autosave.status, error, flush: autosave.saveNow };
}

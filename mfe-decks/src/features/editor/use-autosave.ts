import { listChanges, mergeLists, type Slide } from '@kuza/contracts';
import { useAutosave, type Autosave } from '@kuza/app';
import { decksApi, useDeckUpdateMutation } from '../decks/api';

export type { Autosave };

/**
 * The deck editor's autosave (the shared one of @kuza/app): PUT /decks/:id with the version last
 * seen and only the changed slides (`slideChanges`), so fixing a word never resends the deck. A
 * 409 reloads the deck, puts this editor's slide changes on it (`rebase`) and saves again.
 */
export function useDeckAutosave(
  deckId: string,
  version: number,
  slides: Slide[],
  onMerged: (slides: Slide[]) => void,
  delayMs = 800,
): Autosave {
  const [update] = useDeckUpdateMutation();
  const [loadDeck] = decksApi.useLazyDeckGetQuery();
  return useAutosave(slides, {
    version,
    delayMs,
    save: async (saved, next, seen) => {
      const slideChanges = listChanges(saved, next);
      if (!slideChanges) return seen;
      return (await update({ id: deckId, version: seen, slideChanges }).unwrap()).version;
    },
    reload: async () => {
      const fresh = await loadDeck(deckId).unwrap();
      return { value: fresh.slides, version: fresh.version };
    },
    merge: mergeLists,
    onMerged,
  });
}

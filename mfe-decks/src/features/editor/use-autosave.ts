import { listChanges, mergeLists, type DeckTheme, type Slide } from '@kuza/contracts';
import type { DocumentLanguage } from '@kuza/i18n';
import { useAutosave, type Autosave } from '@kuza/app';
import { mergeFacts } from '@kuza/app/live';
import { decksApi, useDeckUpdateMutation } from '../decks/api';
import type { DeckChanges } from './editor-state';

export type { Autosave };

/** What the deck editor changes and saves: the slides, the theme beside them, the facts and outline. */
export interface DeckContent extends DeckChanges {
  slides: Slide[];
  theme: DeckTheme;
  /** The language Kuza writes into the deck in (titles it adds, questions, notes, exports). */
  language: DocumentLanguage;
}

/**
 * The deck editor's autosave (the shared one of @kuza/app): PUT /decks/:id with the version last
 * seen, only the changed slides (`slideChanges`) and the theme and facts when they changed, so fixing a word
 * never resends the deck. A 409 reloads the deck, puts this editor's changes on it (`onMerged`)
 * and saves again. While `live.current` (the deck's live room is synced) the server saves the slides
 * and facts from the room: autosave leaves the slides out and sends only the theme, language, facts
 * and outline, its facts (the AI Helper's) merged fact by fact into the room's saved ones
 * (`mergeFacts`), so a teammate's fact edit saved meanwhile is kept. A 409 merges facts the same way.
 */
export function useDeckAutosave(
  deckId: string,
  version: number,
  content: DeckContent,
  onMerged: (content: DeckContent) => void,
  delayMs = 800,
  live: { readonly current: boolean } = { current: false },
): Autosave {
  const [update] = useDeckUpdateMutation();
  const [loadDeck] = decksApi.useLazyDeckGetQuery();
  return useAutosave(content, {
    version,
    delayMs,
    save: async (saved, next, seen) => {
      const slideChanges = live.current ? undefined : listChanges(saved.slides, next.slides);
      const theme = next.theme !== saved.theme ? next.theme : undefined;
      const language = next.language !== saved.language ? next.language : undefined;
      const changedFacts = next.facts !== saved.facts ? next.facts : undefined;
      const outlineChanges =
        next.outline && next.outline !== saved.outline ? listChanges(saved.outline ?? [], next.outline) : undefined;
      if (!slideChanges && !theme && !language && !changedFacts && !outlineChanges) return seen;
      // The room's saves move the version (and may have saved a teammate's facts): read it just before.
      const fresh = live.current ? await loadDeck(deckId).unwrap() : undefined;
      const version = fresh ? fresh.version : seen;
      const facts = changedFacts && fresh ? mergeFacts(saved.facts, changedFacts, fresh.facts) : changedFacts;
      return (
        await update({
          id: deckId,
          version,
          ...(slideChanges ? { slideChanges } : {}),
          ...(theme ? { theme } : {}),
          ...(language ? { language } : {}),
          ...(facts ? { facts } : {}),
          ...(outlineChanges ? { outlineChanges } : {}),
        }).unwrap()
      ).version;
    },
    reload: async () => {
      const fresh = await loadDeck(deckId).unwrap();
      return {
        value: {
          slides: fresh.slides,
          theme: fresh.theme,
          language: fresh.language,
          facts: fresh.facts,
          outline: fresh.outline,
        },
        version: fresh.version,
      };
    },
    merge: (fresh, saved, mine) => ({
      slides: live.current ? mine.slides : mergeLists(fresh.slides, saved.slides, mine.slides),
      theme: mine.theme !== saved.theme ? mine.theme : fresh.theme,
      language: mine.language !== saved.language ? mine.language : fresh.language,
      facts: mergeFacts(saved.facts, mine.facts, fresh.facts),
      outline: mine.outline !== saved.outline ? mine.outline : fresh.outline,
    }),
    onMerged,
  });
}

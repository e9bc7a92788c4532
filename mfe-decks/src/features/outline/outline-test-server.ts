import type { Deck, UpdateDeckInput } from '@kuza/contracts';
import { aDeck, api, deckAfterSave, type ApiCall, type ApiReply } from '@kuza/testing';

/**
 * One deck behind GET/PUT /decks/:id with the API's version check, so the outline's autosave is
 * tested against the same rules the real API applies. `override` answers a call first (errors).
 * Requests are recorded by the shared fake API (`api.sent`).
 */
export function serveDeck(start: Partial<Deck> = {}, override?: (call: ApiCall) => ApiReply | undefined) {
  let deck = aDeck({ id: 'd1', ...start });
  api.answerAll((call) => {
    const forced = override?.(call);
    if (forced) return forced;
    if (call.path !== `/decks/${deck.id}` && !call.path.startsWith(`/decks/${deck.id}/`)) {
      return { status: 404, body: { error: 'Deck not found' } };
    }
    if (call.method === 'GET') return { status: 200, body: deck };
    if (call.method === 'PUT') {
      const body = call.body as UpdateDeckInput;
      const saved = body.version === deck.version && deckAfterSave(deck, body);
      if (!saved) return { status: 409, body: { error: 'conflict' } };
      deck = saved;
      return { status: 200, body: deck };
    }
    if (call.method === 'POST' && call.path.endsWith('/generate')) {
      return { status: 202, body: { state: 'running', done: 0, total: deck.outline.length } };
    }
    return { status: 405, body: { error: 'not here' } };
  });
  return {
    deck: () => deck,
    /** Someone else saves the deck: the version moves on. */
    changeElsewhere: (changes: Partial<Deck>) => {
      deck = { ...deck, ...changes, version: deck.version + 1 };
    },
    titles: () => deck.outline.map((section) => section.title),
  };
}

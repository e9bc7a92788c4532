import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Deck, FactSheet, UpdateDeckInput } from '@kuza/contracts';
import { aDeck, api, deckAfterSave, renderPage } from '@kuza/testing';
import { useDeckAutosave, type DeckContent } from '../use-autosave';
import { someSlides } from './slides';

const base: FactSheet = {
  customers: [],
  team: [],
  useOfFunds: [],
  milestones: [],
  company: { text: 'SokoFresh', source: 'pasted' },
  traction: { text: '300 traders paying weekly', source: 'pasted' },
};
// The AI Helper's change in this editor, and a teammate's change of another fact saved meanwhile.
const mine: FactSheet = {
  ...base,
  traction: { text: '300 traders paying weekly, 40 of them daily', source: 'pasted' },
};
const theirs: FactSheet = { ...base, company: { text: 'SokoFresh Ltd', source: 'pasted' } };
const deck = aDeck({ id: 'd1', slides: someSlides(), version: 7, facts: base });

function Editor({ live }: { live: boolean }) {
  const [content, setContent] = useState<DeckContent>({
    slides: deck.slides,
    theme: deck.theme,
    language: deck.language,
    facts: deck.facts,
    outline: deck.outline,
  });
  useDeckAutosave(deck.id, deck.version, content, () => undefined, 10, { current: live });
  return (
    <button type="button" onClick={() => setContent((now) => ({ ...now, facts: mine }))}>
      Change the facts
    </button>
  );
}

/** The fake API: the deck as a teammate's save left it (version 9); the first save of an old version is a 409 when asked. */
function serve({ conflict }: { conflict: boolean }) {
  let stored: Deck = { ...deck, facts: theirs, version: 9 };
  const sent: UpdateDeckInput[] = [];
  api.answerAll((call) => {
    if (call.method === 'GET') return { status: 200, body: stored };
    const body = call.body as UpdateDeckInput;
    sent.push(body);
    if (conflict && body.version !== stored.version) {
      return { status: 409, body: { error: 'This deck was changed somewhere else.' } };
    }
    stored = deckAfterSave({ ...stored, version: body.version }, body)!;
    return { status: 200, body: stored };
  });
  return { sent, stored: () => stored };
}

describe("the deck editor's autosave of facts", () => {
  it.each([
    ['while its live room is open (the room saved the teammate’s fact)', { live: true, conflict: false }],
    ['on a 409 (a teammate saved the facts first)', { live: false, conflict: true }],
  ])('%s, keeps the teammate’s fact and sends its own', async (_when, { live, conflict }) => {
    const server = serve({ conflict });
    renderPage(<Editor live={live} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change the facts' }));
    await waitFor(() => expect(server.stored().facts).toEqual({ ...theirs, traction: mine.traction }));
    expect(server.sent.at(-1)?.facts).toEqual({ ...theirs, traction: mine.traction });
  });
});

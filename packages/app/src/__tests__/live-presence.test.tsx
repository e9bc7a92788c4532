import { screen, within } from '@testing-library/react';
import { othersPresent, type AwarenessState } from '@kuza/contracts/live';
import { renderPage } from '@kuza/testing';
import { PresenceAvatars, PresenceMarker, TypingTags } from '../live/presence';

/** Awareness states as the room's provider gives them, by client id. */
const states = new Map<number, AwarenessState>([
  [1, { user: { id: 'me', name: 'Wanjiku Mwangi', itemId: 'a' } }],
  [2, { user: { id: 'u2', name: 'Amina Diallo', itemId: 'b' } }],
  // The same teammate in a second tab, on another slide: counted once.
  [3, { user: { id: 'u3', name: 'Tiago Santos', itemId: 'a' } }],
  [5, { user: { id: 'u3', name: 'Tiago Santos', itemId: 'c' } }],
  // A connection that has not said who it is yet.
  [4, {}],
]);

describe('who else is in the deck', () => {
  it('lists each teammate once, never the signed-in user, by name', () => {
    expect(othersPresent(states, 'me')).toEqual([
      { id: 'u2', name: 'Amina Diallo', itemId: 'b' },
      { id: 'u3', name: 'Tiago Santos', itemId: 'c' },
    ]);
  });

  it('shows their initials at the top of the editor, with the name on hover, and who is on each slide', () => {
    const others = othersPresent(states, 'me');
    renderPage(
      <>
        <PresenceAvatars kind="deck" others={others} />
        {['a', 'b', 'c'].map((id) => (
          <section key={id} aria-label={`slide ${id}`}>
            <PresenceMarker kind="deck" others={others} itemId={id} />
          </section>
        ))}
      </>,
    );
    const row = screen.getByRole('list', { name: 'Also in this deck' });
    const avatars = within(row).getAllByRole('listitem');
    expect(avatars.map((avatar) => [avatar.textContent, avatar.getAttribute('title')])).toEqual([
      ['AD', 'Amina Diallo'],
      ['TS', 'Tiago Santos'],
    ]);
    expect(within(screen.getByRole('region', { name: 'slide a' })).queryByRole('listitem')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'slide b' })).getByRole('listitem')).toHaveAccessibleName(
      'Amina Diallo is on this slide',
    );
    expect(within(screen.getByRole('region', { name: 'slide c' })).getByRole('listitem')).toHaveAttribute(
      'title',
      'Tiago Santos is on this slide',
    );
  });

  it('shows nothing when nobody else is in the deck', () => {
    renderPage(<PresenceAvatars kind="deck" others={othersPresent(new Map([[1, states.get(1)!]]), 'me')} />);
    expect(screen.queryByRole('list', { name: 'Also in this deck' })).toBeNull();
  });
});

describe('which field each teammate types in', () => {
  const typing = othersPresent(
    new Map<number, AwarenessState>([
      [1, { user: { id: 'u2', name: 'Amina Diallo', itemId: 'a', field: 'bullets' } }],
      [2, { user: { id: 'u3', name: 'Tiago Santos', itemId: 'a' } }],
      [3, { user: { id: 'u4', name: 'Kofi Mensah', itemId: 'b', field: 'title' } }],
    ]),
    'me',
  );

  it('puts a name tag at the field, only for those typing in it', () => {
    renderPage(
      <>
        <section aria-label="bullets of a">
          <TypingTags others={typing} itemId="a" field="bullets" />
        </section>
        <section aria-label="title of a">
          <TypingTags others={typing} itemId="a" field="title" />
        </section>
        <section aria-label="slide b">
          <TypingTags others={typing} itemId="b" fieldName={(field) => `the ${field}`} />
        </section>
      </>,
    );
    expect(screen.getByRole('region', { name: 'bullets of a' })).toHaveTextContent(/^Amina Diallo is typing here$/);
    expect(screen.getByRole('region', { name: 'title of a' })).toBeEmptyDOMElement();
    expect(screen.getByRole('region', { name: 'slide b' })).toHaveTextContent(/^Kofi Mensah is typing in the title$/);
  });
});

import { cleanup, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import type { CollabPresence } from '@kuza/contracts/collab';
import { renderPage } from '@kuza/testing';
import { presenceColour } from '../live/colour';
import { TypingAt } from '../live/presence';

const FIELDS = ['title', 'description'] as const;
const ITEMS = ['s1', 's2'] as const;

/** Two sections' title and description inputs, each drawn with who types in it. */
function fields(others: CollabPresence[]) {
  return renderPage(
    <>
      {ITEMS.flatMap((itemId) =>
        FIELDS.map((field) => (
          <TypingAt key={`${itemId}.${field}`} others={others} itemId={itemId} field={field}>
            <input aria-label={`${itemId} ${field}`} />
          </TypingAt>
        )),
      )}
    </>,
  );
}

/** What is drawn with a field: the text around its input (the name tags), and the tags themselves. */
function around(label: string) {
  const anchor = screen.getByRole('textbox', { name: label }).parentElement!;
  return { anchor, tags: within(anchor).queryAllByRole('listitem') };
}

const teammates = fc.uniqueArray(
  fc.record(
    {
      id: fc.stringMatching(/^[a-f0-9]{6}$/),
      name: fc.constantFrom('Amina Diallo', 'Tiago Santos', 'Kofi Mensah', 'Léa Martin'),
      itemId: fc.constantFrom(...ITEMS, 'elsewhere'),
      field: fc.constantFrom(...FIELDS),
    },
    { requiredKeys: ['id', 'name'] },
  ),
  { selector: (person) => person.id, maxLength: 4 },
);

describe("a teammate's name tag at the field they type in", () => {
  it('sits on that very field, in their colour, and on no other field', () => {
    fc.assert(
      fc.property(teammates, (others) => {
        fields(others);
        for (const itemId of ITEMS) {
          for (const field of FIELDS) {
            const { anchor, tags } = around(`${itemId} ${field}`);
            const here = others.filter((person) => person.itemId === itemId && person.field === field);
            expect(tags.map((tag) => tag.textContent)).toEqual(here.map((person) => `${person.name} is typing here`));
            tags.forEach((tag, at) =>
              expect(tag).toHaveStyle({ backgroundColor: presenceColour(here[at]!.id), color: '#FFFFFF' }),
            );
            // The field is outlined in the first one's colour.
            const outline = anchor.querySelector('[aria-hidden="true"]');
            if (here[0]) expect(outline).toHaveStyle({ border: `2px solid ${presenceColour(here[0].id)}` });
            else expect(outline).toBeNull();
          }
        }
        cleanup();
      }),
      { numRuns: 12 },
    );
  });

  it('gives each teammate one colour in every editor, read from who they are', () => {
    expect(presenceColour('665f1c0a9d3e')).toBe(presenceColour('665f1c0a9d3e'));
    const colours = new Set(['u1', 'u2', 'u3', 'u4', 'u5', 'u6'].map(presenceColour));
    expect(colours.size).toBeGreaterThan(3);
  });
});

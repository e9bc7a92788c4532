/**
 * A section the founder adds to the outline ('Impact', 'Why now', 'Go-to-market', 'Risks') is
 * written from its own title and the facts that belong to it: no sentence of it repeats a sentence
 * of another slide, and it carries no figure the founder did not give.
 */
import { byForm, byPaste, copied, invented, loadBriefs, sourceText } from '../bench/content-score';

const ADDED = ['Impact', 'Why now', 'Go-to-market', 'Risks', 'Key metrics', 'Customer impact'];
const briefs = loadBriefs();

describe.each(briefs.map((brief) => [brief.id, brief] as const))(
  'sections added to the outline of %s',
  (_id, brief) => {
    it.each([
      ['the AI form', () => byForm(brief, ADDED), sourceText(brief, 'form')],
      ['paste', () => byPaste(brief, ADDED), sourceText(brief, 'paste')],
    ] as const)(
      'by %s: each written from its own title, copying no other slide, inventing no figure',
      async (_by, make, source) => {
        const deck = await make();
        const added = deck.slides.slice(-ADDED.length);

        expect(added.map((slide) => slide.title)).toEqual(ADDED);
        expect(copied(deck.slides, added)).toEqual([]);
        expect(invented(source, added)).toEqual([]);
      },
    );
  },
);

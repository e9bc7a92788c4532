/**
 * A pitch that opens on the company's name, a blank line, then parts under the founder's own headings, each heading
 * on the line straight above its text: the first heading is a part like the others, never the name's tagline.
 */
import fc from 'fast-check';
import { readPitch, sectionText } from './read-pitch';

const HEADINGS = [
  'Why traders stay invisible',
  'The gap nobody fills',
  'What keeps clinics up at night',
  'Dry season, every season',
  'Where the money leaks',
  'A day in a fisher’s life',
];
const TEXTS = [
  "Lusaka's markets have more than 20,000 traders. Almost none keep records beyond a notebook.",
  'In rural Uganda the first health worker a family sees is a volunteer with no tools.',
  'Clinics lose a third of their vaccines to broken fridges every year.',
];

describe('the company’s name over parts under the founder’s own headings', () => {
  it('keeps the first heading a part', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Sokoni Ledger', 'Tembea Health', 'KeyStep'),
        fc.constantFrom(...HEADINGS),
        fc.constantFrom(...TEXTS),
        (name, heading, text) => {
          const pitch = `${name}\n\n${heading}\n${text}\n\nWhat we do\nWe rent solar cold rooms by the crate.\n\nTeam\nAma Owusu, CEO, ran cold chains for 8 years.`;
          const first = readPitch(pitch).sections.find((section) => section.own && section.title === heading);
          expect(first && sectionText(first)).toContain(text);
        },
      ),
      { numRuns: 30 },
    );
  });
});

/**
 * A pitch written as 'Label: text' lines whose text carries a dash ('Team: Kevin Njoroge, CEO — ex-sales manager…',
 * 'Ask: Hanna (CEO) – raising…'): the line is labelled by what comes before its colon, so every label stays a part
 * of its own and the part after it keeps its own text.
 */
import fc from 'fast-check';
import { readPitch, sectionText } from './read-pitch';

const dash = fc.constantFrom('—', '–', '-');
const person = fc.constantFrom(
  (mark: string) => `Kevin Njoroge, CEO ${mark} ex-sales manager at a solar company.`,
  (mark: string) => `Hanna Tesfaye (CEO) ${mark} hydrologist, 12 years at a water charity.`,
  (mark: string) => `Faith Wambui, CTO ${mark} built the payment locks.`,
);

describe("'Label: text' lines with a dash in their text", () => {
  it('keep each label a part, and the next label its own part', () => {
    fc.assert(
      fc.property(
        dash,
        person,
        fc.constantFrom('Team', 'The team', 'Who we are'),
        fc.boolean(),
        (mark, who, team, blank) => {
          const parts: Array<[string, string]> = [
            ['The problem', 'Farmers lose a third of their harvest because they have no cold storage.'],
            ['What we do', 'We rent solar cold rooms by the crate, paid by mobile money.'],
            ['Traction', 'We serve 1,200 farmers in four counties.'],
            [team, who(mark)],
            ['The raise', 'We are raising USD 500,000 to open ten more cold rooms.'],
            ['Where it goes', 'Cold rooms: 60%. Sales agents: 25%. Software: 15%.'],
          ];
          const read = readPitch(parts.map(([label, text]) => `${label}: ${text}`).join(blank ? '\n\n' : '\n'));
          for (const [label, text] of parts) {
            const section = read.sections.find((part) => part.own && part.title === label);
            expect(section && sectionText(section)).toContain(text.slice(0, 20));
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

/**
 * A pitch written as one block that happens to open on a label ('Team: Fatmata Kamara (CEO)… Our rice is sold…'):
 * the label heads its own sentences only, and the rest of the block (six sentences or more in all) gets its parts by
 * what it says, whatever part the label names and whatever order the rest comes in.
 */
import fc from 'fast-check';
import { readPitch, sectionText } from './read-pitch';

const LABELLED: Array<[string, string]> = [
  ['Team', 'Fatmata Kamara (CEO, ex-WFP procurement) and Mohamed Sesay (operations, 15 years in the rice trade).'],
  ['Traction', 'Two mills running, 3,600 tonnes of paddy bought last season from 2,400 farmers.'],
  ['The ask', 'We are raising USD 1.5 million in seed funding.'],
];
const REST: Array<[string, string]> = [
  ['problem', 'Village hand-milling leaves stones and broken grains, and city buyers won’t pay for it.'],
  ['solution', 'We run small modern rice mills and buy paddy straight from farmers, paid by mobile money.'],
  ['businessModel', 'We charge shops USD 30 per tonne milled, and a 50 kg bag sells for Le 1,150.'],
  ['market', 'Sierra Leone has about 4 million rice eaters and imports around USD 200 million of rice a year.'],
  ['useOfFunds', '70% for mills and dryers. 20% for working capital. 10% for a depot.'],
];

describe('one block of prose opening on a label', () => {
  it("keeps the label's own sentences under it and reads the rest by what it says", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LABELLED),
        fc.shuffledSubarray(REST, { minLength: REST.length, maxLength: REST.length }),
        ([label, said], rest) => {
          const read = readPitch(`${label}: ${said} ${rest.map(([, text]) => text).join(' ')}`);
          const labelled = read.sections.find((section) => section.own && section.title === label);
          expect(labelled && sectionText(labelled)).toContain(said);
          // Every sentence after the label's is on a part of its own, not under the label.
          for (const [, text] of rest) expect(sectionText(labelled!)).not.toContain(text);
        },
      ),
      { numRuns: 30 },
    );
  });
});

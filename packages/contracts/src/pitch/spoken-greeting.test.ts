/**
 * A spoken pitch that opens on a short greeting to the room ('Hi everyone. So I'm Ndapewa, and I run a laundry
 * business…'): the greeting is no part of the pitch, and the founder's introduction after it is the company's line.
 * A greeting that says who speaks ('Hello, I'm Amina and I run KeyStep.') is the introduction itself: it stays.
 */
import fc from 'fast-check';
import { readPitch, sectionText } from './read-pitch';

const REST = [
  'In our town most families have no washing machine, so washing by hand takes a whole day.',
  'We charge N$45 per bag and a monthly plan is N$320 for a family.',
  'We have washed more than 210,000 bags since 2022 and did N$3.6 million in revenue last year.',
  'We are raising N$12 million to open 25 more hubs.',
].join('\n\n');

describe('a spoken pitch opening on a greeting', () => {
  it('leaves the greeting out and reads the introduction after it as the company', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Hi everyone.', 'Hello everyone!', 'Good morning, everyone.', 'Hi all.'),
        fc.constantFrom(
          "So I'm Ndapewa Shikongo, and together with my brother I run a laundry business in Windhoek.",
          'I run a laundry business in Windhoek with my brother.',
        ),
        (hello, intro) => {
          const read = readPitch(`${hello} ${intro}\n\n${REST}`);
          const text = read.sections.map(sectionText).join('\n');
          expect(text).not.toContain(hello);
          expect(read.sections.find((section) => sectionText(section).includes(intro))?.role).toBe('company');
        },
      ),
      { numRuns: 16 },
    );
  });

  it('keeps a greeting that says who speaks', () => {
    const read = readPitch(`Hello, I'm Amina and I run KeyStep.\n\n${REST}`);
    expect(read.sections.map(sectionText).join('\n')).toContain("Hello, I'm Amina and I run KeyStep.");
  });
});

/**
 * Dated steps written one a line ('Q1 2026: …', 'Q3 2026: …', '2027: …'), in any order of date forms:
 * the reader keeps each its own line (a line opening on a year is not the one before it wrapped), and
 * a slide whose lead is the first of them is drawn as a timeline, every step's words on it.
 */
import fc from 'fast-check';
import { readPitch } from '../pitch/read-pitch';
import { chooseLayout } from './choose-layout';
import type { Slide } from '../schemas/deck';

const WHEN = ['Q1 2026', 'Q3 2026', '2027', 'March 2027', 'Q2 2028', '2029'];
// Words without figures: dated figures are a series, drawn as a chart before any timeline.
const WHAT = ['first county', 'launch in Uganda', 'second warehouse', 'break even'];

const steps = fc
  .uniqueArray(fc.integer({ min: 0, max: WHEN.length - 1 }), { minLength: 3, maxLength: 4 })
  .chain((whens) =>
    fc.tuple(
      fc.constant([...whens].sort((a, b) => a - b).map((index) => WHEN[index])),
      fc.array(fc.constantFrom(...WHAT), { minLength: whens.length, maxLength: whens.length }),
    ),
  )
  .map(([whens, whats]) => whens.map((when, index) => `${when}: ${whats[index]}`));

describe('dated steps, one a line', () => {
  it('stay one line each under their heading, whatever date opens them', () => {
    fc.assert(
      fc.property(steps, (lines) => {
        const read = readPitch(`## Problem\nFarmers wait months to be paid.\n\n## Next 18 months\n${lines.join('\n')}`);
        const next = read.sections.find((section) => section.title === 'Next 18 months');
        expect(next?.lines.map((line) => line.text)).toEqual(lines);
      }),
      { numRuns: 100, seed: 28 },
    );
  });

  it('make a timeline when the first of them leads the slide', () => {
    fc.assert(
      fc.property(steps, ([lead, ...rest]) => {
        const slide = {
          id: 's',
          type: 'content',
          title: 'Next 18 months',
          content: `${lead}.`,
          bullets: rest,
          notes: '',
        };
        expect(chooseLayout(slide as Slide)).toBe('timeline');
      }),
      { numRuns: 100, seed: 28 },
    );
  });
});

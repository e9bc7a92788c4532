import fc from 'fast-check';
import { mergeText } from '../live/merge-text';

/** `base` with `insert` put at `at`. */
const insertAt = (base: string, at: number, insert: string) => base.slice(0, at) + insert + base.slice(at);

describe('a text written in a dialog while a teammate changed it', () => {
  it('keeps both when each added words at a different place of the bullet', () => {
    expect(
      mergeText(
        'Traders lose 40% of produce',
        'Traders lose 40% of produce in a week',
        'Nairobi traders lose 40% of produce',
      ),
    ).toBe('Nairobi traders lose 40% of produce in a week');
  });

  it('never loses what either added, wherever each typed', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.nat(),
        fc.nat(),
        fc.string({ minLength: 1 }).map((text) => `[${text}]`),
        fc.string({ minLength: 1 }).map((text) => `<${text}>`),
        (base, a, b, mineAdded, theirsAdded) => {
          const mine = insertAt(base, a % (base.length + 1), mineAdded);
          const theirs = insertAt(base, b % (base.length + 1), theirsAdded);
          const merged = mergeText(base, mine, theirs);
          expect(merged).toContain(mineAdded);
          expect(merged).toContain(theirsAdded);
          expect(merged).toHaveLength(base.length + mineAdded.length + theirsAdded.length);
        },
      ),
    );
  });

  it('is the other side when one side left the text as it was', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (base, changed) => {
        expect(mergeText(base, base, changed)).toBe(changed);
        expect(mergeText(base, changed, base)).toBe(changed);
      }),
    );
  });
});

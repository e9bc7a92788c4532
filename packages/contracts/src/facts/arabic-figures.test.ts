/**
 * Figures in an Arabic pitch: written in Western digits or in Arabic-Indic ones ('١٬٢٠٠', '٢٫٥'),
 * grouped with the Arabic thousands mark and split with the Arabic decimal mark, with a multiplier,
 * a currency or a percent in Arabic words, each is read as the same number, its text the founder's.
 */
import fc from 'fast-check';
import { readFigures } from './figures';

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const arabic = (western: string) =>
  western
    .replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)])
    .replace(/,/g, '٬')
    .replace(/\./g, '٫');

/** A number as written in Western notation: grouped by commas, a decimal point when it has a fraction. */
const written = (whole: number, fraction: string) =>
  `${whole.toLocaleString('en-US')}${fraction ? `.${fraction}` : ''}`;

const MULTIPLIERS: Array<[string, number]> = [
  ['', 1],
  [' ألف', 1e3],
  [' مليون', 1e6],
  [' مليار', 1e9],
];
const UNITS: Array<[string, { currency?: string; percent?: boolean }]> = [
  ['', {}],
  [' دولار', { currency: 'USD' }],
  [' جنيه', { currency: 'EGP' }],
  [' درهم', { currency: 'MAD' }],
  ['٪', { percent: true }],
  [' في المئة', { percent: true }],
];

describe('figures in an Arabic pitch', () => {
  it('are the same number in Western and Arabic-Indic digits, with the Arabic marks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_999 }),
        // Three digits after a Western full stop group thousands ('1.200'): the fraction here is one or two digits.
        fc.oneof(fc.constant(''), fc.stringMatching(/^\d{1,2}$/)),
        fc.constantFrom(...MULTIPLIERS),
        fc.constantFrom(...UNITS),
        (whole, fraction, [multiplier, factor], [unit, kind]) => {
          const western = written(whole, fraction);
          const expected = Math.round(Number(`${whole}${fraction ? `.${fraction}` : ''}`) * factor * 1000) / 1000;
          for (const digits of [western, arabic(western)]) {
            const text = `حققنا ${digits}${multiplier}${unit} هذا العام`;
            const [figure] = readFigures(text);
            expect(figure.value).toBeCloseTo(expected, 3);
            expect(figure.text).toBe(`${digits}${multiplier}${unit}`);
            expect(figure.currency).toBe(kind.currency);
            expect(figure.percent).toBe(Boolean(kind.percent));
          }
        },
      ),
      { seed: 28, numRuns: 300 },
    );
  });

  it('reads three digits after the Arabic decimal mark as a fraction, never as thousands', () => {
    expect(readFigures('١٫٥٠٠ مليون').map((figure) => figure.value)).toEqual([1_500_000]);
    expect(readFigures('١٬٥٠٠ مزارع').map((figure) => figure.value)).toEqual([1500]);
  });
});

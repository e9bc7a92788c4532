/**
 * Amounts written with the local signs founders use ('R8 million', 'N$ 40,000', 'P500', 'MK 20,000', 'Br 3,000',
 * 'USh 5,000', 'TSh 10,000', 'FRw 300', 'LE 500', '200 DH', '40 DT', '500 DA', '4 000 Ar', '5 000 FC', '10 000 FG'):
 * read with their value and currency, and the same letters in a sentence's words never read as money.
 */
import fc from 'fast-check';
import { readFigures } from './figures';

const BEFORE: Array<[string, string]> = [
  ['R', 'ZAR'],
  ['N$', 'NAD'],
  ['P', 'BWP'],
  ['MK', 'MWK'],
  ['Br', 'ETB'],
  ['USh', 'UGX'],
  ['TSh', 'TZS'],
  ['FRw', 'RWF'],
  ['LE', 'EGP'],
  ['£E', 'EGP'],
];
const AFTER: Array<[string, string]> = [
  ['DH', 'MAD'],
  ['Dhs', 'MAD'],
  ['DT', 'TND'],
  ['DA', 'DZD'],
  ['Ar', 'MGA'],
  ['FC', 'CDF'],
  ['FG', 'GNF'],
];

/** An amount as founders write it, with the value it means. */
const amount = fc.oneof(
  fc.integer({ min: 1, max: 999 }).map((n) => ({ text: String(n), value: n })),
  fc.integer({ min: 1, max: 999 }).map((n) => ({ text: `${n},500`, value: n * 1000 + 500 })),
  fc.integer({ min: 1, max: 99 }).map((n) => ({ text: `${n} 000`, value: n * 1000 })),
  fc.tuple(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 9 })).map(([n, d]) => ({
    text: `${n}.${d}m`,
    value: n * 1e6 + d * 1e5,
  })),
  fc.integer({ min: 1, max: 99 }).map((n) => ({ text: `${n} million`, value: n * 1e6 })),
);

describe('local currency signs', () => {
  it('reads an amount after a local sign, with or without a space', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BEFORE),
        amount,
        fc.constantFrom('', ' '),
        ([sign, code], { text, value }, gap) => {
          const written = `${sign}${gap}${text}`;
          const [figure] = readFigures(`We did ${written} in sales last year.`);
          expect(figure).toMatchObject({ text: written, value, currency: code });
        },
      ),
    );
  });

  it('reads an amount before a local sign', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AFTER), amount, ([sign, code], { text, value }) => {
        const written = `${text} ${sign}`;
        const [figure] = readFigures(`Un panier coûte ${written} par mois.`);
        expect(figure).toMatchObject({ text: written, value, currency: code });
      }),
    );
  });

  it('reads no money in words that hold the same letters', () => {
    const sentences = [
      'We serve 500 farmers in 12 districts.',
      'Our 40 drivers ar 3 hubs.',
      'Para 500 lojas da 20 cidades.',
      'Les 300 fc des coopératives.',
      'A rp 200 test, a br 3 pilot.',
      'Abertos 7 da semana, em 40 dt.',
    ];
    for (const sentence of sentences) expect(readFigures(sentence).filter((figure) => figure.currency)).toEqual([]);
  });
});

/**
 * Money as founders write it in English, French and Portuguese: every generated amount, in each
 * language's notation, with its currency before it, after it as a code, or after it in words
 * ('500 000 de dólares', '2 millions d'euros', 'R$ 2 mi'), is read back to its value and its
 * currency, and the figure's text is the whole of what the founder wrote.
 */
import fc from 'fast-check';
import { readFigures, shareSplit } from './figures';

type Language = 'en' | 'fr' | 'pt';

interface Money {
  code: string;
  before: string[];
  after: string[];
  words: Record<Language, string>;
}

const MONEY: Money[] = [
  {
    code: 'USD',
    before: ['USD ', 'US$', '$'],
    after: [' USD'],
    words: { en: 'dollars', fr: 'dollars', pt: 'dólares' },
  },
  { code: 'EUR', before: ['€', 'EUR '], after: [' €', '€', ' EUR'], words: { en: 'euros', fr: 'euros', pt: 'euros' } },
  {
    code: 'XOF',
    before: ['FCFA ', 'CFA '],
    after: [' FCFA', ' F CFA', ' CFA'],
    words: { en: 'CFA francs', fr: 'francs CFA', pt: 'francos CFA' },
  },
  { code: 'NGN', before: ['₦', '₦ ', 'NGN '], after: [' NGN'], words: { en: 'naira', fr: 'nairas', pt: 'nairas' } },
  {
    code: 'GHS',
    before: ['GH₵', 'GH₵ ', 'GH¢', 'GHS '],
    after: [' GHS'],
    words: { en: 'cedis', fr: 'cedis', pt: 'cedis' },
  },
  {
    code: 'KES',
    before: ['KES ', 'Ksh ', 'KSh', 'Ksh. '],
    after: [' KES'],
    words: { en: 'Kenyan shillings', fr: 'shillings kényans', pt: 'xelins quenianos' },
  },
  { code: 'SLE', before: ['Le ', 'SLE '], after: [' SLE'], words: { en: 'leones', fr: 'leones', pt: 'leones' } },
  { code: 'BRL', before: ['R$ ', 'R$'], after: [], words: { en: 'reais', fr: 'reais', pt: 'reais' } },
  {
    code: 'AOA',
    before: ['Kz ', 'AOA '],
    after: [' Kz', ' AOA'],
    words: { en: 'kwanzas', fr: 'kwanzas', pt: 'kwanzas' },
  },
  { code: 'MZN', before: ['MZN '], after: [' MZN'], words: { en: 'meticais', fr: 'meticais', pt: 'meticais' } },
];

const NOTATION: Record<Language, { group: string[]; decimal: string; million: string[]; billion: string[] }> = {
  en: { group: [','], decimal: '.', million: [' million', 'm', ' mn'], billion: [' billion', 'bn'] },
  fr: { group: [' ', '\u202f', '.'], decimal: ',', million: [' millions', ' M', ' million'], billion: [' milliards'] },
  pt: { group: ['.', ' '], decimal: ',', million: [' milhões', ' mi', ' milhão'], billion: [' mil milhões', ' bi'] },
};

const language = fc.constantFrom<Language>('en', 'fr', 'pt');

/** An amount in a language's notation: grouped thousands, or a decimal with a multiplier. */
const amount = (lang: Language) =>
  fc.oneof(
    fc
      .record({
        thousands: fc.integer({ min: 1, max: 999 }),
        units: fc.integer({ min: 0, max: 999 }),
        group: fc.constantFrom(...NOTATION[lang].group),
      })
      .map(({ thousands, units, group }) => ({
        digits: `${thousands}${group}${String(units).padStart(3, '0')}`,
        value: thousands * 1000 + units,
        scaled: false,
      })),
    fc
      .record({
        whole: fc.integer({ min: 1, max: 99 }),
        tenths: fc.integer({ min: 1, max: 9 }),
        billion: fc.boolean(),
        million: fc.constantFrom(...NOTATION[lang].million),
        milliard: fc.constantFrom(...NOTATION[lang].billion),
      })
      .map(({ whole, tenths, billion, million, milliard }) => ({
        digits: `${whole}${NOTATION[lang].decimal}${tenths}${billion ? milliard : million}`,
        value: (whole * 10 + tenths) * (billion ? 1e8 : 1e5),
        scaled: true,
      })),
  );

/** 'de' or "d'" before a currency in words, as French and Portuguese say it; English says it bare. */
const joiner = (lang: Language, words: string, scaled: boolean) => {
  if (lang === 'en') return ' ';
  if (lang === 'fr' && /^[aeiouéè]/i.test(words)) return scaled ? " d'" : ' ';
  return scaled ? ' de ' : ' ';
};

const written = language.chain((lang) =>
  fc
    .record({
      money: fc.constantFrom(...MONEY),
      amount: amount(lang),
      form: fc.constantFrom('before', 'after', 'words'),
    })
    .chain(({ money, amount: { digits, value, scaled }, form }) =>
      fc.constantFrom(...(form === 'before' || !money.after.length ? money.before : money.after)).map((mark) => {
        const said =
          form === 'words'
            ? `${digits}${joiner(lang, money.words[lang], scaled)}${money.words[lang]}`
            : form === 'before' || !money.after.length
              ? `${mark}${digits}`
              : `${digits}${mark}`;
        return { lang, said, value, code: money.code };
      }),
    ),
);

const SAYING: Record<Language, [string, string]> = {
  en: ['We are raising', ' to open two new cities.'],
  fr: ['Nous levons', ' pour ouvrir deux villes.'],
  pt: ['Estamos a captar', ' para abrir duas cidades.'],
};

describe('money in any of the three languages, any notation and any currency form', () => {
  it('reads every amount back to its value and currency, the figure being all the founder wrote', () => {
    fc.assert(
      fc.property(written, ({ lang, said, value, code }) => {
        const [lead, tail] = SAYING[lang];
        const figures = readFigures(`${lead} ${said}${tail}`);
        expect(figures).toHaveLength(1);
        expect(figures[0].value).toBeCloseTo(value, 3);
        expect(figures[0].currency).toBe(code);
        expect(figures[0].text).toBe(said.trim());
      }),
      { numRuns: 600, seed: 28 },
    );
  });

  it('never scales a number by a word that is only a multiplier beside money, nor reads a date as leones', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.constantFrom('mi', 'bi'), (count, word) => {
        expect(readFigures(`The hub is ${count} ${word} from the market.`)).toEqual([
          expect.objectContaining({ value: count, text: String(count) }),
        ]);
      }),
      { numRuns: 100, seed: 28 },
    );
    expect(readFigures('Le 15 mars, nous avons lancé. Le 2 juin aussi.').map((f) => [f.value, f.currency])).toEqual([
      [15, undefined],
      [2, undefined],
    ]);
    expect(readFigures('le 5 000e client').map((f) => f.currency)).toEqual([]);
  });
});

describe('a split told in a sentence', () => {
  it("keeps every word of a share's label, an 'and' inside it too ('20% to tech and hiring')", () => {
    const label = fc.constantFrom(
      'tech and hiring',
      'sales and marketing',
      'land',
      'vans',
      'équipe et outils',
      'produto e equipa',
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(label, { minLength: 3, maxLength: 3 }),
        fc.integer({ min: 30, max: 60 }),
        fc.integer({ min: 10, max: 30 }),
        (labels, a, b) => {
          const shares = [a, b, 100 - a - b];
          const text = `Roughly ${shares[0]}% goes to ${labels[0]}, ${shares[1]}% to ${labels[1]} and ${shares[2]}% to ${labels[2]}.`;
          expect(shareSplit(text).map((share) => [share.percent, share.label])).toEqual(
            shares.map((share, index) => [share, labels[index]]),
          );
        },
      ),
    );
  });
});

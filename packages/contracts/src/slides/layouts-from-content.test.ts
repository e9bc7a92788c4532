/**
 * Layouts drawn from what a slide says (issue 28, item 3): a measure given for two or more periods is
 * a chart of exactly the founder's values in time order, labelled with their periods as written,
 * whichever way the sentence runs; a part that sets the others against us is two columns in the
 * founder's sentences; a problem or a market told by one figure shows it big. Never a word or a
 * figure added, never one dropped.
 */
import fc from 'fast-check';
import { slideText } from '../facts/checks';
import { readFigures } from '../facts/figures';
import type { Slide } from '../schemas/deck';
import { chooseLayout, oneBigNumber, withChosenLayout } from './choose-layout';
import { contrastColumns, figureSeries } from './compose-visuals';
import { normalizeSlide } from './registry';

const slide = (title: string, content: string, bullets: string[] = [], type: Slide['type'] = 'content') =>
  normalizeSlide({ id: 's', type, title, content, bullets, notes: '' });
const words = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 0).sort();
const shown = (s: Slide) => slideText({ ...s, notes: '' });

/** A value as a founder writes it, and the number it is. */
const value = fc
  .tuple(fc.integer({ min: 2, max: 999_000 }), fc.constantFrom('$', 'KES ', 'USD ', '', '%'))
  .map(([n, unit]) => {
    const number = unit === '%' ? n % 100 || 5 : n;
    const written = number.toLocaleString('en-US');
    return {
      value: number,
      text: unit === '%' ? `${written}%` : unit ? `${unit}${written}` : `${written} farmers`,
      unit,
    };
  });

/** 2 to 6 points, one measure, each with its own year or quarter, in time order. */
const dated = fc
  .tuple(
    fc.uniqueArray(fc.integer({ min: 2015, max: 2030 }), { minLength: 2, maxLength: 6 }),
    fc.constantFrom('year', 'quarter'),
    fc.constantFrom('$', 'KES ', 'USD ', '', '%'),
  )
  .chain(([years, kind, unit]) =>
    fc.tuple(
      fc.constant(
        [...years].sort((a, b) => a - b).map((year, i) => (kind === 'year' ? `${year}` : `Q${(i % 4) + 1} ${year}`)),
      ),
      fc.array(
        value.filter((v) => v.unit === unit),
        { minLength: years.length, maxLength: years.length },
      ),
    ),
  );

describe('a measure given for two or more periods', () => {
  it('is a chart of exactly the founder’s values in time order, forward or told backwards, every word kept', () => {
    fc.assert(
      fc.property(
        dated,
        fc.constantFrom('forward', 'colon', 'backward'),
        fc.boolean(),
        ([periods, values], run, asBullet) => {
          const points = periods.map((when, i) => ({ when, ...values[i] }));
          const sentence =
            run === 'forward'
              ? `Revenue was ${points.map((p) => `${p.text} in ${p.when}`).join(', ')}.`
              : run === 'colon'
                ? `Revenue ${points.map((p) => `${p.when}: ${p.text}`).join(', ')}.`
                : `Revenue was ${[...points]
                    .reverse()
                    .map((p, i) => `${i === 1 ? 'up from ' : ''}${p.text} in ${p.when}`)
                    .join(', ')}.`;
          const written = asBullet ? slide('Traction', 'Two mills running.', [sentence]) : slide('Traction', sentence);
          const drawn = withChosenLayout(written);
          expect(drawn.type).toBe('chart');
          expect(drawn.chart!.labels).toEqual(periods);
          expect(drawn.chart!.series).toEqual([{ name: 'Traction', values: points.map((p) => p.value) }]);
          // The sentence stays whole beside the chart.
          expect(drawn.content).toBe(written.content);
          expect(drawn.bullets).toEqual(written.bullets);
        },
      ),
      { numRuns: 300, seed: 28 },
    );
  });

  it('reads periods told from now (“the year before”, “last year”, “this season”) in en, fr and pt', () => {
    const before = ['the year before', "l'année précédente", 'ano anterior'];
    const last = ['last year', "l'an dernier", 'ano passado'];
    const now = ['the last 12 months', 'this season', 'cette année', 'este ano'];
    fc.assert(
      fc.property(
        fc.constantFrom(...now),
        fc.constantFrom(...before, ...last),
        value.filter((v) => v.unit !== '%'),
        fc.integer({ min: 2, max: 9_000 }),
        (present, past, a, b) => {
          const earlier = b.toLocaleString('en-US');
          const text = `${a.text} sold in ${present}, up from ${earlier} ${past}.`;
          const drawn = figureSeries(slide('Tickets', text));
          const sameUnit = a.unit === '' || readFigures(earlier)[0]?.currency === readFigures(a.text)[0]?.currency;
          if (!sameUnit) return;
          expect(drawn?.chart.labels).toEqual([past, present]);
          expect(drawn?.chart.series[0].values).toEqual([b, a.value]);
        },
      ),
      { numRuns: 200, seed: 28 },
    );
    expect(
      figureSeries(
        slide('Where we are', '2.3 million tickets sold in the last 12 months, up from 640,000 the year before.'),
      )?.chart,
    ).toMatchObject({ labels: ['the year before', 'the last 12 months'], series: [{ values: [640_000, 2_300_000] }] });
  });

  it('reads a series cut by Arabic commas', () => {
    const arabic = 'حققنا إيرادات بلغت 96 ألف دولار في 2024، مقابل 30 ألف دولار في 2023.';
    expect(figureSeries(slide('الإنجازات', arabic))?.chart).toMatchObject({
      labels: ['2023', '2024'],
      series: [{ values: [30_000, 96_000] }],
    });
  });

  it('charts what the other points count when a point also says another figure', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 2015, max: 2030 }), { minLength: 2, maxLength: 5 }),
        fc.array(fc.integer({ min: 2, max: 90_000 }), { minLength: 5, maxLength: 5 }),
        fc.nat(),
        fc.integer({ min: 2, max: 9_000 }),
        (unsorted, amounts, at, farmers) => {
          const years = [...unsorted].sort((a, b) => a - b);
          const extra = at % years.length;
          const parts = years.map(
            (year, i) =>
              `${amounts[i].toLocaleString('en-US')} tonnes${i === extra ? ` for ${farmers.toLocaleString('en-US')} farmers` : ''} in ${year}`,
          );
          const chart = figureSeries(slide('Stored', `We stored ${parts.join(', ')}.`))?.chart;
          expect(chart?.labels).toEqual(years.map(String));
          expect(chart?.series[0].values).toEqual(amounts.slice(0, years.length));
        },
      ),
      { numRuns: 200, seed: 28 },
    );
    const grain = 'This season we stored 11,400 tonnes for 6,300 farmers, up from 2,800 tonnes last year.';
    expect(figureSeries(slide('Traction', grain))?.chart).toMatchObject({
      labels: ['last year', 'This season'],
      series: [{ values: [2_800, 11_400] }],
    });
  });

  it('draws no chart for dates that go back and forth, mixed measures, or one dated figure', () => {
    expect(figureSeries(slide('T', 'Revenue 2023: $40k, 2025: $90k, 2024: $60k.'))).toBeNull();
    expect(figureSeries(slide('T', 'Revenue 2023: $40k, 2024: 45%.'))).toBeNull();
    expect(figureSeries(slide('T', 'We did N$3.6 million in revenue last year.'))).toBeNull();
    expect(figureSeries(slide('T', '4,800 swaps a day, up from 1,300 in January.'))).toBeNull();
    expect(figureSeries(slide('T', '$90k last year and $120k in 2025.'))).toBeNull();
    // Two figures in a point and nothing saying which one the series counts.
    expect(figureSeries(slide('T', '$40k and 300 farmers in 2023, $90k in 2024.'))).toBeNull();
  });
});

const OTHERS = [
  'The well-funded digital brokers scaled fast and then pulled back from the north.',
  'Two local ticketing apps exist but they focus on the premium lines.',
  'Les banques ne veulent pas de clientes qui déposent 2 000 FCFA par jour.',
  'Os bancos só servem clientes com conta e salário fixo.',
  'Big agencies charge a month of fees up front',
];
const US_LINES = [
  "We've grown slower, on our own cash, and we're profitable in Kano and Kaduna",
  'We cover the mid-size operators that run Dar–Mbeya and the southern routes.',
  'Nous acceptons 500 FCFA par jour, sans compte bancaire.',
  'On a choisi les commerçantes que personne ne sert.',
  'A nossa app funciona em qualquer telefone.',
  'Our agents visit every stall each week',
];

describe('a part that sets the others against us', () => {
  it('is two columns, the others and us, each in the founder’s sentences, in any language and order', () => {
    fc.assert(
      fc.property(
        fc.subarray(OTHERS, { minLength: 1, maxLength: 2 }),
        fc.subarray(US_LINES, { minLength: 1, maxLength: 2 }),
        fc.boolean(),
        fc.boolean(),
        (others, us, usFirst, asBullets) => {
          const lines = usFirst ? [...us, ...others] : [...others, ...us];
          const written = asBullets
            ? slide('Competition', '', lines)
            : slide('Competition', lines.map((line) => (line.endsWith('.') ? line : `${line}.`)).join(' '));
          const columns = contrastColumns(written);
          expect(columns?.content).toBe('');
          const [first, second] = usFirst ? [us, others] : [others, us];
          // Each column holds its side's sentences as written, and only them.
          for (const [column, side] of [
            [columns!.bullets[0], first],
            [columns!.bullets[1], second],
          ] as const) {
            for (const line of side) expect(column).toContain(line.replace(/[.]$/, ''));
            expect(words(column)).toEqual(words(side.join(' ')));
          }
          const drawn = withChosenLayout({ ...written, ...columns!, type: 'two-column' });
          expect(drawn.type).toBe('two-column');
          expect(words(shown(drawn))).toEqual(words(shown(written)));
        },
      ),
      { numRuns: 200, seed: 28 },
    );
  });

  it('sets two alternatives told a sentence each side by side, unless the second goes on about the first', () => {
    fc.assert(
      fc.property(fc.subarray(OTHERS, { minLength: 2, maxLength: 2 }), fc.boolean(), (pair, asBullets) => {
        const text = pair.map((line) => (line.endsWith('.') ? line : `${line}.`)).join(' ');
        const written = asBullets ? slide('Competition', '', pair) : slide('Competition', text);
        expect(contrastColumns(written)?.bullets.map((b) => b.replace(/[.]$/, ''))).toEqual(
          pair.map((line) => line.replace(/[.]$/, '')),
        );
      }),
      { numRuns: 50, seed: 28 },
    );
    for (const goesOn of [
      'They charge 20% a month.',
      'But nobody serves the north.',
      'Mais aucune ne gère le tour de rôle.',
    ])
      expect(contrastColumns(slide('C', `${OTHERS[0]} ${goesOn}`))).toBeNull();
  });

  it('is no comparison when every sentence is about one side, they alternate, or a sentence would be cut', () => {
    expect(contrastColumns(slide('C', `${OTHERS[0]} ${OTHERS[1]} ${OTHERS[2]}`))).toBeNull();
    expect(contrastColumns(slide('C', `${US_LINES[1]} ${US_LINES[4]}`))).toBeNull();
    expect(contrastColumns(slide('C', `${OTHERS[0]} ${US_LINES[1]} ${OTHERS[1]}`))).toBeNull();
    // 'US' is a country and 'on a' English: no one speaks for the company here, so no side is ours.
    const noUs = slide('C', 'The US market is crowded and slow. Rivals run on a desktop. They charge a lot.');
    expect(contrastColumns(noUs)).toBeNull();
    expect(
      contrastColumns(slide('C', 'Unlike the big booking apps that need a smartphone, we work on any phone.')),
    ).toBeNull();
  });
});

describe('a problem or a market told by one figure', () => {
  it('shows the figure big, its sentence whole on the card, when the rest says less than it', () => {
    const market = slide(
      'The market',
      'Sierra Leone imports around USD 200 million of rice a year, while local paddy rots.',
    );
    expect(oneBigNumber(market)).toBe(true);
    const drawn = withChosenLayout({ ...market, type: 'kpi' });
    expect(drawn.type).toBe('kpi');
    expect(words(shown(drawn))).toEqual(words(shown(market)));
    // Many words besides the figure, two figures, or none: the slide is not one number.
    const long = slide('The problem', 'Farmers lose 30% of their harvest.', [
      'Cold rooms are far away and cost too much for a small farm',
      'Traders set the price at the farm gate',
    ]);
    expect(oneBigNumber(long)).toBe(false);
    expect(oneBigNumber(slide('The market', '4.5 million farms and 2 million traders.'))).toBe(false);
    expect(oneBigNumber(slide('The market', 'Every town has a market.'))).toBe(false);
    // A figure that is a detail at the end of its sentence is not the slide's number.
    const detail = 'When they need stock they borrow from moneylenders who charge 20% a month.';
    expect(oneBigNumber(slide('The problem', detail))).toBe(false);
    // A slide the generation did not set as one number keeps the layout its words choose.
    expect(chooseLayout(market)).toBe('content');
  });
});

/**
 * Decks from pitches written in many shapes and three languages (test/fixtures/pitch-corpus), and
 * from the same pitches re-laid in random shapes (fast-check, fixed seed): sections found, words and
 * figures kept, nothing invented, the ask and its use of funds on the slides, no stock wording. The
 * floors are what the reader reaches today (docs/decisions.md); the bench prints the same scores.
 */
import fc from 'fast-check';
import { readFigures, slideText } from '@kuza/contracts';
import {
  COMPLETE_LAYOUTS,
  coverRepeats,
  deckOfPitch,
  fold,
  isComplete,
  loadCorpus,
  scorePitch,
  sectionFound,
} from '../bench/pitch-corpus';
import { readPitch } from '@kuza/contracts/pitch';
import { outlineFromText } from '../src/modules/ai/text/outline-from-text';
import {
  generatedPitches,
  HEADLESS,
  headedPitches,
  MONEY_FORMS,
  relay,
  renoted,
  reordered,
  STYLES,
  toldPitches,
  untitled,
} from '../bench/pitch-shapes';

const corpus = loadCorpus();

describe('decks from the pitch corpus', () => {
  it('holds at least 60 pitches in ten shapes and four languages', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    expect(new Set(corpus.map((pitch) => pitch.shape)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(corpus.map((pitch) => pitch.language))).toEqual(new Set(['en', 'fr', 'pt', 'ar']));
  });

  it('keeps the founders’ sections, words and figures, invents none and completes the ask', async () => {
    const totals = {
      sections: 0,
      sectionsOf: 0,
      words: 0,
      wordsOf: 0,
      figures: 0,
      figuresOf: 0,
      ask: 0,
      funds: 0,
    };
    // Layouts a deck, per language (docs/decisions.md).
    const layouts = { latin: [0, 0], ar: [0, 0] };
    const invented: string[] = [];
    const repeated: string[] = [];
    // Complete pitches (company, ask, a use-of-funds split, five parts or more with traction and team) and those
    // drawing fewer than five layouts.
    const complete: string[] = [];
    const fewer: string[] = [];
    for (const pitch of corpus) {
      const deck = await deckOfPitch(pitch.pitch);
      const score = scorePitch(pitch, deck);
      repeated.push(...coverRepeats(deck.slides).map((sentence) => `${pitch.id}: ${sentence}`));
      totals.sections += score.sections.found;
      totals.sectionsOf += score.sections.of;
      totals.words += score.words.kept;
      totals.wordsOf += score.words.of;
      totals.figures += score.figures.kept;
      totals.figuresOf += score.figures.of;
      totals.ask += score.askComplete ? 1 : 0;
      totals.funds += score.fundsComplete ? 1 : 0;
      const script = layouts[pitch.language === 'ar' ? 'ar' : 'latin'];
      script[0] += score.layouts.length;
      script[1] += 1;
      invented.push(...score.invented.map((figure) => `${pitch.id}: ${figure}`));
      if (!isComplete(pitch)) continue;
      complete.push(pitch.id);
      if (score.layouts.length < COMPLETE_LAYOUTS) fewer.push(`${pitch.id}: ${score.layouts.join(', ')}`);
    }
    // Every complete pitch draws at least five layouts (issue 28); 49 of the 71 pitches are complete.
    expect(complete.length).toBeGreaterThanOrEqual(45);
    expect(fewer).toEqual([]);
    expect(invented).toEqual([]);
    // The cover's line is said once: no 'Who we are' slide after it repeats it word for word.
    expect(repeated).toEqual([]);
    // Sections: 99.2 % since a part's last block about the team, the raise or its split is a part of its own and a
    // raise denied is the ask's (98.6 % since a pitch with no headings tells each part once, 97.7 % before).
    expect(totals.sections / totals.sectionsOf).toBeGreaterThanOrEqual(0.99);
    expect(totals.words / totals.wordsOf).toBeGreaterThanOrEqual(0.99);
    expect(totals.figures / totals.figuresOf).toBe(1);
    expect(totals.ask / corpus.length).toBeGreaterThanOrEqual(0.98);
    expect(totals.funds / corpus.length).toBeGreaterThanOrEqual(0.98);
    // Layouts a deck: 5.24 in English, French and Portuguese since a series over periods is a chart, a competition
    // part two columns (the others and us, or two alternatives) and a market's one figure a big number (5.05 since a part's last block about the team,
    // the raise or its split is a part of its own, 4.98 before, 4.95 when people told in sentences became team cards
    // and dated steps a timeline, 4.4 before the cover and the closing; the target is 5); 4.2 in Arabic since
    // figures said in one Arabic sentence are cut into cards (3.4 before).
    expect(layouts.latin[0] / layouts.latin[1]).toBeGreaterThanOrEqual(5.24);
    expect(layouts.ar[0] / layouts.ar[1]).toBeGreaterThanOrEqual(4.2);
  });
});

describe('layouts drawn from the founder’s content', () => {
  const slidesOf = async (id: string) => (await deckOfPitch(corpus.find((pitch) => pitch.id === id)!.pitch)).slides;

  it('draws a measure given for two periods as a chart of the founder’s values, in time order', async () => {
    const rice = (await slidesOf('en-rice-mill-bullets')).find((slide) => slide.title === 'Traction')!;
    expect(rice.type).toBe('chart');
    expect(rice.chart).toMatchObject({ labels: ['2023', '2024'], series: [{ values: [620_000, 1_900_000] }] });
    // The sentence stays whole on the slide.
    expect(rice.bullets).toContain('Revenue: USD 1.9 million in 2024, up from USD 620,000 in 2023');
    const seats = (await slidesOf('en-safari-seats-label-text')).find((slide) => slide.title === 'Where we are')!;
    expect(seats.chart).toMatchObject({
      labels: ['the year before', 'the last 12 months'],
      series: [{ values: [640_000, 2_300_000] }],
    });
  });

  it('sets the competitors against us in two columns, and a market’s one figure big', async () => {
    const cargo = (await slidesOf('en-cargokora-numbered')).find((slide) => slide.title === 'Who we compete with')!;
    expect(cargo).toMatchObject({
      type: 'two-column',
      content: '',
      bullets: [
        'The well-funded digital brokers scaled fast and then pulled back from the north.',
        "We've grown slower, on our own cash, and we're profitable in Kano and Kaduna",
      ],
    });
    const farms = (await slidesOf('en-farmflix-transcript')).find((slide) => slide.title === 'The market')!;
    expect(farms.type).toBe('kpi');
  });
});

const headed = headedPitches(corpus);

describe('the same pitches in random shapes', () => {
  it('finds every heading, keeps every figure and invents none, whatever the layout', async () => {
    expect(headed.length).toBeGreaterThanOrEqual(15);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...headed),
        fc.constantFrom(...STYLES),
        fc.boolean(),
        fc.boolean(),
        async (pitch, style, blank, bullets) => {
          const text = relay(pitch, style, blank, bullets).pitch;
          const deck = await deckOfPitch(text);
          // A heading is a section's title, or the company's line under it is the cover's.
          const missing = pitch.sections.filter((section) => !sectionFound(section, deck, pitch));
          expect(missing.map((section) => section.heading)).toEqual([]);
          const shown = new Set(readFigures(deck.slides.map(slideText).join('\n')).map((figure) => figure.value));
          const lost = pitch.figures.filter((figure) => readFigures(figure).some((read) => !shown.has(read.value)));
          expect(lost.length).toBeLessThanOrEqual(Math.ceil(pitch.figures.length * 0.1));
          const allowed = new Set(readFigures(text).map((figure) => figure.value));
          const invented = readFigures(deck.slides.map(slideText).join('\n')).filter((f) => !allowed.has(f.value));
          expect(invented.map((figure) => figure.text)).toEqual([]);
          expect(deck.slides.length).toBeGreaterThanOrEqual(pitch.sections.length);
          expect(coverRepeats(deck.slides)).toEqual([]);
        },
      ),
      { seed: 20261127, numRuns: Number(process.env.PITCH_SHAPE_RUNS ?? 40) },
    );
  });
});

describe('the same pitch told in another order', () => {
  it('finds the same headings with the same roles, whatever the order and the heading style', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...headed).chain((pitch) =>
          fc.tuple(
            fc.constant(pitch),
            fc.shuffledSubarray([...pitch.sections.keys()], {
              minLength: pitch.sections.length,
              maxLength: pitch.sections.length,
            }),
          ),
        ),
        fc.constantFrom(...STYLES),
        ([pitch, order], style) => {
          const rolesOf = (text: string) =>
            Object.fromEntries(readPitch(text).sections.map((section) => [fold(section.title), section.role]));
          const before = rolesOf(relay(pitch, style, true, false).pitch);
          const after = rolesOf(reordered(pitch, order, style).pitch);
          // A heading that is the company's name is the cover when it comes first, a section elsewhere.
          const headings = pitch.sections
            .map((section) => fold(section.heading!))
            .filter((heading) => heading !== fold(pitch.company ?? ''));
          expect(headings.map((heading) => after[heading])).toEqual(headings.map((heading) => before[heading]));
          expect(headings.filter((heading) => !(heading in after))).toEqual([]);
        },
      ),
      { seed: 20261128, numRuns: Number(process.env.PITCH_SHAPE_RUNS ?? 60) },
    );
  });
});

describe('pitches with no headings', () => {
  it('finds at least 96 % of the parts in every way the text runs (a fixed sample; the bench reads 2,000)', () => {
    const kinds = new Map<string, { found: number; of: number }>();
    for (const pitch of generatedPitches(corpus, 400).filter((each) => each.shape.startsWith('untitled'))) {
      const outline = outlineFromText(pitch.pitch);
      const kind = pitch.shape.replace(', reordered', '');
      const total = kinds.get(kind) ?? { found: 0, of: 0 };
      total.found += pitch.sections.filter((section) => sectionFound(section, { outline } as never, pitch)).length;
      total.of += pitch.sections.length;
      kinds.set(kind, total);
    }
    expect(kinds.size).toBe(HEADLESS.length);
    // On this sample at least 96 % a kind, told in order or reordered (96.8 % to 98.1 % now; 2,000 pitches with the
    // founder shapes in the sample: 94.2 % to 97.4 % a kind, reordered one-block and bullets the low end, 91.6 % to
    // 96.1 % with the reader before pain was read by its effect and tallies were never a split).
    for (const [kind, { found, of }] of kinds) expect([kind, found / of >= 0.96]).toEqual([kind, true]);
  });

  it('gives most parts their slide and keeps every figure, whatever way the text runs', async () => {
    // Sections with a role of the usual kinds, at least five of them, written as prose.
    const told = toldPitches(corpus);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...told), fc.constantFrom(...HEADLESS), async (pitch, shape) => {
        const text = untitled(pitch, shape).pitch;
        const deck = await deckOfPitch(text);
        const roles = new Set<string | undefined>(deck.outline.map((section) => section.role));
        const found = pitch.sections.filter((section) => roles.has(section.role));
        // Roles are read from what the text says: most parts are found, and never fewer than half.
        expect(found.length / pitch.sections.length).toBeGreaterThanOrEqual(0.5);
        const shown = new Set(readFigures(deck.slides.map(slideText).join('\n')).map((figure) => figure.value));
        const lost = pitch.figures.filter((figure) => readFigures(figure).some((read) => !shown.has(read.value)));
        expect(lost.length).toBeLessThanOrEqual(Math.ceil(pitch.figures.length * 0.1));
        const allowed = new Set(readFigures(text).map((figure) => figure.value));
        const invented = readFigures(deck.slides.map(slideText).join('\n')).filter((f) => !allowed.has(f.value));
        expect(invented.map((figure) => figure.text)).toEqual([]);
        expect(coverRepeats(deck.slides)).toEqual([]);
      }),
      { seed: 20261128, numRuns: Number(process.env.PITCH_SHAPE_RUNS ?? 40) },
    );
  });
});

describe('the same pitches with their money written another way', () => {
  it("keeps every amount and the whole ask when the currency comes after it, as a code or in words ('900k dollars', '2 millions d'euros')", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...corpus), fc.constantFrom(...MONEY_FORMS), async (original, form) => {
        const pitch = renoted(original, form);
        const score = scorePitch(pitch, await deckOfPitch(pitch.pitch));
        expect(score.invented).toEqual([]);
        expect(score.askComplete).toBe(true);
        // Only money is rewritten: every amount with a currency is on the slides at its value.
        const money = pitch.figures.filter((figure) => readFigures(figure).some((read) => read.currency));
        expect(score.figures.missing.filter((figure) => money.includes(figure))).toEqual([]);
      }),
      { seed: 20261128, numRuns: Number(process.env.PITCH_SHAPE_RUNS ?? 40) },
    );
  });
});

describe('the use of funds', () => {
  it('is a pie chart of the founder’s split whenever it adds up to 100 %', async () => {
    const split = corpus.filter(
      (pitch) =>
        pitch.use_of_funds.length >= 2 &&
        Math.abs(pitch.use_of_funds.reduce((sum, item) => sum + item.percent, 0) - 100) < 0.5 &&
        pitch.sections.some((section) => section.role === 'useOfFunds' && section.heading),
    );
    expect(split.length).toBeGreaterThanOrEqual(5);
    for (const pitch of split) {
      const deck = await deckOfPitch(pitch.pitch);
      const pie = deck.slides.find((slide) => slide.chart?.kind === 'pie');
      expect([pitch.id, pie?.chart?.series[0].values.slice().sort()]).toEqual([
        pitch.id,
        pitch.use_of_funds.map((item) => item.percent).sort(),
      ]);
    }
  });
});

describe('decks from French and Portuguese pitches', () => {
  it('add no English words to the founder’s own', async () => {
    const english = /\b(is raising|the ask|today:|competes with|the numbers behind|unit price|per month)\b/i;
    for (const pitch of corpus.filter((each) => each.language !== 'en')) {
      const deck = await deckOfPitch(pitch.pitch);
      const added = deck.slides
        .flatMap((slide) => [slide.content, ...slide.bullets])
        .filter((line) => english.test(line) && !english.test(pitch.pitch));
      expect([pitch.id, added]).toEqual([pitch.id, []]);
    }
  });
});

// A part that says what comes next, each step with its date ('Q3 2025: launch in Ghana', 'By March 2026 …',
// '2027 — Series A', 'T3 2025 : …', '3º trimestre de 2025: …'), under the founder's own heading.
const HEADINGS = [
  'Next 18 months',
  'Roadmap',
  'Perspectives',
  "Where we're going",
  'What comes next',
  'Prochaines étapes',
  'Próximos passos',
  'Plans',
];
const STEPS = ['launch in Ghana', 'open a second hub', 'sign two distributors', 'reach 5,000 farmers', 'Series A'];
// A date as founders write one before a step, in order of time.
const DATED = [
  (year: number, step: string) => `Q1 ${year}: ${step}`,
  (year: number, step: string) => `Q3 ${year}: ${step}`,
  (year: number, step: string) => `By March ${year} we ${step.toLowerCase()}`,
  (year: number, step: string) => `${year} — ${step}`,
  (year: number, step: string) => `T3 ${year} : ${step}`,
  (year: number, step: string) => `3º trimestre de ${year}: ${step}`,
];

const pitch = (heading: string, steps: string[], bullets: boolean) =>
  [
    '## The problem',
    'Smallholder farmers lose 30% of their harvest because they cannot store it.',
    '## What we do',
    'We rent solar cold rooms by the crate, paid by mobile money.',
    '## Traction',
    'We serve 1,200 farmers in two counties.',
    `## ${heading}`,
    ...steps.map((step) => (bullets ? `- ${step}` : step)),
  ].join('\n');

describe('a part that says what comes next, step by dated step', () => {
  it('is read as the milestones and drawn as a timeline of its steps', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...HEADINGS),
        fc.uniqueArray(fc.tuple(fc.constantFrom(...DATED), fc.constantFrom(...STEPS)), {
          minLength: 2,
          maxLength: 4,
          selector: ([, step]) => step,
        }),
        fc.boolean(),
        async (heading, dated, bullets) => {
          const steps = dated.map(([date, step], index) => date(2025 + index, step));
          const text = pitch(heading, steps, bullets);
          expect(readPitch(text).sections.find((section) => section.title === heading)?.role).toBe('milestones');
          const deck = await deckOfPitch(text);
          const slide = deck.slides.find((each) => each.title === heading);
          expect([slide?.type, slide?.bullets.length]).toEqual(['timeline', steps.length]);
        },
      ),
      { seed: 28, numRuns: 12 },
    );
  });
});

describe('a split told as one paragraph of labelled shares, with a note, in a pitch with no headings', () => {
  it('keeps every share with its label on the slides', async () => {
    const pitch = untitled(
      corpus.find((each) => each.id === 'en-kivu-cold-markdown')!,
      'paragraphs',
    );
    const score = scorePitch(pitch, await deckOfPitch(pitch.pitch));
    expect(score.fundsComplete).toBe(true);
  });
});

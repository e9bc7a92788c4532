/**
 * Drafting an application from a fact sheet, over generated sheets: every answer fits its limit,
 * ends where a sentence ends, holds no figure the facts do not state, and asks the founder for each
 * needed fact the sheet lacks instead of filling it.
 */
import fc from 'fast-check';
import {
  answerLength,
  FACT_PROMPTS,
  PROGRAMMES,
  readFigures,
  type FactKey,
  type FactSheet,
  type ProgrammeQuestion,
} from '@kuza/contracts';
import { unstated } from '../src/modules/ai/openai/model-checks';
import { draftAnswer, fitToLimit } from '../src/modules/applications/draft';

const WORDS = [
  'farmers',
  'cold',
  'rooms',
  'clinics',
  'deliver',
  'mobile',
  'payments',
  'Nairobi',
  'Lagos',
  'schools',
  'crates',
  'reach',
  'solar',
  'weekly',
  'traders',
  'lose',
  'their',
  'harvest',
  'cooperatives',
];
const FIGURES = fc.oneof(
  fc.integer({ min: 2, max: 999 }).map(String),
  fc.integer({ min: 1, max: 99 }).map(
    (n) =>
      `${n},${String(n * 7)
        .padStart(3, '0')
        .slice(-3)}`,
  ),
  fc.integer({ min: 1, max: 900 }).map((n) => `USD ${n}k`),
  fc.integer({ min: 1, max: 99 }).map((n) => `${n}%`),
  fc.integer({ min: 1, max: 20 }).map((n) => `KES ${n} million`),
);
const phrase = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 7 }).map((words) => words.join(' '));
const sentenceArb = fc
  .tuple(phrase, fc.option(FIGURES, { nil: undefined }), fc.option(phrase, { nil: undefined }))
  .map(([head, figure, clause]) => {
    const body = `${head}${figure ? ` ${figure}` : ''}${clause ? `, ${clause}` : ''}`;
    return `${body[0]!.toUpperCase()}${body.slice(1)}.`;
  });
const prose = fc.array(sentenceArb, { minLength: 1, maxLength: 6 }).map((lines) => lines.join(' '));
const textFact = fc.option(
  prose.map((text) => ({ text, source: 'typed' as const })),
  { nil: undefined },
);
const PEOPLE = ['Amina Njoroge', 'Kwame Mensah', 'Fatou Diop', 'Tendai Moyo'];

const sheetArb: fc.Arbitrary<FactSheet> = fc.record({
  company: textFact,
  oneLiner: textFact,
  audience: textFact,
  problem: textFact,
  solution: textFact,
  product: textFact,
  whyNow: textFact,
  goToMarket: textFact,
  businessModel: textFact,
  traction: textFact,
  customers: fc.array(
    fc
      .integer({ min: 1, max: 5000 })
      .map((value) => ({ value, unit: 'farmers', figure: String(value), source: 'typed' as const })),
    { maxLength: 2 },
  ),
  market: fc.option(
    prose.map((text) => ({ text, source: 'typed' as const, sizes: [] })),
    { nil: undefined },
  ),
  competition: fc.option(
    prose.map((text) => ({ text, source: 'typed' as const, competitors: [] })),
    { nil: undefined },
  ),
  team: fc
    .uniqueArray(fc.constantFrom(...PEOPLE), { maxLength: 3 })
    .map((names) => names.map((name, index) => ({ name, role: index ? 'CTO' : 'CEO', source: 'typed' as const }))),
  ask: textFact,
  useOfFunds: fc.constant([]),
  milestones: fc.array(
    prose.map((text) => ({ text, source: 'typed' as const })),
    { maxLength: 2 },
  ),
  contact: textFact,
});

/** Whether the sheet has nothing an answer could say for a fact (as the generator made it). */
function lacks(key: FactKey, sheet: FactSheet): boolean {
  switch (key) {
    case 'oneLiner':
    case 'solution':
      return !sheet.oneLiner && !sheet.solution;
    case 'product':
      return !sheet.product && !sheet.solution;
    case 'traction':
      return !sheet.traction && !sheet.customers.length;
    case 'financials':
      return !readFigures(sheet.traction?.text ?? '').some((figure) => figure.currency && !figure.percent);
    case 'team':
    case 'milestones':
    case 'useOfFunds':
      return !sheet[key].length;
    default:
      return !sheet[key];
  }
}

const QUESTIONS: ProgrammeQuestion[] = PROGRAMMES.flatMap((programme) => programme.questions);

describe('drafting an answer from the facts', () => {
  it('fits every answer to its limit, ends it at a sentence end and states only the facts’ figures', () => {
    fc.assert(
      fc.property(sheetArb, (sheet) => {
        const facts = JSON.stringify(sheet);
        for (const question of QUESTIONS) {
          const { text } = draftAnswer(question, sheet);
          expect(answerLength(text, question.limit.unit)).toBeLessThanOrEqual(question.limit.max);
          if (text) expect(text).toMatch(/[.!?…]$/);
          expect(unstated(text, facts)).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('asks for each needed fact the sheet lacks, and writes nothing for a question whose facts are all missing', () => {
    fc.assert(
      fc.property(sheetArb, (sheet) => {
        for (const question of QUESTIONS) {
          const answer = draftAnswer(question, sheet);
          const needs = question.needs as FactKey[];
          for (const key of needs.filter((need) => lacks(need, sheet))) {
            const asked = FACT_PROMPTS[key];
            if (asked) expect(answer.missing).toContain(asked);
            else expect(answer.missing.some((line) => line.endsWith('?'))).toBe(true);
          }
          if (needs.every((need) => lacks(need, sheet))) expect(answer.text).toBe('');
        }
      }),
      { numRuns: 150 },
    );
  });

  it('leaves whole sentences out rather than cutting one, keeping each fact’s first sentence first', () => {
    const groups = [
      ['Farmers lose a third of their harvest.', 'Cold rooms are far away.'],
      ['We rent solar cold rooms per crate.'],
    ];
    expect(fitToLimit(groups, { max: 80, unit: 'chars' })).toBe(
      'Farmers lose a third of their harvest. We rent solar cold rooms per crate.',
    );
    expect(fitToLimit(groups, { max: 14, unit: 'words' })).toBe(
      'Farmers lose a third of their harvest. We rent solar cold rooms per crate.',
    );
    expect(fitToLimit([['Solar cold rooms for farmers, paid per crate.']], { max: 30, unit: 'chars' })).toBe(
      'Solar cold rooms for farmers.',
    );
    expect(fitToLimit([['Refrigeration for smallholder farmers in Nakuru.']], { max: 20, unit: 'chars' })).toBe('');
  });

  it('asks the founder to say it shorter when not one sentence of the facts fits', () => {
    const question: ProgrammeQuestion = {
      id: 'q',
      text: 'Describe it in a few words.',
      limit: { max: 20, unit: 'chars' },
      needs: ['oneLiner'],
    };
    const sheet: FactSheet = {
      customers: [],
      team: [],
      useOfFunds: [],
      milestones: [],
      oneLiner: { text: 'Refrigeration for smallholder farmers in Nakuru.', source: 'typed' },
    };
    expect(draftAnswer(question, sheet)).toMatchObject({
      text: '',
      missing: [],
      tooLong: 'Your facts for this are longer than 20 characters: how would you say it in fewer?',
    });
  });
});

import { deckProblems, FACT_PROMPTS, isFactPrompt, missingFacts } from './checks';
import { emptyFactSheet, factSheetSchema, type FactSheet } from './fact-sheet';
import { readFigures } from './figures';
import { factKeyOf } from './sections';
import type { Slide } from '../schemas/deck';
import { parseInput } from '../validation';

const slide = (title: string, content: string, bullets: string[] = [], extra: Partial<Slide> = {}): Slide => ({
  id: title.toLowerCase().replace(/\W+/g, '-'),
  type: 'content',
  title,
  content,
  bullets,
  notes: '',
  ...extra,
});

const SHAMBALINK: FactSheet = {
  ...emptyFactSheet(),
  company: { text: 'ShambaLink', source: 'pasted' },
  customers: [{ value: 1200, unit: 'paying farmers', figure: '1,200', source: 'pasted' }],
  team: ['Wanjiru Kamau', 'Otieno Odhiambo', 'Achieng Mutua'].map((name) => ({
    name,
    role: 'Co-founder',
    source: 'pasted' as const,
  })),
  ask: {
    text: 'We are raising USD 500k seed.',
    source: 'pasted',
    amount: { amount: 500000, currency: 'USD', figure: 'USD 500k' },
  },
  useOfFunds: [
    { label: 'drones', percent: 40, source: 'pasted' },
    { label: 'sales', percent: 30, source: 'pasted' },
    { label: 'software', percent: 20, source: 'pasted' },
  ],
};

describe('figures as founders write them', () => {
  it.each([
    ['1,200 paying farmers', 1200, undefined],
    ['7 500 clients', 7500, undefined],
    ['4.5 million farms', 4.5e6, undefined],
    ['raising USD 500k', 500000, 'USD'],
    ['Nous levons 600 000 USD.', 600000, 'USD'],
    ['Panier moyen de 12 000 FCFA', 12000, 'XOF'],
    ['KES 1.9 million a month', 1.9e6, 'KES'],
    ['RWF 300 per crate', 300, 'RWF'],
    ['TZS 1.2m', 1.2e6, 'TZS'],
    ['45 000 XAF par mois', 45000, 'XAF'],
    ['UGX 2,500 a day', 2500, 'UGX'],
  ])('reads "%s" as %d', (text, value, currency) => {
    expect(readFigures(text)[0]).toMatchObject({ value, currency });
  });

  it.each([
    ['40 per cent of the round', 40],
    ['40 percent', 40],
    ['35 pour cent du capital', 35],
    ['20 por cento para vendas', 20],
  ])('reads "%s" as a share', (text, value) => {
    expect(readFigures(text)).toEqual([expect.objectContaining({ value, percent: true })]);
  });

  it.each([
    ['USD 1–2m', [1e6, 2e6], 'USD'],
    ['3 to 5 million farmers', [3e6, 5e6], undefined],
    ['de 2 à 3 millions FCFA', [2e6, 3e6], 'XOF'],
    ['KES 4-6 per litre', [4, 6], 'KES'],
  ])('reads the range "%s" with its unit at both ends', (text, values, currency) => {
    expect(readFigures(text).map((figure) => [figure.value, figure.currency])).toEqual(
      values.map((value) => [value, currency]),
    );
  });

  it('reads both ends of a range of shares, and leaves a span of years as years', () => {
    expect(readFigures('10-15%').map((figure) => [figure.value, figure.percent])).toEqual([
      [10, true],
      [15, true],
    ]);
    expect(readFigures('2023-2025, then 2024 - 4.1m').map((figure) => figure.value)).toEqual([2023, 2025, 2024, 4.1e6]);
  });

  it('reads percentages and leaves digits inside words alone', () => {
    expect(readFigures('22 % margin, 4G coverage, B2B sales')).toEqual([
      expect.objectContaining({ value: 22, percent: true }),
    ]);
  });
});

describe('what a section title holds', () => {
  it.each([
    ['The problem', 'problem'],
    ['Le problème', 'problem'],
    ['How we make money', 'businessModel'],
    ['Modèle économique', 'businessModel'],
    ['Notre demande', 'ask'],
    ['Funding ask', 'ask'],
    ['Use of funds', 'useOfFunds'],
    ['Go-to-market', 'goToMarket'],
    ['Équipe', 'team'],
    ['Impact', undefined],
    ['Merci', 'contact'],
    ['Thank you', 'contact'],
  ])('reads "%s" as %s', (title, key) => {
    expect(factKeyOf(title)).toBe(key);
  });

  it('reads no word inside another: "Agents commerciaux" (com-merci-aux) is no closing', () => {
    expect(factKeyOf('Agents commerciaux')).not.toBe('contact');
  });
});

describe('the checks the editor shows', () => {
  it('lists a slide without its fact under missing facts, with the question that gets it', () => {
    const missing = missingFacts(SHAMBALINK, [
      slide('Business Model', 'How ShambaLink makes money.'),
      slide('Team', ''),
    ]);

    expect(missing).toEqual([
      {
        slideId: 'business-model',
        slideTitle: 'Business Model',
        fact: 'businessModel',
        prompt: 'No price yet: what do you charge?',
      },
    ]);
  });

  it('finds the failures of the issue: a second customer count, funds that miss 100 %, a head count, another ask', () => {
    const problems = deckProblems(SHAMBALINK, [
      slide('Problem', 'We started with a first cohort of 200 farmers.'),
      slide('Traction', '1,200 paying farmers; we aim to reach 10,000 farmers by 2027.'),
      slide('Use of funds', 'Where the money goes', ['40% drones', '30% sales', '20% software']),
      slide('Team', 'One founder building ShambaLink.', [], { type: 'team' }),
      slide('The ask', 'We are raising USD 750k.'),
    ]);

    expect(problems.map((p) => [p.rule, p.slideTitle])).toEqual([
      ['same-quantity', 'Problem'],
      ['use-of-funds', undefined],
      ['use-of-funds', 'Use of funds'],
      ['team-count', 'Team'],
      ['ask', 'The ask'],
    ]);
    expect(problems[0].message).toBe('"Problem" says 200 farmers; the facts say 1,200 paying farmers.');
  });

  it('refuses a fact sheet whose source is not one of the six', async () => {
    await expect(
      parseInput(factSheetSchema, { ...emptyFactSheet(), problem: { text: 'x', source: 'guessed' } }),
    ).rejects.toThrow('A fact comes from typed, pasted, imported, onboarding, resume or suggested text');
  });
});

describe('the facts panel’s questions and the founder’s figures', () => {
  it('knows every question, whole or clipped, and leaves the founder’s own "No problem." alone', () => {
    for (const prompt of Object.values(FACT_PROMPTS)) {
      expect(isFactPrompt(prompt!)).toBe(true);
      expect(isFactPrompt(`${prompt!.slice(0, prompt!.indexOf(':') + 12)}…`)).toBe(true);
    }
    expect(isFactPrompt('No problem.')).toBe(false);
    expect(isFactPrompt('No middlemen, no paper.')).toBe(false);
  });

  it('notices a figure whose leading digits were lost, in any notation', () => {
    const facts: FactSheet = {
      ...emptyFactSheet(),
      traction: { text: '1 200 agriculteurs et 9,8 millions FCFA de ventes.', source: 'typed' },
    };
    const problems = deckProblems(facts, [slide('Traction', '200 agriculteurs et 8 millions FCFA de ventes.')]);

    expect(problems.map((problem) => problem.message)).toEqual([
      '"Traction" says 200; the facts say 1 200.',
      '"Traction" says 8 millions FCFA; the facts say 9,8 millions FCFA.',
    ]);
    expect(deckProblems(facts, [slide('Traction', '1 200 agriculteurs et 9,8 millions FCFA de ventes.')])).toEqual([]);
  });
});

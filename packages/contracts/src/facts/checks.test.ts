import { Translations, type Catalog, type Locale } from '@kuza/i18n';
import type { SayInDocument } from './notes';
import { deckProblems } from './checks';
import { emptyFactSheet, type FactSheet } from './fact-sheet';
import type { Slide } from '../schemas/deck';

// This package's own catalogs, as the API loads them.
const translations = new Translations();
translations.add('fr', jest.requireActual<Catalog>('../../locales/fr.json'));
translations.add('pt', jest.requireActual<Catalog>('../../locales/pt.json'));
const sayIn =
  (locale: Locale): SayInDocument =>
  (message, values) =>
    translations.format(locale, message, values);

const slide = (title: string, content: string, bullets: string[] = []): Slide => ({
  id: title.toLowerCase(),
  type: 'content',
  title,
  content,
  bullets,
  notes: '',
});

/** A French deck at odds with its facts on every rule: the quantity, a figure, the ask, the team and the split. */
const FACTS: FactSheet = {
  ...emptyFactSheet(),
  customers: [{ value: 1200, unit: 'agriculteurs', figure: '1 200', source: 'typed' }],
  traction: { text: '1 200 agriculteurs et 9,8 millions FCFA de ventes.', source: 'typed' },
  team: ['Awa Diop', 'Moussa Traoré'].map((name) => ({ name, role: 'Cofondateur', source: 'typed' as const })),
  ask: {
    text: 'Nous levons 300 000 EUR.',
    source: 'typed',
    amount: { amount: 300000, currency: 'EUR', figure: '300 000 EUR' },
  },
  useOfFunds: [
    { label: 'Équipe', percent: 60, source: 'typed' },
    { label: 'Marketing', percent: 30, source: 'typed' },
  ],
};
const SLIDES = [
  slide('Traction', '200 agriculteurs et 8 millions FCFA de ventes.'),
  slide('Équipe', 'Three founders lead it.'),
  slide('Financement', 'Nous levons 250 000 EUR.', ['Équipe : 50 %', 'Marketing : 30 %']),
];

describe('the Check list of a deck', () => {
  it('says each problem in the deck’s language, quoting the deck’s own words', () => {
    const english = deckProblems(FACTS, SLIDES).map((problem) => problem.message);
    const french = deckProblems(FACTS, SLIDES, sayIn('fr')).map((problem) => problem.message);
    const portuguese = deckProblems(FACTS, SLIDES, sayIn('pt')).map((problem) => problem.message);
    expect(english).toContain('"Traction" says 8 millions FCFA; the facts say 9,8 millions FCFA.');
    expect(french).toContain('« Traction » indique 8 millions FCFA ; les faits indiquent 9,8 millions FCFA.');
    expect(portuguese).toContain('«Traction» indica 8 millions FCFA; os factos indicam 9,8 millions FCFA.');
    // Every rule was found, and no English frame is left in another language.
    expect(new Set(deckProblems(FACTS, SLIDES).map((problem) => problem.rule))).toEqual(
      new Set(['same-quantity', 'same-figure', 'use-of-funds', 'team-count', 'ask']),
    );
    for (const said of [...french, ...portuguese])
      expect(said).not.toMatch(/\b(says|the facts|adds up|splits|the team has|asks for|not 100)\b/);
    expect(french).toHaveLength(english.length);
  });
});

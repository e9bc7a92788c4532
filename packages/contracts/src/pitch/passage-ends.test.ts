/**
 * Prose with no headings whose paragraph closes on a sentence about a part told nowhere else ('…since 2023. The
 * housing deficit is estimated at over 500,000 units.'): that sentence is the part, on a slide of its own, not the
 * tail of the paragraph before it.
 */
import fc from 'fast-check';
import { readPitch, sectionText } from './read-pitch';

type Language = 'en' | 'fr' | 'pt';
const PARTS: Record<Language, { problem: string; solution: string; traction: string[]; market: string[] }> = {
  en: {
    problem: 'Families in the outskirts cannot get a mortgage, so they rent all their lives.',
    solution: 'We build compressed-earth homes and sell them rent-to-own over 15 years.',
    traction: [
      'We have delivered 46 homes since 2023 with a default rate of 1.5%.',
      '380 families are on our waiting list.',
    ],
    market: [
      'The housing deficit in the country is estimated at over 500,000 units.',
      'The country harvests around 6 million tonnes of maize a year.',
    ],
  },
  fr: {
    problem: 'Les familles de la périphérie ne peuvent pas obtenir de crédit immobilier.',
    solution: 'Nous construisons des maisons en briques de terre et les vendons en location-accession.',
    traction: ['Nous avons livré 46 maisons depuis 2023.', '380 familles sont sur liste d’attente.'],
    market: [
      'Le déficit de logements au Burkina est estimé à plus de 500 000 unités.',
      'Le pays récolte environ 6 millions de tonnes de maïs par an.',
    ],
  },
  pt: {
    problem: 'As famílias da periferia não conseguem crédito à habitação.',
    solution: 'Construímos casas de terra compactada e vendemo-las em renda resolúvel.',
    traction: ['Entregámos 46 casas desde 2023.', '380 famílias estão em lista de espera.'],
    market: [
      'O défice de habitação no país está estimado em mais de 500 000 unidades.',
      'O país colhe cerca de 6 milhões de toneladas de milho por ano.',
    ],
  },
};

describe('a paragraph that closes on a part told nowhere else', () => {
  it('gives that part its own section', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Language>('en', 'fr', 'pt'),
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 0, max: 1 }),
        (language, count, which) => {
          const part = PARTS[language];
          const market = part.market[which];
          const text = [part.problem, part.solution, [...part.traction.slice(0, count), market].join(' ')].join('\n\n');
          const section = readPitch(text).sections.find((found) => found.role === 'market');
          expect(section && sectionText(section)).toContain(market);
        },
      ),
      { numRuns: 12 },
    );
  });
});

/**
 * A pitch tells each part once: generated pitches with no headings, in any order, whose problem
 * opens on a count of the customers ('Douala has over 100,000 moto-taxis') beside a market part of
 * its own, get both a problem and a market part, in three languages, as paragraphs or as one list of bullets.
 */
import fc from 'fast-check';
import { readPitch } from './read-pitch';

type Language = 'en' | 'fr' | 'pt';
const CITY = ['Douala', 'Lomé', 'Kisumu', 'Beira'];
const PARTS: Record<
  Language,
  Record<'problem' | 'market' | 'solution' | 'ask', (city: string, n: number) => string>
> = {
  en: {
    problem: (city, n) =>
      `${city} has over ${n},000 moto-taxis. One accident and the whole family falls into debt, and fewer than 5% of drivers are insured.`,
    market: (city, n) =>
      `${city} has about ${n * 3} million people, and road insurance there is worth USD ${n} million a year.`,
    solution: () => 'We sell accident cover by USSD in 3 minutes and pay claims on mobile money.',
    ask: () => 'We are raising USD 400k to open in two more cities.',
  },
  fr: {
    problem: (city, n) =>
      `${city} compte plus de ${n} 000 moto-taxis. Un accident, et toute la famille s'endette ; moins de 5 % des conducteurs sont assurés.`,
    market: (city, n) =>
      `${city} compte environ ${n * 3} millions d'habitants, et l'assurance y pèse ${n} milliards FCFA par an.`,
    solution: () =>
      'Nous vendons une couverture accident par USSD en 3 minutes et payons les sinistres sur mobile money.',
    ask: () => 'Nous levons 400 000 € pour ouvrir deux autres villes.',
  },
  pt: {
    problem: (city, n) =>
      `${city} tem mais de ${n} mil mototáxis. Um acidente e a família inteira fica endividada, e menos de 5 % dos motoristas têm seguro.`,
    market: (city, n) =>
      `${city} tem cerca de ${n * 3} milhões de habitantes, e o seguro vale USD ${n} milhões por ano.`,
    solution: () => 'Vendemos um seguro de acidentes por USSD em 3 minutos e pagamos os sinistros por dinheiro móvel.',
    ask: () => 'Estamos a captar USD 400 mil para abrir mais duas cidades.',
  },
};

describe('a pitch with no headings', () => {
  it('finds its problem beside its market, whichever opens on a count', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Language>('en', 'fr', 'pt'),
        fc.shuffledSubarray(['problem', 'market', 'solution', 'ask'] as const, { minLength: 4, maxLength: 4 }),
        fc.constantFrom(...CITY),
        fc.integer({ min: 20, max: 90 }),
        (language, order, city, n) => {
          const text = order.map((part) => PARTS[language][part](city, n)).join('\n\n');
          const roles = readPitch(text).sections.map((section) => section.role);
          // 'We sell…' opening the pitch is the company's line (opening-line.test.ts), elsewhere the solution.
          expect(roles).toEqual(
            expect.arrayContaining(['problem', 'market', order[0] === 'solution' ? 'company' : 'solution', 'ask']),
          );
        },
      ),
      { seed: 28, numRuns: 80 },
    );
  });

  it('finds its problem beside its market in a list of bullets with no break between parts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Language>('en', 'fr', 'pt'),
        fc.shuffledSubarray(['problem', 'market', 'ask'] as const, { minLength: 3, maxLength: 3 }),
        fc.constantFrom(...CITY),
        fc.integer({ min: 20, max: 90 }),
        (language, order, city, n) => {
          const bullets = order
            .flatMap((part) => PARTS[language][part](city, n).split(/(?<=\.)\s+(?=\p{Lu})/u))
            .map((sentence) => `- ${sentence}`);
          const roles = readPitch(bullets.join('\n')).sections.map((section) => section.role);
          expect(roles).toEqual(expect.arrayContaining(['problem', 'market', 'ask']));
        },
      ),
      { seed: 28, numRuns: 60 },
    );
  });

  it('gives a list’s bullets that say most for a part read nowhere that part, beside the one before or after', () => {
    const who = fc.constantFrom('supplier', 'clinic', 'school', 'farmer');
    fc.assert(
      fc.property(who, fc.integer({ min: 60, max: 95 }), fc.integer({ min: 2, max: 5 }), (one, advance, fee) => {
        const bullets = [
          `We help small firms in Egypt get paid today for invoices their big buyers pay in 120 days.`,
          'Large buyers routinely pay suppliers after four months. Small firms can’t wait that long, and banks want property as collateral.',
          `A ${one} uploads an approved invoice from one of our anchor buyers. We verify it with the buyer and advance ${advance}% of its value within 48 hours. When the buyer pays, we release the rest minus our fee.`,
          `A discount fee of ${fee}% per month on the invoice value, plus an EGP 500 processing fee per invoice.`,
          'We are raising USD 2.5 million to open in Cairo.',
        ].map((line) => `- ${line}`);
        const roles = readPitch(bullets.join('\n')).sections.map((section) => section.role);
        expect(roles).toEqual(expect.arrayContaining(['solution', 'businessModel']));
      }),
      { seed: 28, numRuns: 40 },
    );
  });
});

/**
 * Generated pitches with no headings, laid out as paragraphs, one block or bullets and told in any
 * order after their first line: a first line that presents the company (a phrase naming what for
 * whom, a letterhead with its name and place, the founder saying what they run, the company named
 * and said to be a platform) is the company's line, even when it names the offer, and the offer and
 * the raise told after it keep their own parts.
 */
import fc from 'fast-check';
import { readPitch } from './read-pitch';

type Language = 'en' | 'fr' | 'pt';
const NAMES = ['Kasoro', 'Tumaini Link', 'Bidhaa', 'Sahel Froid', 'Mavu Pay'];
const PLACES = ['Kisumu', 'Bamako', 'Luanda', 'Parakou', 'Beira'];
const WHO: Record<Language, string[]> = {
  en: ['small dairy farmers', 'online sellers', 'intercity bus operators'],
  fr: ['petits éleveurs laitiers', 'vendeuses en ligne', 'compagnies de bus'],
  pt: ['pequenos criadores de gado', 'vendedoras online', 'operadores de autocarros'],
};
/** A first line, in one frame: (name, place, who) → sentence. */
const OPENINGS: Record<Language, Array<(name: string, place: string, who: string) => string>> = {
  en: [
    (_, place, who) => `A cold chain for ${place}'s ${who}, from the village all the way to the buyer's gate.`,
    (_, place, who) => `An online booking and payments system for ${who} in ${place}, sold as software and as an app.`,
    (name, place) => `${name}, ${place}.`,
    (_, place, who) =>
      `So I'm Amina Yusuf, and together with my brother I run a small business for ${who} in ${place}.`,
  ],
  fr: [
    (_, place, who) => `La livraison du dernier kilomètre pour les ${who} de ${place}, avec paiement à la livraison.`,
    (name, place) => `${name}, ${place} (Mali).`,
    (name, place, who) => `${name} est une plateforme de réservation pour les ${who} de ${place}.`,
  ],
  pt: [
    (_, place, who) =>
      `Uma plataforma de encomendas e entregas para os ${who} de ${place}, com pagamento no telemóvel.`,
    (name, place) => `${name}, ${place}.`,
    (name, place, who) => `A ${name} é uma plataforma de encomendas para os ${who} de ${place}.`,
  ],
};
const PARTS: Record<Language, Record<'problem' | 'solution' | 'ask', string>> = {
  en: {
    problem: 'Most still keep records in notebooks, and a third of the milk spoils before it is sold.',
    solution: 'We install solar chilling tanks at collection points and log every delivery by USSD.',
    ask: 'We are raising USD 900k to open 40 more points.',
  },
  fr: {
    problem: 'La plupart tiennent encore leurs comptes dans des cahiers, et un tiers du lait se perd.',
    solution: 'Nous installons des cuves solaires aux points de collecte et enregistrons chaque livraison par USSD.',
    ask: 'Nous levons 900 000 USD pour ouvrir 40 points de plus.',
  },
  pt: {
    problem: 'A maioria ainda regista tudo em cadernos, e um terço do leite estraga-se antes da venda.',
    solution: 'Instalamos tanques solares nos pontos de recolha e registamos cada entrega por USSD.',
    ask: 'Estamos a captar USD 900 mil para abrir mais 40 pontos.',
  },
};

const pitch = fc.constantFrom<Language>('en', 'fr', 'pt').chain((language) =>
  fc.record({
    language: fc.constant(language),
    opening: fc
      .tuple(
        fc.constantFrom(...OPENINGS[language]),
        fc.constantFrom(...NAMES),
        fc.constantFrom(...PLACES),
        fc.constantFrom(...WHO[language]),
      )
      .map(([frame, name, place, who]) => frame(name, place, who)),
    order: fc.shuffledSubarray(['problem', 'solution', 'ask'] as const, { minLength: 3, maxLength: 3 }),
    layout: fc.constantFrom('\n\n', ' ', '\n- '),
  }),
);

describe('a first line that presents the company, in any layout and order after it', () => {
  it('is the company’s line, and the parts told after it keep their roles', () => {
    fc.assert(
      fc.property(pitch, ({ language, opening, order, layout }) => {
        const said = [opening, ...order.map((role) => PARTS[language][role])];
        const text = layout === '\n- ' ? said.map((line) => `- ${line}`).join('\n') : said.join(layout);
        const read = readPitch(text);
        const first = read.sections[0];
        expect([first?.role, first?.lines.map((line) => line.text).join(' ')]).toEqual([
          'company',
          expect.stringContaining(opening.replace(/\.$/, '')),
        ]);
        expect(read.sections.map((section) => section.role)).toEqual(expect.arrayContaining(['solution', 'ask']));
      }),
      { numRuns: 80, seed: 28 },
    );
  });

  it('is not a first sentence that names the pain, whatever it is for', () => {
    const pain = fc.constantFrom(
      (place: string) => `A farmer in ${place} waits for months for a loan and loses half the harvest.`,
      (place: string) => `Une famille de ${place} attend pendant des heures pour de l'eau, faute de réseau.`,
      (place: string) => `Um doente em ${place} espera horas para uma consulta e não consegue pagar.`,
    );
    fc.assert(
      fc.property(
        pain,
        fc.constantFrom(...PLACES),
        fc.constantFrom('en', 'fr', 'pt') as fc.Arbitrary<Language>,
        (say, place, language) => {
          const text = [say(place), PARTS[language].solution, PARTS[language].ask].join('\n\n');
          expect(readPitch(text).sections[0]?.role).toBe('problem');
        },
      ),
      { numRuns: 30, seed: 28 },
    );
  });
});

/**
 * Sentences read by meaning, with no heading to say their part, in generated frames: a step said as
 * a goal is a milestone; what changed
 * around the company (a regulator or a government acting, a cost that fell) is why now; a large sum
 * or count a year said of a country or a region, not of the company, is the market's size even when
 * it names subscriptions or a price per year; the big players, however many words describe them,
 * are the competition.
 */
import fc from 'fast-check';
import { roleOfText } from './roles';

const THING = ['mobile lending', 'invoice factoring', 'solar leasing', 'bus ticketing'];
const PLACE = ['Egypt', 'Ghana', 'Kenya', 'Senegal'];

describe('a sentence with no heading', () => {
  it('about what changed around the company is why now', () => {
    const change = fc.constantFrom(
      (thing: string) => `The regulator has made ${thing} licences easier to get, so lenders can finally enter.`,
      (thing: string) => `The central bank now lets ${thing} providers connect to every wallet.`,
      (thing: string) => `Since 2024 the cost of ${thing} has fallen to a fraction of what it was.`,
      (thing: string) => `Le gouvernement a simplifié les règles du ${thing}, et la BCEAO a fait baisser les frais.`,
      (thing: string) => `Pour la première fois, le ${thing} se paie entièrement par téléphone.`,
      (thing: string) => `O Governo lançou um programa de apoio ao ${thing}, e o preço dos painéis caiu para metade.`,
      (thing: string) => `Pela primeira vez, o ${thing} pode ser pago no telemóvel.`,
    );
    fc.assert(
      fc.property(change, fc.constantFrom(...THING), (say, thing) => expect(roleOfText(say(thing))).toBe('whyNow')),
      { seed: 28, numRuns: 60 },
    );
  });

  it('about what the founders’ own network now reaches is no why now', () => {
    const own = fc.constantFrom(
      (n: number) => `Our network now reaches ${n} villages.`,
      (n: number) => `Our app now covers ${n} schools in the region.`,
      (n: number) => `Notre réseau couvre maintenant ${n} villages, et pour la première fois nous sommes rentables.`,
    );
    fc.assert(
      fc.property(own, fc.integer({ min: 12, max: 900 }), (say, n) => expect(roleOfText(say(n))).not.toBe('whyNow')),
      { seed: 28, numRuns: 30 },
    );
  });

  it('about a large sum or count a year in a country, not the company’s, is the market', () => {
    const size = fc.constantFrom(
      (place: string, n: number) => `${place} spends about USD ${n} million a year on ${THING[n % THING.length]}.`,
      (place: string, n: number) =>
        `${place} has about ${n},000 private clinics, or USD ${n} million in subscriptions a year.`,
      (place: string, n: number) =>
        `Au ${place}, c'est environ ${n} 000 officines, soit ${n} millions FCFA d'abonnements par an.`,
      (place: string, n: number) => `O ${place} gasta cerca de USD ${n} milhões por ano em consultas privadas.`,
    );
    fc.assert(
      fc.property(size, fc.constantFrom(...PLACE), fc.integer({ min: 12, max: 900 }), (say, place, n) =>
        expect(roleOfText(say(place, n))).toBe('market'),
      ),
      { seed: 28, numRuns: 60 },
    );
  });

  it('keeps the company’s own price a year as its business model', () => {
    const price = fc.constantFrom(
      (n: number) => `We charge clinics USD ${n} per month, paid by mobile money.`,
      (n: number) => `Nous facturons ${n} 000 FCFA par an à chaque officine.`,
      (n: number) => `Cobramos USD ${n} por mês a cada clínica.`,
    );
    fc.assert(
      fc.property(price, fc.integer({ min: 12, max: 900 }), (say, n) =>
        expect(roleOfText(say(n))).toBe('businessModel'),
      ),
      { seed: 28, numRuns: 30 },
    );
  });

  it('about the big players, however many words describe them, is the competition', () => {
    const others = fc.constantFrom(
      (place: string) => `The big wholesale e-commerce platforms built in ${place} never came north.`,
      (place: string) => `Les grands opérateurs de paiement mobile de ${place} ignorent ce segment.`,
      (place: string) => `As grandes plataformas internacionais de reservas não chegam a ${place}.`,
    );
    fc.assert(
      fc.property(others, fc.constantFrom(...PLACE), (say, place) =>
        expect(roleOfText(say(place))).toBe('competition'),
      ),
      { seed: 28, numRuns: 30 },
    );
  });

  it('said as a goal with no subject, dated ahead or not, is a milestone', () => {
    const goal = fc.constantFrom(
      (n: number, year: number) => `Chegar a ${n} operadores até dezembro de ${year}.`,
      () => 'Abrir um segundo centro no Príncipe.',
      (n: number, year: number) => `Atteindre ${n} agences d'ici fin ${year}.`,
      () => 'Ouvrir Thiès et Saint-Louis.',
      (n: number, year: number) => `Reach ${n} schools by Q3 ${year}.`,
      () => 'Open a second hub in Kumasi.',
    );
    fc.assert(
      fc.property(goal, fc.integer({ min: 20, max: 900 }), fc.integer({ min: 2026, max: 2030 }), (say, n, year) =>
        expect(roleOfText(say(n, year))).toBe('milestones'),
      ),
      { seed: 28, numRuns: 40 },
    );
  });
});

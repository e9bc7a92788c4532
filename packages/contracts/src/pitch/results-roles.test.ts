/**
 * A pitch's results told with no heading: money the company takes in over a period ('sales of USD 1.7 million a
 * month'), how often customers come back or repay ('taxa de recompra de 87 %') and when the founders began
 * ('Começámos em abril de 2024') are its traction, not its price; its price per period stays its business model. What
 * the product can do and withstand ('a line with a capacity of 18 million units', 'water-resistant') is the product;
 * others' goods priced above what customers used ('substitutes priced 40% above plastic') are the problem; a price
 * said the way founders speak ('Côté argent, on prend 300 FCFA par billet') is the business model.
 */
import fc from 'fast-check';
import { roleOfText } from './roles';

const amount = fc.integer({ min: 2, max: 950 }).map(String);
const currency = fc.constantFrom('USD', 'KES', 'AOA', 'FCFA', 'EUR');
const share = fc.integer({ min: 40, max: 99 });

describe('results told with no heading', () => {
  it('money taken in over a period, a rate of customers coming back and a start date are traction', () => {
    const results = fc.constantFrom(
      (n: string, c: string) => `Revenue reached ${c} ${n},000 per month in December.`,
      (n: string, c: string) => `Temos um volume de vendas de ${c} ${n} mil por mês.`,
      (n: string, c: string) => `Notre chiffre d'affaires atteint ${n} 000 ${c} par mois.`,
      (n: string, _c: string, p: number) => `Shops reorder with a repeat rate of ${p}% across ${n} towns.`,
      (_n: string, _c: string, p: number) => `Uma taxa de recompra de ${p} % entre as lojas.`,
      (_n: string, _c: string, p: number) => `Taux de remboursement du crédit : ${p} %.`,
    );
    fc.assert(
      fc.property(results, amount, currency, share, (say, n, c, p) =>
        expect(roleOfText(say(n, c, p))).toBe('traction'),
      ),
      { seed: 28, numRuns: 60 },
    );
  });

  it('a start date said by the founders is traction', () => {
    const began = fc.constantFrom(
      (month: string, year: number) => `Começámos em ${month} de ${year}.`,
      (month: string, year: number) => `We launched in ${month} ${year}.`,
      (month: string, year: number) => `Nous avons démarré en ${month} ${year}.`,
    );
    fc.assert(
      fc.property(
        began,
        fc.constantFrom('abril', 'March', 'mars', 'junho'),
        fc.integer({ min: 2015, max: 2026 }),
        (say, month, year) => expect(roleOfText(say(month, year))).toBe('traction'),
      ),
      { seed: 28, numRuns: 30 },
    );
  });

  it('the price the company charges per period stays its business model', () => {
    const prices = fc.constantFrom(
      (n: string, c: string) => `We charge ${c} ${n} per month for each shop.`,
      (n: string, c: string) => `Cobramos uma taxa de ${c} ${n} por entrega.`,
      (n: string, c: string) => `Les écoles paient un abonnement de ${n} ${c} par mois.`,
    );
    fc.assert(
      fc.property(prices, amount, currency, (say, n, c) => expect(roleOfText(say(n, c))).toBe('businessModel')),
      { seed: 28, numRuns: 30 },
    );
  });
});

describe('a price said the way founders speak', () => {
  it('is the business model', () => {
    const said = fc.constantFrom(
      (n: string, c: string) => `Côté argent, on prend ${n} ${c} par billet vendu, payé par le voyageur.`,
      (n: string, c: string) => `Quanto ao dinheiro, cobramos ${c} ${n} por entrega.`,
      (n: string, c: string) => `Sur chaque commande, on touche ${n} ${c}.`,
    );
    fc.assert(
      fc.property(said, amount, currency, (say, n, c) => expect(roleOfText(say(n, c))).toBe('businessModel')),
      { seed: 28, numRuns: 30 },
    );
  });
});

describe('a product told with no heading', () => {
  it('by what it can do and withstand is the product', () => {
    const specs = fc.constantFrom(
      (n: string) => `Each cold room has a capacity of ${n} crates and runs on solar power.`,
      (n: string) => `Each pump is water-resistant and dust-proof and moves ${n} litres per hour.`,
      (n: string) => `Une presse d'une capacité de ${n} tonnes par jour, étanche et mobile.`,
      (n: string) => `Uma câmara com capacidade de ${n} toneladas, resistente ao sal.`,
    );
    fc.assert(
      fc.property(specs, amount, (say, n) => expect(roleOfText(say(n))).toBe('product')),
      { seed: 28, numRuns: 30 },
    );
  });
});

describe('a price told of others', () => {
  it('above what the customers used is their problem, not the company’s price', () => {
    const dearer = fc.constantFrom(
      (p: number) => `Most substitutes are imported and priced ${p}% above plastic.`,
      (p: number) => `Les briques importées sont ${p} % plus chères que le parpaing.`,
      (p: number) => `Os painéis importados são ${p}% mais caros e chegam tarde.`,
    );
    fc.assert(
      fc.property(dearer, share, (say, p) => expect(roleOfText(say(p))).toBe('problem')),
      { seed: 28, numRuns: 30 },
    );
  });
});

/**
 * Sentences read by meaning, with no heading to say their part: how others serve the customer today
 * is the competition ('Other lenders lend cash…', "L'offre existante…", 'as apps que existem…'); how
 * things are done today and what goes wrong is the problem ('most still keep records in notebooks',
 * 'trucks run empty', 'fake medicines'); a dated step the founders mean to take is a milestone.
 */
import fc from 'fast-check';
import { roleOfText } from './roles';

const WHO = ['farmers', 'shop owners', 'clinics', 'drivers'];

describe('a sentence with no heading', () => {
  it('about the others serving the customer is the competition', () => {
    const others = fc.constantFrom(
      (who: string) => `Other lenders lend cash to ${who}, and little of it buys fertiliser.`,
      (who: string) => `The well-funded digital brokers scaled fast and then left the ${who} behind.`,
      (who: string) => `Existing platforms were built for big buyers, not for ${who}.`,
      () => "L'offre existante se limite à l'affacturage bancaire traditionnel.",
      () => 'Aucun acteur numérique ne sert ce segment aujourd’hui.',
      () => 'As apps de entregas que existem em Luanda são para o consumidor final.',
    );
    fc.assert(
      fc.property(others, fc.constantFrom(...WHO), (say, who) => expect(roleOfText(say(who))).toBe('competition')),
      { seed: 28, numRuns: 40 },
    );
  });

  it('about how things are done today and what goes wrong is the problem', () => {
    const today = fc.constantFrom(
      (who: string) => `Most ${who} still keep records in exercise books and chats.`,
      (who: string) => `Trucks bringing goods to ${who} run empty on the way back.`,
      (who: string) => `Fake medicines are sold to ${who} everywhere.`,
      () => "Trouver un bon plombier, c'est une affaire de bouche-à-oreille.",
      () => 'Os registos chegam ao distrito atrasados, em papel.',
    );
    fc.assert(
      fc.property(today, fc.constantFrom(...WHO), (say, who) => expect(roleOfText(say(who))).toBe('problem')),
      { seed: 28, numRuns: 40 },
    );
  });

  it('that says what the offer is, in any words before its kind, is the solution', () => {
    const offer = fc.constantFrom(
      (what: string) => `It's a ${what} app for market traders.`,
      (what: string) => `Ours is a ${what} platform that lenders trust.`,
      (what: string) => `Kazi is an offline-first ${what} service for clinics.`,
    );
    fc.assert(
      fc.property(offer, fc.constantFrom('voice-first', 'low-cost', 'pay-as-you-go', 'simple'), (say, what) =>
        expect(roleOfText(say(what))).toBe('solution'),
      ),
      { seed: 28, numRuns: 30 },
    );
  });

  it('that dates a step the founders mean to take is a milestone, even beside counts', () => {
    const ahead = fc.constantFrom(
      (n: string) => `By December 2026 we want ${n} active traders and a third lender signed.`,
      (n: string) => `The company intends to reach ${n} connections by Q4 2027.`,
      (n: string) => `À l'horizon 2028, la société vise ${n} clients actifs.`,
      (n: string) => `Até março de 2026 queremos chegar a ${n} agricultores.`,
    );
    fc.assert(
      fc.property(ahead, fc.constantFrom('10,000', '8.000', '50 000'), (say, n) =>
        expect(roleOfText(say(n))).toBe('milestones'),
      ),
      { seed: 28, numRuns: 40 },
    );
  });
});

describe('customers who pay more than others', () => {
  const who = fc.constantFrom(
    'Spaza shops in Soweto',
    'Small farmers',
    'Les boutiques de quartier',
    'As lojas de bairro',
  );
  const more = fc.constantFrom(
    'pay maybe 20 to 30 percent more than the big supermarkets do',
    'pay 25% more than supermarkets for the same stock',
    'paient 30 % de plus que les supermarchés',
    'pagam 25% mais do que os supermercados',
  );
  it('is the problem they suffer, not the company’s price', () => {
    fc.assert(fc.property(who, more, (customers, said) => expect(roleOfText(`${customers} ${said}.`)).toBe('problem')));
  });
  it('but what the company pays more is no problem of theirs', () => {
    expect(roleOfText('We pay farmers 20% more than the traders do.')).not.toBe('problem');
  });
});

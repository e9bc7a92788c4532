/**
 * Pitches with no headings, generated: the company is found however its sentence is built, and
 * never taken from a place, a person or a sentence's first words; what customers pay others is the
 * problem, not the price; results dated by their period are traction; a part the founder opens with
 * their own label ('Équipe : …') keeps the label as its title and every member in its lines.
 */
import fc from 'fast-check';
import { pitchSentences, readPitch } from './read-pitch';
import { roleOfText, roleScores } from './roles';
import { segmentRoles } from './segment';

type Language = 'en' | 'fr' | 'pt';
const language = fc.constantFrom<Language>('en', 'fr', 'pt');

// Names as founders spell them: one or two capitalised words, accents, a capital inside ('TerraDosa').
const word = fc
  .tuple(
    fc.constantFrom('K', 'M', 'Z', 'T', 'S', 'B', 'N', 'D', 'L', 'V', 'Ó', 'É'),
    fc.constantFrom('ala', 'ubo', 'eri', 'ondo', 'ava', 'itu', 'ôra', 'ama', 'ezi', 'uka'),
    fc.constantFrom('', 'ni', 'ra', 'Dosa', 'Flow', 'to', 'Pay'),
  )
  .map(([a, b, c]) => `${a}${b}${c}`);
const name = fc
  .tuple(word, fc.option(fc.constantFrom('Pay', 'Energia', 'Verde', 'Lab', 'Stays', 'Justo', 'Power', 'Já')))
  .map(([first, second]) => (second ? `${first} ${second}` : first));

/** A sentence that says what the company is or does, in the founder's language. */
const presenting = (lang: Language, company: string) =>
  ({
    en: fc.constantFrom(
      `${company} builds solar mini-grids for rural clinics.`,
      `${company} Limited develops, owns and operates cold rooms at landing sites.`,
      `${company} is a booking platform for guesthouses.`,
    ),
    fr: fc.constantFrom(
      `${company} construit des maisons en briques de terre.`,
      `${company}, ce sont des cours en petits groupes, en ligne.`,
      `${company} SAS, créée à Libreville en 2023, est une plateforme d'affacturage.`,
    ),
    pt: fc.constantFrom(
      `A ${company} dá a cada vendedora uma carteira digital.`,
      `A ${company} é uma plataforma de encomendas para cantinas.`,
      `A ${company}, Lda., fundada em Inhambane em 2022, produz briquetes.`,
      `A ${company} constrói e opera mini-redes solares.`,
    ),
  })[lang];

/** An opening about the customers, before the company is named. */
const OPENING: Record<Language, string[]> = {
  en: [
    "South Africa's unemployment rate is above 32%, yet warehouses struggle to fill shifts.",
    'Gross margins for small shops are about 12%.',
    'Upendo Lema runs our agent network.',
  ],
  fr: [
    'À Kinshasa, le courant est coupé plusieurs heures par jour.',
    'Kinshasa, c’est plus de 17 millions d’habitants.',
  ],
  pt: [
    'Em Benguela e no Lobito, os pescadores desembarcam peixe sem gelo.',
    'Sou engenheira do ambiente e trabalhei 9 anos na empresa de água.',
  ],
};

describe('the company of a pitch with no headings', () => {
  it('is the name its sentence presents, never a place, a person or an opening word', () => {
    fc.assert(
      fc.property(
        language.chain((lang) =>
          fc
            .tuple(fc.constant(lang), name, fc.constantFrom(...OPENING[lang]))
            .chain(([l, company, opening]) =>
              presenting(l, company).map((line) => ({ company, text: `${opening}\n\n${line}` })),
            ),
        ),
        ({ company, text }) => {
          expect(readPitch(text).company).toBe(company);
        },
      ),
      { numRuns: 150, seed: 28 },
    );
  });

  it('stays a question when the text names no company', () => {
    for (const lang of ['en', 'fr', 'pt'] as const)
      for (const opening of OPENING[lang]) expect(readPitch(opening).company).toBeUndefined();
  });
});

// What customers pay someone else, in each language: the problem the company solves.
const cost = fc
  .record({
    lang: language,
    amount: fc.integer({ min: 2, max: 900 }),
    money: fc.constantFrom('USD', 'KES', 'FCFA', 'MZN'),
  })
  .chain(({ lang, amount, money }) =>
    fc.constantFrom(
      ...{
        en: [
          `Landlords demand ${money} ${amount} a month upfront from every tenant.`,
          `A family spends ${money} ${amount} a month on candles and fuel.`,
        ],
        fr: [`Une famille dépense ${amount} ${money} par mois en bougies et en carburant.`],
        pt: [`Os condutores pagam ao proprietário ${money} ${amount} por dia e gastam outro tanto em gasolina.`],
      }[lang],
    ),
  );

describe('roles read from what a part says', () => {
  it('reads what customers pay others as the problem, not the price', () => {
    fc.assert(
      fc.property(cost, (sentence) => {
        const read = readPitch(`${sentence}\n\nWe sell solar kits on credit, paid daily by mobile money.`);
        expect(read.sections[0].role).toBe('problem');
      }),
      { numRuns: 100, seed: 28 },
    );
  });

  it('reads results dated by their period as traction', () => {
    const period = fc.constantFrom('Q1', 'Q2', 'Q3', 'Q4', 'T1', 'T3', 'H1', 'March', 'Juin');
    const row = fc
      .tuple(
        period,
        fc.integer({ min: 2021, max: 2025 }),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 1, max: 9 }),
      )
      .map(([when, year, count, tenths]) => `${when} ${year}: ${count},${tenths}00: ${count}.${tenths}m.`);
    fc.assert(
      fc.property(fc.array(row, { minLength: 2, maxLength: 4 }), (rows) => {
        const read = readPitch(
          [
            'Fishers lose a third of their catch for lack of ice.',
            'We run solar cold rooms at landing sites.',
            rows.map((line) => `- ${line}`).join('\n'),
          ].join('\n\n'),
        );
        const dated = read.sections.find((section) => section.lines.some((line) => line.text === rows[0]));
        expect(dated?.role).toBe('traction');
      }),
      { numRuns: 100, seed: 28 },
    );
  });

  it("titles a part with the founder's own label and keeps its first line whole", () => {
    const label = fc.constantFrom(['Équipe', 'team'] as const, ['Team', 'team'] as const, ['Equipa', 'team'] as const);
    const person = fc
      .tuple(word, word, fc.constantFrom('CEO', 'CTO', 'COO'), fc.integer({ min: 3, max: 20 }))
      .map(([first, last, role, years]) => `${first} ${last} (${role}, ${years} years in the trade)`);
    fc.assert(
      fc.property(label, fc.array(person, { minLength: 1, maxLength: 3 }), ([own, role], people) => {
        const read = readPitch(
          [
            '- Smallholders lose a third of their harvest for lack of storage.',
            '- We rent sealed grain bags by the month.',
            `- ${own} : ${people.join(', ')}`,
          ].join('\n'),
        );
        const team = read.sections.find((section) => section.role === role);
        expect(team?.title).toBe(own);
        expect(team?.own).toBe(true);
        expect(team?.lines[0].text).toBe(people.join(', '));
      }),
      { numRuns: 100, seed: 28 },
    );
  });
});

describe('sentences of a team', () => {
  it('never end on a title before a name, whichever title the founder writes', () => {
    const title = fc.constantFrom('Dr', 'Dra', 'Mr', 'Mrs', 'Ms', 'Prof', 'Engr', 'Eng', 'Hon', 'Rev', 'Mme');
    fc.assert(
      fc.property(fc.array(fc.tuple(title, word, word), { minLength: 1, maxLength: 4 }), (members) => {
        const said = members.map(([t, first, last]) => `${t}. ${first} ${last} (CEO) has 16 years in power.`);
        expect(pitchSentences(said.join(' '))).toEqual(said);
      }),
      { numRuns: 100, seed: 28 },
    );
  });
});

// How an offer works, told in the customer's steps: a channel and a time, no 'we' and no cue word.
const CHANNEL = ['mobile money', 'M-Pesa', 'Orange Money', 'USSD', 'WhatsApp', 'MoMo'];
const mechanism = fc
  .record({
    lang: language,
    channel: fc.constantFrom(...CHANNEL),
    count: fc.integer({ min: 2, max: 72 }),
  })
  .chain(({ lang, channel, count }) =>
    fc.constantFrom(
      ...{
        en: [`Traders book a slot by ${channel} and get their stock within ${count} hours.`],
        fr: [`Le client paie par ${channel} et reçoit sa commande en ${count} heures.`],
        pt: [`O cliente paga por ${channel} e recebe a encomenda em ${count} horas.`],
      }[lang],
    ),
  );
// What the thing is made of: a specification with a unit.
const spec = fc
  .record({
    power: fc.integer({ min: 1, max: 900 }),
    unit: fc.constantFrom('W', 'kW', 'kWh'),
    years: fc.integer({ min: 1, max: 9 }),
  })
  .chain(({ power, unit, years }) =>
    fc.constantFrom(
      `A ${power} ${unit} solar pump kit with a ${years}-year warranty.`,
      `Un kit de ${power} ${unit} avec quatre lampes et une batterie.`,
      `Um kit de ${power} ${unit} com painel e bateria.`,
    ),
  );

describe('parts told without a cue word', () => {
  it('reads how the offer works for the customer as the solution, after the problem', () => {
    fc.assert(
      fc.property(mechanism, (sentence) => {
        const read = readPitch(
          `Shop owners lose days every month queueing at wholesalers for lack of stock.\n\n${sentence}`,
        );
        expect(read.sections.map((section) => section.role)).toEqual(['problem', 'solution']);
      }),
      { numRuns: 100, seed: 28 },
    );
  });

  it('reads a specification as the product when the pitch also says its solution', () => {
    fc.assert(
      fc.property(spec, (sentence) => {
        const read = readPitch(
          [
            'Smallholders lose a third of their harvest for lack of water.',
            'We lease solar irrigation to farmers, paid daily.',
            sentence,
            'We have 4,100 farmers paying every month.',
          ].join('\n\n'),
        );
        expect(read.sections.find((section) => section.lines.some((line) => line.text === sentence))?.role).toBe(
          'product',
        );
      }),
      { numRuns: 100, seed: 28 },
    );
  });

  it("never reads 'we make money' or 'we make 12%' as what the company makes", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.constantFrom('money from', 'about', 'roughly', 'around'),
        (share, how) => {
          const scores = roleScores(`And then we make ${how} ${share}% on every supply order.`);
          expect(scores.solution ?? 0).toBeLessThan(scores.businessModel ?? 0);
        },
      ),
      { numRuns: 60, seed: 28 },
    );
  });
});

describe('the team and the offer told in the first person', () => {
  it('reads a founder’s years and their partner as the team, in each language', () => {
    const years = fc.integer({ min: 2, max: 30 });
    const said = fc
      .tuple(years, word, word)
      .chain(([n, first, last]) =>
        fc.constantFrom(
          `J'ai passé ${n} ans comme chef de chantier ; mon associée ${first} ${last} dirige le produit.`,
          `Eu trabalhei ${n} anos num banco; a minha sócia ${first} ${last} lidera a tecnologia.`,
          `I spent ${n} years running a bakery; my business partner ${first} ${last} runs the kitchen.`,
        ),
      );
    fc.assert(
      fc.property(said, (sentence) => {
        expect(roleOfText(sentence)).toBe('team');
      }),
      { numRuns: 100, seed: 28 },
    );
  });

  it('reads what happens on the company’s offer (‘Sur X, …’, ‘With X, …’) as the solution', () => {
    fc.assert(
      fc.property(name, fc.constantFrom('Sur', 'With', 'Na', 'Avec'), (company, on) => {
        const scores = segmentRoles(
          [
            { text: 'Les clients ne savent pas à qui faire confiance.', paragraph: 0, bullet: false },
            {
              text: `${on} ${company}, chaque artisan passe un test avant d'être référencé.`,
              paragraph: 1,
              bullet: false,
            },
          ],
          company,
        );
        expect(scores).toEqual(['problem', 'solution']);
      }),
      { numRuns: 100, seed: 28 },
    );
  });
});

describe('the others in the market', () => {
  it('reads a sentence whose subject is another kind of provider as the competition, in each language', () => {
    const said = fc.constantFrom(
      ...[
        'Banks factor invoices only for large suppliers.',
        'A few fintechs do it for small firms but take weeks to pay out.',
        'Local agencies sell packages, but they have no technology.',
        'Les banques prêtent surtout aux grandes entreprises.',
        'Quelques applis font de l’épargne individuelle.',
        'As agências locais vendem pacotes, mas não têm tecnologia.',
        'Os bancos emprestam só a quem tem garantias.',
      ],
    );
    fc.assert(
      fc.property(said, (sentence) => {
        expect(roleOfText(sentence)).toBe('competition');
      }),
      { numRuns: 30, seed: 28 },
    );
  });
});

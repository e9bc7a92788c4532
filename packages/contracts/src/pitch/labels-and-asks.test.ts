/**
 * Generated pitches: a label that names a figure or a person ('Cold rooms: 70%', 'Aline Uwase: CEO') is
 * a line of a part, never a part of its own, so the split of the funds keeps every share and the team
 * every member; paragraphs after a labelled part are never the company's line; a company that
 * 'procura um investimento' asks for money; a section headed as money that asks for money is the ask.
 */
import fc from 'fast-check';
import { readFigures } from '../facts/figures';
import { readPitch, sectionText } from './read-pitch';
import { roleOfText } from './roles';

type Language = 'en' | 'fr' | 'pt';
const language = fc.constantFrom<Language>('en', 'fr', 'pt');

const PROBLEM: Record<Language, string> = {
  en: 'Fishers land tonnes of fish a day with no ice, and a third of it spoils before it reaches the city.',
  fr: "Les pêcheurs débarquent du poisson tous les jours sans glace, et un tiers se perd avant d'arriver en ville.",
  pt: 'Os pescadores desembarcam peixe todos os dias sem gelo, e um terço estraga-se antes de chegar à cidade.',
};
const SOLUTION: Record<Language, string> = {
  en: 'We install solar cold rooms at the landing sites and rent crate space by the day.',
  fr: 'Nous installons des chambres froides solaires sur les plages et louons les caisses à la journée.',
  pt: 'Instalamos câmaras frigoríficas solares nas praias e alugamos o espaço por caixa, ao dia.',
};
const ASK: Record<Language, string[]> = {
  en: ["We're raising USD 750k to build 12 more cold rooms.", 'We are raising USD 750k for 12 more cold rooms.'],
  fr: ['Nous levons 750 000 USD pour construire 12 chambres froides de plus.'],
  pt: ['Estamos a captar USD 750 mil para construir mais 12 câmaras.', 'Procuramos um investimento de USD 750 mil.'],
};
/** What the funds are for, in each language: labels of a split, never a part's name. */
const USES: Record<Language, string[]> = {
  en: ['Cold rooms and tuk-tuks', 'Working capital', 'Site managers', 'Field sales', 'Refrigerated vans'],
  fr: ['Chambres froides', 'Fonds de roulement', 'Recrutement terrain', 'Véhicules frigorifiques'],
  pt: ['Câmaras e triciclos', 'Fundo de maneio', 'Gestores de praia', 'Carrinhas frigoríficas'],
};
const PEOPLE = ['Aline Uwase', 'Jean-Paul Habimana', 'Ama Owusu', 'Tiago Mabunda', 'Fatou Diallo'];
const ROLES: Record<Language, string[]> = {
  en: ['CEO, former cooperative manager', 'CTO, refrigeration engineer', 'COO, ran a fleet of 30 moto-taxis'],
  fr: ['CEO, ancienne gérante de coopérative', 'CTO, ingénieur frigoriste', 'COO, a dirigé une flotte de motos'],
  pt: ['CEO, antiga gestora de cooperativa', 'CTO, engenheiro de frio', 'COO, geriu uma frota de motos'],
};

/** Shares that add to 100, 2 to 4 of them, in steps of 5. */
const shares = fc
  .array(fc.integer({ min: 1, max: 8 }), { minLength: 2, maxLength: 4 })
  .filter((parts) => parts.reduce((a, b) => a + b, 0) === 20)
  .map((parts) => parts.map((part) => part * 5));

const pitch = language.chain((lang) =>
  fc.record({
    lang: fc.constant(lang),
    shares,
    uses: fc.shuffledSubarray(USES[lang], { minLength: 4, maxLength: 4 }),
    people: fc.shuffledSubarray(PEOPLE, { minLength: 2, maxLength: 3 }),
    ask: fc.constantFrom(...ASK[lang]),
    note: fc.boolean(),
    bullets: fc.boolean(),
    space: fc.constantFrom('', ' '),
  }),
);

describe('a label that names a figure or a person', () => {
  it('is a line of its part: every share stays in the use of funds and every member in the team', () => {
    fc.assert(
      fc.property(pitch, ({ lang, shares: split, uses, people, ask, note, bullets, space }) => {
        const lines = split.map((share, index) => `${uses[index]}: ${share}${space}%.`);
        if (note) lines.splice(1, 0, lang === 'en' ? 'Two site managers and an engineer.' : 'Deux gérants.');
        const team = people.map((person, index) => `${person}: ${ROLES[lang][index % 3]}.`);
        const block = (items: string[]) => (bullets ? items.map((item) => `- ${item}`).join('\n') : items.join(' '));
        const text = [PROBLEM[lang], SOLUTION[lang], block(team), ask, block(lines)].join('\n\n');
        const read = readPitch(text);
        const titles = read.sections.map((section) => section.title);
        for (const label of [...uses, ...people]) expect(titles).not.toContain(label);
        const funds = read.sections
          .filter((section) => section.role === 'useOfFunds')
          .map(sectionText)
          .join(' ');
        const kept = readFigures(funds).filter((figure) => figure.percent);
        for (const share of split) expect(kept.map((figure) => figure.value)).toContain(share);
        const members = read.sections
          .filter((section) => section.role === 'team')
          .map(sectionText)
          .join(' ');
        for (const person of people) expect(members).toContain(person);
        expect(read.sections.some((section) => section.role === 'ask')).toBe(true);
      }),
      { numRuns: 120, seed: 28 },
    );
  });
});

describe('paragraphs after a labelled part', () => {
  it('are read by what they say, never as the company’s opening line', () => {
    fc.assert(
      fc.property(pitch, ({ lang, ask, people }) => {
        const label = { en: 'Team', fr: 'Équipe', pt: 'Equipa' }[lang];
        const problem = { en: 'Problem', fr: 'Problème', pt: 'Problema' }[lang];
        const text = [
          `${problem}: ${PROBLEM[lang]}`,
          `${label}: ${people.map((person, index) => `${person} (${ROLES[lang][index % 3]})`).join(', ')}.`,
          `${ask} ${{ en: 'See', fr: 'Voir', pt: 'Ver' }[lang]} kivucold.rw.`,
        ].join('\n\n');
        const roles = readPitch(text).sections.map((section) => section.role);
        expect(roles).toContain('ask');
        expect(roles).not.toContain('company');
      }),
      { numRuns: 60, seed: 28 },
    );
  });
});

describe('asking for money', () => {
  const company = fc.constantFrom('Kilimo', 'Obô Energia', 'Saúde Já', 'Reabasta');
  const amount = fc.constantFrom('USD 500 mil', '1,2 milhões de dólares', 'AOA 300 milhões', 'R$ 2 mi');
  it("reads 'procura um investimento' and its like as the ask, in each language", () => {
    fc.assert(
      fc.property(
        company,
        amount,
        fc.constantFrom(
          (c: string, a: string) => `A ${c} procura um investimento de ${a} para abrir 3 armazéns.`,
          (c: string, a: string) => `A ${c} busca financiamento de ${a} para crescer.`,
          (c: string, a: string) => `${c} recherche un financement de ${a} pour ouvrir 3 entrepôts.`,
          (c: string, a: string) => `${c} seeks funding of ${a} to open 3 warehouses.`,
        ),
        (name, money, say) => {
          expect(roleOfText(say(name, money))).toBe('ask');
        },
      ),
      { numRuns: 60, seed: 28 },
    );
  });

  it('reads a section headed as money whose words ask for money as the ask, one that reports money as not', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Financing Sought', 'Financing Requirements', 'Financiamento pretendido', 'Financials'),
        company,
        fc.constantFrom('USD 3.5 million', 'USD 750k', 'EUR 1.2 million'),
        fc.boolean(),
        (heading, name, money, asks) => {
          const said = asks
            ? `${name} is seeking ${money} in seed funding to open 3 warehouses.`
            : `Revenue reached ${money} in 2024, up 40% on 2023.`;
          const text = `## The problem\nFarmers lose a third of their harvest.\n\n## ${heading}\n${said}`;
          const section = readPitch(text).sections.find((part) => part.title === heading);
          expect(section?.role === 'ask').toBe(asks);
        },
      ),
      { numRuns: 60, seed: 28 },
    );
  });
});

describe('a price that rises for others', () => {
  it('is the problem the customer has, never the company’s price, in each language', () => {
    const goods = fc.constantFrom('charcoal', 'petrol', 'diesel', 'maize flour');
    const money = fc.constantFrom('MZN 1.200', 'KES 400', 'XOF 3,500', '25 $', '1 200 FCFA');
    const unit = fc.constantFrom('bag', 'litre', 'kg');
    fc.assert(
      fc.property(
        goods,
        money,
        unit,
        fc.integer({ min: 2, max: 9 }),
        fc.constantFrom(
          (g: string, m: string, u: string, n: number) =>
            `The price of ${g} doubled in the last ${n} years and now reaches ${m} per ${u}.`,
          (g: string, m: string, u: string, n: number) =>
            `The price of ${g} went up ${n} times last year, to ${m} per ${u}.`,
          (g: string, m: string, u: string, n: number) =>
            `Le prix du ${g} a doublé en ${n} ans et atteint ${m} par ${u}.`,
          (g: string, m: string, u: string, n: number) =>
            `O preço do ${g} duplicou nos últimos ${n} anos e atinge hoje ${m} por ${u}.`,
          (g: string, m: string, u: string, n: number) => `O preço do ${g} subiu ${n} vezes, para ${m} por ${u}.`,
        ),
        (good, amount, per, years, say) => {
          expect(roleOfText(say(good, amount, per, years))).toBe('problem');
        },
      ),
      { numRuns: 100, seed: 28 },
    );
  });
});

describe('the raise told in the paragraph of its split', () => {
  it('is the ask, and the split beside it the use of funds with every share', () => {
    fc.assert(
      fc.property(pitch, ({ lang, shares: split, uses, ask, space }) => {
        const lines = split.map((share, index) => `${uses[index]}: ${share}${space}%.`);
        const text = [PROBLEM[lang], SOLUTION[lang], `${ask} ${lines.join(' ')}`].join('\n\n');
        const read = readPitch(text);
        expect(read.sections.some((section) => section.role === 'ask')).toBe(true);
        const funds = read.sections.filter((section) => section.role === 'useOfFunds' || section.role === 'ask');
        const kept = readFigures(funds.map(sectionText).join(' ')).filter((figure) => figure.percent);
        for (const share of split) expect(kept.map((figure) => figure.value)).toContain(share);
      }),
      { numRuns: 100, seed: 28 },
    );
  });
});

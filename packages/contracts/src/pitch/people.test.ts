/**
 * People as founders introduce them in sentences, read with their name, role and what they did,
 * whatever the frame ('X, our CEO, ran…', 'My co-founder X (CTO)…', 'Our CTO X built…', 'X leads…',
 * 'Notre directrice technique X…', 'O nosso CTO, X, …'); a city, a company or a product is never one.
 */
import fc from 'fast-check';
import { readPeople } from './people';

const FIRST = ['Amina', 'Kofi', 'Wanjiru', 'Chidi', 'Awa', 'Moussa', 'Ngozi', 'Thandiwe', 'Hery', 'Lurdes', 'Aïcha'];
const LAST = ['Yusuf', 'Mensah', 'Kamau', 'Okafor', 'Traoré', 'Diallo', 'Dlamini', 'Rakoto', 'Muianga', 'Baldé'];
const name = fc.tuple(fc.constantFrom(...FIRST), fc.constantFrom(...LAST)).map(([first, last]) => `${first} ${last}`);

// Organisations and places in the bios: capitalised words a person is never read from.
const LANGUAGES = {
  en: {
    roles: ['CEO', 'CTO', 'COO', 'head of sales', 'Chief Risk Officer', 'product lead', 'head of operations'],
    bios: [
      'ran payments at Equity Bank for 8 years',
      'built payment rails at a Cape Town fintech',
      'spent 6 years at Old Mutual in Dar es Salaam',
      'grew up on a farm near Kisumu',
    ],
    frames: [
      (n: string, r: string, b: string) => `${n}, our ${r}, ${b}.`,
      (n: string, r: string, b: string) => `${n} (${r}) ${b}.`,
      (n: string, r: string, b: string) => `My co-founder ${n} (${r}) ${b}.`,
      (n: string, r: string, b: string) => `Our ${r} ${n} ${b}.`,
      (n: string, r: string, b: string) => `${n} is our ${r} and ${b}.`,
    ],
  },
  fr: {
    roles: ['directrice technique', 'directeur financier', 'responsable commercial', 'CEO'],
    bios: [
      'a dirigé les ventes chez Orange Sénégal pendant 6 ans',
      'vient de la Banque Atlantique à Abidjan',
      'a grandi à Bobo-Dioulasso',
    ],
    frames: [
      (n: string, r: string, b: string) => `${n}, notre ${r}, ${b}.`,
      (n: string, r: string, b: string) => `Notre ${r} ${n} ${b}.`,
      (n: string, r: string, b: string) => `Mon associée ${n} est ${r} et ${b}.`,
    ],
  },
  pt: {
    roles: ['diretora financeira', 'diretor técnico', 'CTO', 'responsável de vendas'],
    bios: ['trabalhou 9 anos no Banco BAI em Luanda', 'veio da Vodacom Moçambique', 'cresceu em Santo Antão'],
    frames: [
      (n: string, r: string, b: string) => `${n}, ${r}, ${b}.`,
      (n: string, r: string, b: string) => `O nosso ${r}, ${n}, ${b}.`,
      (n: string, r: string, b: string) => `A nossa ${r} ${n} ${b}.`,
    ],
  },
};

const member = (language: keyof typeof LANGUAGES) => {
  const { roles, bios, frames } = LANGUAGES[language];
  return fc.record({
    name,
    role: fc.constantFrom(...roles),
    bio: fc.constantFrom(...bios),
    frame: fc.constantFrom(...frames),
  });
};

const team = fc
  .constantFrom(...(Object.keys(LANGUAGES) as Array<keyof typeof LANGUAGES>))
  .chain((language) => fc.uniqueArray(member(language), { minLength: 1, maxLength: 4, selector: (m) => m.name }));

describe('people introduced in sentences', () => {
  it('reads each one with the name, the role and what they did, whatever the frame', () => {
    fc.assert(
      fc.property(team, (members) => {
        const text = members.map((m) => m.frame(m.name, m.role, m.bio)).join(' ');
        expect(readPeople(text).map((p) => [p.name, p.role, p.bio])).toEqual(
          members.map((m) => [m.name, m.role, m.bio]),
        );
      }),
      { seed: 28, numRuns: 150 },
    );
  });

  it('reads what a person runs or leads as their role, beside others with roles', () => {
    const does = fc.constantFrom('runs finance', 'leads school sales', 'gère la pédagogie', 'trata da comunidade');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(name, does), { minLength: 2, maxLength: 3, selector: ([n]) => n }),
        (said) => {
          const text = `${said.map(([n, d]) => `${n} ${d}.`).join(' ')}`;
          expect(readPeople(text).map((p) => [p.name, p.role])).toEqual(said);
        },
      ),
      { seed: 28, numRuns: 100 },
    );
  });

  it('never takes a city, a company or a product for a person', () => {
    const city = fc.constantFrom('Cape Town', 'Dar es Salaam', 'Porto Novo', 'Santo Antão', 'Addis Ababa');
    const company = fc.constantFrom('Equity Bank', 'Twiga Foods', 'Lagos Beverage Company', 'Orange Sénégal');
    const product = fc.constantFrom('Shamba Link', 'Mobo Kit', 'Kuza Pay', 'Soko Ledger');
    const frames = fc.constantFrom(
      (c: string, o: string, _p: string) => `We started in ${c} and sell to ${o}.`,
      (c: string, o: string, p: string) => `${p} runs on any phone, in ${c} and beyond.`,
      (c: string, o: string, p: string) => `${o} was our first client; ${p}, our ordering app, followed.`,
      (c: string, o: string, _p: string) => `Nous avons commencé à ${c} avec ${o}.`,
      (c: string, o: string, p: string) => `O ${p} funciona em ${c} desde 2023.`,
    );
    fc.assert(
      fc.property(team, fc.array(fc.tuple(frames, city, company, product), { maxLength: 3 }), (members, others) => {
        const sentences = [
          ...members.map((m) => m.frame(m.name, m.role, m.bio)),
          ...others.map(([frame, c, o, p]) => frame(c, o, p)),
        ];
        const text = sentences.sort().join(' ');
        expect(
          readPeople(text)
            .map((p) => p.name)
            .sort(),
        ).toEqual(members.map((m) => m.name).sort());
      }),
      { seed: 28, numRuns: 150 },
    );
  });
});

/**
 * 'Who we are', 'Quem somos', 'Qui sommes-nous' head the company's line as often as its team:
 * generated pitches in three languages, with either under such a heading, get the role the text says.
 */
import fc from 'fast-check';
import { readPitch } from './read-pitch';

type Language = 'en' | 'fr' | 'pt';
const HEADING: Record<Language, string[]> = {
  en: ['Who we are', 'About us'],
  fr: ['Qui sommes-nous', 'Qui nous sommes', 'À propos de nous'],
  pt: ['Quem somos', 'Sobre nós'],
};
const LINE: Record<Language, (company: string) => string> = {
  en: (company) => `${company} is the simplest way to book a clinic visit and buy medicines in Maputo.`,
  fr: (company) => `${company} est le moyen le plus simple de prendre rendez-vous chez un médecin à Dakar.`,
  pt: (company) => `A ${company} é a forma mais simples de marcar uma consulta e comprar medicamentos em Maputo.`,
};
const PROBLEM: Record<Language, [string, string]> = {
  en: ['The problem', 'A patient waits 5 hours on average in a public hospital.'],
  fr: ['Le problème', "Un patient attend en moyenne 5 heures à l'hôpital public."],
  pt: ['O problema', 'Um doente espera em média 5 horas num hospital público.'],
};
const TEAM: Record<Language, [string, string]> = {
  en: ['The team', 'Sheila Macuacua, CEO, a doctor for 7 years. Rui Cossa, CTO, ex-engineer at a payments company.'],
  fr: ["L'équipe", 'Awa Traoré, CEO, médecin depuis 7 ans. Rui Cossa, CTO, ancien ingénieur dans les paiements.'],
  pt: ['A equipa', 'Sheila Macuácua, CEO, médica há 7 anos. Rui Cossa, CTO, ex-engenheiro numa empresa de pagamentos.'],
};

const case_ = fc.constantFrom<Language>('en', 'fr', 'pt').chain((lang) =>
  fc.record({
    lang: fc.constant(lang),
    heading: fc.constantFrom(...HEADING[lang]),
    company: fc.constantFrom('Saúde Já', 'Kilimo', 'Tembea Health', 'Ligéey'),
    style: fc.constantFrom(
      (h: string) => `## ${h}`,
      (h: string) => `**${h}**`,
      (h: string) => h.toUpperCase(),
    ),
  }),
);

describe("a heading such as 'Who we are'", () => {
  it("over the company's line opening the pitch is the company, and the team stays the team", () => {
    fc.assert(
      fc.property(case_, ({ lang, heading, company, style }) => {
        const text = [
          `${style(heading)}\n${LINE[lang](company)}`,
          `${style(PROBLEM[lang][0])}\n${PROBLEM[lang][1]}`,
          `${style(TEAM[lang][0])}\n${TEAM[lang][1]}`,
        ].join('\n\n');
        const roles = readPitch(text).sections.map((section) => section.role);
        expect(roles).toEqual(['company', 'problem', 'team']);
      }),
      { numRuns: 80, seed: 28 },
    );
  });

  it('over people with their roles is the team', () => {
    fc.assert(
      fc.property(case_, ({ lang, heading, style }) => {
        const text = [`${style(PROBLEM[lang][0])}\n${PROBLEM[lang][1]}`, `${style(heading)}\n${TEAM[lang][1]}`].join(
          '\n\n',
        );
        expect(readPitch(text).sections.map((section) => section.role)).toEqual(['problem', 'team']);
      }),
      { numRuns: 80, seed: 28 },
    );
  });
});

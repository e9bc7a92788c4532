/**
 * Generated pitches with no headings: an opening sentence that presents the company ('We help SMEs get
 * paid today for invoices…', 'Nous aidons…', 'Ajudamos…') is its line even when it names the pain it
 * ends, in each language.
 */
import fc from 'fast-check';
import { readPitch } from './read-pitch';

type Language = 'en' | 'fr' | 'pt';
const OPENING: Record<Language, string[]> = {
  en: [
    'We help Egyptian SMEs get paid today for invoices their big buyers will only pay in 120 days.',
    'We help small clinics that still lose patients to long queues book visits by phone.',
    'I run a small e-waste recycling business in Tema, where phones still rot in landfills.',
  ],
  fr: [
    "Nous aidons les PME qui attendent encore 120 jours d'être payées à encaisser leurs factures aujourd'hui.",
    'Nous aidons les cliniques qui perdent encore des patients à cause des files d’attente.',
  ],
  pt: [
    'Ajudamos as PME que ainda esperam 120 dias para receber as faturas a receber hoje.',
    'Ajudamos as clínicas que ainda perdem doentes nas filas a marcar consultas por telefone.',
  ],
};
const PROBLEM: Record<Language, string> = {
  en: 'Small suppliers struggle: they wait months for their money and cannot get a bank loan.',
  fr: 'Les petits fournisseurs souffrent : ils attendent des mois leur argent et ne peuvent pas emprunter.',
  pt: 'Os pequenos fornecedores sofrem: esperam meses pelo dinheiro e não conseguem um empréstimo.',
};
const ASK: Record<Language, string> = {
  en: 'We are raising USD 2.5 million to open in Nairobi.',
  fr: 'Nous levons 2,5 millions USD pour ouvrir à Nairobi.',
  pt: 'Estamos a captar USD 2,5 milhões para abrir em Nairobi.',
};

describe('an opening sentence that presents the company', () => {
  it('is the company’s line even when it names the pain, before the problem told after it', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom<Language>('en', 'fr', 'pt')
          .chain((lang) => fc.tuple(fc.constant(lang), fc.constantFrom(...OPENING[lang]))),
        fc.constantFrom('\n\n', '\n\nHi Amina,\n\n'),
        ([lang, opening], before) => {
          const text = `${before}${opening}\n\n${PROBLEM[lang]}\n\n${ASK[lang]}`.trim();
          const roles = readPitch(text).sections.map((section) => section.role);
          expect(roles[0]).toBe('company');
          expect(roles).toContain('problem');
        },
      ),
      { numRuns: 60, seed: 28 },
    );
  });
});

// Openings that say what the company sells, or name it and say what it is.
const SAYS_WHAT: Record<Language, string[]> = {
  en: [
    'We sell solar kits on credit to households and small shops, paid in small sums by mobile money.',
    'Nkoma Pay, founded in Libreville in 2023, is a digital factoring platform for small suppliers.',
  ],
  fr: [
    'Nous vendons des kits solaires à crédit aux ménages et aux petits commerces de Kinshasa.',
    'Saúde Connect est une application pour prendre rendez-vous chez le médecin à Maputo.',
  ],
  pt: [
    'A Reabasta é uma plataforma de encomendas para as pequenas lojas de bairro de Luanda.',
    'Vendemos kits solares a crédito às famílias, pagos aos poucos por dinheiro móvel.',
  ],
};

describe('an opening sentence that says what the company sells or is', () => {
  it('is the company’s line, before the problem told after it', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom<Language>('en', 'fr', 'pt')
          .chain((lang) => fc.tuple(fc.constant(lang), fc.constantFrom(...SAYS_WHAT[lang]))),
        fc.constantFrom('\n\n', '\n\nHi Amina,\n\n'),
        ([lang, opening], before) => {
          const text = `${before}${opening}\n\n${PROBLEM[lang]}\n\n${ASK[lang]}`.trim();
          const read = readPitch(text);
          expect([
            read.company !== undefined || read.sections[0]?.role === 'company',
            read.sections.map((s) => s.role),
          ]).toEqual([true, expect.arrayContaining(['problem'])]);
        },
      ),
      { numRuns: 40, seed: 28 },
    );
  });
});

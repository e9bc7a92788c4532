/**
 * A resume in French, Portuguese or English holds no word Kuza added from another language: in what its PDF and Word
 * files draw (resume-parts, which both writers set; files-resume-export reads one French PDF back), every word the
 * founder did not write (the headings, the summary's joining words, 'present', the months) is one of that language's
 * resume words (its catalogs) or a month as that language names it.
 */
import fc from 'fast-check';
import type { Resume } from '@kuza/contracts';
import type { Locale } from '@kuza/i18n';
import { createAiProvider } from '../src/modules/ai/create-provider';
import { withEntries } from '../src/modules/ai/text/resume-entries';
import { resumeSections } from '../src/modules/files/export/resume-parts';
import { sampleResume } from './fixtures/files/sample-documents';

const ai = createAiProvider({ provider: 'builtin', referenceYear: 2026 });

/** Words with their accents: 'present' is not French ('présent'). */
const wordsOf = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .match(/\p{L}+/gu) ?? [];

/** The words of a resume Kuza may write in `language`: its headings, summary frames, file words and 'present'. */
function resumeWords(language: Locale): Set<string> {
  const catalog = (file: string): Record<string, string> => jest.requireActual(file);
  const messages = [
    ...Object.entries(catalog(`../locales/${language}.json`)),
    ...Object.entries(catalog(`@kuza/contracts/locales/${language}.json`)),
  ]
    .filter(([id]) => /^(api\.resume\.|api\.export\.|resumeEntry\.present$)/.test(id))
    .map(([, text]) => text);
  const months = Array.from({ length: 12 }, (_, month) =>
    new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      Date.UTC(2020, month, 1),
    ),
  );
  return new Set(wordsOf([...messages, ...months].join(' ')));
}

const FOUNDERS = {
  en: {
    name: ['Chinedu Okafor', 'Amina Yusuf'],
    role: ['Co-founder & CTO', 'Chief Executive Officer'],
    job: ['Head of Engineering, PayLink, Lagos', 'Product Manager, Andela, Nairobi'],
    bullet: ['Built a gateway used by 1,800 merchants', 'Hiring a team of 12 engineers'],
    degree: ['MBA, Finance, Lagos Business School', 'BSc, Computer Science, University of Ibadan'],
    skills: ['Go, TypeScript, hiring', 'Fundraising, sales'],
  },
  fr: {
    name: ['Awa Diop', 'Moussa Traoré'],
    role: ['Cofondatrice et directrice technique', 'Directeur général'],
    job: ['Directrice technique, AgriPay, Dakar', 'Chef de produit, Wave, Abidjan'],
    bullet: ['Lancement du paiement mobile pour 1 200 producteurs', 'Recrutement de 12 ingénieurs'],
    degree: ['Master, Informatique, Université Cheikh Anta Diop', 'Licence, Gestion, Université de Bamako'],
    skills: ['Python, paiements mobiles, recrutement', 'Ventes, négociation'],
  },
  pt: {
    name: ['Ana Tembe', 'João Macuácua'],
    role: ['Engenheira de software', 'Diretor executivo'],
    job: ['Chefe de engenharia, PagaBem, Maputo', 'Gestor de produto, M-Pesa, Beira'],
    bullet: ['Plataforma de pagamentos para 3 400 famílias', 'Contratação de 9 engenheiros'],
    degree: [
      'Licenciatura, Engenharia Informática, Universidade Eduardo Mondlane',
      'Mestrado, Gestão, Universidade Católica',
    ],
    skills: ['Go, pagamentos, vendas', 'Finanças, liderança'],
  },
} as const;

/** A founder's details in `language`: some parts left out, dates by year or month, a job still running or not. */
const founder = (language: keyof typeof FOUNDERS) => {
  const parts = FOUNDERS[language];
  const one = (list: readonly string[]) => fc.constantFrom(...list);
  const date = fc.tuple(fc.integer({ min: 2008, max: 2018 }), fc.option(fc.integer({ min: 1, max: 12 })));
  const when = ([year, month]: [number, number | null]) =>
    month ? `${String(month).padStart(2, '0')}/${year}` : `${year}`;
  return fc.record(
    {
      name: one(parts.name),
      role: one(parts.role),
      experience: fc
        .tuple(one(parts.job), date, fc.boolean(), fc.subarray([...parts.bullet]))
        .map(
          ([job, start, running, bullets]) =>
            `${job} (${when(start)} - ${running ? 'present' : start[0] + 3})\n${bullets.map((b) => `- ${b}`).join('\n')}`,
        ),
      education: fc.tuple(one(parts.degree), fc.integer({ min: 2000, max: 2012 })).map(([d, y]) => `${d} (${y})`),
      skills: one(parts.skills),
    },
    { requiredKeys: ['experience'] },
  );
};

/** Every word a resume's files draw: its sections' labels and text, as the PDF and DOCX writers get them. */
const drawn = (resume: Resume) =>
  resumeSections(resume)
    .flatMap(({ label, blocks }) => [
      label,
      ...blocks.flatMap((block) => (block.kind === 'list' ? block.items.flat() : block.runs)).map((run) => run.text),
    ])
    .join('\n');

describe.each(['en', 'fr', 'pt'] as const)('a resume in %s, as its files draw it', (language) => {
  const allowed = resumeWords(language);

  it('says every word its founder did not write in that language', async () => {
    await fc.assert(
      fc.asyncProperty(founder(language), fc.nat(5), async (inputs, variant) => {
        const summary = await ai.resumeSummary(inputs, variant, language);
        const sections = withEntries(await ai.resumeSections(inputs, summary, language));
        const resume: Resume = { ...sampleResume(), name: inputs.name ?? '', language, inputs, sections };
        const text = drawn(resume);
        // 'present' in a date the founder typed is a token, which the resume says in its language.
        const own = new Set(wordsOf(Object.values(inputs).join(' ')).filter((word) => word !== 'present'));
        const added = [...new Set(wordsOf(text))].filter((word) => !own.has(word) && !allowed.has(word));
        expect(added).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });
});

/**
 * A pitch that opens on its company's name as a label ('Leve-Leve Digital: a mobile wallet for…',
 * 'Kazi Link — jobs for…'), in any language, markup and shape after it: the label is the company's
 * name. A document's title in the same place ('Kazi Link — pitch', 'Pitch deck', 'Investor
 * presentation') never is the name, and no document word ever becomes part of one.
 */
import fc from 'fast-check';
import { readPitch } from './read-pitch';

type Language = 'en' | 'fr' | 'pt' | 'ar';

// Names as founders spell them: one to three words, hyphens ('Leve-Leve'), a capital inside ('KaziLink').
const syllable = fc.constantFrom('Ka', 'Le', 'Zu', 'Mo', 'Ti', 'Sa', 'Bo', 'Nya', 'Ké', 'Ú');
const word = fc
  .tuple(syllable, fc.constantFrom('zi', 've', 'ri', 'bo', 'la', 'nde', 'ma'), fc.constantFrom('', 'Link', 'ni'))
  .map(([a, b, c]) => `${a}${b}${c}`);
const name = fc
  .tuple(
    word,
    fc.constantFrom('', '-Leve', '-Bo'),
    fc.option(fc.constantFrom('Digital', 'Link', 'Pay', 'Energia', 'Froid', 'Lab', 'Solar')),
  )
  .map(([first, hyphen, second]) => `${first}${hyphen}${second ? ` ${second}` : ''}`);
// Arabic names have no capitals: one or two words, or a Latin name in an Arabic pitch.
const arabicName = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('رصيد', 'سقاية', 'موعد', 'بيدر', 'نخلة'),
      fc.option(fc.constantFrom('باي', 'لاب', 'الرقمية')),
    )
    .map(([first, second]) => (second ? `${first} ${second}` : first)),
  name,
);
const nameIn = (language: Language) => (language === 'ar' ? arabicName : name);

const WHAT: Record<Language, string[]> = {
  en: [
    'a mobile wallet for market women in São Tomé',
    'jobs for casual workers in Kigali',
    'Solar cold rooms for fishers',
  ],
  fr: ["une plateforme d'emploi pour les journaliers de Kigali", 'Des chambres froides solaires pour les pêcheurs'],
  pt: ['uma carteira móvel para as vendedeiras de São Tomé', 'Câmaras frias solares para os pescadores'],
  ar: ['محفظة رقمية لبائعات الأسواق في القاهرة', 'غرف تبريد شمسية للصيادين'],
};
const BODY: Record<Language, string[]> = {
  en: [
    'Market women lose 10% of their takings to theft every month.',
    'We sell a wallet card for USD 2 and take 1% of each payment.',
    'We are raising USD 300k to reach 5,000 traders.',
  ],
  fr: [
    'Les journaliers perdent 3 jours de travail par semaine à attendre.',
    'Nous envoyons les offres par SMS pour 500 RWF par mission.',
    'Nous levons 250 000 USD pour ouvrir Huye et Musanze.',
  ],
  pt: [
    'As vendedoras perdem 10 % das vendas em roubos todos os meses.',
    'Vendemos um cartão por USD 2 e ficamos com 1 % de cada pagamento.',
    'Estamos a captar USD 300 mil para chegar a 5 000 vendedoras.',
  ],
  ar: [
    'تخسر البائعات ١٠٪ من دخلهن بسبب السرقة كل شهر.',
    'نبيع بطاقة المحفظة بسعر 2 دولار ونتقاضى عمولة ١٪ على كل دفعة.',
    'نجمع ٣٠٠ ألف دولار للوصول إلى ٥٬٠٠٠ بائعة.',
  ],
};
const HEADINGS: Record<Language, string[]> = {
  en: ['The problem', 'How we earn', 'The ask'],
  fr: ['Le problème', 'Comment nous gagnons', 'Levée de fonds'],
  pt: ['O problema', 'Como ganhamos', 'O que pedimos'],
  ar: ['المشكلة', 'كيف نربح', 'التمويل المطلوب'],
};

const SEPARATORS = [': ', ' : ', ' — ', ' – ', ' - '];
const MARKUP = [(line: string) => line, (line: string) => `# ${line}`, (line: string) => `**${line}**`];

const pitch = (first: (lang: Language) => fc.Arbitrary<{ line: string; company?: string }>) =>
  fc.constantFrom<Language>('en', 'fr', 'pt', 'ar').chain((language) =>
    fc.record({
      language: fc.constant(language),
      first: first(language),
      markup: fc.constantFrom(...MARKUP),
      shape: fc.constantFrom('paragraphs', 'bullets', 'headings'),
    }),
  );

function text({
  language,
  first,
  markup,
  shape,
}: {
  language: Language;
  first: { line: string };
  markup: (line: string) => string;
  shape: string;
}) {
  const body = BODY[language];
  const rest =
    shape === 'bullets'
      ? body.map((line) => `- ${line}`).join('\n')
      : shape === 'headings'
        ? body.map((line, index) => `## ${HEADINGS[language][index]}\n${line}`).join('\n\n')
        : body.join('\n\n');
  return `${markup(first.line)}\n\n${rest}`;
}

describe('a pitch that opens on its name as a label', () => {
  it('takes the label for the company’s name, in any language, markup and shape', () => {
    const labelled = (language: Language) =>
      fc
        .tuple(nameIn(language), fc.constantFrom(...SEPARATORS), fc.constantFrom(...WHAT[language]))
        .map(([company, separator, what]) => ({ line: `${company}${separator}${what}`, company }));
    fc.assert(
      fc.property(pitch(labelled), (generated) => {
        expect(readPitch(text(generated)).company).toBe(generated.first.company);
      }),
      { seed: 28, numRuns: 80 },
    );
  });

  it('never takes a document’s title, or its words, for the name', () => {
    const DOCUMENT = [
      'pitch',
      'Pitch deck',
      'Investor presentation',
      'notes pour investisseurs',
      'apresentação para investidores',
      'one-pager',
    ];
    const titled = (language: Language) =>
      fc.oneof(
        fc
          .tuple(fc.constantFrom(...DOCUMENT), fc.constantFrom(...SEPARATORS), fc.constantFrom(...WHAT[language]))
          .map(([document, separator, what]) => ({ line: `${document}${separator}${what}` })),
        fc
          .tuple(name, fc.constantFrom(...SEPARATORS), fc.constantFrom(...DOCUMENT))
          .map(([company, separator, document]) => ({
            line: `${company}${separator}${document}`,
            company,
          })),
        fc.constantFrom(...DOCUMENT).map((document) => ({ line: document })),
      );
    fc.assert(
      fc.property(pitch(titled), (generated) => {
        const { company } = readPitch(text(generated));
        // 'Kazi Link — pitch' names Kazi Link; a title with no name names none.
        expect(company).toBe(generated.first.company);
      }),
      { seed: 28, numRuns: 80 },
    );
  });
});

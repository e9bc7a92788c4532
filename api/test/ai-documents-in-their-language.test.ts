/**
 * A French or Portuguese deck holds no English word the founder did not write: the titles, joining
 * words, questions and notes Kuza adds are in the deck's language, on the paste path and on the AI
 * form's; its PDF's footers and its file's name too; a French resume's file name is French.
 */
import fc from 'fast-check';
import { slideText, type Deck, type Resume, type Slide } from '@kuza/contracts';
import { readPitch } from '@kuza/contracts/pitch';
import type { Locale } from '@kuza/i18n';
import { createAiProvider } from '../src/modules/ai/create-provider';
import type { DeckBrief } from '../src/modules/ai/provider/provider';
import { factsOfBrief } from '../src/modules/ai/text/fact-sheet';
import { deckToPdf } from '../src/modules/files/export/deck-to-pdf';
import { extractPdfPages } from '../src/modules/files/import/pdf-text';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, generate } from './helpers/decks';

const ai = createAiProvider({ provider: 'builtin', referenceYear: 2026 });

/** English words that are neither French nor Portuguese: any one of them Kuza wrote is English left in. */
const ENGLISH = new Set(
  `the and is are this that what your you how about then invite slide stress today raising ask customers customer
   market size problem team funding financials thank overview product business model milestone milestones yet use
   of funds why now more our we with for from to stated speaker`.split(/\s+/),
);

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const wordsOf = (text: string) => fold(text).match(/\p{L}+/gu) ?? [];

/** The English words of a deck that its founder's own text does not hold. */
function englishAdded(slides: Slide[], outline: Array<{ title: string; description: string }>, founder: string) {
  const own = new Set(wordsOf(founder));
  const said = [...slides.map(slideText), ...outline.flatMap((section) => [section.title, section.description])];
  return [...new Set(wordsOf(said.join('\n')))].filter((word) => ENGLISH.has(word) && !own.has(word));
}

const PARTS = {
  fr: {
    company: ['AgriPay', 'Djoliba Eau', 'SolaireKit'],
    problem: [
      'Les producteurs de cacao attendent trois mois pour être payés.',
      "Les familles de Bamako achètent l'eau au bidon, trop cher.",
    ],
    solution: [
      'Notre application paie chaque livraison par mobile money le jour même.',
      'Nous installons des kiosques solaires dans chaque quartier.',
    ],
    traction: ['Nous servons 1 200 clients depuis 2024.', '3 400 familles achètent chez nous chaque mois.'],
    ask: ['Nous levons 300 000 EUR.', 'Nous cherchons 250 millions FCFA.'],
    funds: ['70 % pour les kiosques, 30 % pour les salaires.', '50 % équipe, 50 % marketing.'],
  },
  pt: {
    company: ['PagaBem', 'AguaViva', 'SolKit'],
    problem: [
      'Os produtores de caju esperam três meses para receber.',
      'As famílias de Maputo compram água cara ao bidão.',
    ],
    solution: [
      'A nossa aplicação paga cada entrega por mobile money no mesmo dia.',
      'Instalamos quiosques solares em cada bairro.',
    ],
    traction: ['Servimos 1.200 clientes desde 2024.', '3.400 famílias compram connosco todos os meses.'],
    ask: ['Estamos a captar 500 000 USD.', 'Procuramos 2 milhões de meticais.'],
    funds: ['60% para quiosques, 40% para salários.', '50% equipa, 50% marketing.'],
  },
} as const;

/** A pitch in `language`: its parts in any order, some left out, headed by the company's name. */
const aPitch = (language: 'fr' | 'pt') => {
  const parts = PARTS[language];
  const pick = (list: readonly string[]) => fc.constantFrom(...list);
  return fc
    .record({
      company: pick(parts.company),
      body: fc.shuffledSubarray(
        [pick(parts.problem), pick(parts.solution), pick(parts.traction), pick(parts.ask), pick(parts.funds)],
        { minLength: 2 },
      ),
    })
    .chain(({ company, body }) =>
      fc.tuple(...body).map((sentences) => ({ company, text: `${company}\n${sentences.join('\n')}` })),
    );
};

async function deckOf(brief: DeckBrief) {
  const withFacts = { ...brief, facts: factsOfBrief(brief) };
  const outline = await ai.outline(withFacts);
  return { outline, slides: await ai.slides(withFacts, outline) };
}

describe.each(['fr', 'pt'] as const)('a %s deck', (language: Locale & ('fr' | 'pt')) => {
  it('pasted: holds no English word its founder did not write', async () => {
    await fc.assert(
      fc.asyncProperty(aPitch(language), async ({ text }) => {
        const brief: DeckBrief = {
          inputs: { pastedText: text, startupName: readPitch(text).company ?? '' },
          founder: {},
          language,
        };
        const { outline, slides } = await deckOf(brief);
        expect(englishAdded(slides, outline, text)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('from the AI form: holds no English word its founder did not write, and counts it in the language’s way', async () => {
    await fc.assert(
      fc.asyncProperty(aPitch(language), fc.integer({ min: 1000, max: 99_000 }), async ({ company, text }, count) => {
        const description = text.slice(company.length + 1);
        const brief: DeckBrief = {
          inputs: { startupName: company, description, customers: count, objective: '' },
          founder: { team: [] },
          language,
        };
        const { outline, slides } = await deckOf(brief);
        expect(englishAdded(slides, outline, text)).toEqual([]);
        const grouped = language === 'fr' ? /\d{1,2} \d{3}/ : /\d{1,2}\.\d{3}/;
        expect(slides.map(slideText).join('\n')).toMatch(grouped);
      }),
      { numRuns: 25 },
    );
  });
});

describe('a French document’s files', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await createAuthApp();
  });
  afterAll(() => ctx.stop());

  it('are named in French, a deck’s PDF notes pages say their footers and a resume its headings in French', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/decks',
      payload: {
        mode: 'paste',
        inputs: { pastedText: `AgriPay\n${PARTS.fr.problem[0]}\n${PARTS.fr.solution[0]}\n${PARTS.fr.ask[0]}` },
      },
      ...as(cookie),
    });
    const deck = created.json<Deck>();
    expect(deck.language).toBe('fr');
    expect((await generate(ctx, cookie, deck.id)).state).toBe('done');
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/decks/${deck.id}`,
      payload: { version: deck.version + 1, name: '***' },
      ...as(cookie),
    });
    expect(renamed.statusCode).toBe(200);
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/decks/${deck.id}/export?format=pdf&notes=1`,
      ...as(cookie),
    });
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('présentation – notes.pdf')}`,
    );

    const withNotes = await extractPdfPages(await deckToPdf(renamed.json<Deck>(), { notesPages: true }), 4);
    const notesPage = withNotes[1].join(' ');
    expect(notesPage).toMatch(/Diapositive 1 · /);
    expect(notesPage).not.toMatch(/\b(Slide|No speaker notes)\b/);

    const resume = await ctx.app.inject({
      method: 'POST',
      url: '/resumes',
      payload: {
        mode: 'ai',
        language: 'fr',
        inputs: {
          name: '***',
          role: 'Fondatrice',
          experience: 'Directrice des opérations chez Orange Money (2018 - 2023)',
          education: 'Master en finance, Université Cheikh Anta Diop',
          skills: 'Paiements mobiles, recrutement',
        },
      },
      ...as(cookie),
    });
    const built = await ctx.app.inject({
      method: 'POST',
      url: `/resumes/${resume.json<Resume>().id}/build`,
      payload: { summary: 'Fondatrice de AgriPay.' },
      ...as(cookie),
    });
    expect(built.json<Resume>().sections.map((section) => section.label)).toEqual([
      'Profil',
      'Expérience',
      'Formation',
      'Compétences',
    ]);
    const exported = await ctx.app.inject({
      method: 'GET',
      url: `/resumes/${resume.json<Resume>().id}/export?format=pdf`,
      ...as(cookie),
    });
    expect(exported.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('CV.pdf')}`);
  });
});

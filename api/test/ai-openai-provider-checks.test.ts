import fc from 'fast-check';
import {
  FACT_PROMPTS,
  isFactPrompt,
  readFigures,
  sectionKey,
  slideText,
  STOCK_PHRASES,
  stockPhrases,
  type Slide,
} from '@kuza/contracts';
import { readPitch } from '@kuza/contracts/pitch';
import { loadCorpus } from '../bench/pitch-corpus';
import { createAiProvider } from '../src/modules/ai/create-provider';
import type { AiProvider, DeckBrief } from '../src/modules/ai/provider/provider';
import { factsOfBrief } from '../src/modules/ai/text/fact-sheet';
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai';

const corpus = loadCorpus();
const pitchOf = (id: string) => corpus.find((pitch) => pitch.id === id)!.pitch;
const builtin = createAiProvider({ provider: 'builtin', referenceYear: 2026 });

/** A brief as the paste flow sends it. */
function pasted(text: string): DeckBrief {
  const brief: DeckBrief = { inputs: { pastedText: text, startupName: readPitch(text).company ?? '' }, founder: {} };
  return { ...brief, facts: factsOfBrief(brief) };
}

/** A model's line for a slide: its draft, with what the test changes. */
const line = (slide: Slide, change: Partial<Slide> = {}) =>
  JSON.stringify({
    title: slide.title,
    content: slide.content,
    bullets: slide.bullets,
    notes: slide.notes,
    chart: slide.chart,
    table: slide.table,
    ...change,
  });

describe('the openai provider reads and checks a pasted pitch as the builtin one does', () => {
  let fake: FakeOpenAi;
  let ai: AiProvider;
  beforeEach(async () => {
    fake = await startFakeOpenAi();
    ai = createAiProvider({
      provider: 'openai',
      baseUrl: fake.baseUrl,
      apiKey: 'sk-test',
      referenceYear: 2026,
      timeoutMs: 2000,
    });
  });
  afterEach(() => fake.stop());

  it("keeps every corpus pitch's outline as the reader found it, whatever outline the model proposes", async () => {
    const proposed = ['Cover', 'Problem', 'Solution', 'Market', 'Ask'].map((title) => ({ title, description: 'x' }));
    fake.script(...corpus.map(() => ({ content: JSON.stringify({ sections: proposed }) })));

    for (const pitch of corpus) {
      const brief = pasted(pitch.pitch);
      expect({ id: pitch.id, outline: await ai.outline(brief) }).toEqual({
        id: pitch.id,
        outline: await builtin.outline(brief),
      });
    }
    // A headless pitch (prose, e-mail, transcript) is read the same way: its roles become its sections.
    const prose = await ai.outline(pasted(pitchOf('fr-qalam-lab-prose')));
    expect(new Set(prose.map((section) => section.role)).size).toBeGreaterThanOrEqual(5);
  });

  it("writes each slide under the founder's own heading whatever title the model sends", async () => {
    for (const id of ['en-maziwa-link-own-headings', 'pt-txopela-eletrica-prose']) {
      const brief = pasted(pitchOf(id));
      const outline = await ai.outline(brief);
      const drafts = await builtin.slides(brief, outline);
      fake.script({
        content: drafts.map((slide, index) => line(slide, { title: `Slide ${index + 1}: Overview` })).join('\n'),
      });

      const slides = await ai.slides(brief, outline);

      expect(slides.map((slide) => slide.title)).toEqual(drafts.map((slide) => slide.title));
      expect(slides.map((slide) => slide.title)).toEqual(outline.map((section) => section.title));
    }
  });

  describe('a French pitch with "9,8 millions FCFA", an ask and a three-line use of funds', () => {
    const brief = pasted(pitchOf('fr-djoliba-eau-own-headings'));
    let outline: Awaited<ReturnType<AiProvider['outline']>>;
    let drafts: Slide[];
    beforeAll(async () => {
      outline = await builtin.outline(brief);
      drafts = await builtin.slides(brief, outline);
    });
    const indexOf = (key: string) => outline.findIndex((section) => sectionKey(section) === key);

    it('keeps a slide the model writes faithfully, in the founder notation or another', async () => {
      const money = indexOf('businessModel');
      const said = 'Un kiosque coûte 9,8 millions FCFA à installer, 9.8 million FCFA.';
      fake.script({ content: drafts.map((slide, i) => line(slide, i === money ? { content: said } : {})).join('\n') });

      const slides = await ai.slides(brief, outline);

      expect(slides[money].content).toBe(said);
    });

    /** What a model may do wrong to a slide, and the slide it does it to. */
    const faults: Array<[string, (slides: Slide[]) => [number, Partial<Slide>]]> = [
      [
        'changes "9,8 millions FCFA" to "8 millions FCFA"',
        () => [indexOf('businessModel'), { content: 'Un kiosque coûte 8 millions FCFA.' }],
      ],
      [
        'says an amount in another currency',
        () => [indexOf('businessModel'), { content: 'Un kiosque coûte 9,8 millions EUR.' }],
      ],
      ['turns a count into a share', () => [indexOf('traction'), { content: '3 100 % de familles servies.' }]],
      ['prints a facts-panel question', () => [indexOf('traction'), { bullets: [FACT_PROMPTS.financials!] }]],
      ['writes stock wording', () => [indexOf('problem'), { content: 'Djoliba Eau solves for families so far.' }]],
      [
        'drops a use-of-funds line from the ask',
        () => [
          indexOf('ask'),
          {
            content:
              'Nous levons 250 millions FCFA : 70 % pour les kiosques eux-mêmes, 20 % pour le recrutement et la formation des gérantes.',
          },
        ],
      ],
      [
        'drops the ask from the ask slide',
        () => [
          indexOf('ask'),
          {
            content: 'Nous levons des fonds.',
            bullets: ['70 % kiosques', '20 % recrutement et formation des gérantes', '10 % logiciel de suivi'],
          },
        ],
      ],
    ];

    it.each(faults)('keeps the slide written from facts when the model %s', async (_fault, make) => {
      const [index, change] = make(drafts);
      expect(index).toBeGreaterThanOrEqual(0);
      fake.script({ content: drafts.map((slide, i) => line(slide, i === index ? change : {})).join('\n') });

      const slides = await ai.slides(brief, outline);

      expect(slides[index]).toEqual(drafts[index]);
    });
  });

  it('follows "Make it simpler" as the builtin provider does when the model prints a question or stock wording', async () => {
    const brief = pasted(pitchOf('fr-djoliba-eau-own-headings'));
    const outline = await builtin.outline(brief);
    const drafts = await builtin.slides(brief, outline);
    const traction = drafts[outline.findIndex((section) => sectionKey(section) === 'traction')];
    for (const change of [
      { bullets: [FACT_PROMPTS.financials!] },
      { content: 'Djoliba Eau makes money from water.' },
    ]) {
      fake.script({ content: line(traction, change) });

      expect(await ai.rewriteSlide(brief, traction, 'Make it simpler')).toEqual(
        await builtin.rewriteSlide(brief, traction, 'Make it simpler'),
      );
    }
  });

  it('never shows an invented figure, a question or stock wording, whatever the model writes on any corpus pitch', async () => {
    const figure = fc.constantFrom('USD 2.5m', '1 234 567 clients', '99 %', '4,7 milliards FCFA', 'R$ 3,2 milhões');
    const bad = fc.oneof(
      figure.map((f) => `We reached ${f}.`),
      fc.constantFrom(...Object.values(FACT_PROMPTS)).map(String),
      fc.constantFrom(...STOCK_PHRASES).map((phrase) => `The company ${phrase} its users.`),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...corpus), fc.nat(), bad, async (pitch, at, said) => {
        const allowed = new Set(readFigures(pitch.pitch).map((f) => f.value));
        // What the founder wrote is theirs: only words they did not write are checked.
        fc.pre(
          isFactPrompt(said) ||
            stockPhrases(said, pitch.pitch).length > 0 ||
            readFigures(said).some((f) => !allowed.has(f.value)),
        );
        const brief = pasted(pitch.pitch);
        const outline = await builtin.outline(brief);
        const drafts = await builtin.slides(brief, outline);
        const index = at % drafts.length;
        fake.script({
          content: drafts.map((slide, i) => line(slide, i === index ? { content: said } : {})).join('\n'),
        });

        const slides = await ai.slides(brief, outline);

        expect(slides[index]).toEqual(drafts[index]);
        const shown = slides.map(slideText).join('\n');
        for (const f of readFigures(said)) if (!allowed.has(f.value)) expect(shown).not.toContain(f.text);
      }),
      { numRuns: 25, seed: 28 },
    );
  });
});

describe('the openai provider keeps a resume summary to what the person gave', () => {
  let fake: FakeOpenAi;
  let ai: AiProvider;
  beforeEach(async () => {
    fake = await startFakeOpenAi();
    ai = createAiProvider({ provider: 'openai', baseUrl: fake.baseUrl, referenceYear: 2026, timeoutMs: 2000 });
  });
  afterEach(() => fake.stop());

  const input = {
    name: 'Folake Adeyemi',
    role: 'Epidemiologist',
    experience: 'Data lead, Nigeria Health Watch (2018 – present)\n- Built a malaria dashboard used by 12 states',
    education: 'PhD, Public Health, University of Ibadan, 2010 - 2014.',
    skills: 'Stata, R',
  };
  const faithful =
    'Folake Adeyemi is an epidemiologist and data lead at Nigeria Health Watch, where she built a malaria dashboard used by 12 states. She holds a PhD in Public Health from the University of Ibadan and works in Stata and R.';

  it('keeps a summary that says only what the inputs say', async () => {
    fake.script({ content: JSON.stringify({ summary: faithful }) });

    expect(await ai.resumeSummary(input)).toBe(faithful);
  });

  it.each([
    ['a figure she never gave', `${faithful} She has 15 years of experience.`],
    ['an organisation she never named', `${faithful} Previously a consultant at McKinsey.`],
    ['a degree she never named', faithful.replace('a PhD', 'an MBA and a PhD')],
    ['praise nobody wrote', `${faithful} Known for turning ambitious plans into shipped, measurable results.`],
    ['a praising word', faithful.replace('an epidemiologist', 'a seasoned epidemiologist')],
  ])('gives the summary written from her inputs when the model adds %s', async (_what, summary) => {
    fake.script({ content: JSON.stringify({ summary }) });

    expect(await ai.resumeSummary(input)).toBe(await builtin.resumeSummary(input, 0));
  });
});

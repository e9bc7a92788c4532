import type { OutlineSection, Slide } from '@kuza/contracts';
import { createAiProvider } from '../src/modules/ai/create-provider';
import { AiProviderError } from '../src/modules/ai/provider/errors';
import type { AiProvider } from '../src/modules/ai/provider/provider';
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai';
import { briefFor, TEAM } from './helpers/ai-brief';

const brief = briefFor();
const OUTLINE: OutlineSection[] = ['SokoFresh', 'Problem', 'Market Size', 'Team'].map((title, i) => ({
  id: `s${i}`,
  title,
  description: '',
}));
const modelSlide = (title: string, extra: object = {}) =>
  JSON.stringify({
    title,
    content: `${title} lead.`,
    bullets: ['One', 'Two', 'Three'],
    notes: 'Say this. Then that.',
    ...extra,
  });

describe('openai provider against an OpenAI-compatible server', () => {
  let fake: FakeOpenAi;
  const provider = (options: { timeoutMs?: number; maxRetries?: number } = {}): AiProvider =>
    createAiProvider({
      provider: 'openai',
      baseUrl: fake.baseUrl,
      apiKey: 'sk-test',
      model: 'kuza-test-model',
      referenceYear: 2026,
      timeoutMs: 2000,
      ...options,
    });

  beforeEach(async () => {
    fake = await startFakeOpenAi();
  });
  afterEach(() => fake.stop());

  it('streams slides and reports each one before the answer has finished, in order', async () => {
    const lines = [
      modelSlide('SokoFresh'),
      modelSlide('Problem'),
      modelSlide('Market Size', {
        chart: { kind: 'bar', labels: ['TAM', 'SAM', 'SOM'], series: [{ name: 'USD M', values: [9000, 1400, 60] }] },
      }),
      modelSlide('Team', { team: [{ name: 'Invented Person', role: 'CEO' }] }),
    ];
    fake.script({ content: `\`\`\`jsonl\n${lines.join('\n')}\n\`\`\``, chunkSize: 25, chunkDelayMs: 5 });
    const seen: Array<{ title: string; index: number; total: number; at: number }> = [];

    const slides = await provider().slides(brief, OUTLINE, (slide, index, total) =>
      seen.push({ title: slide.title, index, total, at: Date.now() }),
    );

    expect(seen.map((s) => [s.title, s.index, s.total])).toEqual([
      ['SokoFresh', 0, 4],
      ['Problem', 1, 4],
      ['Market Size', 2, 4],
      ['Team', 3, 4],
    ]);
    expect(seen[0].at).toBeLessThan(fake.streamsFinishedAt[0]);
    expect(slides.map((s) => s.type)).toEqual(['title', 'content', 'chart', 'team']);
    expect(slides[2].chart!.series[0].values).toEqual([9000, 1400, 60]);
    expect(slides[3].team!.map((m) => m.name)).toEqual(TEAM.map((m) => m.name));

    const [request] = fake.requests;
    expect(request.body).toMatchObject({ model: 'kuza-test-model', stream: true });
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body.messages![1].content).toContain('SokoFresh');
  });

  it('completes a deck from the builtin drafts when the model stops early or sends broken data', async () => {
    fake.script({
      content: `Here you go:\n${modelSlide('SokoFresh')}\n{"title": "Problem", "bullets": "not a list"}\n{"title": `,
    });

    const slides = await provider().slides(brief, OUTLINE);

    expect(slides.map((s) => s.title)).toEqual(['SokoFresh', 'Problem', 'Market Size', 'Team']);
    expect(slides[1].bullets.length).toBeGreaterThanOrEqual(2);
    expect(slides[1].bullets).not.toContain('One');
    expect(slides[2].chart!.labels).toEqual(['TAM', 'SAM', 'SOM']);
  });

  it('keeps the slide written from facts where the model states a figure the founder never gave', async () => {
    const builtin = await createAiProvider({ provider: 'builtin', referenceYear: 2026 }).slides(brief, OUTLINE);
    fake.script({
      content: [
        modelSlide('SokoFresh'),
        modelSlide('Problem', { content: 'A first cohort of 200 farmers loses 35% of its harvest.' }),
        modelSlide('Market Size', { content: 'Fresh produce in East Africa: a USD 9bn market.' }),
        modelSlide('Team'),
      ].join('\n'),
    });

    const slides = await provider().slides(brief, OUTLINE);

    expect(slides[1]).toEqual(builtin[1]);
    expect(slides[2].content).toBe('Fresh produce in East Africa: a USD 9bn market.');
    expect(fake.requests[0].body.messages![0].content).toContain('Every number you write must be one of the facts');
  });

  it("keeps the slide written from facts for a section of the founder's own that copies another slide", async () => {
    const outline = [
      ...OUTLINE,
      { id: 's4', title: 'Traction', description: '' },
      { id: 's5', title: 'Impact', description: '' },
    ];
    const builtin = await createAiProvider({ provider: 'builtin', referenceYear: 2026 }).slides(brief, outline);
    const said = 'Traders come back every week and pay per crate.';
    fake.script({
      content: [
        ...OUTLINE.map((section) => modelSlide(section.title)),
        modelSlide('Traction', { content: said }),
        modelSlide('Impact', { content: said }),
      ].join('\n'),
    });

    const slides = await provider().slides(brief, outline);

    expect(slides[4]!.content).toBe(said);
    expect(slides[5]).toEqual(builtin[5]);
    expect(slides[5]!.content).not.toBe(said);
  });

  it('answers an HTTP 500 with a clear AiProviderError after one quick retry', async () => {
    fake.script({ status: 500 }, { status: 500 });

    const error = await provider()
      .outline(brief)
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AiProviderError);
    expect(error).toMatchObject({
      code: 'unavailable',
      status: 500,
      message: 'The AI service is unavailable (HTTP 500). Try again in a moment.',
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('retries a 429 once, and says the service is busy when it stays busy', async () => {
    fake.script(
      { status: 429 },
      {
        content: JSON.stringify({
          summary: 'Chinedu Okafor is a payments engineer with ten years of building gateways.',
        }),
      },
    );
    expect(await provider().resumeSummary({ name: 'Chinedu Okafor' })).toMatch(
      /^Chinedu Okafor is a payments engineer/,
    );

    fake.script({ status: 429 }, { status: 429 });
    await expect(provider().resumeSummary({ name: 'Chinedu Okafor' })).rejects.toMatchObject({
      code: 'rate_limited',
      message: 'The AI service is busy (HTTP 429). Try again in a moment.',
    });
  });

  it('asks again when the answer is not readable JSON, and gives up after the second try', async () => {
    const sections = [
      { title: 'Cover', description: 'SokoFresh.' },
      { title: 'Problem', description: 'Spoilage.' },
      { title: 'Ask', description: 'USD 500k.' },
    ];
    fake.script(
      { content: 'Sure! {"sections": [oops' },
      { content: `\`\`\`json\n${JSON.stringify({ sections })}\n\`\`\`` },
    );

    const outline = await provider().outline(brief);

    expect(outline.map((s) => [s.id, s.title])).toEqual([
      ['section-01-cover', 'Cover'],
      ['section-02-problem', 'Problem'],
      ['section-03-ask', 'Ask'],
    ]);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0].body.response_format).toEqual({ type: 'json_object' });

    fake.script({ raw: '<html>bad gateway</html>' }, { content: '{"sections": []}' });
    await expect(provider().outline(brief)).rejects.toMatchObject({
      code: 'bad_output',
      message: expect.stringMatching(/could not read/),
    });
  });

  it('drops response_format for servers that reject it', async () => {
    fake.script(
      { status: 400, message: 'Unrecognized request argument supplied: response_format' },
      { content: '{"summary": "Aminata Diallo runs cold-chain operations across Senegal."}' },
    );

    const input = { name: 'Aminata Diallo', experience: 'Cold-chain operations lead across Senegal' };
    expect(await provider({ maxRetries: 0 }).resumeSummary(input)).toContain('cold-chain');
    expect(fake.requests[1].body.response_format).toBeUndefined();
  });

  it('times out a server that does not answer, and a stream that goes quiet', async () => {
    fake.script({ hangMs: 3000 });
    const started = Date.now();
    await expect(provider({ timeoutMs: 200, maxRetries: 0 }).outline(brief)).rejects.toMatchObject({
      code: 'timeout',
      message: 'The AI service did not answer within 0.2 s. Try again in a moment.',
    });
    expect(Date.now() - started).toBeLessThan(1500);

    fake.script({ content: `${modelSlide('SokoFresh')}\n${modelSlide('Problem')}`, chunkSize: 60, chunkDelayMs: 400 });
    await expect(provider({ timeoutMs: 200 }).slides(brief, OUTLINE)).rejects.toMatchObject({ code: 'timeout' });
  });

  it('stops when the caller aborts', async () => {
    fake.script({ content: OUTLINE.map((s) => modelSlide(s.title)).join('\n'), chunkSize: 20, chunkDelayMs: 30 });
    const controller = new AbortController();

    const slides = provider().slides(brief, OUTLINE, () => controller.abort(), controller.signal);

    await expect(slides).rejects.toMatchObject({ code: 'aborted', message: 'Generation was cancelled.' });
  });

  it('rewrites a slide keeping its type and filling what the model left out', async () => {
    const ai = provider();
    fake.script({
      content: [modelSlide('SokoFresh'), modelSlide('Problem'), modelSlide('Market Size'), modelSlide('Team')].join(
        '\n',
      ),
    });
    const [, , market] = await ai.slides(brief, OUTLINE);
    fake.script({
      content: JSON.stringify({
        title: 'Market Size',
        type: 'content',
        content: 'A USD 9bn market (≈ KES 1.2trn).',
        chart: { labels: ['TAM'], series: [] },
      }),
    });

    const result = await ai.rewriteSlide(brief, market, 'Make it simpler');

    expect(result).toMatchObject({ applied: true, instructions: ['simpler'], factChanges: [] });
    expect(result.applied && result.slide).toMatchObject({
      id: market.id,
      type: 'chart',
      content: 'A USD 9bn market (≈ KES 1.2trn).',
      bullets: market.bullets,
      chart: market.chart,
    });
    const asked = fake.requests[1].body.messages![1].content;
    expect(asked).toContain('Make it simpler');
    expect(asked).toContain('Do only this, nothing else: Make it simpler: Replaces jargon');
  });

  it('follows fact instructions and refuses what it cannot do as the builtin provider does, without asking the model', async () => {
    const ai = provider();
    const builtin = createAiProvider({ provider: 'builtin', referenceYear: 2026 });
    const problem: Slide = {
      id: 'p',
      type: 'content',
      title: 'Problem',
      content: 'Up to 40% of fresh produce spoils between farm and market in Kenya.',
      bullets: ['Middlemen pay farmers 30% below the market price at harvest', 'Banks rarely lend against a harvest'],
      notes: '',
    };
    for (const prompt of ['Remove the middlemen line', 'Add our competitors', 'Translate it into Swahili', 'drought']) {
      expect(await ai.rewriteSlide(brief, problem, prompt)).toEqual(await builtin.rewriteSlide(brief, problem, prompt));
    }
    expect(fake.requests).toHaveLength(0);
  });

  it("rewrites a Team slide over today's members, whatever people the model sends", async () => {
    const ai = provider();
    fake.script({ content: OUTLINE.map((s) => modelSlide(s.title)).join('\n') });
    const [, , , team] = await ai.slides(brief, OUTLINE);
    fake.script({ content: modelSlide('Team', { team: [{ name: 'Invented Person', role: 'CEO' }] }) });
    const today = briefFor({}, { team: [{ name: 'Amina Yusuf', role: 'COO', bio: 'Ran operations at Kuda' }] });

    const result = await ai.rewriteSlide(today, team, 'Make it persuasive');
    const rewritten = result.applied ? result.slide : team;

    expect(rewritten).toMatchObject({ id: team.id, type: 'team' });
    expect(rewritten.team).toEqual([{ name: 'Amina Yusuf', role: 'COO', bio: 'Ran operations at Kuda' }]);
    // The model was shown the current team, not the stored one.
    const asked = fake.requests[1].body.messages![1].content;
    expect(asked).toContain('Amina Yusuf');
    expect(asked).not.toContain('Otieno Ochieng');
  });

  it('builds resume sections from the model, keeping the summary it was given and any section it dropped', async () => {
    fake.script({
      content: JSON.stringify({
        sections: [
          { label: 'Summary', content: 'Changed.' },
          { label: 'Experience', content: '**CTO, PayLink** (2021 – present)\n- Built a gateway' },
        ],
      }),
    });

    const sections = await provider().resumeSections(
      { name: 'Chinedu Okafor', education: 'BSc Computer Science, University of Lagos', skills: 'Go, Kafka' },
      'The summary.',
    );

    expect(sections.map((s) => [s.label, s.content])).toEqual([
      ['Summary', 'The summary.'],
      ['Experience', '**CTO, PayLink** (2021 – present)\n- Built a gateway'],
      ['Education', '- BSc Computer Science, University of Lagos'],
      ['Skills', '- Go, Kafka'],
    ]);
  });

  it('heads the sections of a French resume in French, whatever names the model gave them', async () => {
    fake.script({
      content: JSON.stringify({
        sections: [
          { label: 'Summary', content: 'Changed.' },
          { label: 'Experience', content: '**CTO, PayLink**' },
        ],
      }),
    });

    const sections = await provider().resumeSections({ name: 'Awa Diop', skills: 'Go, Kafka' }, 'Le résumé.', 'fr');

    expect(sections.map((s) => [s.label, s.content])).toEqual([
      ['Profil', 'Le résumé.'],
      ['Expérience', '**CTO, PayLink**'],
      ['Compétences', '- Go, Kafka'],
    ]);
  });

  it('refuses to start without a base URL', () => {
    expect(() => createAiProvider({ provider: 'openai' })).toThrow(AiProviderError);
  });
});

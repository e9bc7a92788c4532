/**
 * With AI_PROVIDER=openai an application's answers are the model's words, each checked against the
 * facts it was given: an answer with a figure or a name the founder never gave, over its limit, or
 * whose request failed keeps its builtin draft, and only that answer. Missing facts stay questions,
 * and one founder's facts never reach another founder's prompt.
 */
import {
  FACT_PROMPTS,
  programmeById,
  type AnswerRedraft,
  type Application,
  type FactSheet,
  type ProgrammeQuestion,
} from '@kuza/contracts';
import { draftAnswer, neededSentences } from '../src/modules/applications/draft';
import { openAiWording } from '../src/modules/applications/wording';
import { draft, founderWithFacts, SOKOFRESH_FACTS } from './helpers/applications';
import { createAuthApp, type AuthTestApp } from './helpers/auth';
import { as } from './helpers/decks';
import { startFakeOpenAi, type FakeOpenAi, type FakeReply, type FakeRequest } from './helpers/fake-openai';

const techstars = programmeById('techstars')!;
const question = (id: string) => techstars.questions.find((candidate) => candidate.id === id)!;
const says = (answer: string): FakeReply => ({ content: JSON.stringify({ answer }) });
const promptOf = (request: FakeRequest) => (request.body.messages ?? []).map((message) => message.content).join('\n');
const answerOf = (application: Application, questionId: string) =>
  application.answers.find((answer) => answer.questionId === questionId)!;
const builtinText = (id: string, sheet: FactSheet = SOKOFRESH_FACTS) => draftAnswer(question(id), sheet).text;

/** The outline a new deck asks the model for: the tests' decks are made with the same provider. */
const outlineReply: FakeReply = {
  content: JSON.stringify({
    sections: ['Cover', 'Problem', 'Solution', 'Traction', 'Ask'].map((title) => ({ title, description: title })),
  }),
};

/** What the fake model answers to each question, by its text; a question not listed gets its first fact back. */
let replies = new Map<string, FakeReply>();
function reply(request: FakeRequest): FakeReply {
  const prompt = promptOf(request);
  if (!prompt.includes('Question: ')) return outlineReply;
  for (const [text, answer] of replies) if (prompt.includes(`Question: ${text}`)) return answer;
  return says(/^- (.+)$/m.exec(prompt)?.[1] ?? '');
}

let fake: FakeOpenAi;
let ctx: AuthTestApp;
beforeAll(async () => {
  fake = await startFakeOpenAi(reply);
  ctx = await createAuthApp({ AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-test' });
});
afterAll(async () => {
  await ctx.stop();
  await fake.stop();
});
beforeEach(() => {
  replies = new Map();
});

const CLEAN_TRACTION = 'We have 1,200 paying farmers since 2023 and revenue of USD 4,000 a month.';

describe('drafting with the OpenAI-compatible provider', () => {
  it("shows the model's wording of an answer when every figure and name in it is the founder's", async () => {
    replies.set(question('traction').text, says(CLEAN_TRACTION));
    const { cookie, deck } = await founderWithFacts(ctx);
    const application = await draft(ctx, cookie, deck.id, 'techstars');
    expect(answerOf(application, 'traction').text).toBe(CLEAN_TRACTION);
    expect(answerOf(application, 'traction').missing).toEqual([]);
  });

  it('keeps the builtin draft for each answer the model words wrongly or not at all, and the model’s for the rest', async () => {
    replies.set(question('traction').text, says(CLEAN_TRACTION));
    // A figure the founder never gave.
    replies.set(
      question('problem').text,
      says('Farmers in Kenya lose 45% of their harvest before it reaches a market.'),
    );
    // A name the founder never gave.
    replies.set(question('team').text, says('Amina Njoroge, CEO, and Kwame Mensah, CTO, advised by Grace Wanjiru.'));
    // Over the 140 characters of the pitch, in the founder's own words.
    replies.set(question('pitch').text, says(`${'Cold storage for farmers. '.repeat(6).trim()}`));
    // The service fails for this answer only.
    replies.set(question('solution').text, { status: 500 });
    const { cookie, deck } = await founderWithFacts(ctx);

    const application = await draft(ctx, cookie, deck.id, 'techstars');

    expect(answerOf(application, 'traction').text).toBe(CLEAN_TRACTION);
    for (const id of ['problem', 'team', 'pitch', 'solution'])
      expect({ id, text: answerOf(application, id).text }).toEqual({ id, text: builtinText(id) });
  });

  it('never sends a fact the founder did not give, and a missing fact stays a question whatever the model says', async () => {
    replies.set(question('funding').text, says('We are raising a USD 500k seed round: 60% for new cold rooms.'));
    const { cookie, deck } = await founderWithFacts(ctx);
    const before = fake.requests.length;

    const funding = answerOf(await draft(ctx, cookie, deck.id, 'techstars'), 'funding');

    expect(funding.text).toBe('We are raising a USD 500k seed round.');
    expect(funding.missing).toEqual([FACT_PROMPTS.useOfFunds]);
    const prompt = fake.requests
      .slice(before)
      .map(promptOf)
      .find((text) => text.includes(question('funding').text))!;
    expect(prompt).toContain('- We are raising a USD 500k seed round.');
    expect(prompt.match(/^- /gm)).toHaveLength(1);
  });

  it('asks nothing of the model for an answer whose facts are all missing', async () => {
    const { cookie, deck } = await founderWithFacts(ctx, { ...SOKOFRESH_FACTS, market: undefined });
    const before = fake.requests.length;
    const market = answerOf(await draft(ctx, cookie, deck.id, 'techstars'), 'market');
    expect(market.text).toBe('');
    expect(market.missing).toEqual([FACT_PROMPTS.market]);
    expect(fake.requests.slice(before).map(promptOf).join('\n')).not.toContain(question('market').text);
  });

  it("redrafts an answer in the model's words, and from the facts when the model invents", async () => {
    const { cookie, deck } = await founderWithFacts(ctx);
    const application = await draft(ctx, cookie, deck.id, 'techstars');
    const redraft = async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/applications/${application.id}/answers/traction/redraft`,
        ...as(cookie),
      });
      expect(response.statusCode).toBe(200);
      return response.json<AnswerRedraft>();
    };

    replies.set(question('traction').text, says(CLEAN_TRACTION));
    expect((await redraft()).after.text).toBe(CLEAN_TRACTION);
    replies.set(question('traction').text, says('We have 1,500 paying farmers since 2023.'));
    expect((await redraft()).after.text).toBe(builtinText('traction'));
  });
});

describe("one founder's facts in the model's prompts", () => {
  const MAMACARE: FactSheet = {
    company: { text: 'MamaCare books prenatal visits for mothers in Lagos.', source: 'typed' },
    oneLiner: { text: 'Prenatal care booked by SMS.', source: 'typed' },
    problem: { text: 'Mothers in Lagos wait 6 hours for a prenatal visit.', source: 'typed' },
    solution: { text: 'Visits booked by SMS at 40 partner clinics.', source: 'typed' },
    traction: { text: '8,500 mothers booked in 2025.', source: 'typed' },
    customers: [],
    team: [{ name: 'Ngozi Okafor', role: 'CEO', source: 'typed' }],
    ask: { text: 'We are raising NGN 300 million.', source: 'typed' },
    useOfFunds: [],
    milestones: [],
  };
  const SOKOFRESH_MARKS = ['SokoFresh', 'Nairobi', '1,200', 'Amina', 'Kwame', 'crate', 'USD 500k'];
  const MAMACARE_MARKS = ['MamaCare', 'Lagos', '8,500', 'Ngozi', 'SMS', 'NGN 300'];
  const mentions = (text: string, marks: string[]) => marks.filter((mark) => text.includes(mark));

  it("never puts one founder's facts into another's prompt or answers, drafting at the same time", async () => {
    const [soko, mama] = await Promise.all([founderWithFacts(ctx), founderWithFacts(ctx, MAMACARE)]);
    const before = fake.requests.length;

    const [sokoApplication, mamaApplication] = await Promise.all([
      draft(ctx, soko.cookie, soko.deck.id, 'techstars'),
      draft(ctx, mama.cookie, mama.deck.id, 'techstars'),
    ]);

    const prompts = fake.requests.slice(before).map(promptOf);
    expect(prompts.length).toBeGreaterThanOrEqual(10);
    for (const prompt of prompts)
      expect(mentions(prompt, SOKOFRESH_MARKS).length && mentions(prompt, MAMACARE_MARKS).length).toBe(0);
    expect(prompts.filter((prompt) => mentions(prompt, MAMACARE_MARKS).length).length).toBeGreaterThan(0);
    const textOf = (application: Application) => application.answers.map((answer) => answer.text).join('\n');
    expect(mentions(textOf(sokoApplication), MAMACARE_MARKS)).toEqual([]);
    expect(mentions(textOf(mamaApplication), SOKOFRESH_MARKS)).toEqual([]);
  });
});

describe('openAiWording', () => {
  const toWord = (id: string) => ({
    programmeName: techstars.name,
    question: question(id) as ProgrammeQuestion,
    facts: neededSentences(question(id), SOKOFRESH_FACTS).flat(),
  });

  it('keeps the builtin draft (undefined) for an answer the model is too late for, and words the others', async () => {
    replies.set(question('problem').text, { hangMs: 5_000 });
    replies.set(question('traction').text, says(CLEAN_TRACTION));
    const failures: unknown[] = [];
    const word = openAiWording(
      { baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'fake-model' },
      { timeoutMs: 400, onError: (error) => failures.push(error) },
    );
    const started = Date.now();
    expect(await word([toWord('problem'), toWord('traction')])).toEqual([undefined, CLEAN_TRACTION]);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(failures).toHaveLength(1);
  });

  it('keeps the builtin draft for a reply that is not the JSON it asked for', async () => {
    replies.set(question('traction').text, { content: 'Sure! Here is your answer.' });
    const word = openAiWording({ baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'fake-model' });
    expect(await word([toWord('traction')])).toEqual([undefined]);
  });
});

/**
 * Applications through the API: drafted from a deck's confirmed facts for every programme, checked for
 * eligibility, edited and saved over the limit, flagged stale when a fact changes, redrafted, and
 * readable only inside the deck's workspace.
 */
import {
  answerLength,
  emptyFactSheet,
  FACT_PROMPTS,
  PROGRAMMES,
  type AnswerRedraft,
  type Application,
  type FactSheet,
} from '@kuza/contracts';
import { unstated } from '../src/modules/ai/openai/model-checks';
import { draft, founderWithFacts, setFacts, SOKOFRESH_FACTS } from './helpers/applications';
import { createAuthApp, type AuthTestApp } from './helpers/auth';
import { as, ownerAndMember, createAiDeck } from './helpers/decks';
import { TEST_WEB_ORIGIN } from './helpers/test-app';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const get = (cookie: string, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/applications/${id}`, ...as(cookie) });
const put = (cookie: string, id: string, answers: unknown[]) =>
  ctx.app.inject({ method: 'PUT', url: `/applications/${id}`, payload: { answers }, ...as(cookie) });
const answerOf = (application: Application, questionId: string) =>
  application.answers.find((answer) => answer.questionId === questionId)!;

describe('POST /decks/:id/applications', () => {
  it('drafts all eight programmes from one deck: every answer within its limit, in whole sentences, with only the founder’s figures', async () => {
    const { cookie, deck } = await founderWithFacts(ctx);
    const facts = JSON.stringify(SOKOFRESH_FACTS);
    for (const programme of PROGRAMMES) {
      const application = await draft(ctx, cookie, deck.id, programme.id);
      expect(application).toMatchObject({ program: programme.id, programName: programme.name, deckId: deck.id });
      expect(application.answers.map((answer) => answer.questionId)).toEqual(programme.questions.map((q) => q.id));
      for (const answer of application.answers) {
        expect(answerLength(answer.text, answer.limit.unit)).toBeLessThanOrEqual(answer.limit.max);
        expect(answer.length).toBeLessThanOrEqual(answer.limit.max);
        expect(answer.chars).toBe([...answer.text].length);
        if (answer.text) expect(answer.text).toMatch(/[.!?…]$/);
        expect(unstated(answer.text, facts)).toEqual([]);
        expect(answer.stale).toBe(false);
      }
    }
  });

  it('says the founder’s own words, and asks for the use of funds the founder never gave', async () => {
    const { cookie, deck } = await founderWithFacts(ctx);
    const application = await draft(ctx, cookie, deck.id, 'techstars');
    expect(answerOf(application, 'traction').text).toContain('1,200 paying farmers since 2023.');
    expect(answerOf(application, 'team').text).toBe('Amina Njoroge, CEO. Kwame Mensah, CTO.');
    const funding = answerOf(application, 'funding');
    expect(funding.text).toBe('We are raising a USD 500k seed round.');
    expect(funding.missing).toEqual([FACT_PROMPTS.useOfFunds]);
    expect(answerOf(application, 'market').text).toBe('');
    expect(answerOf(application, 'market').missing).toEqual([FACT_PROMPTS.market]);
  });

  it('checks eligibility against the facts, with a reason for each rule', async () => {
    const { cookie, deck } = await founderWithFacts(ctx);
    const catalyst = await draft(ctx, cookie, deck.id, 'catalyst-fund');
    expect(catalyst.eligibility.verdict).toBe('eligible');
    expect(Object.fromEntries(catalyst.eligibility.checks.map((check) => [check.rule, check.met]))).toEqual({
      stages: 'yes',
      revenue: 'yes',
      maxRaised: 'yes',
      maxAgeYears: 'yes',
      sectors: 'yes',
      countries: 'yes',
    });
    expect(catalyst.eligibility.checks.find((check) => check.rule === 'maxRaised')!.reason).toBe(
      'Raised USD 150k, within the limit of USD 1,000,000.',
    );
    // Antler takes ideas and pre-seed rounds; this is a seed round.
    const antler = await draft(ctx, cookie, deck.id, 'antler');
    expect(antler.eligibility).toEqual({
      verdict: 'not-eligible',
      checks: [{ rule: 'stages', met: 'no', reason: 'Stage seed; the programme takes idea, pre-seed.' }],
    });
  });

  it('answers 404 with the programmes there are for an unknown programme', async () => {
    const { cookie, deck } = await founderWithFacts(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/decks/${deck.id}/applications`,
      payload: { program: 'hogwarts' },
      ...as(cookie),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatch(/^Unknown programme 'hogwarts'\. Programmes: y-combinator, techstars, /);
  });

  it('makes a deck with no facts an application of questions only, with no answer text', async () => {
    const { cookie, deck } = await founderWithFacts(ctx, emptyFactSheet());
    const application = await draft(ctx, cookie, deck.id, 'y-combinator');
    for (const answer of application.answers) {
      expect(answer.text).toBe('');
      expect(answer.missing.length).toBeGreaterThan(0);
      for (const question of answer.missing) expect(question).toMatch(/\?$/);
    }
    expect(application.eligibility.checks[0]).toEqual({
      rule: 'stages',
      met: 'unknown',
      reason: expect.stringMatching(/^No stage yet:/),
    });
  });
});

describe('who sees an application', () => {
  it('keeps each founder’s application to their own workspace, and its answers to their own facts', async () => {
    const a = await founderWithFacts(ctx);
    const tibaFacts: FactSheet = {
      ...emptyFactSheet(),
      oneLiner: { text: 'Tiba books clinic visits by SMS.', source: 'typed' },
      traction: { text: '85 clinics in Kampala use Tiba.', source: 'typed' },
      team: [{ name: 'Grace Achieng', role: 'CEO', source: 'typed' }],
    };
    const b = await founderWithFacts(ctx, tibaFacts, { startupName: 'Tiba', industry: 'HealthTech', description: '' });
    const mine = await draft(ctx, a.cookie, a.deck.id, 'mest');
    const theirs = await draft(ctx, b.cookie, b.deck.id, 'mest');

    for (const response of [
      await get(b.cookie, mine.id),
      await put(b.cookie, mine.id, [{ questionId: 'pitch', text: 'Taken over.' }]),
      await ctx.app.inject({ method: 'DELETE', url: `/applications/${mine.id}`, ...as(b.cookie) }),
      await ctx.app.inject({ method: 'POST', url: `/applications/${mine.id}/answers/pitch/redraft`, ...as(b.cookie) }),
      await ctx.app.inject({ method: 'GET', url: `/applications/${mine.id}/export?format=md`, ...as(b.cookie) }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Application not found' });
    }
    for (const response of [
      await ctx.app.inject({ method: 'GET', url: `/decks/${a.deck.id}/applications`, ...as(b.cookie) }),
      await ctx.app.inject({
        method: 'POST',
        url: `/decks/${a.deck.id}/applications`,
        payload: { program: 'mest' },
        ...as(b.cookie),
      }),
      await ctx.app.inject({ method: 'GET', url: `/decks/${a.deck.id}/one-pager.pdf`, ...as(b.cookie) }),
    ])
      expect(response.statusCode).toBe(404);

    const theirText = JSON.stringify(theirs.answers);
    for (const word of ['SokoFresh', 'Amina', 'Kwame', '1,200', 'Nairobi']) expect(theirText).not.toContain(word);
    expect(theirText).toContain('85 clinics in Kampala use Tiba.');
    expect((await get(a.cookie, mine.id)).json<{ application: Application }>().application.answers).toEqual(
      mine.answers,
    );
  });

  it('lets a member of the deck’s workspace read and edit it, and nobody without a session', async () => {
    const { owner, member } = await ownerAndMember(ctx);
    const deck = await createAiDeck(ctx, owner.cookie);
    const application = await draft(ctx, owner.cookie, deck.id, 'seedstars');
    expect((await get(member.cookie, application.id)).statusCode).toBe(200);
    expect(
      (await put(member.cookie, application.id, [{ questionId: 'description', text: 'Cold rooms.' }])).statusCode,
    ).toBe(200);
    const listed = await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}/applications`, ...as(owner.cookie) });
    expect(listed.json<{ items: Application[] }>().items.map((item) => item.id)).toEqual([application.id]);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/applications/${application.id}`,
      headers: { origin: TEST_WEB_ORIGIN },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('editing an application', () => {
  it('saves an answer over its limit as written, with its count', async () => {
    const { cookie, deck } = await founderWithFacts(ctx);
    const application = await draft(ctx, cookie, deck.id, 'y-combinator');
    const long = 'We keep harvests cold. '.repeat(60).trim();
    const saved = await put(cookie, application.id, [{ questionId: 'what', text: long }]);
    expect(saved.statusCode).toBe(200);
    const what = answerOf(saved.json<{ application: Application }>().application, 'what');
    expect(what).toMatchObject({ text: long, chars: long.length, length: long.length });
    expect(what.length).toBeGreaterThan(what.limit.max);
    expect(
      answerOf((await get(cookie, application.id)).json<{ application: Application }>().application, 'what').text,
    ).toBe(long);
    expect((await put(cookie, application.id, [{ questionId: 'nope', text: 'x' }])).json()).toMatchObject({
      error: 'This application has no such question',
    });
  });

  it('flags the answers whose facts changed, redrafts one beside the saved text, and clears the flag once accepted', async () => {
    const { cookie, deck } = await founderWithFacts(ctx);
    const application = await draft(ctx, cookie, deck.id, 'techstars');
    const traction = '2,400 paying farmers since 2023. Revenue of USD 9,000 a month.';
    await setFacts(ctx, cookie, deck.id, { ...SOKOFRESH_FACTS, traction: { text: traction, source: 'typed' } });

    const after = (await get(cookie, application.id)).json<{ application: Application }>().application;
    expect(after.answers.filter((answer) => answer.stale).map((answer) => answer.questionId)).toEqual(['traction']);
    expect(answerOf(after, 'traction').text).toContain('1,200 paying farmers');

    const redraft = await ctx.app.inject({
      method: 'POST',
      url: `/applications/${application.id}/answers/traction/redraft`,
      ...as(cookie),
    });
    const { before, after: redrafted } = redraft.json<AnswerRedraft>();
    expect(before).toMatchObject({ stale: true, text: expect.stringContaining('1,200') });
    expect(redrafted).toMatchObject({ stale: false, text: traction });
    // Not saved until accepted.
    expect(
      answerOf((await get(cookie, application.id)).json<{ application: Application }>().application, 'traction').stale,
    ).toBe(true);

    const accepted = await put(cookie, application.id, [
      { questionId: 'traction', text: redrafted.text, fromFacts: true },
    ]);
    expect(answerOf(accepted.json<{ application: Application }>().application, 'traction')).toMatchObject({
      text: traction,
      stale: false,
    });
  });

  it('deletes an application', async () => {
    const { cookie, deck } = await founderWithFacts(ctx);
    const application = await draft(ctx, cookie, deck.id, 'antler');
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/applications/${application.id}`, ...as(cookie) });
    expect(deleted.statusCode).toBe(204);
    expect((await get(cookie, application.id)).statusCode).toBe(404);
  });
});

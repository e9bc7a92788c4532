import type { Deck, DeckSummary, GenerationStatus, ShareInfo, SlideRewrite } from '@kuza/contracts';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, builtResume, createAiDeck, generate, ownerAndMember, setMember } from './helpers/decks';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const put = (cookie: string, id: string, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/decks/${id}`, payload: body, ...as(cookie) });

describe('creating decks', () => {
  it('writes an outline from the founder inputs and lists the new deck as a Draft, with its startup name', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    expect(deck).toMatchObject({
      name: 'SokoFresh',
      status: 'Draft',
      template: 'Custom Template',
      version: 0,
      slides: [],
    });
    expect(deck.outline.length).toBeGreaterThanOrEqual(5);
    expect(deck.outline.map((s) => s.title).join(' ')).toMatch(/Problem/);
    const list = (await ctx.app.inject({ method: 'GET', url: '/decks', ...as(cookie) })).json<{
      items: DeckSummary[];
    }>();
    expect(list.items).toEqual([
      expect.objectContaining({
        id: deck.id,
        name: 'SokoFresh',
        status: 'Draft',
        slideCount: 0,
        startupName: 'SokoFresh',
      }),
    ]);
  });

  it('turns pasted text into outline sections', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const pastedText =
      '# Problem\nFarmers lose 40% of produce.\n\n# Solution\nCold rooms paid per crate.\n\n# Team\nAmina and Kofi.';
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/decks',
      payload: { mode: 'paste', inputs: { pastedText } },
      ...as(cookie),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Deck>().outline.map((s) => s.title)).toEqual(['Problem', 'Solution', 'Team']);
    // A pasted deck has no typed startup name, so the creation form has none to offer from it.
    const list = (await ctx.app.inject({ method: 'GET', url: '/decks', ...as(cookie) })).json<{
      items: DeckSummary[];
    }>();
    expect(list.items[0]).not.toHaveProperty('startupName');
  });

  it('names a pasted deck after the company the pitch names, never after one of its sections', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const create = (pastedText: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/decks',
        payload: { mode: 'paste', inputs: { pastedText } },
        ...as(cookie),
      });
    const named = (await create('ShambaEye\nThe problem\nPests.\nTraction\n1,200 paying farmers.')).json<Deck>();
    expect([named.name, named.inputs.startupName]).toEqual(['ShambaEye', 'ShambaEye']);
    const unnamed = (await create('Traction\n1,200 paying farmers.\nThe ask\nUSD 500k.')).json<Deck>();
    expect([unnamed.name, unnamed.inputs.startupName]).toEqual(['Untitled deck', undefined]);
  });

  it('explains what is missing in a bad request', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const noName = await ctx.app.inject({
      method: 'POST',
      url: '/decks',
      payload: { mode: 'ai', inputs: {} },
      ...as(cookie),
    });
    expect([noName.statusCode, noName.json().error]).toEqual([400, 'Startup/Business Name is required']);
    const blank = await ctx.app.inject({
      method: 'POST',
      url: '/decks',
      payload: { mode: 'paste', inputs: { pastedText: '   ' } },
      ...as(cookie),
    });
    expect([blank.statusCode, blank.json().error]).toEqual([400, 'Paste some text to turn into an outline']);
    const year = await ctx.app.inject({
      method: 'POST',
      url: '/decks',
      payload: { mode: 'ai', inputs: { startupName: 'X', yearFounded: 'soon' } },
      ...as(cookie),
    });
    expect([year.statusCode, year.json().error]).toEqual([400, 'Year Founded must be a number']);
  });
});

describe('editing with optimistic concurrency', () => {
  it('saves with the current version and refuses a stale one with 409', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    const first = await put(cookie, deck.id, { version: 0, name: 'SokoFresh Seed' });
    expect([first.statusCode, first.json().version, first.json().name]).toEqual([200, 1, 'SokoFresh Seed']);
    const stale = await put(cookie, deck.id, { version: 0, name: 'Lost update' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(/changed somewhere else/);
    const reread = (await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(cookie) })).json<Deck>();
    expect(reread.name).toBe('SokoFresh Seed');
  });

  it('rejects malformed slides and operator objects', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    const bad = await put(cookie, deck.id, {
      version: 0,
      slides: [{ id: 's', type: 'video', title: '', content: '', bullets: [], notes: '' }],
    });
    expect(bad.statusCode).toBe(400);
    const operator = await put(cookie, deck.id, { version: 0, name: { $ne: null } });
    expect(operator.statusCode).toBe(400);
  });
});

describe('workspace permissions', () => {
  it('hides a deck from users of other workspaces', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    const outsider = await verifiedAccount(ctx);
    for (const [method, url] of [
      ['GET', `/decks/${deck.id}`],
      ['PUT', `/decks/${deck.id}`],
      ['DELETE', `/decks/${deck.id}`],
      ['POST', `/decks/${deck.id}/duplicate`],
      ['GET', `/decks/${deck.id}/export?format=pdf`],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        payload: method === 'PUT' ? { version: 0 } : undefined,
        ...as(outsider.cookie),
      });
      expect(`${method} ${response.statusCode}`).toBe(`${method} 404`);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/decks/not-an-id', ...as(outsider.cookie) })).statusCode).toBe(
      404,
    );
  });

  it('lets a Member edit and duplicate a deck but not delete it', async () => {
    const { owner, member } = await ownerAndMember(ctx);
    const deck = await createAiDeck(ctx, owner.cookie);
    const listOf = async (cookie: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/decks', ...as(cookie) })).json<{ canDelete: boolean }>();
    expect([(await listOf(owner.cookie)).canDelete, (await listOf(member.cookie)).canDelete]).toEqual([true, false]);
    expect((await put(member.cookie, deck.id, { version: 0, name: 'Edited by member' })).statusCode).toBe(200);
    const copy = await ctx.app.inject({ method: 'POST', url: `/decks/${deck.id}/duplicate`, ...as(member.cookie) });
    expect([copy.statusCode, copy.json().name]).toEqual([201, 'Edited by member (copy)']);
    const refused = await ctx.app.inject({ method: 'DELETE', url: `/decks/${deck.id}`, ...as(member.cookie) });
    expect([refused.statusCode, refused.json().error]).toEqual([
      403,
      'Only the workspace Owner or an Admin can delete a deck',
    ]);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/decks/${deck.id}`, ...as(owner.cookie) })).statusCode).toBe(
      204,
    );
    expect((await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(owner.cookie) })).statusCode).toBe(
      404,
    );
  });

  it('lets an Admin delete a deck', async () => {
    const { owner, member } = await ownerAndMember(ctx);
    await setMember(ctx, owner.cookie, member.email, { firstName: 'Zuri', lastName: 'Mwangi', role: 'Admin' });
    const deck = await createAiDeck(ctx, owner.cookie);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/decks/${deck.id}`, ...as(member.cookie) })).statusCode,
    ).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(owner.cookie) })).statusCode).toBe(
      404,
    );
  });
});

describe('requests that arrive together', () => {
  it('gives two simultaneous share requests the same link', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    const share = () => ctx.app.inject({ method: 'POST', url: `/decks/${deck.id}/share`, ...as(cookie) });
    const [first, second] = await Promise.all([share(), share()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json<ShareInfo>().path).toMatch(/^\/share\/deck\/[\w-]+$/);
    expect(second.json<ShareInfo>().path).toBe(first.json<ShareInfo>().path);
    const info = await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}/share`, ...as(cookie) });
    expect(info.json<ShareInfo>().path).toBe(first.json<ShareInfo>().path);
  });

  it('starts one generation run for two simultaneous generate requests', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    const runs = jest.spyOn(ctx.app.ai, 'slides');
    try {
      const start = () => ctx.app.inject({ method: 'POST', url: `/decks/${deck.id}/generate`, ...as(cookie) });
      const [first, second] = await Promise.all([start(), start()]);
      expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
      expect([first.json<GenerationStatus>().state, second.json<GenerationStatus>().state]).not.toContain('idle');
      for (let i = 0; i < 200; i += 1) {
        const status = await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}/generation`, ...as(cookie) });
        if (status.json<GenerationStatus>().state === 'done') break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(runs).toHaveBeenCalledTimes(1);
      const done = (await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(cookie) })).json<Deck>();
      // One run writes the slides once: the version moved by one.
      expect([done.status, done.version]).toEqual(['Complete', 1]);
    } finally {
      runs.mockRestore();
    }
  });
});

describe('generation and the AI Helper', () => {
  it("writes one slide per outline section from the deck's facts, lists what is missing, and shows the team", async () => {
    const { owner } = await ownerAndMember(ctx);
    const deck = await createAiDeck(ctx, owner.cookie);
    const status = await generate(ctx, owner.cookie, deck.id);
    expect(status).toMatchObject({ state: 'done', done: deck.outline.length, total: deck.outline.length });
    const done = (await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(owner.cookie) })).json<Deck>();
    expect(done.status).toBe('Complete');
    expect(done.slides).toHaveLength(deck.outline.length);
    // The form gave no market size or competitors: those slides are qualitative and listed with a question.
    expect(done.slides.some((s) => s.chart)).toBe(false);
    expect(done.checks?.missing.map((m) => m.slideTitle)).toEqual(
      expect.arrayContaining(['Market Size', 'Competition']),
    );
    expect(done.checks?.problems).toEqual([]);
    const team = done.slides.find((s) => s.type === 'team');
    expect(team?.team?.map((m) => m.name)).toEqual(['Ada Obi', 'Ada Obi']);
    expect(JSON.stringify(done.slides)).toContain('SokoFresh');
  });

  it('rewrites the current slide from a prompt without saving it', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    await generate(ctx, cookie, deck.id);
    const full = (await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(cookie) })).json<Deck>();
    // A slide with words of the founder's to rewrite (a slide the founder left empty has none).
    const slide = full.slides.slice(1).find((each) => each.type === 'content' && each.content)!;
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/decks/${deck.id}/slides/${slide.id}/rewrite`,
      payload: { prompt: 'make it bullets' },
      ...as(cookie),
    });
    expect(response.statusCode).toBe(200);
    const { before, after } = response.json<SlideRewrite>();
    expect(before).toEqual(slide);
    expect(after?.id).toBe(slide.id);
    expect(after).not.toEqual(slide);
    const blank = await ctx.app.inject({
      method: 'POST',
      url: `/decks/${deck.id}/slides/${slide.id}/rewrite`,
      payload: { prompt: ' ' },
      ...as(cookie),
    });
    expect([blank.statusCode, blank.json().error]).toEqual([400, 'Tell the AI Helper what to change']);
  });
});

describe('the Team slide and resumes', () => {
  const CHINEDU = {
    name: 'Chinedu Okeke',
    role: 'Co-founder & CTO',
    experience: 'Lead engineer at Paystack (2018-2022)',
  };

  it('lists only the members who have a resume once one of them has', async () => {
    const { owner, member } = await ownerAndMember(ctx);
    await setMember(ctx, owner.cookie, member.email, { firstName: 'Zuri', lastName: 'Mwangi', role: 'Member' });
    await builtResume(ctx, member.cookie, { ...CHINEDU, name: 'Zuri Mwangi' }, 'Zuri builds payment rails.');
    const deck = await createAiDeck(ctx, owner.cookie);
    await generate(ctx, owner.cookie, deck.id);
    const done = (await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(owner.cookie) })).json<Deck>();
    const team = done.slides.find((s) => s.type === 'team')!;
    expect(team.team).toEqual([{ name: 'Zuri Mwangi', role: 'Co-founder & CTO', bio: 'Zuri builds payment rails.' }]);
    expect(JSON.stringify(team)).not.toContain('Ada Obi');
  });

  it('shows a resume summary edited after generation when the AI Helper rewrites the Team slide', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const resume = await builtResume(ctx, cookie, CHINEDU, 'Chinedu builds payment rails. He scaled cards.');
    const deck = await createAiDeck(ctx, cookie);
    await generate(ctx, cookie, deck.id);
    const full = (await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(cookie) })).json<Deck>();
    const slide = full.slides.find((s) => s.type === 'team')!;
    expect(slide.team![0]!.bio).toBe('Chinedu builds payment rails. He scaled cards.');

    const sections = resume.sections.map((section) =>
      section.label === 'Summary' ? { ...section, content: 'Chinedu now runs AgroLink. He hires engineers.' } : section,
    );
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/resumes/${resume.id}`,
      payload: { version: resume.version, sections },
      ...as(cookie),
    });
    expect(saved.statusCode).toBe(200);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/decks/${deck.id}/slides/${slide.id}/rewrite`,
      payload: { prompt: 'make it bullets' },
      ...as(cookie),
    });
    expect(response.statusCode).toBe(200);
    const rewritten = response.json<SlideRewrite>().after!;
    expect([rewritten.id, rewritten.type]).toEqual([slide.id, 'team']);
    expect(rewritten.team).toEqual([
      { name: 'Ada Obi', role: 'Co-founder & CTO', bio: 'Chinedu now runs AgroLink. He hires engineers.' },
    ]);
    expect(rewritten.bullets.join(' ')).toContain('Chinedu now runs AgroLink');
    expect(JSON.stringify(rewritten)).not.toContain('He scaled cards');
  });
});

describe('the AI rate limit', () => {
  it('allows AI_RATE_LIMIT_MAX AI calls a minute per client, then answers 429 with when to retry', async () => {
    const limited = await createAuthApp({ AI_RATE_LIMIT_MAX: '2' });
    try {
      const { cookie } = await verifiedAccount(limited);
      const create = () =>
        limited.app.inject({
          method: 'POST',
          url: '/decks',
          payload: { mode: 'paste', inputs: { pastedText: '# Problem\nProduce spoils.' } },
          ...as(cookie),
        });
      expect((await create()).statusCode).toBe(201);
      expect((await create()).statusCode).toBe(201);
      const refused = await create();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe('Too many requests, please try again in 1 minute');
      // Plain reads are not AI calls and go on working.
      expect((await limited.app.inject({ method: 'GET', url: '/decks', ...as(cookie) })).statusCode).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});

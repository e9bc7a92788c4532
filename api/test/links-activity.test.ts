import fc from 'fast-check';
import { createAuthApp, type AuthTestApp } from './helpers/auth';
import { as } from './helpers/decks';
import { founderWithDeck, makeLink, passGate, report } from './helpers/links';
import { linkedKinds } from '../src/modules/links/kinds';
import { linkModels } from '../src/modules/links/model';
import { createLinkService } from '../src/modules/links/service';
import { createUserDirectory } from '../src/modules/users/directory';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const analyticsOf = async (cookie: string, deckId: string, linkId: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/decks/${deckId}/links/${linkId}/analytics`, ...as(cookie) })).json();

describe('POST /share/deck/:token/activity', () => {
  it('counts a forged report of an hour as no more than the time that really passed', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id, { requireEmail: true });
    const started = Date.now();
    const viewer = await passGate(ctx, link);
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(await report(ctx, link, { visitId: viewer.visitId, slide: 1, seconds: 3600 }));
    const elapsed = (Date.now() - started) / 1000;
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const counted = answers.reduce((sum, answer) => sum + answer.json().counted, 0);
    expect(counted).toBeLessThanOrEqual(elapsed);
    const { summary, visits } = await analyticsOf(cookie, deck.id, link.id);
    expect(summary.totalSeconds).toBeLessThanOrEqual(Math.ceil(elapsed));
    expect(visits[0].slides[1].seconds).toBeLessThanOrEqual(Math.ceil(elapsed));
  });

  it('does not let reports sent at the same moment spend the same time twice', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id);
    const started = Date.now();
    const viewer = await passGate(ctx, link);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => report(ctx, link, { visitId: viewer.visitId, slide: 0, seconds: 3600 })),
    );
    const elapsed = (Date.now() - started) / 1000;
    const counted = answers.reduce((sum, answer) => sum + (answer.json().counted ?? 0), 0);
    expect(counted).toBeLessThanOrEqual(elapsed);
  });

  it('refuses, storing nothing, negative or huge seconds, a slide out of range and a visit of another link', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id);
    const other = await makeLink(ctx, cookie, deck.id, { label: 'Another fund' });
    const viewer = await passGate(ctx, link);
    const refusals = [
      [{ visitId: viewer.visitId, slide: 0, seconds: -5 }, 400, 'Seconds cannot be negative'],
      [{ visitId: viewer.visitId, slide: 0, seconds: 3601 }, 400, 'Seconds must be at most 3600'],
      [{ visitId: viewer.visitId, slide: deck.slides.length, seconds: 1 }, 400, 'Slide is out of range'],
      [{ visitId: viewer.visitId, slide: 1.5, seconds: 1 }, 400, 'Slide must be a whole number'],
      [{ visitId: viewer.visitId, slide: '1', seconds: 1 }, 400, 'Slide must be a number'],
      [{ visitId: 'made-up', slide: 0, seconds: 1 }, 404, 'Unknown visit'],
    ] as const;
    for (const [payload, status, error] of refusals) {
      const answer = await report(ctx, link, payload);
      expect([answer.statusCode, answer.json()]).toMatchObject([status, { error }]);
    }
    const elsewhere = await report(ctx, other, { visitId: viewer.visitId, slide: 0, seconds: 1 });
    expect([elsewhere.statusCode, elsewhere.json()]).toMatchObject([404, { error: 'Unknown visit' }]);
    const stored = await ctx.app.db.connection.collection('linkvisits').findOne({ _id: viewer.visitId as never });
    expect(stored?.activeMs).toBe(0);
  });

  it('keeps one record per visit, with one total per slide, however many reports come', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id);
    const viewer = await passGate(ctx, link);
    for (let i = 0; i < 40; i += 1) await report(ctx, link, { visitId: viewer.visitId, slide: i % 3, seconds: 10 });
    const visits = ctx.app.db.connection.collection('linkvisits');
    const linkId = (await ctx.app.db.connection.collection('decklinks').findOne({ token: link.token }))!._id;
    const stored = await visits.find({ linkId }).toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.slides).toHaveLength(deck.slides.length);
  });
});

describe('the cap on active time', () => {
  it('never counts more than the time elapsed since the visit began, whatever the reports say', async () => {
    const { email, deck } = await founderWithDeck(ctx);
    const founder = (await ctx.app.users.byEmail(email))!;
    const { links, visits } = await linkModels(ctx.app.db.connection);
    let clock = Date.now();
    const service = createLinkService({
      links,
      visits,
      kinds: linkedKinds({ decks: ctx.app.decks, resumes: ctx.app.resumes, resolveImage: async () => null }),
      users: createUserDirectory(ctx.app.users),
      mailer: { queue: () => {} },
      shared: ctx.app.shared,
      webUrl: ctx.config.publicWebUrl,
      apiUrl: ctx.config.apiUrl,
      log: ctx.app.log,
      now: () => new Date(clock),
    });
    const link = await service.create(founder, 'deck', deck.id, {
      label: 'Property',
      requireEmail: false,
      allowDownload: false,
      watermark: false,
    });
    const report = fc.record({
      waitMs: fc.integer({ min: 0, max: 15 * 60_000 }),
      slide: fc.integer({ min: 0, max: deck.slides.length - 1 }),
      seconds: fc.double({ min: 0, max: 3600, noNaN: true }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(report, { maxLength: 12 }), async (reports) => {
        const { visitId } = await service.startVisit('deck', link.token, {}, { isRobot: false });
        const began = clock;
        let counted = 0;
        for (const { waitMs, slide, seconds } of reports) {
          clock += waitMs;
          const answer = await service.activity('deck', link.token, { visitId: visitId!, slide, seconds });
          // An honest report (no more than the time since the last) counts in full.
          expect(answer.counted).toBeCloseTo(Math.min(seconds, waitMs / 1000), 2);
          counted += answer.counted;
        }
        const stored = (await visits.findById(visitId).lean())!;
        expect(stored.activeMs).toBeLessThanOrEqual(clock - began);
        expect(stored.activeMs / 1000).toBeCloseTo(counted, 2);
        expect(stored.slides.reduce((sum, slide) => sum + slide.ms, 0)).toBe(stored.activeMs);
      }),
      { numRuns: 30 },
    );
  });
});

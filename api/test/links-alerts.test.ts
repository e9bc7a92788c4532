import type { LinkAnalytics } from '@kuza/contracts';
import { createAuthApp, type AuthTestApp } from './helpers/auth';
import { as } from './helpers/decks';
import { founderWithDeck, mailsTo, makeLink, passGate, report } from './helpers/links';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const visits = () =>
  ctx.app.db.connection.collection<{ _id: string; startedAt: Date; lastReportAt: Date }>('linkvisits');

/** Moves a visit's start and its last report `ms` into the past, as if that time had gone by. */
async function age(visitId: string, { started, reported }: { started: number; reported: number }) {
  const visit = (await visits().findOne({ _id: visitId }))!;
  await visits().updateOne(
    { _id: visitId },
    {
      $set: {
        startedAt: new Date(visit.startedAt.getTime() - started),
        lastReportAt: new Date(visit.lastReportAt.getTime() - reported),
      },
    },
  );
}

/** The viewer spends `seconds` on a slide: time goes by, then the report comes. */
async function stay(link: Parameters<typeof report>[1], visitId: string, slide: number, seconds: number) {
  await age(visitId, { started: seconds * 1000, reported: seconds * 1000 });
  await report(ctx, link, { visitId, slide, seconds });
}

describe("the owner's alert on a link's first visit", () => {
  it('is mailed once the visit has settled, naming the viewer and the slides they stayed longest on, and only once', async () => {
    const founder = await founderWithDeck(ctx);
    const before = mailsTo(ctx, founder.email);
    const link = await makeLink(ctx, founder.cookie, founder.deck.id, { requireEmail: true, label: 'Savannah Fund' });
    const viewer = await passGate(ctx, link);
    await stay(link, viewer.visitId, 2, 40);
    await stay(link, viewer.visitId, 0, 5);
    // Still reading: nothing yet.
    expect(await ctx.app.links.sendAlerts()).toBe(0);
    await age(viewer.visitId, { started: 60_000, reported: 60_000 });
    expect(await ctx.app.links.sendAlerts()).toBe(1);
    const mail = await ctx.smtp.waitFor(founder.email, before + 1);
    expect(mail.subject).toBe(`${viewer.email} opened ${founder.deck.name}`);
    const text = mail.text ?? '';
    const third = founder.deck.slides[2]!.title;
    expect(text).toContain(`Slide 3${third ? ` (${third})` : ''}: 40 s`);
    expect(text.indexOf('Slide 3')).toBeLessThan(text.indexOf('Slide 1'));

    const second = await passGate(ctx, link);
    await age(second.visitId, { started: 10 * 60_000, reported: 10 * 60_000 });
    expect(await ctx.app.links.sendAlerts()).toBe(0);
    expect(mailsTo(ctx, founder.email)).toBe(before + 1);
  });

  it('is mailed at most 5 minutes after the visit began, even while the viewer is still reading', async () => {
    const founder = await founderWithDeck(ctx);
    const before = mailsTo(ctx, founder.email);
    const link = await makeLink(ctx, founder.cookie, founder.deck.id);
    const viewer = await passGate(ctx, link);
    await age(viewer.visitId, { started: 4 * 60_000, reported: 0 });
    expect(await ctx.app.links.sendAlerts()).toBe(0);
    await age(viewer.visitId, { started: 60_000, reported: 0 });
    expect(await ctx.app.links.sendAlerts()).toBe(1);
    expect((await ctx.smtp.waitFor(founder.email, before + 1)).subject).toBe(
      `Savannah Fund opened ${founder.deck.name}`,
    );
  });

  it("is never sent for the deck's own workspace looking through the link, whose views are not visits", async () => {
    const founder = await founderWithDeck(ctx);
    const link = await makeLink(ctx, founder.cookie, founder.deck.id, { requireEmail: true });
    const own = await passGate(ctx, link, { email: founder.email });
    const before = mailsTo(ctx, founder.email);
    await age(own.visitId, { started: 10 * 60_000, reported: 10 * 60_000 });
    expect(await ctx.app.links.sendAlerts()).toBe(0);
    const analytics = await ctx.app.inject({
      method: 'GET',
      url: `/decks/${founder.deck.id}/links/${link.id}/analytics`,
      ...as(founder.cookie),
    });
    expect(analytics.json<LinkAnalytics>().summary.visits).toBe(0);

    const investor = await passGate(ctx, link);
    await age(investor.visitId, { started: 10 * 60_000, reported: 10 * 60_000 });
    expect(await ctx.app.links.sendAlerts()).toBe(1);
    expect((await ctx.smtp.waitFor(founder.email, before + 1)).subject).toContain(investor.email);
  });
});

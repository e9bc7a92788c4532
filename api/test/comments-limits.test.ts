import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, builtResume } from './helpers/decks';

/** An app whose request limit is small enough to reach: 8 requests a minute per account. */
let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp({ RATE_LIMIT_MAX: '8' });
});
afterAll(() => ctx.stop());

describe('comment writes', () => {
  it("count against the account's request limit like every other write, then answer 429 with the wait", async () => {
    const { cookie } = await verifiedAccount(ctx);
    const resume = await builtResume(ctx, cookie, { name: 'Wanjiku Kamau', role: 'Founder' }, 'Founder of SokoFresh.');
    const anchor = resume.sections[0]!.id;
    const post = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/resumes/${resume.id}/comments`,
        payload: { anchor, body: 'Shorter' },
        ...as(cookie),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await post()).statusCode);
    // Whatever the resume's own requests took of the 8, the comments pass until the budget is spent, then stop.
    const passed = statuses.indexOf(429);
    expect(passed).toBeGreaterThan(0);
    expect(statuses).toEqual([...Array<number>(passed).fill(201), ...Array<number>(9 - passed).fill(429)]);
    expect((await post()).json<{ error: string }>().error).toMatch(
      /^Too many requests, please try again in \d+ (seconds?|minute)$/,
    );
  });

  it('refuses a request body far past any comment before reading it (413)', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/resumes/0123456789abcdef01234567/comments',
      payload: { anchor: 's1', body: 'a'.repeat(40 * 1024) },
      ...as(cookie),
    });
    expect(answer.statusCode).toBe(413);
  });
});

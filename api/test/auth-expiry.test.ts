import { account, createAuthApp, newEmail, signUp, verifiedAccount, type AuthTestApp } from './helpers/auth';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx?.stop());

const DAY = 24 * 60 * 60_000;
const users = () => ctx.app.db.connection.collection('users');
const pending = () => ctx.app.db.connection.collection('pending_signups');

/** A sign-up nobody verified, made `days` ago, whose pending code has lapsed (it does after a day). */
async function unverified(days: number, keepPending = false): Promise<string> {
  const email = newEmail('stale');
  expect((await signUp(ctx, account(email))).statusCode).toBe(201);
  await users().updateOne({ email }, { $set: { createdAt: new Date(Date.now() - days * DAY) } });
  if (!keepPending) await pending().deleteMany({ email });
  return email;
}

describe('sign-ups nobody verifies', () => {
  it('are deleted after 7 days; younger ones, waiting ones and verified accounts stay', async () => {
    const old = await unverified(8);
    const young = await unverified(6);
    const waiting = await unverified(8, true);
    const { email: verified } = await verifiedAccount(ctx);
    await users().updateOne({ email: verified }, { $set: { createdAt: new Date(Date.now() - 30 * DAY) } });

    expect(await ctx.app.expireUnverifiedAccounts()).toBe(1);
    const left = await users()
      .find({ email: { $in: [old, young, waiting, verified] } })
      .toArray();
    expect(left.map((user) => user.email).sort()).toEqual([young, waiting, verified].sort());
  });

  it('frees the address: a new sign-up for it starts from nothing', async () => {
    const email = await unverified(9);
    await ctx.app.expireUnverifiedAccounts();
    expect(await users().countDocuments({ email })).toBe(0);
    expect((await signUp(ctx, account(email, { firstname: 'Grace' }))).statusCode).toBe(201);
    expect((await users().findOne({ email }))?.firstname).toBe('Grace');
  });
});

import { createAuthApp, currentUser, json, verifiedAccount, type AuthTestApp } from './helpers/auth';

describe('PUT /auth for the onboarding steps', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await createAuthApp();
  });
  afterAll(() => ctx?.stop());

  const update = (cookie: string, body: unknown) =>
    ctx.app.inject({ method: 'PUT', url: '/auth', ...json(body), headers: { ...json(body).headers, cookie } });
  const onboardingOf = async (cookie: string) => (await currentUser(ctx, cookie)).json().user.onboarding;

  it('records the last step passed, also for a step 1 saved empty and a skipped step 2', async () => {
    const { cookie } = await verifiedAccount(ctx);
    expect(await onboardingOf(cookie)).toEqual({});

    const first = await update(cookie, { industry: '', team_size: '', completed_step: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().user.onboarding).toEqual({ completed_step: 1 });

    expect((await update(cookie, { completed_step: 2 })).statusCode).toBe(200);
    expect(await onboardingOf(cookie)).toEqual({ completed_step: 2 });
  });

  it('saves steps 2 and 3 with the spec payloads and finishes onboarding', async () => {
    const { cookie } = await verifiedAccount(ctx);
    await update(cookie, { industry: 'Agritech', team_size: '1-10', completed_step: 1 });
    await update(cookie, { target_audience: 'Smallholder farmers', goal: 'Raise a seed round', completed_step: 2 });
    const done = await update(cookie, { goals: ['Create pitch deck', 'AI Pitch Practice'], completed_step: 3 });
    expect(done.statusCode).toBe(200);
    expect(await onboardingOf(cookie)).toEqual({
      industry: 'Agritech',
      team_size: '1-10',
      target_audience: 'Smallholder farmers',
      goal: 'Raise a seed round',
      goals: ['Create pitch deck', 'AI Pitch Practice'],
      completed_step: 3,
    });
  });

  it('never moves the marker back when a finished founder changes an earlier answer', async () => {
    const { cookie } = await verifiedAccount(ctx);
    await update(cookie, { goals: ['Resume Builder'], completed_step: 3 });
    const changed = await update(cookie, { industry: 'EdTech', completed_step: 1 });
    expect(changed.json().user.onboarding).toMatchObject({ industry: 'EdTech', completed_step: 3 });
  });

  it.each([
    [{ target_audience: '', goal: 'Grow', completed_step: 2 }, 'Target audience is required'],
    [{ target_audience: 'Traders', goal: '  ', completed_step: 2 }, 'Please enter your goal'],
    [{ goals: [], completed_step: 3 }, 'Please select at least one goal'],
    [{ completed_step: 3 }, 'Please select at least one goal'],
    [{ goals: ['Take over the world'], completed_step: 3 }, 'Choose goals from the list'],
    [{ completed_step: 4 }, 'The onboarding step must be 1, 2 or 3'],
    [{ completed_step: { $gt: 0 } }, 'The onboarding step must be 1, 2 or 3'],
    [{ industry: 'Mining', completed_step: 1 }, 'Choose an industry from the list'],
  ])('refuses a step that breaks its rule with 400: %j', async (body, message) => {
    const { cookie } = await verifiedAccount(ctx);
    const response = await update(cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
    expect(await onboardingOf(cookie)).toEqual({});
  });
});

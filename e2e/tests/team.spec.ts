import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createVerifiedUser, newAccount, uniqueEmail, type TestAccount } from '../support/accounts';
import { e2eOrigin } from '../support/env';
import { codeIn, waitForMail } from '../support/mail';
import { finishOnboarding } from '../support/onboarding';
import { invitationLinkIn, joinTeam } from '../support/team';

const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

async function signInWithForm(page: Page, account: Pick<TestAccount, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The owner (signed in on `request`) invites `email` through the API: the invitee's path is under test. */
async function invite(request: APIRequestContext, email: string) {
  const response = await request.post(`${e2eOrigin('api')}/team/invitations`, { data: { email } });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('team members', () => {
  test('invite → invitation mail → the invitee signs in from the link and joins as a Member', async ({
    page,
    browser,
  }) => {
    const owner = await createVerifiedUser(page.request, newAccount('owner'));
    await finishOnboarding(page.request);
    const inviteeContext = await browser.newContext();
    const invitee = { ...newAccount('invitee'), firstname: 'Zuri', lastname: 'Mwangi' };
    await createVerifiedUser(inviteeContext.request, invitee);
    await inviteeContext.clearCookies();

    // Inviting from the page is tested in the dashboard remote's suite; here, what the invitee does.
    await invite(page.request, invitee.email);

    // Signed out, the link's page says who invited them where, then sign-in (e-mail filled in) and back.
    const link = await invitationLinkIn(invitee.email, 2);
    const inviteePage = await inviteeContext.newPage();
    await inviteePage.goto(pathOf(link));
    await expect(inviteePage.getByRole('heading', { level: 1, name: "Join Amara's workspace" })).toBeVisible();
    await expect(inviteePage.getByText("Amara Okafor invited you to join Amara's workspace on Kuza.")).toBeVisible();
    await expect(inviteePage.getByText(invitee.email.toLowerCase())).toBeVisible();
    await inviteePage.getByRole('link', { name: 'Sign in to join' }).click();
    await expect(inviteePage).toHaveURL(/\/signin\?next=%2Fteam-members%3Finvite%3D/);
    await expect(inviteePage.getByLabel('Email')).toHaveValue(invitee.email.toLowerCase());
    await signInWithForm(inviteePage, invitee);
    await expect(inviteePage.getByText(/^You joined /)).toBeVisible();
    await expect(inviteePage).toHaveURL('/team-members');
    const me = inviteePage.getByRole('row', { name: /Zuri Mwangi/ });
    await expect(me).toContainText('(you)');
    await expect(me).toContainText('Member');
    await expect(inviteePage.getByRole('row', { name: new RegExp(owner.email) })).toContainText('Owner');
    // Used once: the link now says so instead of failing later.
    await inviteePage.goto(pathOf(link));
    await expect(inviteePage.getByRole('alert')).toContainText(
      'This invitation is no longer valid. Ask for a new one.',
    );
    await inviteeContext.close();

    await page.goto('/team-members');
    await expect(page.getByRole('row', { name: /Zuri Mwangi/ })).toContainText('Member');
    await expect(page.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);
  });

  test('someone without an account signs up from the invitation link and joins', async ({ page, browser }) => {
    await createVerifiedUser(page.request, newAccount('owner'));
    await finishOnboarding(page.request);
    const invitee = { ...newAccount('newcomer'), firstname: 'Kofi', lastname: 'Mensah' };
    await invite(page.request, invitee.email);

    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const newcomer = await context.newPage();
    await newcomer.goto(pathOf(await invitationLinkIn(invitee.email, 1)));
    // The address has no account yet: Sign up comes first, with the invited address filled in.
    const signUp = newcomer.getByRole('link', { name: 'Sign up to join' });
    await expect(signUp).toBeVisible();
    await expect(newcomer.getByRole('link', { name: 'Sign in to join' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(newcomer, 'main');
    await signUp.click();
    await expect(newcomer.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(newcomer.getByLabel('Email')).toHaveValue(invitee.email.toLowerCase());
    await newcomer.getByLabel('First name').fill(invitee.firstname);
    await newcomer.getByLabel('Last name').fill(invitee.lastname);
    await newcomer.getByLabel('Password', { exact: true }).fill(invitee.password);
    await newcomer.getByRole('button', { name: 'Sign up' }).click();
    await expect(newcomer).toHaveURL(/\/verify-email\?next=%2Fteam-members%3Finvite%3D/);
    const code = codeIn(await waitForMail(invitee.email, 2));
    await expect(newcomer.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
    await newcomer.keyboard.type(code);
    await newcomer.getByRole('button', { name: 'Confirm email' }).click();
    await expect(newcomer.getByText(/^You joined /)).toBeVisible();
    // 390 px wide: the team is a list of cards.
    const card = newcomer.getByRole('listitem').filter({ has: newcomer.getByRole('heading', { name: /Kofi Mensah/ }) });
    await expect(card).toContainText('Member');
    await context.close();
  });

  test('an Admin cannot delete (or edit) the Owner, in the page or through the API', async ({ page, browser }) => {
    const ownerContext = await browser.newContext();
    const owner = await createVerifiedUser(ownerContext.request, newAccount('owner'));
    const admin = await createVerifiedUser(page.request, newAccount('admin'));
    await finishOnboarding(page.request);
    const team = await joinTeam(ownerContext.request, page.request, admin.email, { role: 'Admin' });
    const ownerRow = team.members.find((member) => member.role === 'Owner')!;

    await page.goto('/team-members');
    const row = page.getByRole('row', { name: new RegExp(owner.email) });
    await expect(row).toContainText('Owner');
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Invite Team Member' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const refused = await page.request.delete(`${e2eOrigin('api')}/team/members/${ownerRow.id}`);
    expect(refused.status()).toBe(403);
    await ownerContext.close();
  });

  test('a Member sees the team read-only: no Invite, Edit or Delete', async ({ page, browser }) => {
    const ownerContext = await browser.newContext();
    await createVerifiedUser(ownerContext.request, newAccount('owner'));
    const member = await createVerifiedUser(page.request, newAccount('member'));
    await finishOnboarding(page.request);
    await joinTeam(ownerContext.request, page.request, member.email);

    await page.goto('/team-members');
    await expect(page.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('button', { name: /Invite/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite to Kuza' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'main');
    await ownerContext.close();
  });

  test('a Member is offered no Delete on decks and resumes, at 1280 and 390 px', async ({ page, browser }) => {
    const ownerContext = await browser.newContext();
    await createVerifiedUser(ownerContext.request, newAccount('owner'));
    const member = await createVerifiedUser(page.request, newAccount('member'));
    await finishOnboarding(page.request);
    await joinTeam(ownerContext.request, page.request, member.email);
    const deck = await ownerContext.request.post(`${e2eOrigin('api')}/decks`, {
      data: { mode: 'ai', inputs: { startupName: 'SokoFresh', description: 'Cold rooms for farmers' } },
    });
    expect(deck.status(), await deck.text()).toBe(201);
    const resume = await ownerContext.request.post(`${e2eOrigin('api')}/resumes`, {
      data: { mode: 'ai', inputs: { name: 'Amina Yusuf', role: 'CEO' } },
    });
    expect(resume.status(), await resume.text()).toBe(201);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, name] of [
        ['/pitch-decks', 'SokoFresh'],
        ['/resume-builder', 'Amina Yusuf'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('button', { name: `Rename ${name}` })).toBeVisible();
        await expect(page.getByRole('button', { name: `Duplicate ${name}` })).toBeVisible();
        await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
        if (width === 390) await expectNoSeriousA11yViolations(page, 'main');
      }
    }
    await ownerContext.close();
  });

  test('on a phone each member is a card with e-mail, role and actions; at 1280 px it is a table', async ({
    page,
    browser,
  }) => {
    const owner = await createVerifiedUser(page.request, newAccount('owner'));
    await finishOnboarding(page.request);
    const memberContext = await browser.newContext();
    // A long address: it has to wrap inside its card, not widen the page.
    const member = { ...newAccount('member-with-a-rather-long-address'), firstname: 'Zuri', lastname: 'Mwangi' };
    await createVerifiedUser(memberContext.request, member);
    await joinTeam(page.request, memberContext.request, member.email);
    await memberContext.close();
    const pending = uniqueEmail('pending-invitee-with-a-long-address');
    await invite(page.request, pending);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/team-members');
    const cards = page.getByRole('list', { name: 'Team members' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('table')).toHaveCount(0);
    for (const [email, role] of [
      [owner.email, 'Owner'],
      [member.email, 'Member'],
    ] as const) {
      const card = cards.filter({ hasText: email.toLowerCase() });
      for (const field of [card.getByText(email.toLowerCase()), card.getByText(role, { exact: true })]) {
        await field.scrollIntoViewIfNeeded();
        await expect(field).toBeInViewport({ ratio: 1 });
      }
    }
    const zuri = cards.filter({ has: page.getByRole('heading', { name: 'Zuri Mwangi' }) });
    await expect(zuri.getByRole('button')).toHaveText(['Edit', 'Delete']);
    await expect(cards.filter({ hasText: '(you)' }).getByRole('button', { name: 'Edit Amara Okafor' })).toBeVisible();
    await expect(cards.filter({ hasText: '(you)' }).getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    const withdraw = page.getByRole('button', { name: `Withdraw the invitation to ${pending}` });
    await withdraw.scrollIntoViewIfNeeded();
    await expect(withdraw).toBeInViewport({ ratio: 1 });
    const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(width[0], 'page width against the 390 px screen: no horizontal scroll').toBeLessThanOrEqual(width[1]!);
    await expectNoSeriousA11yViolations(page, 'main');
    const del = zuri.getByRole('button', { name: 'Delete Zuri Mwangi' });
    await del.scrollIntoViewIfNeeded();
    await expect(del).toBeInViewport({ ratio: 1 });
    await del.click();
    await expect(page.getByRole('dialog', { name: 'Remove team member' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Wider again (a rotated tablet, a desktop): the same page turns back into the table.
    await page.setViewportSize({ width: 1280, height: 800 });
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Email', 'Role', 'Actions']);
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('list', { name: 'Team members' })).toHaveCount(0);
  });
});

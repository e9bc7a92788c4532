import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eOrigin } from './env';
import { codeIn, waitForMail } from './mail';

export interface TestAccount {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
}

export const TEST_PASSWORD = 'Kuza!pass1';

/** A fresh address per call, so tests and workers never share an account or a mailbox. */
export function uniqueEmail(label = 'founder'): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

export function newAccount(label?: string): TestAccount {
  return { firstname: 'Amara', lastname: 'Okafor', email: uniqueEmail(label), password: TEST_PASSWORD };
}

const api = (path: string) => `${e2eOrigin('api')}${path}`;

/** Signs up through the API only (the code is mailed, the account is not verified yet). */
export async function signUpThroughApi(request: APIRequestContext, account = newAccount()): Promise<TestAccount> {
  const response = await request.post(api('/auth/local'), { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/**
 * Signs up, reads the code from the mail and verifies: the account exists, is verified, and the
 * request context holds its session. Pass `page.request` (or `context.request`) so the browser
 * shares the session cookie; cookies are per host, so one sign-in covers every localhost port.
 */
export async function createVerifiedUser(request: APIRequestContext, account = newAccount()): Promise<TestAccount> {
  await signUpThroughApi(request, account);
  const otp = codeIn(await waitForMail(account.email));
  const response = await request.put(api('/auth/email/verify'), { data: { email: account.email, otp } });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}

/** Signs an existing account in through the API (the context then holds a fresh session). */
export async function signInThroughApi(request: APIRequestContext, account: Pick<TestAccount, 'email' | 'password'>) {
  const response = await request.post(api('/auth/login'), {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fills the sign-up form on the page it is on, as a founder does, and sends it. */
export async function signUpWithForm(page: Page, account: TestAccount): Promise<void> {
  await page.getByLabel('First name').fill(account.firstname);
  await page.getByLabel('Last name').fill(account.lastname);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

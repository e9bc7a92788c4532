import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { useSlowProfile } from '../../e2e/support/slow-profile';
import { median, shownAfterClick, shownSinceNavigation, watchFromNavigation } from './page-timing';

/**
 * A verified founder who finished onboarding, made through the API of a site started with its
 * mail in `<dataDir>/outbox` (no SMTP): the bench measures protected routes as a founder sees
 * them, not the sign-in page they redirect a visitor to.
 */
export async function signedInSession(apiOrigin: string, webOrigin: string, dataDir: string): Promise<string> {
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const account = { firstname: 'Amara', lastname: 'Okafor', email, password: 'Kuza!pass1' };
  const headers = { 'content-type': 'application/json', origin: webOrigin };
  const call = async (method: string, route: string, body: unknown, cookie = '') => {
    const response = await fetch(`${apiOrigin}${route}`, {
      method,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return response;
  };
  const signedUp = await call('POST', '/auth/local', account);
  // A code works only in the browser its sign-up was made in: that browser's cookie goes with it.
  const signupCookie = signedUp.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const otp = await codeMailedTo(email, path.join(dataDir, 'outbox'));
  const verified = await call('PUT', '/auth/email/verify', { email, otp }, signupCookie);
  // The session's cookie: the other one the reply sets is the sign-up cookie, cleared (no value).
  const cookie = verified.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => !pair.endsWith('='));
  if (!cookie) throw new Error('the verified sign-up set no session cookie');
  await call(
    'PUT',
    '/auth',
    { industry: 'Fintech', team_size: '1-10', goals: ['Create pitch deck'], completed_step: 3 },
    cookie,
  );
  return cookie;
}

async function codeMailedTo(email: string, outbox: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((file) => file.endsWith('.eml')) : [];
    for (const file of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
      const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((v) => v.address?.toLowerCase()));
      const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
      if (to.includes(email) && code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code mailed to ${email} in ${outbox}`);
}

export interface SignedInFigures {
  /** A first visit to /dashboard: ms from navigation start until the outline of a page is shown, and after the HTML arrived. */
  outlineMs: number;
  outlineAfterHtmlMs: number;
  /** Ms from a click in the sidebar until the app chrome and the outline are shown, the page's remote not loaded yet. */
  newRemoteSkeletonMs: number;
  /** Ms from a click in the sidebar until a page of a remote loaded before is drawn. */
  loadedRemoteMs: number;
}

/** The outline a page shows while the shell, the session or the page's code loads. */
const OUTLINE = { selector: '[role="status"]', texts: ['Loading Kuza', 'Checking your session', 'Loading page'] };
const SIDEBAR = 'aside[aria-label="Sidebar"]';

async function signedInOnce(browser: Browser, webOrigin: string, cookie: string): Promise<SignedInFigures> {
  const [name, value] = cookie.split('=') as [string, string];
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  try {
    await context.addCookies([{ name, value, domain: new URL(webOrigin).hostname, path: '/' }]);
    const page = await context.newPage();
    await useSlowProfile(page);
    await watchFromNavigation(page, OUTLINE);
    await page.goto(`${webOrigin}/dashboard`, { waitUntil: 'commit' });
    const outlineMs = await shownSinceNavigation(page);
    // A string, not a function: the TypeScript loader's helpers must not go into the page.
    const htmlAt = await page.evaluate<number>("performance.getEntriesByType('navigation')[0].responseEnd");
    await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const newRemoteSkeletonMs = await shownAfterClick(page, SIDEBAR, '/pitch-decks', {
      selector: '[role="status"]',
      texts: ['Loading page'],
    });
    await page.getByRole('heading', { level: 1, name: 'Pitch Decks' }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const loadedRemoteMs = await shownAfterClick(page, SIDEBAR, '/dashboard', {
      selector: 'main h1',
      texts: ['Welcome back'],
      prefix: true,
    });
    return { outlineMs, outlineAfterHtmlMs: outlineMs - htmlAt, newRemoteSkeletonMs, loadedRemoteMs };
  } finally {
    await context.close();
  }
}

/** The signed-in figures of issue 17 on the slow profile (DevTools' slow 4G and 4x CPU), median of `runs` each. */
export async function benchSignedInPages(
  browser: Browser,
  webOrigin: string,
  cookie: string,
  runs = 3,
): Promise<SignedInFigures> {
  const all: SignedInFigures[] = [];
  for (let run = 0; run < runs; run += 1) all.push(await signedInOnce(browser, webOrigin, cookie));
  const of = (key: keyof SignedInFigures) => median(all.map((figures) => figures[key]));
  return {
    outlineMs: of('outlineMs'),
    outlineAfterHtmlMs: of('outlineAfterHtmlMs'),
    newRemoteSkeletonMs: of('newRemoteSkeletonMs'),
    loadedRemoteMs: of('loadedRemoteMs'),
  };
}

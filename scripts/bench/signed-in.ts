import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

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

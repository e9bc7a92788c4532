import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { E2E_OUTBOX_DIR } from './env';

/**
 * Mail in end-to-end runs: the API has no SMTP_URL there, so every message lands as an .eml file
 * in its dev outbox (what `npm start` does out of the box). Tests read the newest one sent to an
 * address; addresses are unique per test, so parallel workers never read each other's mail.
 */
const raw = new Map<string, string>();
const parsed = new Map<string, ParsedMail>();

async function messagesTo(email: string): Promise<ParsedMail[]> {
  const files = fs.existsSync(E2E_OUTBOX_DIR) ? fs.readdirSync(E2E_OUTBOX_DIR).filter((f) => f.endsWith('.eml')) : [];
  const address = email.toLowerCase();
  const mails: ParsedMail[] = [];
  // Sorted names are the sending order. Only messages whose raw text names the address are
  // parsed (the outbox holds every test's mail, and parsing each one would slow every wait).
  for (const file of files.sort()) {
    if (!raw.has(file)) raw.set(file, fs.readFileSync(path.join(E2E_OUTBOX_DIR, file), 'latin1').toLowerCase());
    if (!raw.get(file)!.includes(address)) continue;
    if (!parsed.has(file)) parsed.set(file, await simpleParser(fs.readFileSync(path.join(E2E_OUTBOX_DIR, file))));
    const mail = parsed.get(file)!;
    const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address?.toLowerCase() ?? ''));
    if (to.includes(address)) mails.push(mail);
  }
  return mails;
}

/** Waits for the `count`-th message to `email` (1 = the first) and returns it. */
export async function waitForMail(email: string, count = 1, timeoutMs = 15_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await messagesTo(email);
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline)
      throw new Error(`no mail #${count} to ${email} in ${E2E_OUTBOX_DIR} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function codeIn(mail: ParsedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error(`no six-digit code in "${mail.subject}"`);
  return code;
}

export function resetLinkIn(mail: ParsedMail): string {
  const link = /(https?:\/\/\S+\/auth\/password\/reset\?token=[\w-]+)/.exec(mail.text ?? '')?.[1];
  if (!link) throw new Error(`no reset link in "${mail.subject}"`);
  return link;
}

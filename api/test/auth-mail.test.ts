import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { account, json, newEmail } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('mail without SMTP_URL: the dev outbox', () => {
  let ctx: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-outbox-'));
    ctx = await createTestApp({ env: { KUZA_DATA_DIR: dataDir, SMTP_URL: '', NODE_ENV: 'development' } });
  });
  afterAll(async () => {
    await ctx?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file under <data>/outbox and, in development, logs one line with the code', async () => {
    const email = newEmail();
    const response = await ctx.app.inject({ method: 'POST', url: '/auth/local', ...json(account(email)) });
    expect(response.statusCode).toBe(201);
    await ctx.app.mailer.flush();

    const outbox = path.join(dataDir, 'outbox');
    const files = fs.readdirSync(outbox).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, files[0]!)));
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(email);
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')![1];
    expect(mail.html).toContain(code);

    const line = ctx.logs.find((entry) => typeof entry.msg === 'string' && entry.msg.startsWith('dev outbox:'));
    expect(line?.msg).toBe(`dev outbox: "${mail.subject}" to ${email}: code ${code}`);
  });
});

describe('the outbox outside development', () => {
  it('writes the message but never logs its code', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-outbox-'));
    const ctx = await createTestApp({ env: { KUZA_DATA_DIR: dataDir, SMTP_URL: '' } });
    try {
      const email = newEmail();
      expect((await ctx.app.inject({ method: 'POST', url: '/auth/local', ...json(account(email)) })).statusCode).toBe(
        201,
      );
      await ctx.app.mailer.flush();
      const [file] = fs.readdirSync(path.join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml'));
      const mail = await simpleParser(fs.readFileSync(path.join(dataDir, 'outbox', file!)));
      const code = /\b(\d{6})\b/.exec(mail.text ?? '')![1]!;
      expect(JSON.stringify(ctx.logs)).not.toContain(code);
      expect(ctx.logs.some((entry) => entry.msg === 'mail written to the outbox')).toBe(true);
    } finally {
      await ctx.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

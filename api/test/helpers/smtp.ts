import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  /** For SMTP_URL. */
  url: string;
  messages: ParsedMail[];
  /** Waits for the `count`-th message to `to` (1 = the first). */
  waitFor(to: string, count?: number, timeoutMs?: number): Promise<ParsedMail>;
  stop(): Promise<void>;
}

const recipients = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((address) => address.value.map((value) => value.address?.toLowerCase()));

/**
 * A real SMTP server in the test process (smtp-server): the API sends through nodemailer as it
 * would in production, and tests read the code and links out of the received messages.
 */
export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate for nodemailer to distrust.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, count = 1, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mine = messages.filter((mail) => recipients(mail).includes(to.toLowerCase()));
        if (mine.length >= count) return mine[count - 1]!;
        if (Date.now() > deadline) throw new Error(`no mail #${count} to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function codeIn(mail: ParsedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error(`no code in "${mail.subject}"`);
  return code;
}

export function resetTokenIn(mail: ParsedMail): string {
  const token = /\/auth\/password\/reset\?token=([\w-]+)/.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link in "${mail.subject}"`);
  return token;
}

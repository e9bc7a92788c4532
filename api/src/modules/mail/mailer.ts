import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** One line for the dev-outbox log: what a developer needs from the mail (the code, the link). */
  preview: string;
}

export interface Mailer {
  /** Sends in the background: a request never waits for (or reveals) the mail server. */
  queue(message: MailMessage): void;
  /** Sends now; rejects when the mail server refuses. */
  send(message: MailMessage): Promise<void>;
  /** Waits for every queued message (on shutdown, and in tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'smtp' | 'outbox';
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where the dev outbox writes .eml files when no SMTP server is configured. */
  outboxDir: string;
  /** Whether the outbox logs each message's code or link: in development only, never where logs are kept. */
  logPreviews: boolean;
  log: FastifyBaseLogger;
}

/**
 * Mail through nodemailer: over SMTP when SMTP_URL is set; otherwise into the dev outbox, one
 * .eml file per message, plus in development one log line with the code or link, so sign-up works
 * out of the box. Secrets never reach a log outside development.
 */
export function createMailer({ smtpUrl, from, outboxDir, logPreviews, log }: MailerOptions): Mailer {
  // Made with the first message: a process that sends none never loads the mail library.
  let transport: Promise<Transporter> | undefined;
  const transportOf = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      smtpUrl
        ? nodemailer.createTransport(smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  const pending = new Set<Promise<void>>();

  const send = async (message: MailMessage) => {
    const info = await (
      await transportOf()
    ).sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    if (smtpUrl) {
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
      return;
    }
    await fs.mkdir(outboxDir, { recursive: true });
    // Sortable names: the newest message to an address is the last one in the folder.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
    const file = path.join(outboxDir, name);
    // Written aside, then renamed: a reader of the folder never sees half a message.
    await fs.writeFile(`${file}.part`, (info as unknown as { message: Buffer }).message);
    await fs.rename(`${file}.part`, file);
    if (logPreviews) {
      log.info({ to: message.to, file }, `dev outbox: "${message.subject}" to ${message.to}: ${message.preview}`);
    } else log.info({ to: message.to, file }, 'mail written to the outbox');
  };

  return {
    kind: smtpUrl ? 'smtp' : 'outbox',
    send,
    queue(message) {
      const sending = send(message)
        .catch((error: Error) => log.error({ err: error, to: message.to }, 'mail could not be sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.flush();
      if (transport) (await transport).close();
    },
  };
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';

/**
 * `npm run start:prod`'s stand-in mail server: plain SMTP on loopback, each message written as an
 * .eml file into a folder (sortable names, so the newest is last, as the API's dev outbox names
 * them). A production API refuses to start without SMTP_URL; start:prod names this one, so the
 * API sends mail exactly as it would to a real server and never logs a code or a link.
 *
 *   node --import tsx scripts/lib/outbox-smtp.ts --port 8091 --dir .data/outbox
 */
export function startOutboxSmtp(port: number, dir: string): Promise<SMTPServer> {
  fs.mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of the (loopback) client: a machine with no resolver would stall every greeting.
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      const file = path.join(dir, name);
      // Written aside, then renamed: a reader of the folder never sees half a message.
      const out = fs.createWriteStream(`${file}.part`);
      stream.pipe(out);
      out.once('error', callback);
      out.once('finish', () => fs.rename(`${file}.part`, file, (error) => callback(error ?? undefined)));
    },
  });
  return new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

if (require.main === module) {
  const { values } = parseArgs({ options: { port: { type: 'string' }, dir: { type: 'string' } } });
  if (!values.port || !values.dir) throw new Error('usage: outbox-smtp --port N --dir FOLDER');
  startOutboxSmtp(Number(values.port), path.resolve(values.dir)).then(
    (server) => {
      console.log(`outbox SMTP on 127.0.0.1:${values.port}, mail into ${values.dir}`);
      const stop = () => server.close(() => process.exit(0));
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
    },
    (error: Error) => {
      console.error(`outbox SMTP could not start: ${error.message}`);
      process.exit(1);
    },
  );
}

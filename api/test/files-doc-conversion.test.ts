import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { extractResumeText } from '../src/modules/files/import/extract-resume-text';
import { ImportError } from '../src/modules/files/import/import-error';
import { convertWithSoffice, isolated } from '../src/modules/files/import/soffice';
import { SOFFICE_MAX_QUEUE } from '../src/modules/files/limits';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as } from './helpers/decks';

const doc = fs.readFileSync(path.join(__dirname, 'fixtures/files/resume-chinedu-en.doc'));
const canIsolate = spawnSync('unshare', ['-rn', 'true'], { stdio: 'ignore' }).status === 0;

/** Runs a command to its end without blocking this process (the listener must accept meanwhile). */
const exitCode = (command: string, args: string[]) =>
  new Promise<number | null>((resolve) => spawn(command, args, { stdio: 'ignore' }).on('exit', resolve));

/**
 * A stand-in converter that waits until the test releases it and then fails, to fill the line of
 * conversions for as long as the test needs it, however slow the machine is.
 */
function heldConverter(): { binary: string; release: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-held-soffice-'));
  const binary = path.join(dir, 'soffice');
  const released = path.join(dir, 'released');
  fs.writeFileSync(binary, `#!/bin/sh\nwhile [ ! -e '${released}' ]; do sleep 0.05; done\nexit 1\n`, { mode: 0o755 });
  return { binary, release: () => fs.writeFileSync(released, '') };
}

describe('.doc conversion', () => {
  (canIsolate ? it : it.skip)(
    'runs the converter where no network can be reached: a local listener sees nothing',
    async () => {
      const seen: string[] = [];
      const listener = net.createServer((socket) => {
        seen.push('connection');
        socket.destroy();
      });
      await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
      const { port } = listener.address() as AddressInfo;
      try {
        const script = `require('net').connect(${port}, '127.0.0.1').on('connect', () => process.exit(0)).on('error', () => process.exit(3))`;
        // The same command outside the sandbox connects: the listener works.
        expect(await exitCode(process.execPath, ['-e', script])).toBe(0);
        expect(seen).toEqual(['connection']);
        const [command, args] = isolated(process.execPath, ['-e', script])!;
        expect(await exitCode(command, args)).toBe(3);
        expect(seen).toEqual(['connection']);
      } finally {
        listener.close();
      }
    },
  );

  (canIsolate ? it : it.skip)(
    `takes ${SOFFICE_MAX_QUEUE} conversions at once and answers the next with 503 and Retry-After`,
    async () => {
      const { binary, release } = heldConverter();
      const running = Array.from({ length: SOFFICE_MAX_QUEUE }, () =>
        convertWithSoffice(doc, 'doc', 'docx', { binary }).catch(() => null),
      );
      const error = await extractResumeText(doc, 'doc', { soffice: { binary } }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ImportError);
      expect([(error as ImportError).statusCode, (error as ImportError).message]).toEqual([
        503,
        'Many files are being read right now. Please try again in a minute.',
      ]);

      const ctx: AuthTestApp = await createAuthApp();
      try {
        const { cookie } = await verifiedAccount(ctx);
        const refused = await ctx.app.inject({
          method: 'POST',
          url: '/resumes/import?filename=cv.doc',
          payload: doc,
          headers: { ...as(cookie).headers, 'content-type': 'application/octet-stream' },
        });
        expect(refused.statusCode).toBe(503);
        expect(refused.headers['retry-after']).toBe('30');
        expect(refused.json()).toMatchObject({
          error: 'Many files are being read right now. Please try again in a minute.',
        });
      } finally {
        release();
        await ctx.stop();
      }
      await Promise.all(running);
    },
    30_000,
  );
});

import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SOFFICE_MAX_QUEUE, SOFFICE_TIMEOUT_MS } from '../limits';
import { ImportError } from './import-error';

export interface SofficeOptions {
  /** Executable to run; found on PATH by default (Debian package `libreoffice-core`, command `soffice`). */
  binary?: string;
  timeoutMs?: number;
}

// One conversion at a time: each LibreOffice start takes a CPU core for seconds on a 2-core box.
let queue: Promise<unknown> = Promise.resolve();
let queued = 0;

/**
 * The command that runs `binary` with no network at all: in new user and network namespaces
 * (`unshare -rn`, which needs no root where the kernel allows user namespaces), whose only
 * interface is a loopback that is down. A document's linked pictures or fields (INCLUDEPICTURE
 * "http://…") can then reach nothing, neither the internet nor this server's neighbours.
 * Undefined when such namespaces cannot be made here: nothing is converted then.
 */
let isolation: string[] | null | undefined;
export function isolated(binary: string, args: string[]): [string, string[]] | undefined {
  isolation ??=
    spawnSync('unshare', ['-rn', 'true'], { stdio: 'ignore', timeout: 10_000 }).status === 0
      ? ['unshare', '-rn']
      : null;
  return isolation ? [isolation[0]!, [...isolation.slice(1), binary, ...args]] : undefined;
}

/**
 * Converts a document with headless LibreOffice (e.g. a Word 97 .doc to 'docx', a .pptx to
 * 'pdf'). Resolves null when LibreOffice is not installed, so callers can say so; rejects on a
 * failed or timed-out conversion. Each run gets a private profile in a temp dir, removed after, so
 * runs never share (and lock) the user's profile.
 */
export function convertWithSoffice(
  input: Buffer,
  inputExt: string,
  targetExt: string,
  options: SofficeOptions = {},
): Promise<Buffer | null> {
  // A burst of conversions would wait minutes in line: past a few, the founder is asked to retry.
  if (queued >= SOFFICE_MAX_QUEUE) return Promise.reject(new ImportError('busy'));
  queued += 1;
  const run = queue.then(() => convert(input, inputExt, targetExt, options)).finally(() => (queued -= 1));
  queue = run.catch(() => undefined);
  return run;
}

async function convert(input: Buffer, inputExt: string, targetExt: string, options: SofficeOptions) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kuza-soffice-'));
  try {
    const source = path.join(dir, `input.${inputExt}`);
    await writeFile(source, input);
    const args = [
      `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
      '--headless',
      '--norestore',
      '--nolockcheck',
      '--convert-to',
      targetExt,
      '--outdir',
      path.join(dir, 'out'),
      source,
    ];
    const command = isolated(options.binary ?? 'soffice', args);
    if (!command) return null;
    const started = await runProcess(command[0], command[1], options.timeoutMs ?? SOFFICE_TIMEOUT_MS);
    if (!started) return null;
    return await readFile(path.join(dir, 'out', `input.${targetExt.split(':')[0]}`));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Resolves false when the binary does not exist; rejects on a non-zero exit or a timeout. */
export function runProcess(binary: string, args: string[], timeoutMs: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    // Its own process group, so a timeout also stops soffice.bin, which the soffice script starts.
    const child = spawn(binary, args, { stdio: 'ignore', detached: true });
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
      reject(new Error(`soffice timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error.code === 'ENOENT') resolve(false);
      else reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(true);
      else reject(new Error(`soffice exited with ${code}`));
    });
  });
}

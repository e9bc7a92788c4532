import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * One offline database server for every API test file of a Jest run (its global setup), instead of
 * one started inside each file: each app still gets a database of its own name, dropped when it
 * stops. Tests that need a server of their own (one that persists to a folder, or a real mongod
 * through MONGODB_URI) still start one: see `sharedDatabase` in test-app.ts.
 */
export const SHARED_DATABASE_VARIABLE = 'KUZA_TEST_DATABASE_URI';

const CLI = path.resolve(__dirname, '../../../packages/mongo-offline/bin/mongo-offline.mjs');
/** The server ends with the run that started it, even a killed one: it exits when its stdin closes. */
const SERVE_UNTIL_STDIN_CLOSES = `process.stdin.resume(); process.stdin.on('end', () => process.exit(0)); await import(${JSON.stringify(CLI)});`;
const holder = globalThis as { kuzaTestDatabase?: ChildProcess };

export default async function startSharedDatabase(): Promise<void> {
  if (process.env.MONGODB_URI || process.env[SHARED_DATABASE_VARIABLE]) return;
  const child = spawn(process.execPath, ['--input-type=module', '-e', SERVE_UNTIL_STDIN_CLOSES, '--', '--quiet'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const uri = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (mongodb:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the shared test database exited with code ${code}`)));
  });
  // Nothing keeps the Jest process waiting for it; the teardown stops it.
  child.unref();
  for (const stream of [child.stdin, child.stdout]) (stream as unknown as { unref?: () => void }).unref?.();
  holder.kuzaTestDatabase = child;
  process.env[SHARED_DATABASE_VARIABLE] = uri;
}

export async function stopSharedDatabase(): Promise<void> {
  const child = holder.kuzaTestDatabase;
  if (!child || child.exitCode !== null) return;
  // Held again (setup let go of it): otherwise nothing keeps Jest's process alive while it waits,
  // and it would end here, before writing its results.
  child.ref();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdin?.end();
  await exited;
  delete process.env[SHARED_DATABASE_VARIABLE];
}

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, ROOT } from './lib/apps';
import { buildApps } from './lib/build-apps';
import { flakyTests, jestDurations, overBudget, playwrightDurations, slowest } from './lib/test-durations';

/**
 * `npm test`: type-check, lint, Jest (units + API integration), production builds, Playwright
 * (the site through the shell and each remote standalone, then the production topology of
 * `npm run start:prod` through its one origin). Every step runs even when an earlier
 * one fails, so one run reports everything; the totals land in test-results/summary.json.
 */
interface StepResult {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
}

const RESULTS = path.join(ROOT, 'test-results');
const results: StepResult[] = [];
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

const childEnv = { ...process.env, FORCE_COLOR: '0' };

function run(command: string, args: string[]): boolean {
  const outcome = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: childEnv });
  return outcome.status === 0;
}

/** Runs a command beside others, keeping its output to print once it ends (so outputs do not mix). */
function runAside(command: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: childEnv });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ ok: false, output: output + error.message }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

async function step(
  name: string,
  body: () => Promise<Omit<StepResult, 'name' | 'seconds'>> | Omit<StepResult, 'name' | 'seconds'>,
) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  let outcome: Omit<StepResult, 'name' | 'seconds'>;
  try {
    outcome = await body();
  } catch (error) {
    console.error((error as Error).message);
    outcome = { passed: 0, failed: 1 };
  }
  const seconds = (Date.now() - started) / 1000;
  results.push({ name, ...outcome, seconds });
  console.log(`=== ${name}: ${outcome.passed} passed, ${outcome.failed} failed (${seconds.toFixed(1)} s) ===`);
}

const check = (ok: boolean) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 });

function readJson<T>(file: string): T | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}

const commandExists = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** Runs one Playwright config and counts its JSON report. */
function playwright(config: string, report: string): Omit<StepResult, 'name' | 'seconds'> {
  const ok = run(bin('playwright'), ['test', '-c', config]);
  const json = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: unknown[];
  }>(path.join(RESULTS, report));
  if (!json) return { passed: 0, failed: 1 };
  if (json.stats.flaky > 0) {
    console.log(`playwright: ${json.stats.flaky} flaky (failed, then passed on retry): see the list above`);
  }
  // A server that did not start or a spec that did not load lands in `errors` (its tests are
  // skipped, not failed): count it, and any other non-zero exit, as a failure.
  const errors = json.errors?.length ?? 0;
  const unexplained = !ok && json.stats.unexpected === 0 && errors === 0 ? 1 : 0;
  if (json.stats.skipped > 0) console.log(`playwright: ${json.stats.skipped} skipped`);
  return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected + errors + unexplained };
}

async function main() {
  fs.rmSync(RESULTS, { recursive: true, force: true });
  fs.mkdirSync(RESULTS, { recursive: true });

  // Two lanes for two cores: the production build (what the browser tests serve) from the start, and
  // the type-check (`npm run typecheck`: TypeScript 7, on every core while it runs) and then lint.
  const typeCheck = runAside('npm', ['run', '--silent', 'typecheck']);
  const lint = (async () => {
    await typeCheck;
    const eslint = await runAside(bin('eslint'), ['.']);
    const prettier = await runAside(bin('prettier'), ['--check', '.', '--log-level', 'warn']);
    return { ok: eslint.ok && prettier.ok, output: eslint.output + prettier.output };
  })();
  const build = (async () => {
    const started = Date.now();
    try {
      const { seconds, built: apps } = await buildApps(APPS);
      return {
        ok: true,
        output: apps.length ? `built ${apps.join(', ')} in ${seconds.toFixed(1)} s\n` : 'every app is up to date\n',
      };
    } catch (error) {
      return {
        ok: false,
        output: `${(error as Error).message}\n(after ${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
      };
    }
  })();
  for (const [name, outcome] of [
    ['type-check', typeCheck],
    ['lint (eslint + prettier)', lint],
    ['production build', build],
  ] as const) {
    await step(name, async () => {
      const { ok, output } = await outcome;
      process.stdout.write(output);
      return check(ok);
    });
  }
  const built = results.at(-1)?.failed === 0;
  await step('jest', () => {
    const file = path.join(RESULTS, 'jest.json');
    // One worker more than cores: the API's files wait on their database server, sockets and timers for
    // about a quarter of their time, which another file's work fills (two cores: 406 s with two workers,
    // 317 s with three; the parent mostly waits).
    const ok = run(bin('jest'), [
      '--ci',
      `--maxWorkers=${os.availableParallelism() + 1}`,
      '--json',
      `--outputFile=${file}`,
    ]);
    const report = readJson<{ numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number }>(
      file,
    );
    if (!report) return { passed: 0, failed: 1 };
    const failed = report.numFailedTests + report.numRuntimeErrorTestSuites + (ok || report.numFailedTests ? 0 : 1);
    return { passed: report.numPassedTests, failed };
  });
  await step('playwright', () => (built ? playwright('e2e/playwright.config.ts', 'playwright.json') : check(false)));
  // The production topology: nginx, two API processes, Redis (.ci/run installs nginx and redis-server).
  await step('playwright (production topology)', () => {
    if (!built) return check(false);
    const missing = ['nginx', 'redis-server'].filter((command) => !commandExists(command));
    if (missing.length) {
      console.log(`${missing.join(' and ')} not installed (apt-get install ${missing.join(' ')}): not run`);
      return check(false);
    }
    return playwright('e2e/playwright.prod.config.ts', 'playwright-prod.json');
  });

  const durations = [
    ...jestDurations(readJson(path.join(RESULTS, 'jest.json')), ROOT),
    ...playwrightDurations(readJson(path.join(RESULTS, 'playwright.json'))),
    ...playwrightDurations(readJson(path.join(RESULTS, 'playwright-prod.json'))),
  ];
  // A browser test over half of its timeout fails the run (a step of its own, named in the
  // summary), so the margin a slower machine needs cannot erode unnoticed.
  const over = overBudget(durations);
  console.log(`\n=== browser tests within half of their timeout ===`);
  for (const line of over) console.log(`  too slow: ${line}`);
  results.push({ name: 'browser test margins', passed: over.length ? 0 : 1, failed: over.length, seconds: 0 });

  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  // Counted as passed, but named and counted in the summary: the count must be 0.
  const flaky = flakyTests(durations);
  fs.writeFileSync(
    path.join(RESULTS, 'summary.json'),
    JSON.stringify({ passed, failed, flaky, steps: results, tests: slowest(durations, durations.length) }, null, 2),
  );
  console.log('\nThe ten slowest tests:');
  for (const row of slowest(durations)) console.log(`  ${row.seconds.toFixed(1).padStart(6)} s  ${row.name}`);
  console.log('\nSummary:');
  for (const r of results)
    console.log(`  ${r.name.padEnd(28)} ${r.passed} passed, ${r.failed} failed, ${r.seconds.toFixed(1)} s`);
  // A test that passed only on its retry is a defect to fix, not a pass to forget: named and counted.
  console.log(`\n${flaky.length} flaky (failed, then passed on retry)${flaky.length ? ':' : ''}`);
  for (const name of flaky) console.log(`  flaky: ${name}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();

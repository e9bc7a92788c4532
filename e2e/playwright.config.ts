import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { REMOTE_NAMES } from '@kuza/contracts';
import {
  E2E_DATA_DIR,
  E2E_OIDC_ORIGIN,
  E2E_PORT_OFFSET,
  e2eOrigin,
  REMOTES_FILE,
  chromiumLaunchOptions,
} from './support/env';

const root = path.resolve(__dirname, '..');
/** Specs that change what every page of the live site loads (see the 'site-wide' project). */
const SITE_WIDE = /remotes-json\.spec\.ts$/;
/** Runs on another port offset keep their own reports and artifacts. */
const suffix = E2E_PORT_OFFSET === 100 ? '' : `-${E2E_PORT_OFFSET}`;
fs.mkdirSync(path.dirname(REMOTES_FILE), { recursive: true });
fs.writeFileSync(REMOTES_FILE, '{}');

/**
 * One config for the whole site through the shell (project 'site') and for each remote against
 * its own standalone host (projects 'mfe-<name>', tests in mfe-<name>/e2e).
 */
export default defineConfig({
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker more than cores: a test waits on the servers and the browser for much of its time
  // (two cores: 3.8 min with two workers, 3.0 with three, the slowest test 8.4 → 9.1 s).
  workers: os.availableParallelism() + 1,
  // In CI one retry keeps a rare timing fault on a busy 2-core machine from failing the whole run;
  // a test that needed it is reported as flaky in the summary, to be fixed, not ignored.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results', `playwright${suffix}.json`) }]],
  outputDir: path.join(os.tmpdir(), `kuza-playwright-output${suffix}`),
  // A trace is recorded for a retry only: recording one for every test (to keep the failures')
  // made the whole suite 40% slower.
  use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions(), trace: 'on-first-retry' },
  projects: [
    {
      name: 'site',
      testDir: path.join(__dirname, 'tests'),
      testIgnore: SITE_WIDE,
      use: { baseURL: e2eOrigin('shell') },
    },
    ...REMOTE_NAMES.map((name) => ({
      name: `mfe-${name}`,
      testDir: path.join(root, `mfe-${name}`, 'e2e'),
      use: { baseURL: e2eOrigin(name) },
    })),
    // Tests that change the live site for every page (repointing a remote, as a release does) run
    // last, alone: a page another test loads meanwhile would otherwise get the changed site.
    {
      name: 'site-wide',
      testDir: path.join(__dirname, 'tests'),
      testMatch: SITE_WIDE,
      dependencies: ['site', ...REMOTE_NAMES.map((name) => `mfe-${name}`)],
      use: { baseURL: e2eOrigin('shell') },
    },
  ],
  webServer: {
    command: 'npx tsx scripts/start.ts',
    cwd: root,
    url: `${e2eOrigin('api')}/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      KUZA_PORT_OFFSET: String(E2E_PORT_OFFSET),
      KUZA_REMOTES_FILE: REMOTES_FILE,
      DB_PERSIST: 'false',
      LOG_LEVEL: 'warn',
      // Mail goes to the dev outbox under this folder, where e2e/support/mail.ts reads it.
      KUZA_DATA_DIR: E2E_DATA_DIR,
      SMTP_URL: '',
      // Every test runs from the same address; the per-IP limits are tested in Jest.
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '10000',
      AI_RATE_LIMIT_MAX: '10000',
      MEDIA_RATE_LIMIT_MAX: '10000',
      // Google sign-in against the local OpenID provider that e2e/tests/auth-google.spec.ts runs.
      GOOGLE_CLIENT_ID: 'kuza-e2e',
      GOOGLE_CLIENT_SECRET: 'kuza-e2e-secret',
      GOOGLE_AUTHORIZE_URL: `${E2E_OIDC_ORIGIN}/authorize`,
      GOOGLE_TOKEN_URL: `${E2E_OIDC_ORIGIN}/token`,
      GOOGLE_USERINFO_URL: `${E2E_OIDC_ORIGIN}/userinfo`,
    },
  },
});

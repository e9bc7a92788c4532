import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  chromiumLaunchOptions,
  E2E_PORT_OFFSET,
  PROD_DIR,
  PROD_ORIGIN,
  PROD_PORT,
  PROD_RELEASES_DIR,
} from './support/env';

const root = path.resolve(__dirname, '..');
const suffix = E2E_PORT_OFFSET === 100 ? '' : `-${E2E_PORT_OFFSET}`;
const dataDir = path.join(PROD_DIR, 'data');

// Set before the workers start, so the shared support code calls the API through the gateway and
// reads mail from this run's outbox. Only the process that starts the site begins from nothing.
process.env.KUZA_E2E_API_URL = `${PROD_ORIGIN}/api`;
process.env.KUZA_E2E_DATA_DIR = dataDir;
if (!process.env.TEST_WORKER_INDEX) fs.rmSync(PROD_DIR, { recursive: true, force: true });

/**
 * The production topology (`npm run start:prod`): nginx as the one origin, two API processes, Redis
 * and the offline database in its own process. One worker: a test stops an API process, another
 * changes what is live for every page.
 */
export default defineConfig({
  testDir: path.join(__dirname, 'prod'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results', `playwright-prod${suffix}.json`) }]],
  outputDir: path.join(os.tmpdir(), `kuza-playwright-prod-output${suffix}`),
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions(),
    baseURL: PROD_ORIGIN,
    trace: 'on-first-retry',
  },
  webServer: {
    command: 'npx tsx scripts/start-prod.ts',
    cwd: root,
    url: `${PROD_ORIGIN}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      KUZA_PROD_PORT: String(PROD_PORT),
      KUZA_DATA_DIR: dataDir,
      KUZA_RELEASES_DIR: PROD_RELEASES_DIR,
      DB_PERSIST: 'false',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      // Every test runs from one address; the limits themselves are tested in Jest.
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '10000',
      AI_RATE_LIMIT_MAX: '10000',
    },
  },
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PORTS } from '@kuza/contracts';

/**
 * End-to-end servers run on the default ports + 100 (KUZA_E2E_PORT_OFFSET), so they never clash
 * with `npm start`, and two suites can run side by side with different offsets.
 */
export const E2E_PORT_OFFSET = Number(process.env.KUZA_E2E_PORT_OFFSET || 100);
export const REMOTES_FILE = path.join(os.tmpdir(), `kuza-e2e-${E2E_PORT_OFFSET}`, 'remotes.json');

export function e2ePort(app: keyof typeof DEFAULT_PORTS): number {
  return DEFAULT_PORTS[app] + E2E_PORT_OFFSET;
}

/**
 * Where tests reach an app. The API is on its own port, except in the production-topology run
 * (e2e/playwright.prod.config.ts), which sets KUZA_E2E_API_URL to the gateway's /api.
 */
export function e2eOrigin(app: keyof typeof DEFAULT_PORTS): string {
  if (app === 'api' && process.env.KUZA_E2E_API_URL) return process.env.KUZA_E2E_API_URL;
  return `http://localhost:${e2ePort(app)}`;
}

/**
 * CHROMIUM_PATH, Debian's Chromium headless shell (what Playwright itself runs headless: the same
 * Blink and V8 without the desktop browser around them, so a page load costs half the CPU), Debian's
 * Chromium, or (undefined) Playwright's own browser on a normal machine.
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/lib/chromium/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  return candidates.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate));
}

/** How every end-to-end config launches Chromium. */
export function chromiumLaunchOptions() {
  return {
    executablePath: chromiumExecutable(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}

/**
 * The API's data folder in end-to-end runs: the dev outbox (mail without SMTP) lands in <data>/outbox.
 * The production-topology run (e2e/playwright.prod.config.ts) sets its own.
 */
export const E2E_DATA_DIR =
  process.env.KUZA_E2E_DATA_DIR || path.join(os.tmpdir(), `kuza-e2e-${E2E_PORT_OFFSET}`, 'data');
export const E2E_OUTBOX_DIR = path.join(E2E_DATA_DIR, 'outbox');

/** The local OpenID provider (oauth2-mock-server) that stands in for Google in the sign-in test. */
export const E2E_OIDC_PORT = DEFAULT_PORTS.api + E2E_PORT_OFFSET + 80;
export const E2E_OIDC_ORIGIN = `http://127.0.0.1:${E2E_OIDC_PORT}`;

/**
 * The production-topology run (e2e/playwright.prod.config.ts): `npm run start:prod` with its public
 * port at 8080 + the offset (8180 by default), its own data folder and release store.
 */
export const PROD_PORT = 8080 + E2E_PORT_OFFSET;
export const PROD_ORIGIN = `http://localhost:${PROD_PORT}`;
export const PROD_DIR = path.join(os.tmpdir(), `kuza-e2e-prod-${E2E_PORT_OFFSET}`);
export const PROD_RELEASES_DIR = path.join(PROD_DIR, 'releases');
/** start:prod's generated config, logs and processes.json (pid of each process it started). */
export const PROD_RUN_DIR = path.join(PROD_DIR, 'data', 'prod');

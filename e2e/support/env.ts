import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PORTS } from '@kuza/contracts';

/** End-to-end servers run on the default ports + 100, so they never clash with `npm start`. */
export const E2E_PORT_OFFSET = 100;
export const REMOTES_FILE = path.join(os.tmpdir(), 'kuza-e2e', 'remotes.json');

export function e2ePort(app: keyof typeof DEFAULT_PORTS): number {
  return DEFAULT_PORTS[app] + E2E_PORT_OFFSET;
}

export function e2eOrigin(app: keyof typeof DEFAULT_PORTS): string {
  return `http://localhost:${e2ePort(app)}`;
}

/** Debian's Chromium, CHROMIUM_PATH, or (undefined) Playwright's own browser on a normal machine. */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate));
}

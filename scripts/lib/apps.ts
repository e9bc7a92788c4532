import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@kuza/contracts';
import type { AppName } from '@kuza/build';

export const ROOT = path.resolve(__dirname, '../..');
export const APPS: AppName[] = ['shell', ...REMOTE_NAMES];

export function appDir(app: AppName): string {
  return path.join(ROOT, app === 'shell' ? 'shell' : `mfe-${app}`);
}

export function distDir(app: AppName): string {
  return path.join(appDir(app), 'dist');
}

/** What every app is built from besides its own folder: each shared package, and the lock file. */
const SHARED_SOURCES = [
  ...fs.readdirSync(path.join(ROOT, 'packages')).map((name) => path.join('packages', name)),
  'package-lock.json',
];
export const BUILD_STAMP = '.build-stamp';

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'e2e') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** An app needs a build when its dist is missing or older than its sources or the shared packages. */
export function isStale(app: AppName): boolean {
  const stamp = path.join(distDir(app), BUILD_STAMP);
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(distDir(app), 'index.html'))) return true;
  const built = fs.statSync(stamp).mtimeMs;
  const sources = [appDir(app), ...SHARED_SOURCES.map((p) => path.join(ROOT, p))];
  return sources.some((source) => newestMtime(source) > built);
}

/** When the build in a dist folder was made (its stamp), or undefined for a folder without one. */
export function buildStampOf(dir: string): string | undefined {
  const stamp = path.join(dir, BUILD_STAMP);
  return fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : undefined;
}

export function markBuilt(app: AppName): void {
  fs.writeFileSync(path.join(distDir(app), BUILD_STAMP), new Date().toISOString());
}

import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { prerenderedRoutes, prerenderPages, type AppName } from '@kuza/build';
import { appDir, isStale, markBuilt, ROOT } from './apps';

type ConfigFactory = (env: unknown, argv: { mode: 'production' }) => Configuration;

/**
 * Production-builds the given apps in one webpack process (one MultiCompiler shares the loaded
 * toolchain; two at a time on a two-core machine). Returns the seconds it took.
 */
export async function buildApps(
  apps: AppName[],
  options: { force?: boolean } = {},
): Promise<{ built: AppName[]; seconds: number }> {
  return withBuildLock(() => buildUnlocked(apps, options));
}

/** Two processes building the same dist folder would clobber each other: take turns. */
async function withBuildLock<T>(body: () => Promise<T>): Promise<T> {
  const lock = path.join(ROOT, '.cache', 'build.lock');
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const held = fs.statSync(lock, { throwIfNoEntry: false });
      // A lock older than any real build was left by a killed process.
      if (held && Date.now() - held.mtimeMs > 10 * 60_000) fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`another build holds ${lock}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await body();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

async function buildUnlocked(
  apps: AppName[],
  { force = false }: { force?: boolean },
): Promise<{ built: AppName[]; seconds: number }> {
  const targets = force ? apps : apps.filter(isStale);
  if (targets.length === 0) return { built: [], seconds: 0 };
  const started = Date.now();
  const configs: Configuration[] = [];
  for (const app of targets) {
    const module = (await import(`${appDir(app)}/webpack.config.ts`)) as {
      default: ConfigFactory | { default: ConfigFactory };
    };
    const factory = typeof module.default === 'function' ? module.default : module.default.default;
    configs.push({ ...factory({}, { mode: 'production' }), name: app });
  }
  const compiler = webpack(configs);
  (compiler as unknown as { parallelism: number }).parallelism = 2;
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve();
    });
  });
  // The public pages are drawn from the shell's tree and the remotes' pages: either changing redraws them.
  if (targets.some((app) => app === 'shell' || prerenderedRoutes().some((route) => route.remote === app))) {
    await prerenderPages(appDir('shell'));
  }
  targets.forEach(markBuilt);
  return { built: targets, seconds: (Date.now() - started) / 1000 };
}

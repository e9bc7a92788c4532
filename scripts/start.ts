import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { originOf, portOf, serveApp, webConfig, type StaticServer } from '@kuza/build';
import { APPS, distDir, ROOT } from './lib/apps';
import { buildApps } from './lib/build-apps';

/**
 * `npm start`: builds what is missing, then serves the API (with its database), the shell and
 * each remote on its own port, like separately deployed apps. Ctrl+C stops everything.
 */
async function waitForApi(url: string, api: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`the API exited with code ${api.exitCode}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not answer at ${url}/health within ${timeoutMs / 1000} s`);
}

async function main() {
  const config = webConfig();
  const { built, seconds } = await buildApps(APPS);
  if (built.length) console.log(`built ${built.join(', ')} in ${seconds.toFixed(1)} s`);

  const webOrigins = APPS.map((app) => originOf(app, config)).join(',');
  const api = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(portOf('api', config)),
      WEB_ORIGINS: webOrigins,
      PUBLIC_WEB_URL: originOf('shell', config),
    },
  });
  const servers: StaticServer[] = [];
  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(servers.map((server) => server.close()));
    if (api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  api.once('exit', (code) => {
    if (!stopping) {
      console.error(`the API stopped (exit code ${code}); stopping Kuza`);
      void stop(1);
    }
  });

  for (const app of APPS) servers.push(await serveApp({ app, distDir: distDir(app) }));
  await waitForApi(originOf('api', config), api);
  console.log(`\nKuza is running at ${originOf('shell', config)}\n`);
  console.log(`  API ${originOf('api', config)} (docs at ${originOf('api', config)}/docs)`);
  for (const app of APPS.slice(1)) console.log(`  ${app} remote ${originOf(app, config)}`);
  console.log('\nPress Ctrl+C to stop.');
}

main().catch((error: Error) => {
  console.error(`Kuza could not start: ${error.message}`);
  process.exit(1);
});

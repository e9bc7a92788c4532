import path from 'node:path';
import { REMOTE_NAMES } from '@kuza/contracts';
import type { AppName } from './config';
import { serveApp } from './serve';

/** `kuza-serve <app>`: run from an app folder (npm run serve -w mfe-decks). */
async function main() {
  const app = process.argv[2] as AppName | undefined;
  if (!app) throw new Error(`usage: kuza-serve <${['shell', ...REMOTE_NAMES].join('|')}>`);
  const server = await serveApp({ app, distDir: path.resolve('dist') });
  console.log(`${app} served at ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

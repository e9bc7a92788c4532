import { buildApps } from './lib/build-apps';
import { APPS } from './lib/apps';

/** `npm run build`: production builds of the shell and every remote that changed (`--force`: all). */
buildApps(APPS, { force: process.argv.includes('--force') })
  .then(({ built, seconds }) => {
    console.log(built.length ? `built ${built.join(', ')} in ${seconds.toFixed(1)} s` : 'every app is up to date');
  })
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });

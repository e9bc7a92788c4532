import { parseArgs } from 'node:util';
import { start } from './server';

const USAGE = 'usage: mongo-offline [--port N] [--host H] [--dbpath DIR] [--quiet]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      host: { type: 'string', default: '127.0.0.1' },
      dbpath: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid --port '${values.port}'\n${USAGE}`);
  const server = await start({
    port,
    host: values.host,
    dbpath: values.dbpath,
    logger: values.quiet ? undefined : (msg) => console.error(msg),
  });
  console.log(`mongo-offline listening on ${server.uri}`);
  const shutdown = (): void => {
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: Error) => {
  console.error(`mongo-offline: ${error.message}`);
  process.exit(1);
});

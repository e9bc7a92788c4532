import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeGateway } from './lib/gateway';

/**
 * Writes the gateway's nginx config from deploy/nginx.conf.template for a deployment other than
 * start:prod (the gateway image):
 *
 *   tsx scripts/gateway-config.ts --out FILE --store DIR --api HOST:PORT,HOST:PORT
 *     [--listen 8080] [--run-dir DIR] [--error-log FILE] [--access-log FILE|off]
 */
const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    store: { type: 'string' },
    api: { type: 'string' },
    listen: { type: 'string', default: '8080' },
    'run-dir': { type: 'string', default: '/tmp/kuza-nginx' },
    'error-log': { type: 'string', default: '/dev/stderr' },
    'access-log': { type: 'string', default: '/dev/stdout' },
  },
});
const missing = (['out', 'store', 'api'] as const).filter((name) => !values[name]);
if (missing.length) {
  console.error(`gateway-config: ${missing.map((name) => `--${name}`).join(', ')} missing`);
  process.exit(1);
}
const file = writeGateway(path.resolve(values.out!), {
  listen: values.listen!,
  apiServers: values.api!.split(',').map((server) => server.trim()),
  storeDir: path.resolve(values.store!),
  runDir: values['run-dir']!,
  errorLog: values['error-log']!,
  accessLog: values['access-log']!,
});
console.log(`wrote ${file}`);

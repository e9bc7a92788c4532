import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { productionConfig } from '@kuza/build';
import { distDir, ROOT } from './lib/apps';
import { buildApps } from './lib/build-apps';
import { GATEWAY_API_PATH, workerUser, writeGateway } from './lib/gateway';
import { FolderReleaseStore, RELEASE_APPS } from './lib/releases';

/**
 * `npm run start:prod`: the production topology on this machine (docs/deploying.md). Builds what
 * changed, releases and promotes each app that has nothing live or a build never released, then starts:
 *
 *   nginx            the one public origin, KUZA_PROD_PORT (8080): shell, /remotes/, /api/
 *   API × 2          ports +1 and +2 (KUZA_API_INSTANCES: 1 to 8), sharing the database and Redis
 *   redis-server     port +9, with a password made for this run
 *   mongo-offline    port +10, one process every API shares (unless MONGODB_URI names a database)
 *   outbox SMTP      port +11, mail as .eml files in <KUZA_DATA_DIR>/outbox (unless SMTP_URL names a server)
 *
 * The APIs run with NODE_ENV=production, which refuses to start without a database, a mail server
 * and a Redis password: the stand-ins above are named to them explicitly, as MONGODB_URI, SMTP_URL
 * and REDIS_URL.
 *
 * Generated config, logs and pid files go to <KUZA_DATA_DIR>/prod. Ctrl+C stops everything.
 */
const config = productionConfig();
const port = config.port;
const host = 'localhost';
const publicUrl = `http://${host}:${port}`;
const runDir = path.join(config.dataDir, 'prod');
const API_INSTANCES = Array.from({ length: config.apiInstances }, (_, i) => ({
  id: `api-${i + 1}`,
  port: port + i + 1,
}));
const REDIS_PORT = port + 9;
const MONGO_PORT = port + 10;
const MAIL_PORT = port + 11;
/** Redis answers only to the APIs started here: a local process cannot read or forge sessions and lockouts. */
const REDIS_PASSWORD = randomBytes(24).toString('hex');

interface Service {
  name: string;
  child: ChildProcess;
  /** An API instance that stops is started again (the others serve meanwhile); anything else stopping stops Kuza. */
  restarts: boolean;
}
const services: Service[] = [];
let stopping = false;
/** A process that keeps dying is not restarted faster than this. */
const RESTART_DELAY_MS = 1000;

function requireCommand(command: string, debianPackage: string): string {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error(`${command} is not installed: apt-get install ${debianPackage}`);
  return found;
}

const running = (service: Service) => service.child.exitCode === null && service.child.signalCode === null;

/** The pid of each process, for tests and operators (`kill` one API process to see the others serve). */
function writeProcessIds() {
  const pids = Object.fromEntries(services.map((s) => [s.name, s.child.pid]));
  fs.writeFileSync(path.join(runDir, 'processes.json'), `${JSON.stringify(pids, null, 2)}\n`);
}

function start(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  restarts = false,
): ChildProcess {
  const log = fs.openSync(path.join(runDir, `${name}.log`), 'a');
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const known = services.find((s) => s.name === name);
  const service: Service = known ?? { name, child, restarts };
  service.child = child;
  if (!known) services.push(service);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (restarts) {
      const left = services.filter((s) => s.restarts && running(s)).map((s) => s.name);
      console.error(
        `${name} stopped (${how}); ${left.length ? `${left.join(', ')} serving` : 'no API instance is left'}; starting it again`,
      );
      setTimeout(() => {
        if (stopping) return;
        start(name, command, args, env, restarts);
        writeProcessIds();
      }, RESTART_DELAY_MS);
    } else {
      console.error(`${name} stopped (${how}); see ${path.join(runDir, `${name}.log`)}. Stopping Kuza`);
      void stop(1);
    }
  });
  return child;
}

async function waitUntil(what: string, ready: () => Promise<boolean>, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} before it was ready`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
}

/** Sends one line over TCP and resolves with the first answer (Redis PING, a port that is open). */
function tcpAsk(targetPort: number, line?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(targetPort, '127.0.0.1');
    socket.setTimeout(1000, () => socket.destroy(new Error('timeout')));
    socket.once('error', reject);
    socket.once('connect', () => (line ? socket.write(line) : (socket.end(), resolve(''))));
    socket.once('data', (data) => {
      socket.end();
      resolve(data.toString());
    });
  });
}

/** What a server says first (an SMTP greeting): it speaks before the client, which must wait for it. */
function tcpGreeting(targetPort: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(targetPort, '127.0.0.1');
    socket.setTimeout(3000, () => socket.destroy(new Error('timeout')));
    socket.once('error', reject);
    socket.once('data', (data) => {
      socket.end('QUIT\r\n');
      resolve(data.toString());
    });
  });
}

async function assertFree(ports: number[]) {
  for (const p of ports) {
    const open = await tcpAsk(p).then(
      () => true,
      () => false,
    );
    if (open) throw new Error(`port ${p} is in use: stop what listens there or set KUZA_PROD_PORT`);
  }
}

/**
 * Releases and promotes each app that has nothing live, or whose build was never released (built
 * just now or by `npm run build`). A build already released stays as promote/rollback left it.
 */
async function releaseBuilds(store: FolderReleaseStore) {
  const live = await store.live();
  for (const app of RELEASE_APPS) {
    if (live[app] && (await store.hasReleased(app, distDir(app)))) continue;
    console.log(`released and promoted ${app} ${await store.publish(app, distDir(app))}`);
  }
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // The gateway first (no new requests), then the APIs drain theirs, then what they use.
  const order = ['nginx', ...API_INSTANCES.map((api) => api.id), 'outbox-smtp', 'redis', 'mongo-offline'];
  for (const name of order) {
    for (const { child } of services.filter((s) => s.name === name)) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      child.kill(name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  fs.rmSync(path.join(runDir, 'processes.json'), { force: true });
  process.exit(code);
}

async function main() {
  const nginx = requireCommand('nginx', 'nginx');
  const redis = requireCommand('redis-server', 'redis-server');
  fs.mkdirSync(runDir, { recursive: true });
  await assertFree([port, ...API_INSTANCES.map((api) => api.port), REDIS_PORT, MONGO_PORT, MAIL_PORT]);

  const { built, seconds } = await buildApps([...RELEASE_APPS]);
  if (built.length) console.log(`built ${built.join(', ')} in ${seconds.toFixed(1)} s`);
  const store = new FolderReleaseStore(config.releasesDir);
  await releaseBuilds(store);

  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  const redisProcess = start('redis', redis, [
    '--port',
    String(REDIS_PORT),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    runDir,
    '--requirepass',
    REDIS_PASSWORD,
  ]);
  let mongodbUri = config.mongodbUri;
  if (!mongodbUri) {
    const persist = process.env.DB_PERSIST !== 'false';
    const dbpath = path.join(config.dataDir, 'offline-db');
    const mongo = start('mongo-offline', process.execPath, [
      path.join(ROOT, 'packages/mongo-offline/bin/mongo-offline.mjs'),
      '--port',
      String(MONGO_PORT),
      ...(persist ? ['--dbpath', dbpath] : []),
    ]);
    if (persist) fs.mkdirSync(dbpath, { recursive: true });
    await waitUntil('mongo-offline', () => tcpAsk(MONGO_PORT).then(() => true), mongo);
    mongodbUri = `mongodb://127.0.0.1:${MONGO_PORT}/kuza`;
  }
  await waitUntil(
    'redis-server',
    async () => (await tcpAsk(REDIS_PORT, `AUTH ${REDIS_PASSWORD}\r\n`)).startsWith('+OK'),
    redisProcess,
  );
  let smtpUrl = process.env.SMTP_URL;
  if (!smtpUrl) {
    const outbox = path.join(config.dataDir, 'outbox');
    const mail = start('outbox-smtp', process.execPath, [
      '--import',
      'tsx',
      path.join(ROOT, 'scripts/lib/outbox-smtp.ts'),
      '--port',
      String(MAIL_PORT),
      '--dir',
      outbox,
    ]);
    // An SMTP server refuses a client that talks before its greeting ('421 You talk too soon').
    await waitUntil('outbox SMTP', async () => (await tcpGreeting(MAIL_PORT)).startsWith('220'), mail);
    smtpUrl = `smtp://127.0.0.1:${MAIL_PORT}`;
  }

  const apis = API_INSTANCES.map((api) =>
    start(
      api.id,
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')],
      {
        NODE_ENV: process.env.NODE_ENV === 'test' ? 'test' : 'production',
        PORT: String(api.port),
        HOST: '127.0.0.1',
        INSTANCE_ID: api.id,
        MONGODB_URI: mongodbUri,
        SMTP_URL: smtpUrl,
        REDIS_URL: `redis://:${REDIS_PASSWORD}@127.0.0.1:${REDIS_PORT}`,
        // nginx on this machine is the one proxy in front, and sets X-Forwarded-For itself: one hop.
        TRUST_PROXY: '1',
        API_URL: `${publicUrl}${GATEWAY_API_PATH}`,
        PUBLIC_WEB_URL: publicUrl,
        WEB_ORIGINS: `${publicUrl},http://127.0.0.1:${port}`,
      },
      true,
    ),
  );
  await Promise.all(
    API_INSTANCES.map((api, index) =>
      waitUntil(api.id, async () => (await fetch(`http://127.0.0.1:${api.port}/health`)).ok, apis[index]!),
    ),
  );

  const errorLog = path.join(runDir, 'nginx-error.log');
  const configFile = writeGateway(path.join(runDir, 'nginx.conf'), {
    listen: String(port),
    apiServers: API_INSTANCES.map((api) => `127.0.0.1:${api.port}`),
    storeDir: store.root,
    runDir: path.join(runDir, 'nginx'),
    errorLog,
    accessLog: process.env.KUZA_ACCESS_LOG === 'true' ? path.join(runDir, 'nginx-access.log') : 'off',
    user: workerUser(),
  });
  const test = spawnSync(nginx, ['-t', '-q', '-e', errorLog, '-c', configFile], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused ${configFile}:\n${test.stderr}`);
  const gateway = start('nginx', nginx, ['-e', errorLog, '-c', configFile]);
  await waitUntil('nginx', async () => (await fetch(`${publicUrl}/api/health`)).ok, gateway);

  writeProcessIds();
  console.log(`\nKuza (production topology) is running at ${publicUrl}\n`);
  console.log(`  gateway  nginx on ${port}, config ${configFile}`);
  for (const api of API_INSTANCES)
    console.log(`  ${api.id}    http://127.0.0.1:${api.port} (through ${publicUrl}/api)`);
  console.log(`  redis    127.0.0.1:${REDIS_PORT} (password in the APIs' REDIS_URL)`);
  console.log(
    `  mail     ${process.env.SMTP_URL ? 'SMTP_URL' : `outbox SMTP on 127.0.0.1:${MAIL_PORT}, into ${path.join(config.dataDir, 'outbox')}`}`,
  );
  console.log(`  database ${config.mongodbUri ? 'MONGODB_URI' : `mongo-offline on 127.0.0.1:${MONGO_PORT}`}`);
  console.log(`  releases ${store.root} (npm run releases)`);
  console.log(`  logs     ${runDir}`);
  console.log('\nPress Ctrl+C to stop.');
}

main().catch((error: Error) => {
  console.error(`Kuza could not start: ${error.message}`);
  void stop(1);
});

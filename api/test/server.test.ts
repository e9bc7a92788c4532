import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { startServer, type RunningServer } from '../src/server';
import { testConfig } from './helpers/test-app';

/** A GET on a fresh TCP connection, so a pooled keep-alive socket cannot hide a closed listener. */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const quiet = { info: () => {}, warn: () => {} };

describe('startServer', () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('listens on the configured host and a free port when PORT is 0', async () => {
    server = await startServer(testConfig({ PORT: '0', LOG_LEVEL: 'silent' }), { dbLogger: quiet });

    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = await get(`${server.url}/health`);
    expect(health.status).toBe(200);
  });

  it('finishes an in-flight request on close, then refuses new connections', async () => {
    let requestArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (requestArrived = resolve));
    server = await startServer(testConfig({ PORT: '0', LOG_LEVEL: 'silent' }), {
      dbLogger: quiet,
      extend: (app) => {
        app.get('/test/slow', async () => {
          requestArrived();
          await new Promise((resolve) => setTimeout(resolve, 400));
          return { finished: true };
        });
      },
    });
    const { url, app } = server;

    const slow = get(`${url}/test/slow`);
    await arrived;
    const closed = server.close();

    await expect(slow).resolves.toEqual({ status: 200, body: JSON.stringify({ finished: true }) });
    await closed;
    await expect(get(`${url}/health`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(app.db.connection.readyState).toBe(0);
  });

  it('rejects, releasing its database, when the port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      await expect(
        startServer(testConfig({ PORT: String(port), LOG_LEVEL: 'silent' }), { dbLogger: quiet }),
      ).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});

describe('the API process (api/src/server.ts)', () => {
  const root = path.resolve(__dirname, '../..');
  const spawnApi = (env: Record<string, string>) =>
    spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DB_PERSIST: 'false', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const exitOf = (child: ChildProcess) =>
    new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  it('stops on SIGTERM with exit code 0 and stops listening', async () => {
    const child = spawnApi({});
    const exited = exitOf(child);
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/[^\s]+)/.exec(output);
        if (match) resolve(match[1]!);
      });
      void exited.then(() => reject(new Error(`the API exited before listening: ${output}`)));
    });
    expect((await get(`${url}/health`)).status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(get(`${url}/health`)).rejects.toThrow(/ECONNREFUSED/);
  }, 60_000);

  it('refuses to start with a bad setting, naming it, with exit code 1', async () => {
    const child = spawnApi({ PORT: 'eighty' });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    expect(await exitOf(child)).toBe(1);
    expect(errors).toContain('PORT');
  }, 60_000);

  it('refuses to start in production without a real database and mail server, naming both', async () => {
    const child = spawnApi({ NODE_ENV: 'production', MONGODB_URI: '', SMTP_URL: '' });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    expect(await exitOf(child)).toBe(1);
    expect(errors).toContain('MONGODB_URI: must be set when NODE_ENV is production');
    expect(errors).toContain('SMTP_URL: must be set when NODE_ENV is production');
  }, 60_000);
});

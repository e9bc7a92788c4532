import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPrivateAddress, safeFetch, type SafeFetchOptions } from '../src/lib/safe-fetch';
import { remoteImageResolver } from '../src/modules/files/export/images';

const REFUSED = 'This link points to a private or local address, which Kuza does not fetch';
const TOO_SLOW = 'The link took too long to answer';
const MB = 1024 * 1024;

/** Just enough of a PNG for the exporters to take it: signature, IHDR and a size. */
function png(bytes: number): Buffer {
  const data = Buffer.alloc(bytes);
  data.writeUInt32BE(0x89504e47, 0);
  data.write('IHDR', 12, 'ascii');
  data.writeUInt32BE(10, 16);
  data.writeUInt32BE(10, 20);
  return data;
}

let server: http.Server;
let port: number;
beforeAll(async () => {
  // Loopback, so every refusal below would otherwise really reach it and answer 200.
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/redirect') return res.writeHead(302, { location: url.searchParams.get('to')! }).end();
    if (url.pathname === '/trickle') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      const drip = setInterval(() => res.write('x'), 50);
      return res.on('close', () => clearInterval(drip));
    }
    if (url.pathname === '/chunked') {
      // No content-length: only counting the bytes as they arrive can stop this.
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      for (let i = 0; i < 40; i += 1) res.write(Buffer.alloc(64 * 1024, 1));
      return res.end();
    }
    if (url.pathname === '/image.png') return res.end(png(600 * 1024));
    res.end('secret');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const options: SafeFetchOptions = { maxBytes: MB, timeoutMs: 5000, allowHosts: ['localhost'] };

/** [status, message] of a refused fetch, or the body it fetched, so a test that should fail can. */
async function outcome(url: string, extra: Partial<SafeFetchOptions> = {}): Promise<unknown> {
  try {
    return (await safeFetch(url, { ...options, ...extra })).body.toString();
  } catch (error) {
    const { statusCode, message } = error as { statusCode?: number; message: string };
    return [statusCode, message];
  }
}

const privateUrls = () => [
  `http://[::ffff:7f00:1]:${port}/`,
  `http://[::ffff:127.0.0.1]:${port}/`,
  'http://[::ffff:a9fe:a9fe]/latest/meta-data',
  `http://[::1]:${port}/`,
  'http://[fe80::1]/',
  `http://0.0.0.0:${port}/`,
  `http://[::127.0.0.1]:${port}/`,
  `http://[64:ff9b::7f00:1]:${port}/`,
  `http://[2002:a9fe:a9fe::1]/`,
];

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '100.64.0.1',
    '169.254.169.254',
    '172.16.0.1',
    '192.168.1.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '::ffff:7f00:1',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe',
    '::ffff:0:a00:1',
    '::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])(
    'lets the public %s through',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});

describe('safeFetch', () => {
  it('fetches an allowed host, so the refusals below are the guard and not a dead server', async () => {
    expect(await outcome(`http://localhost:${port}/`)).toBe('secret');
  });

  it('refuses IPv4-mapped, embedded, loopback, link-local and unspecified addresses given literally', async () => {
    for (const url of privateUrls()) {
      expect([url, await outcome(url)]).toEqual([url, [400, REFUSED]]);
    }
  });

  it('refuses a name that resolves to loopback when it is not on the allow-list', async () => {
    expect(await outcome(`http://localhost:${port}/`, { allowHosts: [] })).toEqual([400, REFUSED]);
  });

  it('refuses a redirect to each kind of private address', async () => {
    for (const target of privateUrls()) {
      const url = `http://localhost:${port}/redirect?to=${encodeURIComponent(target)}`;
      expect([target, await outcome(url)]).toEqual([target, [400, REFUSED]]);
    }
  });

  it('gives up on a server that trickles its answer, at the deadline and not at the idle timeout', async () => {
    const started = Date.now();
    expect(await outcome(`http://localhost:${port}/trickle`, { timeoutMs: 300 })).toEqual([408, TOO_SLOW]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('keeps one deadline across redirects', async () => {
    const trickle = encodeURIComponent(`http://localhost:${port}/trickle`);
    const started = Date.now();
    const url = `http://localhost:${port}/redirect?to=${trickle}`;
    expect(await outcome(url, { timeoutMs: 300 })).toEqual([408, TOO_SLOW]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a body over the limit that comes without a content-length', async () => {
    expect(await outcome(`http://localhost:${port}/chunked`)).toEqual([413, 'The file is larger than 1 MB']);
  });
});

describe('remoteImageResolver', () => {
  it('stops fetching images once the export has used its budget', async () => {
    const resolve = remoteImageResolver(['localhost'], MB);
    const first = await resolve(`http://localhost:${port}/image.png`);
    const second = await resolve(`http://localhost:${port}/image.png`);
    expect([first?.length, second]).toEqual([600 * 1024, null]);
  });
});

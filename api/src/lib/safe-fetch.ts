import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { HttpError } from './http-error';

/**
 * Server-side fetch of a user-given URL without SSRF: http(s) only; every address the name
 * resolves to must be public (checked in the socket's own lookup, so DNS rebinding cannot slip a
 * private address in after the check); redirects are followed by hand and checked again; the
 * body is capped in size and time.
 */
export interface SafeFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
  /** Hosts allowed even on private addresses (tests). */
  allowHosts?: readonly string[];
}

export interface SafeFetchResult {
  body: Buffer;
  contentType: string | undefined;
  finalUrl: string;
}

const BLOCKED_V4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

function v4ToInt(address: string): number {
  return address.split('.').reduce((sum, part) => (sum << 8) + Number(part), 0) >>> 0;
}

export function isPrivateAddress(address: string): boolean {
  if (net.isIPv4(address)) {
    const value = v4ToInt(address);
    return BLOCKED_V4.some(([base, bits]) => {
      const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
      return (value & mask) === (v4ToInt(base) & mask);
    });
  }
  const lower = address.toLowerCase();
  if (lower === '::' || lower === '::1') return true;
  const mapped = lower.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return isPrivateAddress(mapped[1]!);
  return /^(fc|fd|fe8|fe9|fea|feb|ff)/.test(lower);
}

const REFUSED = 'This link points to a private or local address, which Kuza does not fetch';

function request(
  url: URL,
  options: SafeFetchOptions,
): Promise<{ status: number; location?: string; result?: SafeFetchResult }> {
  const allowed = options.allowHosts?.includes(url.hostname.toLowerCase()) ?? false;
  const lookup: net.LookupFunction = (hostname, lookupOptions, callback) => {
    dns.lookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as dns.LookupAddress[];
      const bad = list.find((entry) => isPrivateAddress(entry.address));
      if (bad && !allowed) return callback(new HttpError(400, REFUSED), '', 4);
      if (lookupOptions.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
  // IP literals never go through `lookup`, so they are checked here (IPv6 without its brackets).
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(literal) && isPrivateAddress(literal) && !allowed) {
    return Promise.reject(new HttpError(400, REFUSED));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      { lookup, timeout: options.timeoutMs, headers: { 'user-agent': 'Kuza-Importer/1.0' } },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          return resolve({ status, location: res.headers.location });
        }
        if (status !== 200) {
          res.resume();
          return reject(new HttpError(400, `The link answered HTTP ${status}; check it opens in a browser`));
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > options.maxBytes) {
          res.destroy();
          return reject(new HttpError(413, `The file is larger than ${Math.round(options.maxBytes / 1024 / 1024)} MB`));
        }
        const parts: Buffer[] = [];
        let size = 0;
        res.on('data', (part: Buffer) => {
          size += part.length;
          if (size > options.maxBytes) {
            res.destroy();
            reject(new HttpError(413, `The file is larger than ${Math.round(options.maxBytes / 1024 / 1024)} MB`));
          } else parts.push(part);
        });
        res.on('end', () =>
          resolve({
            status,
            result: { body: Buffer.concat(parts), contentType: res.headers['content-type'], finalUrl: url.href },
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new HttpError(408, 'The link took too long to answer')));
    req.on('error', (error) =>
      reject(
        error instanceof HttpError
          ? error
          : new HttpError(
              400,
              `The link could not be fetched (${(error as NodeJS.ErrnoException).code ?? error.message})`,
            ),
      ),
    );
  });
}

export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new HttpError(400, 'Enter a valid http(s) link');
  }
  const deadline = Date.now() + options.timeoutMs;
  for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new HttpError(400, 'Only http and https links can be imported');
    if (url.username || url.password) throw new HttpError(400, 'Links with a user name or password are not imported');
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new HttpError(408, 'The link took too long to answer');
    const answer = await request(url, { ...options, timeoutMs: remaining });
    if (answer.result) return answer.result;
    if (!answer.location) throw new HttpError(400, 'The link redirected nowhere');
    url = new URL(answer.location, url);
  }
  throw new HttpError(400, 'The link redirected too many times');
}

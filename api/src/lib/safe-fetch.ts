import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { defineMessages, say, type SaidMessage } from '@kuza/i18n';
import { HttpError } from './http-error';

/**
 * Server-side fetch of a user-given URL without SSRF: http(s) only; every address the name
 * resolves to must be public (checked in the socket's own lookup, so DNS rebinding cannot slip a
 * private address in after the check); redirects are followed by hand and checked again; the
 * body is capped in size and time.
 */
export interface SafeFetchOptions {
  maxBytes: number;
  /** For the whole fetch, redirects included, however steadily the bytes arrive. */
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

// Everything that is not ordinary public unicast: private, loopback, link-local (cloud metadata),
// CGNAT, "this network", benchmarking, documentation, multicast, reserved and broadcast.
const BLOCKED_V4: ReadonlyArray<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

// Teredo (2001::/32) hides an IPv4 behind XOR and local NAT64 (64:ff9b:1::/48) places it by prefix
// length, so both are refused whole rather than decoded.
const BLOCKED_V6: ReadonlyArray<[string, number]> = [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

function blockList(family: 'ipv4' | 'ipv6', subnets: ReadonlyArray<[string, number]>): net.BlockList {
  const list = new net.BlockList();
  for (const [base, bits] of subnets) list.addSubnet(base, bits, family);
  return list;
}

const BLOCKED_V4_LIST = blockList('ipv4', BLOCKED_V4);
const BLOCKED_V6_LIST = blockList('ipv6', BLOCKED_V6);

function v4ToInt(address: string): number {
  return address.split('.').reduce((sum, part) => (sum << 8) + Number(part), 0) >>> 0;
}

/** The eight 16-bit groups of a valid IPv6 address, with a dotted IPv4 tail folded into the last two. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const value = v4ToInt(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head = '', tail = ''] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = text.includes('::') ? 8 - left.length - right.length : 0;
  return [...left, ...Array<string>(fill).fill('0'), ...right].map((group) => parseInt(group, 16));
}

/**
 * The IPv4 address an IPv6 one stands for, when the kernel or a translator would deliver it to
 * that IPv4: mapped (::ffff:0:0/96), translated (::ffff:0:0:0/96), compatible (::/96), NAT64
 * (64:ff9b::/96) and 6to4 (2002::/16). Judging those by their IPv4 is what closes
 * http://[::ffff:127.0.0.1]/, which the URL parser rewrites to [::ffff:7f00:1].
 */
function embeddedIPv4(groups: number[]): string | null {
  const zero = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  const dotted = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  const [g0, g1, g2, , g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  if (zero(0, 5) && (g5 === 0xffff || g5 === 0)) return dotted(g6, g7);
  if (zero(0, 4) && g4 === 0xffff && g5 === 0) return dotted(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && zero(2, 6)) return dotted(g6, g7);
  if (g0 === 0x2002) return dotted(g1, g2);
  return null;
}

/** True for any address Kuza must not fetch from; anything that is not an IP at all counts too. */
export function isPrivateAddress(address: string): boolean {
  // A zone (fe80::1%eth0) only says which interface; the address is judged without it.
  const bare = address.split('%')[0]!;
  if (net.isIPv4(bare)) return BLOCKED_V4_LIST.check(bare, 'ipv4');
  if (!net.isIPv6(bare)) return true;
  if (BLOCKED_V6_LIST.check(bare, 'ipv6')) return true;
  const groups = ipv6Groups(bare);
  const inner = embeddedIPv4(groups);
  if (inner) return isPrivateAddress(inner);
  // Only 2000::/3 is handed out as global unicast; the rest of the space is reserved.
  return (groups[0]! & 0xe000) !== 0x2000;
}

const MB = 1024 * 1024;

const FETCH_MESSAGES = defineMessages({
  tooLarge: { id: 'api.files.tooLarge', defaultMessage: 'The file is larger than {size}' },
  refused: {
    id: 'api.fetch.refused',
    defaultMessage: 'This link points to a private or local address, which Kuza does not fetch',
  },
  tooSlow: { id: 'api.fetch.tooSlow', defaultMessage: 'The link took too long to answer' },
  failed: { id: 'api.fetch.failed', defaultMessage: 'The link could not be fetched ({reason})' },
  status: { id: 'api.fetch.status', defaultMessage: 'The link answered HTTP {status}; check it opens in a browser' },
  invalid: { id: 'api.fetch.invalid', defaultMessage: 'Enter a valid http(s) link' },
  scheme: { id: 'api.fetch.scheme', defaultMessage: 'Only http and https links can be imported' },
  credentials: { id: 'api.fetch.credentials', defaultMessage: 'Links with a user name or password are not imported' },
  nowhere: { id: 'api.fetch.nowhere', defaultMessage: 'The link redirected nowhere' },
  redirects: { id: 'api.fetch.redirects', defaultMessage: 'The link redirected too many times' },
});
const REFUSED = FETCH_MESSAGES.refused;
const TOO_SLOW = FETCH_MESSAGES.tooSlow;

/** "The file is larger than 15 MB": the words every size refusal uses, for fetched files and uploads. */
export function tooLargeMessage(maxBytes: number): SaidMessage {
  const size = maxBytes >= MB ? `${Number((maxBytes / MB).toFixed(1))} MB` : `${Math.ceil(maxBytes / 1024)} KB`;
  return say(FETCH_MESSAGES.tooLarge, { size });
}

/** Resolves like dns.lookup, but fails the connection when any address the name has is private. */
function guardedLookup(allowed: boolean): net.LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dns.lookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as dns.LookupAddress[];
      const bad = list.find((entry) => isPrivateAddress(entry.address));
      if (bad && !allowed) return callback(new HttpError(400, REFUSED), '', 4);
      if (lookupOptions.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

function fetchFailed(error: Error): HttpError {
  if (error instanceof HttpError) return error;
  return new HttpError(
    400,
    say(FETCH_MESSAGES.failed, { reason: (error as NodeJS.ErrnoException).code ?? error.message }),
  );
}

interface Answer {
  status: number;
  location?: string;
  result?: SafeFetchResult;
}

/** One hop: a redirect is returned, not followed, so the caller can check where it leads. */
function request(url: URL, options: SafeFetchOptions, deadline: number): Promise<Answer> {
  const allowed = options.allowHosts?.includes(url.hostname.toLowerCase()) ?? false;
  // IP literals never go through `lookup`, so they are checked here (IPv6 without its brackets).
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(literal) && isPrivateAddress(literal) && !allowed) {
    return Promise.reject(new HttpError(400, REFUSED));
  }
  const client = url.protocol === 'https:' ? https : http;
  let timer: NodeJS.Timeout | undefined;
  return new Promise<Answer>((resolve, reject) => {
    const req = client.get(
      url,
      {
        lookup: guardedLookup(allowed),
        // A pooled keep-alive socket would skip `lookup`, and with it the address check.
        agent: false,
        timeout: options.timeoutMs,
        headers: { 'user-agent': 'Kuza-Importer/1.0' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          return resolve({ status, location: res.headers.location });
        }
        if (status !== 200) {
          res.resume();
          return reject(new HttpError(400, say(FETCH_MESSAGES.status, { status })));
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > options.maxBytes) {
          res.destroy();
          return reject(new HttpError(413, tooLargeMessage(options.maxBytes)));
        }
        const parts: Buffer[] = [];
        let size = 0;
        res.on('data', (part: Buffer) => {
          size += part.length;
          if (size > options.maxBytes) {
            res.destroy();
            reject(new HttpError(413, tooLargeMessage(options.maxBytes)));
          } else parts.push(part);
        });
        res.on('end', () =>
          resolve({
            status,
            result: { body: Buffer.concat(parts), contentType: res.headers['content-type'], finalUrl: url.href },
          }),
        );
        res.on('error', (error) => reject(fetchFailed(error)));
      },
    );
    // The socket timeout only notices silence; a server trickling a byte at a time never goes
    // silent, so the whole fetch also has a wall-clock deadline.
    // Rejecting before destroying keeps this the answer whichever event the destroy raises first
    // (the request's error, or the response's "aborted" once the body has begun).
    const tooSlow = () => {
      const error = new HttpError(408, TOO_SLOW);
      reject(error);
      req.destroy(error);
    };
    timer = setTimeout(tooSlow, Math.max(0, deadline - Date.now()));
    req.on('timeout', tooSlow);
    req.on('error', (error) => reject(fetchFailed(error)));
  }).finally(() => clearTimeout(timer));
}

export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new HttpError(400, FETCH_MESSAGES.invalid);
  }
  // One deadline for the whole fetch, so redirects cannot each spend a full timeout.
  const deadline = Date.now() + options.timeoutMs;
  for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new HttpError(400, FETCH_MESSAGES.scheme);
    if (url.username || url.password) throw new HttpError(400, FETCH_MESSAGES.credentials);
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new HttpError(408, TOO_SLOW);
    const answer = await request(url, { ...options, timeoutMs: remaining }, deadline);
    if (answer.result) return answer.result;
    if (!answer.location) throw new HttpError(400, FETCH_MESSAGES.nowhere);
    url = new URL(answer.location, url);
  }
  throw new HttpError(400, FETCH_MESSAGES.redirects);
}

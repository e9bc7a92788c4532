import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { type AppName, portOf, remotesJson, runtimeConfigJson, webConfig } from './config';
import { serverDrawnSource } from '@kuza/contracts/routes';
import { prerenderedFile } from './prerendered-files';
import { fillServerDrawn, SERVER_DRAWN_PARTS, type ServerDrawnPart } from './server-drawn';
import { BASE_SECURITY_HEADERS, securityHeaders } from './security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.css', '.svg', '.txt']);
/** Content-hashed chunks never change; everything else must be revalidated after a release. */
const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface ServeOptions {
  app: AppName;
  distDir: string;
  port?: number;
  host?: string;
}

function send(
  res: http.ServerResponse,
  req: http.IncomingMessage,
  status: number,
  ext: string,
  body: Buffer,
  cache: string,
  extra: http.OutgoingHttpHeaders = {},
) {
  const headers: http.OutgoingHttpHeaders = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cache,
    'Access-Control-Allow-Origin': '*',
    ...BASE_SECURITY_HEADERS,
    Vary: 'Accept-Encoding',
    ...extra,
  };
  let payload = body;
  if (COMPRESSIBLE.has(ext) && body.length > 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    payload = zlib.gzipSync(body, { level: 6 });
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = payload.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/**
 * The HTML for a page address: its prerendered file when the build made one, else the single-page
 * index.html. An address with a query string gets index.html: the prerendered page was drawn
 * without it (`/signin?next=…` draws other links), and adopting it would keep the wrong ones.
 */
function pageFile(root: string, url: URL): string {
  if (!url.search) {
    const prerendered = path.join(root, prerenderedFile(url.pathname.replace(/\/+$/, '') || '/'));
    if (prerendered.startsWith(root) && fs.existsSync(prerendered)) return prerendered;
  }
  return path.join(root, 'index.html');
}

/** How long the page waits for the API's HTML of a server-drawn page before it goes out with its outline. */
const SERVER_DRAWN_TIMEOUT_MS = 1500;

/** What the API draws of `part` at `source`, or undefined on any failure (the slot keeps its fallback). */
async function drawnPart(
  apiUrl: string,
  source: string,
  part: ServerDrawnPart,
  userAgent: string | undefined,
): Promise<string | undefined> {
  try {
    const response = await fetch(`${apiUrl}${source}${SERVER_DRAWN_PARTS[part].suffix}`, {
      signal: AbortSignal.timeout(SERVER_DRAWN_TIMEOUT_MS),
      headers: userAgent ? { 'user-agent': userAgent } : {},
    });
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The single page for `url` with what the API draws of it (title and content), where its route
 * has a server-drawn address (the gateway's SSI includes, done here for `npm start` and the
 * browser tests). A part that fails leaves its slot's fallback: the title, or the outline, which
 * the app replaces as usual. The visitor's User-Agent goes with the requests, as nginx's SSI passes
 * it on: the API counts a view only for a person's browser, not a link-preview robot.
 */
async function withServerDrawn(page: Buffer, url: URL, userAgent: string | undefined): Promise<Buffer> {
  const source = serverDrawnSource(url.pathname);
  const { apiUrl } = runtimeConfigJson();
  if (!source || !/^https?:/.test(apiUrl)) return page;
  const parts = Object.keys(SERVER_DRAWN_PARTS) as ServerDrawnPart[];
  const drawn = await Promise.all(parts.map((part) => drawnPart(apiUrl, source, part, userAgent)));
  let html = page.toString('utf8');
  parts.forEach((part, i) => {
    const fragment = drawn[i];
    if (fragment !== undefined) html = fillServerDrawn(html, part, fragment);
  });
  return Buffer.from(html);
}

/**
 * Serves one built app like a separately deployed site: its dist folder, a single-page fallback to
 * index.html, /runtime-config.json, and for the shell /remotes.json (re-read on every request).
 */
export function serveApp(options: ServeOptions): Promise<StaticServer> {
  const root = path.resolve(options.distDir);
  const host = options.host ?? '127.0.0.1';
  const server = http.createServer((req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://local');
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return send(res, req, 405, '.txt', Buffer.from('Method not allowed'), 'no-store');
      }
      if (url.pathname === '/runtime-config.json') {
        return send(res, req, 200, '.json', Buffer.from(JSON.stringify(runtimeConfigJson())), 'no-cache');
      }
      if (url.pathname === '/remotes.json' && options.app === 'shell') {
        return send(res, req, 200, '.json', Buffer.from(JSON.stringify(remotesJson())), 'no-cache');
      }
      const filePath = path.join(root, path.normalize(decodeURIComponent(url.pathname)));
      if (!filePath.startsWith(root)) return send(res, req, 403, '.txt', Buffer.from('Forbidden'), 'no-store');
      const ext = path.extname(filePath);
      if (ext && fs.existsSync(filePath) && fs.statSync(filePath).isFile()) {
        const cache = HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
        const page = ext === '.html' ? securityHeaders(options.app) : {};
        return send(res, req, 200, ext, fs.readFileSync(filePath), cache, page);
      }
      if (ext) return send(res, req, 404, '.txt', Buffer.from('Not found'), 'no-store');
      // The policy is made per page load: it names the remotes' current origins.
      const index = fs.readFileSync(pageFile(root, url));
      const sendPage = (page: Buffer) => send(res, req, 200, '.html', page, 'no-cache', securityHeaders(options.app));
      if (options.app !== 'shell' || req.method !== 'GET') return sendPage(index);
      return void withServerDrawn(index, url, req.headers['user-agent']).then(sendPage);
    } catch (error) {
      console.error(`[${options.app}] ${(error as Error).message}`);
      return send(res, req, 500, '.txt', Buffer.from('Internal error'), 'no-store');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? portOf(options.app), host, () => {
      const address = server.address() as { port: number };
      resolve({
        url: `http://${webConfig().host}:${address.port}`,
        port: address.port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

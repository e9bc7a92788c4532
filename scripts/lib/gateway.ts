import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from '@kuza/contracts';
import {
  BASE_SECURITY_HEADERS,
  SERVER_DRAWN_PARTS,
  contentSecurityPolicy,
  runtimeConfigJson,
  type WebConfig,
} from '@kuza/build';
import { serverDrawnRules } from '@kuza/contracts/routes';
import { ROOT } from './apps';

/** The one template every gateway config is made from (start:prod here, the gateway image). */
export const GATEWAY_TEMPLATE = path.join(ROOT, 'deploy', 'nginx.conf.template');
/** Where the browser reaches the API: a path on the site's own origin. */
export const GATEWAY_API_PATH = '/api';

const DEBIAN_BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

export interface GatewayOptions {
  /** `8080`, or `127.0.0.1:8080`. */
  listen: string;
  /** host:port of each API instance. */
  apiServers: string[];
  /** The release store (its shell/ and remotes/ are served as they are). */
  storeDir: string;
  /** pid file and nginx's temporary folders. */
  runDir: string;
  /** A file, or /dev/stderr. */
  errorLog: string;
  /** `off`, or a file (/dev/stdout in a container). */
  accessLog?: string;
  mimeTypes?: string;
  /** The brotli filter module's file, when this nginx has it (Debian: libnginx-mod-http-brotli-filter). */
  brotliModule?: string;
  /** Run the workers as this user (only when nginx starts as root). */
  user?: string;
}

/** The browser configuration behind the gateway: the API and every remote on the site's own origin. */
export function gatewayWebConfig(): WebConfig {
  return {
    host: 'localhost',
    portOffset: 0,
    apiUrl: GATEWAY_API_PATH,
    remoteOverrides: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/`])),
  };
}

/** Fills `{{NAME}}` placeholders; a placeholder without a value, or a value without a place, is an error. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  const used = new Set<string>();
  const filled = template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${GATEWAY_TEMPLATE} uses {{${name}}}, which has no value`);
    used.add(name);
    return value;
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length) throw new Error(`${GATEWAY_TEMPLATE} has no place for ${unused.join(', ')}`);
  return filled;
}

/** nginx strings are double-quoted here: a quote or backslash in a value would end one. */
const quoted = (value: string) => {
  if (/["\\]/.test(value)) throw new Error(`cannot put ${value} in the gateway config`);
  return `"${value}"`;
};

export function gatewayConfig(options: GatewayOptions): string {
  const brotli = options.brotliModule ?? (fs.existsSync(DEBIAN_BROTLI) ? DEBIAN_BROTLI : undefined);
  const main = [
    brotli ? `load_module ${brotli};` : '',
    options.user ? `user ${options.user};` : '',
    'daemon off;',
  ].filter(Boolean);
  const headers = Object.entries(BASE_SECURITY_HEADERS)
    .map(([name, value]) => `      add_header ${name} ${quoted(value)} always;`)
    .join('\n');
  // What every page address is served with: the single page or a prerendered one, never cached.
  const page = [
    '      etag off;',
    '      if_modified_since off;',
    headers,
    `      add_header Content-Security-Policy ${quoted(contentSecurityPolicy('shell', gatewayWebConfig()))} always;`,
    '      add_header Cache-Control "no-cache" always;',
  ].join('\n');
  // A release's own HTML file: its folder's headers and cache, and the pages' policy (add_header in a
  // nested location replaces the outer ones, so all are repeated).
  const releaseHtml = [
    headers.replace(/^ {6}/gm, '        '),
    `        add_header Content-Security-Policy ${quoted(contentSecurityPolicy('shell', gatewayWebConfig()))} always;`,
    '        add_header Cache-Control "public, max-age=31536000, immutable" always;',
  ].join('\n');
  // A server-drawn page: the single page with SSI on and its include's API address set from the path.
  const serverDrawn = serverDrawnRules().map(({ pattern, source }) =>
    [
      `    location ~ ${quoted(pattern)} {`,
      '      ssi on;',
      ...Object.values(SERVER_DRAWN_PARTS).map(
        ({ variable, suffix }) => `      set $${variable} /_server_drawn${source}${suffix};`,
      ),
      page,
      '      try_files /index.html =503;',
      '    }',
    ].join('\n'),
  );
  return fillTemplate(fs.readFileSync(GATEWAY_TEMPLATE, 'utf8'), {
    MAIN_CONTEXT: main.join('\n'),
    RUN_DIR: options.runDir,
    ERROR_LOG: options.errorLog,
    ACCESS_LOG: options.accessLog ?? 'off',
    MIME_TYPES: options.mimeTypes ?? '/etc/nginx/mime.types',
    BROTLI: brotli
      ? [
          '  brotli on;',
          '  brotli_comp_level 5;',
          '  brotli_min_length 1024;',
          '  brotli_types text/css text/plain application/javascript text/javascript application/json image/svg+xml;',
        ].join('\n')
      : '',
    API_SERVERS: options.apiServers.map((server) => `    server ${server} max_fails=1 fail_timeout=5s;`).join('\n'),
    LISTEN: options.listen,
    LIVE_DIR: path.join(options.storeDir, 'live'),
    STORE_DIR: options.storeDir,
    SECURITY_HEADERS: headers,
    SERVER_DRAWN_LOCATIONS: serverDrawn.join('\n\n'),
    PAGE_DIRECTIVES: page,
    RELEASE_HTML_DIRECTIVES: releaseHtml,
  });
}

/**
 * Writes the gateway's config and the files it serves that are not releases (runtime-config.json),
 * and makes the folders nginx writes to. Returns the config file's path.
 */
export function writeGateway(configFile: string, options: GatewayOptions): string {
  for (const dir of [options.runDir, path.join(options.storeDir, 'live')]) {
    fs.mkdirSync(dir, { recursive: true });
  }
  fs.writeFileSync(
    path.join(options.storeDir, 'live', 'runtime-config.json'),
    `${JSON.stringify(runtimeConfigJson(gatewayWebConfig()))}\n`,
  );
  fs.mkdirSync(path.dirname(configFile), { recursive: true });
  fs.writeFileSync(configFile, gatewayConfig(options));
  return configFile;
}

/** nginx started by root switches its workers to another user: the one who owns the files. */
export function workerUser(): string | undefined {
  return process.getuid?.() === 0 ? os.userInfo().username : undefined;
}

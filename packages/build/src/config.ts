import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PORTS, REMOTE_NAMES, type RemoteName } from '@kuza/contracts';

export type AppName = 'shell' | RemoteName;

/**
 * The only reader of process.env for building and serving the web apps (and the scripts that run
 * them). Every value has a safe local default.
 *
 * KUZA_PORT_OFFSET  shifts every default port (shell 3000, remotes 3001-3006, API 4000); e2e uses 100
 * KUZA_HOST         host name used in printed and generated URLs (default localhost)
 * API_URL           the API base URL the browser calls (default http://localhost:4000 + offset), or a
 *                   path on the site's own origin such as /api (the production gateway)
 * KUZA_REMOTES_FILE a JSON file { remoteName: manifestUrl } served as the shell's /remotes.json,
 *                   read on every request so a remote can be repointed without a rebuild
 * REMOTE_<NAME>_URL overrides one remote's manifest URL (e.g. REMOTE_DECKS_URL)
 */
export interface WebConfig {
  host: string;
  portOffset: number;
  apiUrl: string;
  remotesFile?: string;
  remoteOverrides: Partial<Record<RemoteName, string>>;
}

function readConfig(env: NodeJS.ProcessEnv = process.env): WebConfig {
  const errors: string[] = [];
  const portOffset = Number(env.KUZA_PORT_OFFSET ?? 0);
  if (!Number.isInteger(portOffset) || portOffset < 0 || portOffset > 50000) {
    errors.push(`KUZA_PORT_OFFSET must be an integer from 0 to 50000 (got "${env.KUZA_PORT_OFFSET}")`);
  }
  const host = env.KUZA_HOST || 'localhost';
  const apiUrl = env.API_URL || `http://${host}:${DEFAULT_PORTS.api + (errors.length ? 0 : portOffset)}`;
  if (!/^(https?:\/\/|\/(?!\/))/.test(apiUrl)) {
    errors.push(`API_URL must be an http(s) URL or a path such as /api (got "${apiUrl}")`);
  }
  const remoteOverrides: WebConfig['remoteOverrides'] = {};
  for (const name of REMOTE_NAMES) {
    const value = env[`REMOTE_${name.toUpperCase()}_URL`];
    if (value) remoteOverrides[name] = value;
  }
  if (errors.length) throw new Error(`Invalid web configuration:\n- ${errors.join('\n- ')}`);
  return { host, portOffset, apiUrl, remotesFile: env.KUZA_REMOTES_FILE || undefined, remoteOverrides };
}

let cached: WebConfig | undefined;
export function webConfig(): WebConfig {
  cached ??= readConfig();
  return cached;
}

export function portOf(app: AppName | 'api', config = webConfig()): number {
  return DEFAULT_PORTS[app] + config.portOffset;
}

export function originOf(app: AppName | 'api', config = webConfig()): string {
  return `http://${config.host}:${portOf(app, config)}`;
}

export function remotesJson(config = webConfig()): Record<string, string> {
  const defaults = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, config.remoteOverrides[name] ?? `${originOf(name, config)}/mf-manifest.json`]),
  );
  if (!config.remotesFile) return defaults;
  return { ...defaults, ...readRemotesFile(config.remotesFile) };
}

/** The last remotes file that read well, per path: what is served while the file is being rewritten. */
const lastGoodRemotes = new Map<string, Record<string, string>>();

/**
 * Reads KUZA_REMOTES_FILE. An editor or deploy script rewriting it in place leaves it empty or half
 * written for a moment; a read in that moment keeps serving the last good map rather than failing
 * the page load. Only a file that has never read well is an error.
 */
function readRemotesFile(file: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error('it must be a JSON object of remote name to manifest URL');
    }
    for (const [name, url] of Object.entries(parsed)) {
      if (typeof url !== 'string') throw new Error(`the URL of "${name}" must be a string`);
    }
    lastGoodRemotes.set(file, parsed as Record<string, string>);
    return parsed as Record<string, string>;
  } catch (error) {
    const reason = `KUZA_REMOTES_FILE ${file} could not be used: ${(error as Error).message}`;
    const lastGood = lastGoodRemotes.get(file);
    if (!lastGood) throw new Error(reason, { cause: error });
    console.warn(`${reason}; serving the last good remotes`);
    return lastGood;
  }
}

export function runtimeConfigJson(config = webConfig()) {
  return { apiUrl: config.apiUrl };
}

const REPO_ROOT = path.resolve(__dirname, '../../..');

/**
 * What the production topology (`npm run start:prod`, the release scripts) reads:
 *
 * KUZA_PROD_PORT     the gateway's public port (default 8080); API process n listens on port + n,
 *                    Redis on port + 9, the offline database on port + 10
 * KUZA_API_INSTANCES how many API processes the gateway balances (default 2, at most 8)
 * KUZA_RELEASES_DIR  the release store: every released version of the shell and each remote, and
 *                    what is live (default <repo>/.data/releases)
 * KUZA_DATA_DIR      the API's data folder, also where start:prod keeps its generated nginx config,
 *                    logs and pid files (default <repo>/.data; under it, prod/)
 * MONGODB_URI        a real database for the API processes (default: the offline server, one process
 *                    both APIs share)
 */
export interface ProductionConfig {
  port: number;
  apiInstances: number;
  releasesDir: string;
  dataDir: string;
  mongodbUri?: string;
}

export function productionConfig(env: NodeJS.ProcessEnv = process.env): ProductionConfig {
  const port = Number(env.KUZA_PROD_PORT || 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65525) {
    throw new Error(`KUZA_PROD_PORT must be an integer from 1 to 65525 (got "${env.KUZA_PROD_PORT}")`);
  }
  const apiInstances = Number(env.KUZA_API_INSTANCES || 2);
  if (!Number.isInteger(apiInstances) || apiInstances < 1 || apiInstances > 8) {
    throw new Error(`KUZA_API_INSTANCES must be an integer from 1 to 8 (got "${env.KUZA_API_INSTANCES}")`);
  }
  const dataDir = path.resolve(REPO_ROOT, env.KUZA_DATA_DIR || '.data');
  return {
    port,
    apiInstances,
    dataDir,
    releasesDir: path.resolve(REPO_ROOT, env.KUZA_RELEASES_DIR || path.join('.data', 'releases')),
    mongodbUri: env.MONGODB_URI || undefined,
  };
}

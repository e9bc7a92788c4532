// The module itself, not the package entry: that one carries every schema, which no first page needs.
import { resolveAgainst, type RuntimeConfig } from '@kuza/contracts/runtime-config';

/**
 * The API base URL is known only at runtime (fetched from /runtime-config.json by each host),
 * so one build runs against any API.
 */
let current: RuntimeConfig = { apiUrl: 'http://localhost:4000' };

/** A path such as `/api` (the production gateway) is resolved against the page's own origin. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
  current = { ...config, apiUrl: resolveAgainst(config.apiUrl, base) };
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status})`);
  const config = (await response.json()) as RuntimeConfig;
  setRuntimeConfig(config);
  return getRuntimeConfig();
}

import type { RuntimeConfig } from '@kuza/contracts';

/**
 * The API base URL is known only at runtime (fetched from /runtime-config.json by each host),
 * so one build runs against any API.
 */
let current: RuntimeConfig = { apiUrl: 'http://localhost:4000' };

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = { ...config, apiUrl: config.apiUrl.replace(/\/+$/, '') };
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

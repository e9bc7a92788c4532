/**
 * Served by every web host at /runtime-config.json, so one build runs against any API. `apiUrl` is
 * absolute (development: the API on its own port) or a path on the site's own origin (production:
 * `/api` behind the gateway, so no cross-site cookies and no CORS).
 */
export interface RuntimeConfig {
  apiUrl: string;
}

/**
 * Served by the shell host at /remotes.json: remote name → its mf-manifest.json URL, absolute or a
 * path on the site's own origin (production: `/remotes/<name>/<version>/mf-manifest.json`).
 */
export type RemotesManifest = Record<string, string>;

/** A runtime-config or remotes.json URL made absolute against the page's address, without a trailing slash. */
export function resolveAgainst(url: string, base: string): string {
  return new URL(url, base).href.replace(/\/+$/, '');
}

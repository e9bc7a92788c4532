import { type AppName, originOf, remotesJson, type WebConfig, webConfig } from './config';

export interface SecurityHeaderOptions {
  /** The webpack dev server: its live-reload client talks over a WebSocket to each app's own port. */
  development?: boolean;
}

/** The http(s) origin of an absolute URL; relative URLs (served from the page's own origin) have none. */
function httpOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the remotes live now (/remotes.json is re-read per request, so the policy follows a remote
 * that moves). A remotes file that never read well fails /remotes.json itself; the page still
 * gets a policy for the default remotes so it can load and say that Kuza could not start.
 */
function remoteOrigins(config: WebConfig): string[] {
  let remotes: Record<string, string>;
  try {
    remotes = remotesJson(config);
  } catch {
    remotes = remotesJson({ ...config, remotesFile: undefined });
  }
  return Object.values(remotes).flatMap((url) => httpOrigin(url) ?? []);
}

const unique = (values: (string | undefined)[]) => [...new Set(values.filter((value): value is string => !!value))];
const webSocketOf = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * The one Content-Security-Policy of every web host (static host and dev server). Scripts run only
 * from the page's own origin and the remotes' origins; the page talks to itself, the API (runtime
 * config) and the remotes (manifests); images may also be data:/blob: (uploaded photos) and https:
 * (photo links); the editors open the API's live channel, a WebSocket on its origin. Styles allow 'unsafe-inline' because styled-components and react-toastify inject
 * <style> elements at run time; scripts never need it.
 */
export function contentSecurityPolicy(
  app: AppName,
  config: WebConfig = webConfig(),
  { development = false }: SecurityHeaderOptions = {},
): string {
  const api = httpOrigin(config.apiUrl);
  const remotes = remoteOrigins(config);
  const liveReload = development ? [originOf(app, config), ...remotes].map(webSocketOf) : [];
  const directives: Record<string, (string | undefined)[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', api, ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    // The API's live channel (co-founders editing together) is a WebSocket on the API's origin.
    'connect-src': ["'self'", api, api && webSocketOf(api), ...remotes, ...liveReload],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // No form posts anywhere else: Google sign-in is a link to the API, which redirects to Google.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}

/** Headers of every response of a web host, whatever it serves. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // For browsers without CSP frame-ancestors.
  'X-Frame-Options': 'DENY',
  // Page addresses carry one-time tokens (password reset, invitation, sign-in hand-off).
  'Referrer-Policy': 'no-referrer',
};

/** Headers of a web host's pages: the base ones and the Content-Security-Policy. */
export function securityHeaders(
  app: AppName,
  config: WebConfig = webConfig(),
  options: SecurityHeaderOptions = {},
): Record<string, string> {
  return { ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(app, config, options) };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { WebConfig } from './config';
import { contentSecurityPolicy, securityHeaders } from './security-headers';
import { createAppConfig } from './webpack-config';

const base: WebConfig = { host: 'localhost', portOffset: 0, apiUrl: 'http://localhost:4000', remoteOverrides: {} };
const REMOTE_ORIGINS = [3001, 3002, 3003, 3004, 3005, 3006].map((port) => `http://localhost:${port}`);

/** The policy as directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
}

describe('the web hosts’ Content-Security-Policy', () => {
  it('runs scripts only from the page’s own origin and the remotes’ origins', () => {
    const policy = directives(contentSecurityPolicy('shell', base));
    expect(policy['script-src']).toEqual(["'self'", ...REMOTE_ORIGINS]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('lets pages call the API from runtime config and read the remotes’ manifests', () => {
    const policy = directives(contentSecurityPolicy('shell', { ...base, apiUrl: 'https://api.kuza.example/v1' }));
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.kuza.example',
      'wss://api.kuza.example',
      ...REMOTE_ORIGINS,
    ]);
    expect(policy['img-src']).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:', 'https://api.kuza.example', ...REMOTE_ORIGINS]),
    );
  });

  it('follows the ports of the configuration', () => {
    const policy = directives(
      contentSecurityPolicy('shell', { ...base, portOffset: 300, apiUrl: 'http://localhost:4300' }),
    );
    expect(policy['script-src']).toContain('http://localhost:3305');
    expect(policy['connect-src']).toContain('http://localhost:4300');
    expect(policy['script-src']).not.toContain('http://localhost:3005');
  });

  it('follows a remote repointed in the remotes file, and keeps a page for a file that never read well', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-csp-'));
    const file = path.join(dir, 'remotes.json');
    fs.writeFileSync(file, JSON.stringify({ decks: 'https://cdn.example/decks/v42/mf-manifest.json' }));
    const moved = directives(contentSecurityPolicy('shell', { ...base, remotesFile: file }));
    expect(moved['script-src']).toContain('https://cdn.example');
    expect(moved['script-src']).not.toContain('http://localhost:3005');

    const broken = directives(contentSecurityPolicy('shell', { ...base, remotesFile: path.join(dir, 'missing.json') }));
    expect(broken['script-src']).toEqual(["'self'", ...REMOTE_ORIGINS]);
  });

  it('refuses framing, plugins, other base URLs and form posts elsewhere, and allows no inline script', () => {
    const policy = directives(contentSecurityPolicy('auth', base));
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(contentSecurityPolicy('auth', base)).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('sends the policy with frame, sniffing and referrer headers', () => {
    expect(securityHeaders('marketing', base)).toEqual({
      'Content-Security-Policy': contentSecurityPolicy('marketing', base),
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
  });

  it('lets the dev server’s live reload open its WebSockets, and only there', () => {
    const development = directives(contentSecurityPolicy('decks', base, { development: true }));
    expect(development['connect-src']).toEqual(expect.arrayContaining(['ws://localhost:3005', 'ws://localhost:3001']));
    expect(directives(contentSecurityPolicy('decks', base))['connect-src']).not.toEqual(
      expect.arrayContaining(['ws://localhost:3005', 'ws://localhost:3001']),
    );
  });

  it('makes the dev server send the policy, with source maps that need no eval', () => {
    const config = createAppConfig({ name: 'shell', dir: path.resolve(__dirname, '../../../shell'), title: 'Kuza' })(
      {},
      { mode: 'development' },
    );
    expect(config.devtool).not.toMatch(/eval/);
    const headers = config.devServer?.headers as () => Record<string, string>;
    expect(headers()['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers()['Content-Security-Policy']).toMatch(/connect-src [^;]*ws:\/\/localhost:\d+/);
  });
});

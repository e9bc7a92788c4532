import fs from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@kuza/contracts';
import { prerenderedFile } from '@kuza/build';
import type { FederationManifest, ReleaseStore } from './releases';

/** Test fixtures for the release stores: shared singletons, manifests and built app folders. */
export const SHARED: FederationManifest['shared'] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: 'react-redux', version: '9.3.1', requiredVersion: '^9.3.1' },
  { name: 'react-toastify', version: '11.2.0', requiredVersion: '^11.2.0' },
  { name: '@kuza/ui', version: '0.1.0', requiredVersion: '^0.1.0' },
];

/** SHARED with one package built at another version (and requiring it). */
export const sharedWith = (name: string, version: string): FederationManifest['shared'] =>
  SHARED.map((entry) => (entry.name === name ? { ...entry, version, requiredVersion: `^${version}` } : entry));

export const decksPages = ROUTES.filter((route) => route.remote === 'decks').map((route) => ({
  name: route.module.slice(2),
  path: route.module,
}));
export const shellManifest: FederationManifest = { shared: SHARED, exposes: [] };
export const decksManifest = (changes: Partial<FederationManifest> = {}): FederationManifest => ({
  shared: SHARED,
  exposes: decksPages,
  ...changes,
});
export const routes = ROUTES.map(({ path: routePath, remote, module }) => ({ path: routePath, remote, module }));

/** Writes a minimal build of `app` (manifest, page, entry) into a new folder under `builds`. */
export function writeBuild(
  builds: string,
  app: string,
  manifest: FederationManifest,
  html = shellPage('the single page'),
  prerendered: Record<string, string> = {},
): string {
  const dir = path.join(builds, `${app}-${Math.random().toString(36).slice(2)}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${app} */`);
  for (const [routePath, page] of Object.entries(prerendered)) {
    const file = path.join(dir, prerenderedFile(routePath));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page);
  }
  return dir;
}

/** A shell page as the build writes it: its text, and its entry loaded from the site's root. */
export function shellPage(text: string): string {
  return `<!doctype html><html><body><div id="root">${text}</div><script defer="defer" src="/main.js"></script></body></html>`;
}

/**
 * How a release store carries the shell's prerendered pages, whatever holds its files: each
 * release's pages load that release's entry, promote copies the live shell's pages under
 * live/prerendered/, and rollback brings back the earlier shell's pages and takes away the others.
 * `readLive` answers a live file's text, or undefined when there is none.
 */
export async function checkPrerenderedReleases(
  store: ReleaseStore,
  builds: string,
  readLive: (file: string) => Promise<string | undefined>,
): Promise<void> {
  const shell = (pages: Record<string, string>) =>
    writeBuild(builds, 'shell', shellManifest, shellPage('the single page'), pages);
  const v1 = await store.add('shell', shell({ '/': shellPage('Landing one'), '/signin': shellPage('Sign in one') }));
  const v2 = await store.add('shell', shell({ '/': shellPage('Landing two'), '/waitlist': shellPage('Waitlist two') }));
  expect((await store.info('shell', v1)).pages).toEqual(['prerendered/index.html', 'prerendered/signin/index.html']);

  await store.promote('shell', v1);
  const landing = await readLive('prerendered/index.html');
  expect(landing).toContain('Landing one');
  expect(landing).toContain(`src="/shell/${v1}/main.js"`);
  expect(landing).not.toContain('src="/main.js"');
  expect(await readLive('prerendered/signin/index.html')).toContain(`src="/shell/${v1}/main.js"`);
  expect(await readLive('prerendered/waitlist/index.html')).toBeUndefined();

  await store.promote('shell', v2);
  expect(await readLive('prerendered/index.html')).toContain('Landing two');
  expect(await readLive('prerendered/index.html')).toContain(`src="/shell/${v2}/main.js"`);
  expect(await readLive('prerendered/waitlist/index.html')).toContain('Waitlist two');
  // v2 has no prerendered sign-in page: the address gets the single page again.
  expect(await readLive('prerendered/signin/index.html')).toBeUndefined();

  await expect(store.rollback('shell')).resolves.toBe(v1);
  expect(await readLive('prerendered/index.html')).toContain('Landing one');
  expect(await readLive('prerendered/index.html')).toContain(`src="/shell/${v1}/main.js"`);
  expect(await readLive('prerendered/signin/index.html')).toContain('Sign in one');
  expect(await readLive('prerendered/waitlist/index.html')).toBeUndefined();
  expect(await readLive('index.html')).toContain(`src="/shell/${v1}/main.js"`);

  // A prerendered page that does not load the entry as the release expects stops the release.
  const broken = shell({ '/signup': '<html><body>Sign up</body></html>' });
  await expect(store.add('shell', broken)).rejects.toThrow(
    `${path.join(broken, 'prerendered/signup/index.html')} must load the shell with exactly one src="/main.js"; the release stopped`,
  );
  expect(await store.versions('shell')).toEqual([v1, v2].sort());
}

import fs from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@kuza/contracts';
import type { FederationManifest } from './releases';

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
  html = '<script defer="defer" src="/main.js"></script>',
): string {
  const dir = path.join(builds, `${app}-${Math.random().toString(36).slice(2)}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${app} */`);
  return dir;
}

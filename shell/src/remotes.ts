import type { ComponentType } from 'react';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@kuza/contracts';
// Plain functions, bundled here: this module runs in the entry, before shared modules are agreed.
import { resolveAgainst } from '@kuza/contracts/runtime-config';

/**
 * The only module that talks to the Module Federation runtime, so unit tests can replace it.
 * Remote locations come from /remotes.json at start: repointing a remote needs no shell rebuild.
 */
let manifest: RemotesManifest = {};

/** Manifest paths on the site's own origin (the production gateway's /remotes/…) are made absolute first. */
export function registerKuzaRemotes(next: RemotesManifest): void {
  manifest = Object.fromEntries(
    Object.entries(next).map(([name, entry]) => [name, resolveAgainst(entry, window.location.href)]),
  );
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
}

/** Re-registers one remote so a retry fetches its manifest and entry again instead of a cached failure. */
export function resetRemote(name: string): void {
  const entry = manifest[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export async function loadRemotePage(remote: string, module: string): Promise<{ default: ComponentType }> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const loaded = await loadRemote<{ default?: ComponentType }>(id);
  if (!loaded?.default) throw new Error(`Remote module ${id} did not load`);
  return { default: loaded.default };
}

/** Share-scope snapshot, read by the e2e test that checks React is loaded once. */
export function federationInstanceName(): string | undefined {
  return getInstance()?.name;
}

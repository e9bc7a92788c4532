import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FederationManifest } from './releases';

/**
 * Every @kuza package is version 0.1.0 whatever its code, so versions cannot tell two builds of
 * @kuza/contracts apart. A build records a hash of each shared @kuza package's source instead, in
 * this file of its folder; a release keeps it in release.json and promotion compares it with the
 * live shell's (releases.ts).
 */
export const PACKAGE_HASHES_FILE = 'kuza-packages.json';

/** A shared @kuza package's name → the hash of the source it was built from. */
export type PackageHashes = Record<string, string>;

const isKuzaPackage = (name: string) => name.startsWith('@kuza/');

/** What of a package reaches a build: its package.json and its source, without tests. */
function isBuiltSource(relative: string): boolean {
  if (relative === 'package.json') return true;
  const parts = relative.split('/');
  return (
    parts[0] === 'src' &&
    !parts.includes('__tests__') &&
    !parts.includes('node_modules') &&
    !/\.(test|spec)\.[cm]?[jt]sx?$/.test(relative)
  );
}

/** A hash of the files of a package folder that reach a build: the same files give the same hash, on any machine. */
export function hashPackage(dir: string): string {
  const hash = createHash('sha256');
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(isBuiltSource)
    .sort();
  for (const file of files) {
    // Each name and length goes in before the content, so moving text between files changes the hash.
    const body = fs.readFileSync(path.join(dir, ...file.split('/')));
    hash.update(`${file}\0${body.length}\0`).update(body);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The hash of each @kuza package under `root`/packages, by name: taken before a build starts. */
export function hashWorkspacePackages(root: string): PackageHashes {
  const packagesDir = path.join(root, 'packages');
  const hashes: PackageHashes = {};
  for (const folder of fs.readdirSync(packagesDir).sort()) {
    const manifest = path.join(packagesDir, folder, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name: string };
    if (isKuzaPackage(name)) hashes[name] = hashPackage(path.join(packagesDir, folder));
  }
  return hashes;
}

/** Of `hashes`, those of the @kuza packages the build in `builtDir` shares (its mf-manifest.json). */
export function sharedPackageHashes(builtDir: string, hashes: PackageHashes): PackageHashes {
  const manifest = JSON.parse(fs.readFileSync(path.join(builtDir, 'mf-manifest.json'), 'utf8')) as FederationManifest;
  const names = new Set(manifest.shared.map((entry) => entry.name).filter(isKuzaPackage));
  return Object.fromEntries(Object.entries(hashes).filter(([name]) => names.has(name)));
}

/** Records in `builtDir` the hashes of the shared @kuza packages it was built from. */
export function writePackageHashes(builtDir: string, hashes: PackageHashes): void {
  fs.writeFileSync(path.join(builtDir, PACKAGE_HASHES_FILE), `${JSON.stringify(hashes, null, 2)}\n`);
}

/** The hashes a build recorded, or undefined for a build made before builds recorded them. */
export function readPackageHashes(builtDir: string): PackageHashes | undefined {
  const file = path.join(builtDir, PACKAGE_HASHES_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PackageHashes) : undefined;
}

/**
 * Why a remote built from `remote`'s packages cannot run in a shell built from `shell`'s: each
 * shared @kuza package both recorded must be the same source. A build without hashes (released
 * before builds recorded them) is left to the version check.
 */
export function packageHashProblems(
  remoteName: string,
  remote: PackageHashes | undefined,
  shell: PackageHashes | undefined,
  shellLabel = 'live',
): string[] {
  if (!remote || !shell) return [];
  return Object.entries(remote)
    .filter(([name, hash]) => shell[name] !== undefined && shell[name] !== hash)
    .map(
      ([name, hash]) =>
        `${name}: ${remoteName} is built from source ${hash}, the ${shellLabel} shell from ${shell[name]}; build and release both from the same commit`,
    );
}

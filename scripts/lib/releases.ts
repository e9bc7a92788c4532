import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { REMOTE_NAMES, ROUTES, type RemotesManifest } from '@kuza/contracts';
import type { AppName } from '@kuza/build';
import { BUILD_STAMP, buildStampOf } from './apps';
import { withDirLock } from './dir-lock';

/**
 * The release store: every released version of the shell and of each remote, each in its own
 * immutable folder, and what is live. Laid out as the gateway serves it:
 *
 *   shell/<version>/                 the shell's files; its index.html loads /shell/<version>/main.js
 *   remotes/<name>/<version>/        a remote's files (mf-manifest.json, remoteEntry.js, chunks)
 *   <app folder>/<version>/release.json   what was released, when, and (shell) its route table
 *   live/index.html                  the live shell's page, served for every address
 *   live/remotes.json                each remote's live manifest, served no-cache
 *   live/state.json                  the live version of each app and the ones before it
 *
 * A folder on disk here; in a real deployment the same layout in an S3-compatible bucket behind
 * the CDN (docs/deploying.md).
 */
export const RELEASE_APPS: readonly AppName[] = ['shell', ...REMOTE_NAMES];

/** The shared singletons a remote must agree on with the live shell (docs/architecture.md). */
const CHECKED_SINGLETONS =
  /^(react|react-dom|react-router-dom|react-redux|@reduxjs\/toolkit|styled-components|@kuza\/.+)$/;

export interface ReleaseInfo {
  app: AppName;
  version: string;
  releasedAt: string;
  /** The build it was made from (the dist folder's stamp): a build is released once. */
  build?: string;
  /** The shell's route table when it was built: the pages each remote must expose. */
  routes?: { path: string; remote: string; module: string }[];
}

interface AppState {
  current: string;
  /** Versions that were live before, most recent last: what rollback returns to. */
  previous: string[];
}
type LiveState = Partial<Record<AppName, AppState>>;

/** The parts of a Module Federation mf-manifest.json the checks read. */
export interface FederationManifest {
  shared: { name: string; version: string; requiredVersion?: string }[];
  exposes: { name: string; path: string }[];
}

export class ReleaseError extends Error {}

export function isReleaseApp(name: string | undefined): name is AppName {
  return RELEASE_APPS.includes(name as AppName);
}

/** URL path (and folder under the store) of one released version. */
export function releasePath(app: AppName, version: string): string {
  return app === 'shell' ? `shell/${version}` : `remotes/${app}/${version}`;
}

/**
 * Why `remote` cannot go live next to `shell` (empty: it can). The shell's copy of each shared
 * singleton must satisfy the version range the remote was built to require; each page the shell's
 * route table gives the remote must be exposed.
 */
export function compatibilityProblems(
  remote: string,
  remoteManifest: FederationManifest,
  shellManifest: FederationManifest,
  routes: ReleaseInfo['routes'],
  shellVersion = 'live',
): string[] {
  const problems: string[] = [];
  const shellShared = new Map(shellManifest.shared.map((entry) => [entry.name, entry]));
  for (const entry of remoteManifest.shared) {
    if (!CHECKED_SINGLETONS.test(entry.name)) continue;
    const inShell = shellShared.get(entry.name);
    if (!inShell) continue;
    // The shell loads first, so its copy is the one the remote gets: it must be one the remote accepts.
    if (!semver.satisfies(inShell.version, entry.requiredVersion ?? `^${entry.version}`)) {
      problems.push(
        `${entry.name}: ${remote} is built with ${entry.version}, the ${shellVersion} shell has ${inShell.version}`,
      );
    }
  }
  const exposed = new Set(remoteManifest.exposes.map((entry) => entry.path));
  for (const route of routes ?? []) {
    if (route.remote === remote && !exposed.has(route.module)) {
      problems.push(`${route.path}: the route table expects ${remote} to expose ${route.module}, and it does not`);
    }
  }
  return [...new Set(problems)];
}

/** Writes a file so that readers see the old content or the new, never half of it. */
function writeAtomically(file: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, content);
  fs.renameSync(temp, file);
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** A version name: the UTC time of the release, sortable, e.g. 20261125-134501. */
function newVersion(existing: string[], now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  let version = stamp;
  for (let n = 2; existing.includes(version); n += 1) version = `${stamp}-${n}`;
  return version;
}

export class FolderReleaseStore {
  constructor(readonly root: string) {}

  private dir(app: AppName, version: string): string {
    return path.join(this.root, releasePath(app, version));
  }

  private get liveDir(): string {
    return path.join(this.root, 'live');
  }

  /** Only complete releases: a folder gets its release.json last, when everything else is in. */
  versions(app: AppName): string[] {
    const folder = path.dirname(this.dir(app, 'x'));
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder)
      .filter((version) => fs.existsSync(path.join(folder, version, 'release.json')))
      .sort();
  }

  info(app: AppName, version: string): ReleaseInfo {
    if (!/^[0-9A-Za-z][\w.-]*$/.test(version)) {
      throw new ReleaseError(`"${version}" is not a version name (letters, digits, '.', '_' and '-')`);
    }
    const file = path.join(this.dir(app, version), 'release.json');
    if (!fs.existsSync(file)) {
      const known = this.versions(app);
      throw new ReleaseError(
        `${app} has no release ${version}${known.length ? ` (released: ${known.join(', ')})` : ' (nothing released yet)'}`,
      );
    }
    return readJson<ReleaseInfo>(file);
  }

  manifest(app: AppName, version: string): FederationManifest {
    return readJson<FederationManifest>(path.join(this.dir(app, version), 'mf-manifest.json'));
  }

  live(): LiveState {
    const file = path.join(this.liveDir, 'state.json');
    return fs.existsSync(file) ? readJson<LiveState>(file) : {};
  }

  /**
   * Copies a built app into a new version folder. The copy is made beside the store and renamed
   * into place, so the gateway never serves half a release; a version folder is never changed again.
   */
  add(app: AppName, builtDir: string): string {
    if (!fs.existsSync(path.join(builtDir, 'mf-manifest.json'))) {
      throw new ReleaseError(`${builtDir} holds no build of ${app} (mf-manifest.json is missing)`);
    }
    const version = newVersion(this.versions(app));
    const target = this.dir(app, version);
    const staging = path.join(this.root, '.staging', `${app}-${version}-${process.pid}`);
    fs.rmSync(staging, { recursive: true, force: true });
    fs.cpSync(builtDir, staging, { recursive: true, filter: (source) => path.basename(source) !== BUILD_STAMP });
    if (app === 'shell') {
      // The page loads the shell's entry from its version folder: pages opened before a later shell
      // release keep loading that version's chunks, which stay where they were.
      const index = path.join(staging, 'index.html');
      const html = fs.readFileSync(index, 'utf8');
      const entry = 'src="/main.js"';
      if (html.split(entry).length !== 2) {
        throw new ReleaseError(`${index} must load the shell with exactly one ${entry}; the release stopped`);
      }
      fs.writeFileSync(index, html.replace(entry, `src="/${releasePath(app, version)}/main.js"`));
    }
    const info: ReleaseInfo = {
      app,
      version,
      releasedAt: new Date().toISOString(),
      build: buildStampOf(builtDir),
      ...(app === 'shell'
        ? { routes: ROUTES.map(({ path: routePath, remote, module }) => ({ path: routePath, remote, module })) }
        : {}),
    };
    fs.writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(info, null, 2)}\n`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(staging, target);
    return version;
  }

  /**
   * Why `version` of `app` cannot go live now (empty: it can). A remote is checked against the live
   * shell; a shell against every live remote, so a shell release never forces remote releases.
   */
  problems(app: AppName, version: string, live = this.live()): string[] {
    this.info(app, version);
    const shellVersion = app === 'shell' ? version : live.shell?.current;
    if (!shellVersion) return [];
    const shellManifest = this.manifest('shell', shellVersion);
    const routes = this.info('shell', shellVersion).routes;
    const remotes = app === 'shell' ? REMOTE_NAMES.filter((name) => live[name]) : [app];
    return remotes.flatMap((remote) => {
      const remoteVersion = remote === app ? version : live[remote]!.current;
      const label = app === 'shell' ? `new (${version})` : `live (${shellVersion})`;
      return compatibilityProblems(remote, this.manifest(remote, remoteVersion), shellManifest, routes, label);
    });
  }

  /** Makes `version` the live one: refused, naming each problem, when it does not fit what is live. */
  promote(app: AppName, version: string): Promise<void> {
    return this.locked(() => {
      const live = this.live();
      const problems = this.problems(app, version, live);
      if (problems.length) {
        throw new ReleaseError(`${app} ${version} was not promoted:\n- ${problems.join('\n- ')}`);
      }
      const current = live[app]?.current;
      if (current === version) return;
      live[app] = { current: version, previous: current ? [...(live[app]?.previous ?? []), current] : [] };
      this.writeLive(live);
    });
  }

  /** Whether the build in `builtDir` is already one of `app`'s releases. */
  hasReleased(app: AppName, builtDir: string): boolean {
    const build = buildStampOf(builtDir);
    return !!build && this.versions(app).some((version) => this.info(app, version).build === build);
  }

  /** Releases a build and makes it live at once: a first start, or an image built with its releases. */
  async publish(app: AppName, builtDir: string): Promise<string> {
    const version = this.add(app, builtDir);
    await this.promote(app, version);
    return version;
  }

  /** Returns `app` to the version that was live before the current one. */
  rollback(app: AppName): Promise<string> {
    return this.locked(() => {
      const live = this.live();
      const state = live[app];
      const previous = state?.previous.at(-1);
      if (!state || !previous) throw new ReleaseError(`${app} has no earlier live version to return to`);
      const problems = this.problems(app, previous, live);
      if (problems.length) {
        throw new ReleaseError(`${app} could not return to ${previous}:\n- ${problems.join('\n- ')}`);
      }
      live[app] = { current: previous, previous: state.previous.slice(0, -1) };
      this.writeLive(live);
      return previous;
    });
  }

  /** The live remotes.json: each live remote's manifest, as a path on the site's own origin. */
  remotesJson(live = this.live()): RemotesManifest {
    return Object.fromEntries(
      REMOTE_NAMES.flatMap((name) => {
        const state = live[name];
        return state ? [[name, `/${releasePath(name, state.current)}/mf-manifest.json`]] : [];
      }),
    );
  }

  /** Each file the gateway serves from live/ is replaced by rename, so a page load sees old or new. */
  private writeLive(live: LiveState): void {
    if (live.shell) {
      writeAtomically(
        path.join(this.liveDir, 'index.html'),
        fs.readFileSync(path.join(this.dir('shell', live.shell.current), 'index.html')),
      );
    }
    writeAtomically(path.join(this.liveDir, 'remotes.json'), `${JSON.stringify(this.remotesJson(live), null, 2)}\n`);
    writeAtomically(path.join(this.liveDir, 'state.json'), `${JSON.stringify(live, null, 2)}\n`);
  }

  private locked<T>(body: () => T): Promise<T> {
    return withDirLock(path.join(this.root, '.lock'), async () => body(), { waitMs: 60_000, staleMs: 60_000 });
  }
}

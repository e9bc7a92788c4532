import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { REMOTE_NAMES, ROUTES, type RemotesManifest } from '@kuza/contracts';
import { type AppName, PRERENDERED_DIR } from '@kuza/build';
import { BUILD_STAMP, buildStampOf } from './apps';
import { withDirLock } from './dir-lock';
import { packageHashProblems, readPackageHashes, type PackageHashes } from './releases-packages';

/**
 * The release store: every released version of the shell and of each remote, each in its own
 * immutable folder, and what is live. Laid out as the gateway serves it:
 *
 *   shell/<version>/                 the shell's files; its index.html loads /shell/<version>/main.js
 *   remotes/<name>/<version>/        a remote's files (mf-manifest.json, remoteEntry.js, chunks)
 *   <app folder>/<version>/release.json   what was released, when, and (shell) its route table
 *   live/index.html                  the live shell's page, served for every address
 *   live/prerendered/<path>/index.html   the live shell's prerendered public pages, served for their address
 *   live/remotes.json                each remote's live manifest, served no-cache
 *   live/state.json                  the live version of each app and the ones before it
 *
 * A folder on disk (FolderReleaseStore) or the same layout in an S3-compatible bucket behind the
 * CDN (S3ReleaseStore, releases-s3.ts; docs/deploying.md).
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
  /** The shell's prerendered pages (files under prerendered/), copied into live/ when it goes live. */
  pages?: string[];
  /** The hash of each shared @kuza package's source the build was made from (releases-packages.ts). */
  packages?: PackageHashes;
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

/** A version name: the UTC time of the release, sortable, e.g. 20261125-134501. */
function newVersion(existing: string[], now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  let version = stamp;
  for (let n = 2; existing.includes(version); n += 1) version = `${stamp}-${n}`;
  return version;
}

/** One file of a release, its path relative to the version folder ('/'-separated). */
export interface ReleaseFile {
  path: string;
  body: Buffer;
}

/** The files of a build, without its build stamp, in a stable order. */
function readBuild(builtDir: string): ReleaseFile[] {
  return fs
    .readdirSync(builtDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== BUILD_STAMP)
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { path: path.relative(builtDir, file).split(path.sep).join('/'), body: fs.readFileSync(file) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** A prerendered public page of a shell build: prerendered/<path>/index.html. */
const isPrerenderedPage = (file: string) => file.startsWith(`${PRERENDERED_DIR}/`) && file.endsWith('/index.html');

const SHELL_ENTRY = 'src="/main.js"';

/** A shell page made to load the entry of `version` (its only script), e.g. /shell/20261125-134501/main.js. */
function loadFromVersion(html: string, version: string, file: string): string {
  if (html.split(SHELL_ENTRY).length !== 2) {
    throw new ReleaseError(`${file} must load the shell with exactly one ${SHELL_ENTRY}; the release stopped`);
  }
  return html.replace(SHELL_ENTRY, `src="/${releasePath('shell', version)}/main.js"`);
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * What every release store does, whatever holds its files: adding a version, the compatibility
 * check, promote, rollback and the live files. A store only says how to list, read and write
 * (a folder on disk: FolderReleaseStore; an S3-compatible bucket: S3ReleaseStore in releases-s3.ts).
 */
export abstract class ReleaseStore {
  /** Where the store is, for messages (a folder or an s3:// address). */
  abstract readonly location: string;

  /** The versions of `app` whose release.json is in: the complete ones, in any order. */
  protected abstract listVersions(app: AppName): Promise<string[]>;
  /** The content of one object of the layout ('/'-separated key), or undefined when there is none. */
  protected abstract read(key: string): Promise<Buffer | undefined>;
  /**
   * Stores a new version's files under `folder`. The last file is release.json: nothing lists the
   * version before it is in, and a version is never changed again.
   */
  protected abstract writeVersion(folder: string, files: ReleaseFile[]): Promise<void>;
  /** Replaces each live file (under live/) so a reader sees the old content or the new, in order. */
  protected abstract writeLiveFiles(files: ReleaseFile[]): Promise<void>;
  /** The live files under `folder` (paths relative to live/, '/'-separated). */
  protected abstract listLiveFiles(folder: string): Promise<string[]>;
  /** Removes live files (paths relative to live/). */
  protected abstract removeLiveFiles(files: string[]): Promise<void>;
  /** Runs `body` while no other promote or rollback on this store runs. */
  protected abstract locked<T>(body: () => Promise<T>): Promise<T>;

  async versions(app: AppName): Promise<string[]> {
    return (await this.listVersions(app)).sort();
  }

  private async readJson<T>(key: string): Promise<T | undefined> {
    const body = await this.read(key);
    return body ? (JSON.parse(body.toString('utf8')) as T) : undefined;
  }

  async info(app: AppName, version: string): Promise<ReleaseInfo> {
    if (!/^[0-9A-Za-z][\w.-]*$/.test(version)) {
      throw new ReleaseError(`"${version}" is not a version name (letters, digits, '.', '_' and '-')`);
    }
    const info = await this.readJson<ReleaseInfo>(`${releasePath(app, version)}/release.json`);
    if (!info) {
      const known = await this.versions(app);
      throw new ReleaseError(
        `${app} has no release ${version}${known.length ? ` (released: ${known.join(', ')})` : ' (nothing released yet)'}`,
      );
    }
    return info;
  }

  async manifest(app: AppName, version: string): Promise<FederationManifest> {
    const manifest = await this.readJson<FederationManifest>(`${releasePath(app, version)}/mf-manifest.json`);
    if (!manifest) throw new ReleaseError(`${app} ${version} has no mf-manifest.json in ${this.location}`);
    return manifest;
  }

  async live(): Promise<LiveState> {
    return (await this.readJson<LiveState>('live/state.json')) ?? {};
  }

  /** Stores a built app as a new version; the shell's page is made to load that version's entry. */
  async add(app: AppName, builtDir: string): Promise<string> {
    if (!fs.existsSync(path.join(builtDir, 'mf-manifest.json'))) {
      throw new ReleaseError(`${builtDir} holds no build of ${app} (mf-manifest.json is missing)`);
    }
    const version = newVersion(await this.versions(app));
    const files = readBuild(builtDir).filter((file) => file.path !== 'release.json');
    const pages = app === 'shell' ? files.filter((file) => isPrerenderedPage(file.path)) : [];
    if (app === 'shell') {
      // Every page loads the shell's entry from its version folder: pages opened before a later
      // shell release keep loading that version's chunks, which stay where they were.
      const index = files.find((file) => file.path === 'index.html');
      if (!index) throw new ReleaseError(`${path.join(builtDir, 'index.html')} is missing; the release stopped`);
      for (const page of [index, ...pages]) {
        page.body = Buffer.from(loadFromVersion(page.body.toString('utf8'), version, path.join(builtDir, page.path)));
      }
    }
    const packages = readPackageHashes(builtDir);
    const info: ReleaseInfo = {
      app,
      version,
      releasedAt: new Date().toISOString(),
      build: buildStampOf(builtDir),
      ...(packages ? { packages } : {}),
      ...(app === 'shell'
        ? {
            routes: ROUTES.map(({ path: routePath, remote, module }) => ({ path: routePath, remote, module })),
            pages: pages.map((page) => page.path),
          }
        : {}),
    };
    await this.writeVersion(releasePath(app, version), [...files, { path: 'release.json', body: json(info) }]);
    return version;
  }

  /**
   * Why `version` of `app` cannot go live now (empty: it can). A remote is checked against the live
   * shell; a shell against every live remote, so a shell release never forces remote releases.
   * Besides the versions and pages (compatibilityProblems), each shared @kuza package must have been
   * built from the same source on both sides, as the hashes in their release.json say.
   */
  async problems(app: AppName, version: string, live?: LiveState): Promise<string[]> {
    await this.info(app, version);
    const state = live ?? (await this.live());
    const shellVersion = app === 'shell' ? version : state.shell?.current;
    if (!shellVersion) return [];
    const shellManifest = await this.manifest('shell', shellVersion);
    const shellInfo = await this.info('shell', shellVersion);
    const remotes = app === 'shell' ? REMOTE_NAMES.filter((name) => state[name]) : [app];
    const label = app === 'shell' ? `new (${version})` : `live (${shellVersion})`;
    const problems = await Promise.all(
      remotes.map(async (remote) => {
        const remoteVersion = remote === app ? version : state[remote]!.current;
        const manifest = await this.manifest(remote, remoteVersion);
        const { packages } = await this.info(remote, remoteVersion);
        return [
          ...compatibilityProblems(remote, manifest, shellManifest, shellInfo.routes, label),
          ...packageHashProblems(remote, packages, shellInfo.packages, label),
        ];
      }),
    );
    return problems.flat();
  }

  /** Makes `version` the live one: refused, naming each problem, when it does not fit what is live. */
  promote(app: AppName, version: string): Promise<void> {
    return this.locked(async () => {
      const live = await this.live();
      const problems = await this.problems(app, version, live);
      if (problems.length) {
        throw new ReleaseError(`${app} ${version} was not promoted:\n- ${problems.join('\n- ')}`);
      }
      const current = live[app]?.current;
      if (current === version) return;
      live[app] = { current: version, previous: current ? [...(live[app]?.previous ?? []), current] : [] };
      await this.writeLive(live);
    });
  }

  /**
   * Whether the build in `builtDir` is already one of `app`'s releases. A shell released before
   * releases carried the prerendered pages (no `pages` in its release.json) does not count.
   */
  async hasReleased(app: AppName, builtDir: string): Promise<boolean> {
    const build = buildStampOf(builtDir);
    if (!build) return false;
    const infos = await Promise.all((await this.versions(app)).map((version) => this.info(app, version)));
    return infos.some((info) => info.build === build && (app !== 'shell' || info.pages !== undefined));
  }

  /** Releases a build and makes it live at once: a first start, or an image built with its releases. */
  async publish(app: AppName, builtDir: string): Promise<string> {
    const version = await this.add(app, builtDir);
    await this.promote(app, version);
    return version;
  }

  /** Returns `app` to the version that was live before the current one. */
  rollback(app: AppName): Promise<string> {
    return this.locked(async () => {
      const live = await this.live();
      const state = live[app];
      const previous = state?.previous.at(-1);
      if (!state || !previous) throw new ReleaseError(`${app} has no earlier live version to return to`);
      const problems = await this.problems(app, previous, live);
      if (problems.length) {
        throw new ReleaseError(`${app} could not return to ${previous}:\n- ${problems.join('\n- ')}`);
      }
      live[app] = { current: previous, previous: state.previous.slice(0, -1) };
      await this.writeLive(live);
      return previous;
    });
  }

  /** The live remotes.json: each live remote's manifest, as a path on the site's own origin. */
  remotesJson(live: LiveState): RemotesManifest {
    return Object.fromEntries(
      REMOTE_NAMES.flatMap((name) => {
        const state = live[name];
        return state ? [[name, `/${releasePath(name, state.current)}/mf-manifest.json`]] : [];
      }),
    );
  }

  /**
   * The live shell's prerendered pages, its page, then remotes.json, then the state: each replaced
   * whole, the state last. Prerendered pages the live shell does not have (any more) are removed
   * after, so a rollback takes back a newer shell's pages too; until then each still loads its own
   * version's files.
   */
  private async writeLive(live: LiveState): Promise<void> {
    const files: ReleaseFile[] = [];
    if (live.shell) {
      const folder = releasePath('shell', live.shell.current);
      const { pages = [] } = await this.info('shell', live.shell.current);
      for (const file of [...pages, 'index.html']) {
        const body = await this.read(`${folder}/${file}`);
        if (!body) throw new ReleaseError(`shell ${live.shell.current} has no ${file} in ${this.location}`);
        files.push({ path: file, body });
      }
    }
    files.push({ path: 'remotes.json', body: json(this.remotesJson(live)) });
    files.push({ path: 'state.json', body: json(live) });
    await this.writeLiveFiles(files);
    const kept = new Set(files.map((file) => file.path));
    const stale = (await this.listLiveFiles(PRERENDERED_DIR)).filter((file) => !kept.has(file));
    await this.removeLiveFiles(stale);
  }
}

/** Writes a file so that readers see the old content or the new, never half of it. */
function writeAtomically(file: string, content: Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, content);
  fs.renameSync(temp, file);
}

/** The store as a folder on disk, served by the gateway (nginx) as it is. */
export class FolderReleaseStore extends ReleaseStore {
  constructor(readonly root: string) {
    super();
  }

  get location(): string {
    return this.root;
  }

  protected listVersions(app: AppName): Promise<string[]> {
    const folder = path.dirname(path.join(this.root, releasePath(app, 'x')));
    if (!fs.existsSync(folder)) return Promise.resolve([]);
    return Promise.resolve(
      fs.readdirSync(folder).filter((version) => fs.existsSync(path.join(folder, version, 'release.json'))),
    );
  }

  protected read(key: string): Promise<Buffer | undefined> {
    const file = path.join(this.root, ...key.split('/'));
    return Promise.resolve(fs.existsSync(file) ? fs.readFileSync(file) : undefined);
  }

  /** The copy is made beside the store and renamed into place, so the gateway never serves half a release. */
  protected writeVersion(folder: string, files: ReleaseFile[]): Promise<void> {
    const target = path.join(this.root, ...folder.split('/'));
    const staging = path.join(this.root, '.staging', `${folder.replaceAll('/', '-')}-${process.pid}`);
    fs.rmSync(staging, { recursive: true, force: true });
    for (const file of files) {
      const destination = path.join(staging, ...file.path.split('/'));
      fs.mkdirSync(path.dirname(destination), { recursive: true });
      fs.writeFileSync(destination, file.body);
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(staging, target);
    return Promise.resolve();
  }

  /** Each file the gateway serves from live/ is replaced by rename, so a page load sees old or new. */
  protected writeLiveFiles(files: ReleaseFile[]): Promise<void> {
    for (const file of files) writeAtomically(path.join(this.root, 'live', file.path), file.body);
    return Promise.resolve();
  }

  protected listLiveFiles(folder: string): Promise<string[]> {
    const live = path.join(this.root, 'live');
    const dir = path.join(live, folder);
    if (!fs.existsSync(dir)) return Promise.resolve([]);
    return Promise.resolve(
      fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
        .map((entry) => path.relative(live, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
    );
  }

  /** Each file, then its folders as they become empty (the gateway looks for files only). */
  protected removeLiveFiles(files: string[]): Promise<void> {
    const live = path.join(this.root, 'live');
    for (const file of files) {
      let target = path.join(live, ...file.split('/'));
      fs.rmSync(target, { force: true });
      for (target = path.dirname(target); target.startsWith(`${live}${path.sep}`); target = path.dirname(target)) {
        if (fs.readdirSync(target).length) break;
        fs.rmdirSync(target);
      }
    }
    return Promise.resolve();
  }

  protected locked<T>(body: () => Promise<T>): Promise<T> {
    return withDirLock(path.join(this.root, '.lock'), body, { waitMs: 60_000, staleMs: 60_000 });
  }
}

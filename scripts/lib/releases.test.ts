import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTES } from '@kuza/contracts';
import { compatibilityProblems, FolderReleaseStore } from './releases';
import { hashPackage, writePackageHashes } from './releases-packages';
import { ROOT } from './apps';
import {
  checkPrerenderedReleases,
  decksManifest,
  decksPages,
  sharedWith,
  shellManifest,
  routes,
  writeBuild,
} from './releases.fixtures';

describe('whether a remote fits the live shell', () => {
  it('fits when every shared singleton agrees and every page of the route table is exposed', () => {
    expect(compatibilityProblems('decks', decksManifest(), shellManifest, routes)).toEqual([]);
  });

  it('refuses another major react-redux, naming the package and both versions', () => {
    const shared = sharedWith('react-redux', '10.0.0');
    expect(compatibilityProblems('decks', decksManifest({ shared }), shellManifest, routes, 'live (v1)')).toEqual([
      'react-redux: decks is built with 10.0.0, the live (v1) shell has 9.3.1',
    ]);
  });

  it('refuses a newer minor the shell does not have, and accepts an older patch the shell satisfies', () => {
    const newer = sharedWith('react', '19.4.0');
    expect(compatibilityProblems('decks', decksManifest({ shared: newer }), shellManifest, routes)).toEqual([
      'react: decks is built with 19.4.0, the live shell has 19.3.1',
    ]);
    const older = sharedWith('react', '19.3.0');
    expect(compatibilityProblems('decks', decksManifest({ shared: older }), shellManifest, routes)).toEqual([]);
  });

  it('does not check shared packages outside the singletons the site agrees on', () => {
    const shared = sharedWith('react-toastify', '12.0.0');
    expect(compatibilityProblems('decks', decksManifest({ shared }), shellManifest, routes)).toEqual([]);
  });

  it('refuses a build that lacks a page the route table gives it', () => {
    const exposes = decksPages.filter((page) => page.path !== './DeckEditorPage');
    expect(compatibilityProblems('decks', decksManifest({ exposes }), shellManifest, routes)).toEqual([
      '/pitch-deck-editor: the route table expects decks to expose ./DeckEditorPage, and it does not',
    ]);
  });
});

describe('the folder release store', () => {
  let root: string;
  let builds: string;
  const build = (app: string, manifest: Parameters<typeof writeBuild>[2]) => writeBuild(builds, app, manifest);

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-releases-'));
    builds = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-builds-'));
  });

  it('keeps each release in its own folder and makes the shell page load its own version', async () => {
    const store = new FolderReleaseStore(root);
    const first = await store.add('shell', build('shell', shellManifest));
    const second = await store.add('shell', build('shell', shellManifest));
    expect(first).not.toBe(second);
    expect(await store.versions('shell')).toEqual([first, second].sort());
    expect(fs.readFileSync(path.join(root, 'shell', second, 'index.html'), 'utf8')).toContain(
      `src="/shell/${second}/main.js"`,
    );
    expect((await store.info('shell', first)).routes).toHaveLength(ROUTES.length);
  });

  it('promotes into remotes.json, rolls back to the version before, and says when there is none', async () => {
    const store = new FolderReleaseStore(root);
    await store.promote('shell', await store.add('shell', build('shell', shellManifest)));
    const v1 = await store.add('decks', build('decks', decksManifest()));
    const v2 = await store.add('decks', build('decks', decksManifest()));
    await store.promote('decks', v1);
    await store.promote('decks', v2);
    const remotes = () => JSON.parse(fs.readFileSync(path.join(root, 'live/remotes.json'), 'utf8')) as object;
    expect(remotes()).toEqual({ decks: `/remotes/decks/${v2}/mf-manifest.json` });
    await expect(store.rollback('decks')).resolves.toBe(v1);
    expect(remotes()).toEqual({ decks: `/remotes/decks/${v1}/mf-manifest.json` });
    await expect(store.rollback('decks')).rejects.toThrow('decks has no earlier live version to return to');
    await expect(store.promote('decks', '../../shell')).rejects.toThrow('"../../shell" is not a version name');
    await expect(store.promote('decks', 'nope')).rejects.toThrow(
      `decks has no release nope (released: ${[v1, v2].sort().join(', ')})`,
    );
  });

  it('refuses a remote that does not fit the live shell and leaves what is live as it was', async () => {
    const store = new FolderReleaseStore(root);
    const shell = await store.add('shell', build('shell', shellManifest));
    await store.promote('shell', shell);
    const good = await store.add('decks', build('decks', decksManifest()));
    await store.promote('decks', good);
    const shared = sharedWith('react-redux', '10.0.0');
    const bad = await store.add('decks', build('decks', decksManifest({ shared })));
    await expect(store.promote('decks', bad)).rejects.toThrow(
      `decks ${bad} was not promoted:\n- react-redux: decks is built with 10.0.0, the live (${shell}) shell has 9.3.1`,
    );
    expect((await store.live()).decks?.current).toBe(good);
  });

  it('checks a new shell against every live remote, so remotes need no new release', async () => {
    const store = new FolderReleaseStore(root);
    await store.promote('shell', await store.add('shell', build('shell', shellManifest)));
    await store.promote('decks', await store.add('decks', build('decks', decksManifest())));
    const sameShell = await store.add('shell', build('shell', shellManifest));
    await store.promote('shell', sameShell);
    expect(fs.readFileSync(path.join(root, 'live/index.html'), 'utf8')).toContain(`/shell/${sameShell}/main.js`);
    const redux10 = sharedWith('react-redux', '10.0.0');
    const newShell = await store.add('shell', build('shell', { shared: redux10, exposes: [] }));
    await expect(store.promote('shell', newShell)).rejects.toThrow(
      `react-redux: decks is built with 9.3.1, the new (${newShell}) shell has 10.0.0`,
    );
  });

  it('refuses a remote built against changed contracts the live shell does not have, at the same version', async () => {
    // A copy of the contracts package, changed the way a new reply field changes it.
    const contracts = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-contracts-'));
    fs.cpSync(path.join(ROOT, 'packages/contracts/package.json'), path.join(contracts, 'package.json'));
    fs.cpSync(path.join(ROOT, 'packages/contracts/src'), path.join(contracts, 'src'), { recursive: true });
    const liveContracts = hashPackage(contracts);
    const deckFile = path.join(contracts, 'src/schemas/deck.ts');
    fs.appendFileSync(
      deckFile,
      '\nexport const deckReplyFields = [...Object.keys(deckSchema.fields), "slideChanges"];\n',
    );
    const newContracts = hashPackage(contracts);
    const withContracts = (dir: string, hash: string) => {
      writePackageHashes(dir, { '@kuza/contracts': hash, '@kuza/ui': 'ui-1' });
      return dir;
    };

    const store = new FolderReleaseStore(root);
    const shell = await store.add('shell', withContracts(build('shell', shellManifest), liveContracts));
    await store.promote('shell', shell);
    const same = await store.add('decks', withContracts(build('decks', decksManifest()), liveContracts));
    await store.promote('decks', same);
    // Both say @kuza/contracts 0.1.0: only the source tells them apart.
    const newer = await store.add('decks', withContracts(build('decks', decksManifest()), newContracts));
    await expect(store.promote('decks', newer)).rejects.toThrow(
      `decks ${newer} was not promoted:\n- @kuza/contracts: decks is built from source ${newContracts}, the live (${shell}) shell from ${liveContracts}`,
    );
    expect((await store.live()).decks?.current).toBe(same);

    // Nor does a shell built from the new contracts go live beside the decks built from the old ones.
    const newShell = await store.add('shell', withContracts(build('shell', shellManifest), newContracts));
    await expect(store.promote('shell', newShell)).rejects.toThrow(
      `@kuza/contracts: decks is built from source ${liveContracts}, the new (${newShell}) shell from ${newContracts}`,
    );
    expect((await store.info('decks', newer)).packages).toEqual({
      '@kuza/contracts': newContracts,
      '@kuza/ui': 'ui-1',
    });
  });

  it('knows a build it has released by the build stamp, so a restart does not release it again', async () => {
    const store = new FolderReleaseStore(root);
    const dir = build('decks', decksManifest());
    fs.writeFileSync(path.join(dir, '.build-stamp'), '2026-11-25T10:00:00.000Z');
    expect(await store.hasReleased('decks', dir)).toBe(false);
    const version = await store.add('decks', dir);
    expect(await store.hasReleased('decks', dir)).toBe(true);
    expect(fs.existsSync(path.join(root, 'remotes/decks', version, '.build-stamp'))).toBe(false);
    fs.writeFileSync(path.join(dir, '.build-stamp'), '2026-11-25T11:00:00.000Z');
    expect(await store.hasReleased('decks', dir)).toBe(false);
  });

  it('serves each shell release its own prerendered pages, and takes a newer shell’s back on rollback', async () => {
    const store = new FolderReleaseStore(root);
    await checkPrerenderedReleases(store, builds, async (file) => {
      const live = path.join(root, 'live', file);
      return fs.existsSync(live) ? fs.readFileSync(live, 'utf8') : undefined;
    });
    // The folder of a page taken back is gone too, and no temporary file is left.
    expect(fs.existsSync(path.join(root, 'live/prerendered/waitlist'))).toBe(false);
    const left = fs.readdirSync(path.join(root, 'live'), { recursive: true }).map(String).sort();
    expect(left).toEqual([
      'index.html',
      'prerendered',
      'prerendered/index.html',
      'prerendered/signin',
      'prerendered/signin/index.html',
      'remotes.json',
      'state.json',
    ]);
  });

  it('releases again a shell build released before releases carried its prerendered pages', async () => {
    const store = new FolderReleaseStore(root);
    const dir = writeBuild(builds, 'shell', shellManifest, undefined, { '/': '<script src="/main.js"></script>' });
    fs.writeFileSync(path.join(dir, '.build-stamp'), '2026-11-25T10:00:00.000Z');
    const version = await store.add('shell', dir);
    expect(await store.hasReleased('shell', dir)).toBe(true);
    // The same release as an earlier release.json recorded it: without the pages.
    const infoFile = path.join(root, 'shell', version, 'release.json');
    const { pages, ...before } = JSON.parse(fs.readFileSync(infoFile, 'utf8')) as { pages: string[] };
    expect(pages).toEqual(['prerendered/index.html']);
    fs.writeFileSync(infoFile, JSON.stringify(before));
    expect(await store.hasReleased('shell', dir)).toBe(false);
  });

  it('refuses a folder with no build in it', async () => {
    const store = new FolderReleaseStore(root);
    await expect(store.add('decks', builds)).rejects.toThrow(
      `${builds} holds no build of decks (mf-manifest.json is missing)`,
    );
  });
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createVerifiedUser } from '../support/accounts';
import { PROD_RELEASES_DIR } from '../support/env';

const root = path.resolve(__dirname, '../..');
const listPage = path.join(root, 'mfe-decks/src/pages/deck-list-page.tsx');
/** The remote's English catalog, which the page says its words from (`npm run i18n` writes it from the code). */
const englishCatalog = path.join(root, 'mfe-decks/locales/en.json');
const DESCRIPTION = 'View, create, and manage all your pitch decks in one place.';

/** Runs one of the release commands (`npm run release|promote|rollback`) against this run's store. */
function releases(...args: string[]) {
  const outcome = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/releases.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, KUZA_RELEASES_DIR: PROD_RELEASES_DIR },
  });
  return { ok: outcome.status === 0, output: `${outcome.stdout}${outcome.stderr}` };
}

const liveState = () =>
  JSON.parse(fs.readFileSync(path.join(PROD_RELEASES_DIR, 'live/state.json'), 'utf8')) as Record<
    string,
    { current: string }
  >;
const liveDecks = () =>
  (
    JSON.parse(fs.readFileSync(path.join(PROD_RELEASES_DIR, 'live/state.json'), 'utf8')) as Record<
      string,
      { current: string }
    >
  ).decks!.current;

test.describe('releasing one remote on its own', () => {
  // Whatever a test left live (a failure half way, before its rollback), the next one starts from
  // the versions live before it: a retry sees the site as the first attempt did.
  let liveBefore: Record<string, { current: string }>;
  test.beforeEach(() => {
    liveBefore = liveState();
  });
  test.afterEach(() => {
    const now = liveState();
    for (const [app, { current }] of Object.entries(liveBefore)) {
      if (now[app]?.current !== current) releases('promote', app, current);
    }
  });

  test('a changed decks remote is released, promoted for new page loads, and rolled back', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    await createVerifiedUser(page.request);
    const before = liveDecks();
    await page.goto('/pitch-decks');
    await expect(page.getByText(DESCRIPTION)).toBeVisible();

    // The change: one sentence of the decks list page, built and released without the shell.
    const changed = `Every deck you make, in one place (${Date.now().toString(36)}).`;
    const source = fs.readFileSync(listPage, 'utf8');
    const catalog = fs.readFileSync(englishCatalog, 'utf8');
    expect(source).toContain(DESCRIPTION);
    expect(catalog).toContain(DESCRIPTION);
    let released;
    try {
      fs.writeFileSync(listPage, source.replace(DESCRIPTION, changed));
      fs.writeFileSync(englishCatalog, catalog.replace(DESCRIPTION, changed));
      released = releases('release', 'decks', '--no-tests');
    } finally {
      fs.writeFileSync(listPage, source);
      fs.writeFileSync(englishCatalog, catalog);
    }
    expect(released.ok, released.output).toBe(true);
    const version = /released decks (\S+)/.exec(released.output)?.[1];
    expect(version, released.output).toBeTruthy();
    expect(liveDecks(), 'a release alone changes nothing live').toBe(before);

    const promoted = releases('promote', 'decks', version!);
    expect(promoted.ok, promoted.output).toBe(true);
    // A new page load gets the new remote (the shell was not rebuilt or released)...
    const fresh = await (await browser.newContext({ storageState: await page.context().storageState() })).newPage();
    await fresh.goto('/pitch-decks');
    await expect(fresh.getByText(changed)).toBeVisible();
    // ...while the page opened before keeps the version it loaded, whose files are still served.
    await expect(page.getByText(DESCRIPTION)).toBeVisible();
    const old = await page.request.get(`/remotes/decks/${before}/remoteEntry.js`);
    expect(old.status()).toBe(200);

    const rolledBack = releases('rollback', 'decks');
    expect(rolledBack.ok, rolledBack.output).toBe(true);
    expect(liveDecks()).toBe(before);
    await fresh.reload();
    await expect(fresh.getByText(DESCRIPTION)).toBeVisible();
    await expect(fresh.getByText(changed)).toHaveCount(0);

    const listed = releases('list');
    expect(listed.output).toContain(`${before} (live)`);
    expect(listed.output).toContain(version);
  });

  test('a decks build with another major react-redux than the live shell is refused, naming both versions', async ({
    request,
  }) => {
    // A release whose build shares react-redux 10: the live one's files with the manifest it would have.
    const live = liveDecks();
    const incompatible = `${live}-redux10`;
    const folder = path.join(PROD_RELEASES_DIR, 'remotes/decks');
    fs.cpSync(path.join(folder, live), path.join(folder, incompatible), { recursive: true });
    const manifestFile = path.join(folder, incompatible, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
      shared: { name: string; version: string; requiredVersion: string }[];
    };
    const shellRedux = manifest.shared.find((entry) => entry.name === 'react-redux')!.version;
    for (const entry of manifest.shared.filter((e) => e.name === 'react-redux')) {
      entry.version = '10.0.0';
      entry.requiredVersion = '^10.0.0';
    }
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));

    const refused = releases('promote', 'decks', incompatible);
    expect(refused.ok).toBe(false);
    expect(refused.output).toContain(`react-redux: decks is built with 10.0.0, the live`);
    expect(refused.output).toContain(`shell has ${shellRedux}`);
    expect(liveDecks()).toBe(live);
    const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
    expect(remotes.decks).toBe(`/remotes/decks/${live}/mf-manifest.json`);
  });

  test('a shell release goes live with the remotes as they are, and pages keep their shell version', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await createVerifiedUser(page.request);
    const before = liveState();
    const remotesBefore = await (await request.get('/remotes.json')).text();
    await page.goto('/pitch-decks');
    await expect(page.getByRole('heading', { level: 1, name: 'Pitch Decks' })).toBeVisible();

    const released = releases('release', 'shell', '--no-tests');
    expect(released.ok, released.output).toBe(true);
    const version = /released shell (\S+)/.exec(released.output)![1]!;
    const promoted = releases('promote', 'shell', version);
    expect(promoted.ok, promoted.output).toBe(true);

    const scripts: string[] = [];
    page.on('request', (r) => scripts.push(new URL(r.url()).pathname));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Pitch Decks' })).toBeVisible();
    expect(scripts).toContain(`/shell/${version}/main.js`);
    expect(scripts.some((p) => p.startsWith(`/remotes/decks/${before.decks!.current}/`))).toBe(true);
    expect(await (await request.get('/remotes.json')).text()).toBe(remotesBefore);
    // The shell an older page loaded is still served whole.
    expect((await request.get(`/shell/${before.shell!.current}/main.js`)).status()).toBe(200);
    // The public pages' HTML came with the release: drawn, and loading the new shell.
    const landing = async () => (await request.get('/')).text();
    expect(await landing()).toContain(`src="/shell/${version}/main.js"`);
    expect(await landing()).toContain('Built for African Entrepreneurs');

    const back = releases('rollback', 'shell');
    expect(back.ok, back.output).toBe(true);
    expect(liveState().shell!.current).toBe(before.shell!.current);
    expect(await landing()).toContain(`src="/shell/${before.shell!.current}/main.js"`);
    expect(await landing()).toContain('Built for African Entrepreneurs');
  });
});

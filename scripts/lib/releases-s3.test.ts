import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { ROUTES } from '@kuza/contracts';
import S3rver from 's3rver';
import { ROOT } from './apps';
import { checkPrerenderedReleases, decksManifest, sharedWith, shellManifest, writeBuild } from './releases.fixtures';
import { IMMUTABLE, NO_CACHE, openReleaseStore, S3ReleaseStore } from './releases-s3';

const BUCKET = 'kuza-releases';
let server: S3rver;
let serverDir: string;
let builds: string;
let env: NodeJS.ProcessEnv;
const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

beforeAll(async () => {
  serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-s3-'));
  builds = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-builds-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: serverDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  // The server's own key pair, given the way a deployment gives its credentials.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  env = {
    ...process.env,
    RELEASE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    RELEASE_S3_REGION: 'us-east-1',
  };
});

afterAll(async () => {
  await server.close();
  for (const [name, value] of [
    ['AWS_ACCESS_KEY_ID', saved.id],
    ['AWS_SECRET_ACCESS_KEY', saved.secret],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  fs.rmSync(serverDir, { recursive: true, force: true });
  fs.rmSync(builds, { recursive: true, force: true });
});

let prefixes = 0;
/** A store under its own prefix of the bucket, opened from the settings as the scripts open it. */
function openStore(): { store: S3ReleaseStore; setting: string } {
  prefixes += 1;
  const setting = `s3://${BUCKET}/test-${prefixes}/releases`;
  const store = openReleaseStore('/nowhere', { ...env, RELEASE_STORE: setting });
  if (!(store instanceof S3ReleaseStore)) throw new Error(`${setting} did not open a bucket store`);
  return { store, setting };
}

const build = (app: string, manifest: Parameters<typeof writeBuild>[2]) => writeBuild(builds, app, manifest);

async function object(store: S3ReleaseStore, key: string) {
  const answer = await store.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${store.prefix}/${key}` }));
  return {
    cacheControl: answer.CacheControl,
    contentType: answer.ContentType,
    text: await answer.Body!.transformToString(),
  };
}

async function lockKeys(store: S3ReleaseStore): Promise<string[]> {
  const answer = await store.client.send(
    new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${store.prefix}/live/.lock/` }),
  );
  return (answer.Contents ?? []).map((entry) => entry.Key!);
}

describe('the release store in an S3-compatible bucket', () => {
  it('stores two versions of a remote as immutable objects with their content types', async () => {
    const { store } = openStore();
    const v1 = await store.add('decks', build('decks', decksManifest()));
    const v2 = await store.add('decks', build('decks', decksManifest()));
    expect(await store.versions('decks')).toEqual([v1, v2].sort());
    expect(await store.versions('shell')).toEqual([]);
    const entry = await object(store, `remotes/decks/${v2}/remoteEntry.js`);
    expect(entry).toEqual({
      cacheControl: IMMUTABLE,
      contentType: 'application/javascript; charset=utf-8',
      text: '/* decks */',
    });
    const manifest = await object(store, `remotes/decks/${v1}/mf-manifest.json`);
    expect(manifest.cacheControl).toBe(IMMUTABLE);
    expect(manifest.contentType).toBe('application/json; charset=utf-8');
    expect(JSON.parse(manifest.text)).toEqual(decksManifest());
    expect((await store.info('decks', v1)).version).toBe(v1);
  });

  it('makes the shell page load its own version and writes the live files with no-cache', async () => {
    const { store } = openStore();
    const shell = await store.add('shell', build('shell', shellManifest));
    const page = await object(store, `shell/${shell}/index.html`);
    expect(page.text).toContain(`src="/shell/${shell}/main.js"`);
    expect(page.contentType).toBe('text/html; charset=utf-8');
    await store.promote('shell', shell);
    const decks = await store.add('decks', build('decks', decksManifest()));
    await store.promote('decks', decks);
    const live = await object(store, 'live/index.html');
    expect(live).toEqual({ ...page, cacheControl: NO_CACHE });
    const remotes = await object(store, 'live/remotes.json');
    expect(remotes.cacheControl).toBe(NO_CACHE);
    expect(remotes.contentType).toBe('application/json; charset=utf-8');
    expect(JSON.parse(remotes.text)).toEqual({ decks: `/remotes/decks/${decks}/mf-manifest.json` });
    expect((await object(store, 'live/state.json')).cacheControl).toBe(NO_CACHE);
    // The lock is gone once the promote is done.
    expect(await lockKeys(store)).toEqual([]);
  });

  it('serves each shell release its own prerendered pages, and takes a newer shell’s back on rollback', async () => {
    const { store } = openStore();
    await checkPrerenderedReleases(store, builds, async (file) => {
      try {
        const live = await object(store, `live/${file}`);
        expect(live.cacheControl).toBe(NO_CACHE);
        expect(live.contentType).toBe('text/html; charset=utf-8');
        return live.text;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    });
  });

  it('promotes, rolls back to the version before, and says when there is none', async () => {
    const { store } = openStore();
    await store.promote('shell', await store.add('shell', build('shell', shellManifest)));
    const v1 = await store.add('decks', build('decks', decksManifest()));
    const v2 = await store.add('decks', build('decks', decksManifest()));
    await store.promote('decks', v1);
    await store.promote('decks', v2);
    const remotes = async () => JSON.parse((await object(store, 'live/remotes.json')).text) as object;
    expect(await remotes()).toEqual({ decks: `/remotes/decks/${v2}/mf-manifest.json` });
    await expect(store.rollback('decks')).resolves.toBe(v1);
    expect(await remotes()).toEqual({ decks: `/remotes/decks/${v1}/mf-manifest.json` });
    await expect(store.rollback('decks')).rejects.toThrow('decks has no earlier live version to return to');
    await expect(store.promote('decks', 'nope')).rejects.toThrow(
      `decks has no release nope (released: ${[v1, v2].sort().join(', ')})`,
    );
  });

  it('refuses a remote that does not fit the live shell, naming the package and both versions', async () => {
    const { store } = openStore();
    const shell = await store.add('shell', build('shell', shellManifest));
    await store.promote('shell', shell);
    const good = await store.add('decks', build('decks', decksManifest()));
    await store.promote('decks', good);
    const bad = await store.add(
      'decks',
      build('decks', decksManifest({ shared: sharedWith('react-redux', '10.0.0') })),
    );
    await expect(store.promote('decks', bad)).rejects.toThrow(
      `decks ${bad} was not promoted:\n- react-redux: decks is built with 10.0.0, the live (${shell}) shell has 9.3.1`,
    );
    expect((await store.live()).decks?.current).toBe(good);
    expect(JSON.parse((await object(store, 'live/remotes.json')).text)).toEqual({
      decks: `/remotes/decks/${good}/mf-manifest.json`,
    });
  });

  it('lets promotes started together take turns, so neither loses the other', async () => {
    const { store } = openStore();
    await store.promote('shell', await store.add('shell', build('shell', shellManifest)));
    const decks = await store.add('decks', build('decks', decksManifest()));
    const resumePages = ROUTES.filter((route) => route.remote === 'resumes').map((route) => ({
      name: route.module.slice(2),
      path: route.module,
    }));
    const resumes = await store.add('resumes', build('resumes', decksManifest({ exposes: resumePages })));
    await Promise.all([store.promote('decks', decks), store.promote('resumes', resumes)]);
    expect(store.remotesJson(await store.live())).toEqual({
      decks: `/remotes/decks/${decks}/mf-manifest.json`,
      resumes: `/remotes/resumes/${resumes}/mf-manifest.json`,
    });
  });

  it('takes over a lock left by a promote that was killed a while ago, and waits for a recent one', async () => {
    const { store } = openStore();
    const shell = await store.add('shell', build('shell', shellManifest));
    const left = `${store.prefix}/live/.lock/${Date.now() - 120_000}-killed`;
    await store.client.send(new PutObjectCommand({ Bucket: BUCKET, Key: left, Body: 'x' }));
    await store.promote('shell', shell);
    expect(await lockKeys(store)).toEqual([]);
    const held = `${store.prefix}/live/.lock/${Date.now()}-running`;
    await store.client.send(new PutObjectCommand({ Bucket: BUCKET, Key: held, Body: 'x' }));
    const decks = await store.add('decks', build('decks', decksManifest()));
    const promoted = store.promote('decks', decks);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await store.live()).decks).toBeUndefined();
    await store.client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: held }));
    await promoted;
    expect((await store.live()).decks?.current).toBe(decks);
  });

  it('lists the releases and refuses a bad promote from the command line', async () => {
    const { store, setting } = openStore();
    const shell = await store.add('shell', build('shell', shellManifest));
    await store.promote('shell', shell);
    const v1 = await store.add('decks', build('decks', decksManifest()));
    const v2 = await store.add('decks', build('decks', decksManifest({ shared: sharedWith('react', '20.0.0') })));
    await store.promote('decks', v1);
    // The server runs in this process: the command runs beside it, not blocking it.
    const run = (store: string, ...args: string[]) =>
      new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          path.join(ROOT, 'node_modules/.bin/tsx'),
          ['scripts/releases.ts', ...args],
          { cwd: ROOT, env: { ...env, RELEASE_STORE: store } },
          (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      });
    const list = await run(setting, 'list');
    expect(list.status).toBe(0);
    expect(list.stdout).toContain(`release store ${setting}`);
    expect(list.stdout).toMatch(new RegExp(`shell +${shell} \\(live\\)`));
    expect(list.stdout).toMatch(new RegExp(`decks +${v1} \\(live\\), ${v2}\\n`));
    expect(list.stdout).toMatch(/resumes +nothing released/);
    const promote = await run(setting, 'promote', 'decks', v2);
    expect(promote.status).toBe(1);
    expect(promote.stderr).toContain(`react: decks is built with 20.0.0, the live (${shell}) shell has 19.3.1`);
    const bad = await run('https://bucket', 'list');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('RELEASE_STORE="https://bucket" is not s3://<bucket>[/<prefix>]');
  }, 60_000);
});

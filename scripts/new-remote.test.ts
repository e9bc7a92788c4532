import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from '@kuza/contracts';
import { newRemote } from './new-remote';

const root = path.resolve(__dirname, '..');
/** What building and linting a remote reads from the repository. */
const NEEDED = [
  'packages/contracts/',
  'packages/store/',
  'packages/ui/',
  'packages/app/',
  'packages/build/',
  'packages/i18n/',
  'shell/package.json',
  'package.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'jest.config.js',
  'eslint.config.mjs',
  '.prettierrc.json',
];

/**
 * A scratch copy of what a remote is built from, where the generator can change the route table
 * freely. Its node_modules links every installed package except the project's own, which point
 * at the copy's packages, so the build reads the copy's route table.
 */
function scratchCopy(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-new-remote-'));
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  const files = listed.stdout.split('\0').filter((file) => NEEDED.some((needed) => file.startsWith(needed)));
  for (const file of files) {
    if (!fs.existsSync(path.join(root, file))) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(copy, file));
  }
  const modules = path.join(copy, 'node_modules');
  fs.mkdirSync(path.join(modules, '@kuza'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@kuza') fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  for (const pkg of ['contracts', 'store', 'ui', 'app', 'build', 'i18n']) {
    fs.symlinkSync(path.join(copy, 'packages', pkg), path.join(modules, '@kuza', pkg));
  }
  return copy;
}

describe('npm run new:remote', () => {
  let copy: string;
  beforeAll(() => {
    copy = scratchCopy();
    newRemote(copy, 'probe');
  });
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

  it('adds one route-table row and one project reference, nothing else outside the folder', () => {
    const routes = fs.readFileSync(path.join(copy, 'packages/contracts/src/routes.ts'), 'utf8');
    expect(routes).toContain(
      "{ path: '/probe', title: 'Probe', remote: 'probe', module: './ProbePage', protected: true }",
    );
    const tsconfig = JSON.parse(fs.readFileSync(path.join(copy, 'tsconfig.json'), 'utf8')) as {
      references: Array<{ path: string }>;
    };
    expect(tsconfig.references).toContainEqual({ path: 'mfe-probe' });
    expect(fs.readdirSync(path.join(copy, 'mfe-probe')).sort()).toEqual([
      'e2e',
      'package.json',
      'src',
      'tsconfig.json',
      'webpack.config.ts',
    ]);
  });

  it('builds a remote that exposes the page its row names, and runs its tests and lint rule by pattern', () => {
    // No filesystem cache: a scratch copy builds once, and writing the cache took a third of the build.
    const build = spawnSync(path.join(copy, 'node_modules/.bin/webpack'), ['--mode', 'production', '--no-cache'], {
      cwd: path.join(copy, 'mfe-probe'),
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '--import tsx' },
    });
    expect(build.stderr + build.stdout).not.toMatch(/ERROR/);
    expect(build.status).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(copy, 'mfe-probe/dist/mf-manifest.json'), 'utf8')) as {
      exposes: Array<{ path: string }>;
    };
    expect(manifest.exposes.map((exposed) => exposed.path)).toEqual(['./ProbePage']);

    const jestConfig = require(path.join(copy, 'jest.config.js')) as { projects: Array<{ roots: string[] }> };
    expect(jestConfig.projects.flatMap((project) => project.roots)).toContain('<rootDir>/mfe-probe');

    const lint = spawnSync(
      path.join(copy, 'node_modules/.bin/eslint'),
      ['--stdin', '--stdin-filename', path.join(copy, 'mfe-probe/src/x.ts'), '--format', 'json'],
      { cwd: copy, input: "import { App } from '../../shell/src/app';\nexport const x = App;\n", encoding: 'utf8' },
    );
    const [result] = JSON.parse(lint.stdout) as Array<{ messages: Array<{ message: string }> }>;
    expect(result.messages.map((message) => message.message)).toContainEqual(
      expect.stringContaining('A remote must not import another app'),
    );
  }, 180_000);

  it('refuses a name that is taken or cannot name a remote', () => {
    expect(() => newRemote(copy, 'probe')).toThrow('mfe-probe already exists');
    expect(() => newRemote(copy, 'Bad-Name')).toThrow('cannot name a remote');
  });

  it('finds this repository in step: every remote folder has its rows in the route table and its project reference', () => {
    const folders = fs.readdirSync(root).filter((entry) => entry.startsWith('mfe-'));
    expect(folders.map((folder) => folder.slice('mfe-'.length)).sort()).toEqual([...REMOTE_NAMES].sort());
    const tsconfig = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as {
      references: Array<{ path: string }>;
    };
    for (const folder of folders) expect(tsconfig.references).toContainEqual({ path: folder });
  });
});

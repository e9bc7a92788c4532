import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/** Runs the real ESLint CLI (its flat config is ESM, which Jest's VM cannot load). */
async function lint(file: string, source: string): Promise<string[]> {
  const outcome = spawnSync(
    path.join(root, 'node_modules/.bin/eslint'),
    ['--stdin', '--stdin-filename', path.join(root, file), '--format', 'json'],
    { cwd: root, input: source, encoding: 'utf8' },
  );
  const [result] = JSON.parse(outcome.stdout) as Array<{ messages: Array<{ message: string }> }>;
  return result.messages.map((message) => message.message);
}

describe('the lint rule on remote boundaries', () => {
  it("refuses a remote importing another remote's source by relative path", async () => {
    const messages = await lint(
      'mfe-decks/src/pages/x.tsx',
      "import { x } from '../../../mfe-resumes/src/x';\nexport const y = x;\n",
    );
    expect(messages).toEqual([
      expect.stringContaining('A remote must not import another app; share code through packages/*.'),
    ]);
  });

  it('refuses a remote importing another remote or the shell by package name', async () => {
    const messages = await lint(
      'mfe-auth/src/a.ts',
      "import { x } from 'mfe-dashboard/src/x';\nimport { y } from 'shell/src/app';\nexport const z = [x, y];\n",
    );
    expect(messages.filter((m) => m.includes('A remote must not import another app'))).toHaveLength(2);
  });

  it('refuses import() and require() of another remote just as well', async () => {
    const messages = await lint(
      'mfe-decks/src/pages/x.tsx',
      "export const a = () => import('../../../mfe-resumes/src/x');\nexport const b = require('mfe-auth/src/y');\n",
    );
    expect(messages.filter((m) => m.includes('A remote must not import another app'))).toHaveLength(2);
  });

  it('allows a remote to use the shared packages and its own files', async () => {
    const messages = await lint(
      'mfe-decks/src/a.ts',
      "import { ROUTES } from '@kuza/contracts';\nimport { b } from './b';\nexport const c = [ROUTES, b, () => import('./d')];\n",
    );
    expect(messages).toEqual([]);
  });

  it("refuses a path into a package's src folder, in a remote and anywhere else", async () => {
    for (const file of ['mfe-decks/src/a.ts', 'api/src/a.ts']) {
      const messages = await lint(file, "import { x } from '@kuza/ui/src/forms';\nexport const y = x;\n");
      expect(messages).toEqual([expect.stringContaining('not its src folder')]);
    }
  });
});

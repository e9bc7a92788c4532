import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(__dirname, '..');

/**
 * The real ESLint with the repository's flat config (ESM, which Jest's VM cannot load), in one child
 * process for the whole file: it loads the config and its plugins once, then lints each source sent
 * to it (a JSON line in, a JSON line out), as `eslint --stdin --stdin-filename` does.
 */
const SERVER = `
  import { createInterface } from 'node:readline';
  import { ESLint } from 'eslint';
  const eslint = new ESLint({ cwd: process.cwd() });
  for await (const line of createInterface({ input: process.stdin })) {
    const { file, source } = JSON.parse(line);
    const [result] = await eslint.lintText(source, { filePath: file });
    process.stdout.write(JSON.stringify(result.messages.map((message) => message.message)) + '\\n');
  }
`;
let server: ChildProcessWithoutNullStreams;
let answers: AsyncIterator<string>;
let errors = '';

beforeAll(() => {
  server = spawn(process.execPath, ['--input-type=module', '-e', SERVER], { cwd: root });
  server.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  answers = createInterface({ input: server.stdout })[Symbol.asyncIterator]();
});

afterAll(() => server.stdin.end());

async function lint(file: string, source: string): Promise<string[]> {
  server.stdin.write(JSON.stringify({ file: path.join(root, file), source }) + '\n');
  const answer = await answers.next();
  if (answer.done) throw new Error(`ESLint stopped before answering: ${errors}`);
  return JSON.parse(answer.value) as string[];
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

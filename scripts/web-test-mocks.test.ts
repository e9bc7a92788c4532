import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/**
 * Web tests fake the API at the network (the msw server of packages/testing), never by replacing RTK
 * Query hooks: a `jest.mock` of an `api` module or of `@kuza/store`, or a spy on a `use…Query` or
 * `use…Mutation` hook, would test a page against a made-up hook instead of the requests it sends. A spy
 * on `fetch` would be a second way to fake the API.
 */
const MOCKED_MODULE = /\bjest\.(?:mock|doMock|unstable_mockModule)\(\s*(['"`])([^'"`]+)\1/g;
const SPIED_HOOK = /\bjest\.spyOn\([^,]+,\s*(['"`])(use\w+(?:Query|Mutation)|fetch)\1/g;

function isApiModule(specifier: string) {
  return /^@kuza\/store(\/|$)/.test(specifier) || /(^|\/)api(\.tsx?)?$/.test(specifier);
}

/** What a test file fakes by module path or hook name that it should answer through msw instead. */
export function hookMocks(source: string): string[] {
  const found: string[] = [];
  for (const [, , specifier] of source.matchAll(MOCKED_MODULE)) {
    if (isApiModule(specifier)) found.push(`jest.mock('${specifier}')`);
  }
  for (const [, , hook] of source.matchAll(SPIED_HOOK)) found.push(`jest.spyOn(…, '${hook}')`);
  return found;
}

/** The web project's roots (jest.config.js): packages/ui, the shell and every remote. */
function webTestFiles(): string[] {
  const roots = [
    'packages/ui',
    'shell',
    ...fs.readdirSync(root).filter((entry) => entry.startsWith('mfe-')),
    'packages/testing',
  ];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'e2e') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  roots.map((dir) => path.join(root, dir)).forEach((dir) => fs.existsSync(dir) && walk(dir));
  return files;
}

describe('the check that web tests do not mock RTK Query hooks by module path', () => {
  it('finds a jest.mock of an api module, by any relative path', () => {
    expect(hookMocks("jest.mock('../api', () => ({ useTeamGetQuery: jest.fn() }));")).toEqual(["jest.mock('../api')"]);
    expect(hookMocks('jest.mock("./api");\njest.mock(`../features/sign-in/api.ts`);')).toEqual([
      "jest.mock('./api')",
      "jest.mock('../features/sign-in/api.ts')",
    ]);
  });

  it('finds a jest.mock or doMock of @kuza/store and a spy on an RTK Query hook', () => {
    expect(
      hookMocks(
        "jest.mock('@kuza/store', () => ({}));\njest.doMock('@kuza/store/src/x');\njest.spyOn(store, 'useAuthCurrentUserQuery');",
      ),
    ).toEqual([
      "jest.mock('@kuza/store')",
      "jest.mock('@kuza/store/src/x')",
      "jest.spyOn(…, 'useAuthCurrentUserQuery')",
    ]);
  });

  it('finds a spy on fetch, a second way to fake the API', () => {
    expect(hookMocks("jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response());")).toEqual([
      "jest.spyOn(…, 'fetch')",
    ]);
  });

  it('lets tests mock modules that are not the API', () => {
    expect(
      hookMocks(
        "jest.mock('./remotes', () => ({}));\njest.mock('styled-components');\njest.mock('../rapid');\njest.spyOn(console, 'error');",
      ),
    ).toEqual([]);
  });

  it('finds none in the web tests and their support code', () => {
    const offenders = webTestFiles().flatMap((file) =>
      hookMocks(fs.readFileSync(file, 'utf8')).map((mock) => `${path.relative(root, file)}: ${mock}`),
    );
    expect(offenders).toEqual([]);
  });
});

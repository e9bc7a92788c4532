import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { ROOT } from './apps';
import {
  hashPackage,
  hashWorkspacePackages,
  packageHashProblems,
  readPackageHashes,
  sharedPackageHashes,
  writePackageHashes,
} from './releases-packages';

/** A copy of a package folder: package.json and the given source files. */
function writePackage(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-package-'));
  for (const [file, body] of Object.entries({
    'package.json': '{"name":"@kuza/contracts","version":"0.1.0"}',
    ...files,
  })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), body);
  }
  return dir;
}

const CONTRACTS = {
  'src/index.ts': "export * from './schemas/deck';\n",
  'src/schemas/deck.ts': "export const deckFields = ['id', 'name'];\n",
};

describe('the hash of a shared package', () => {
  it('changes with any change to its source, at the same version', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (added) => {
        const before = hashPackage(writePackage(CONTRACTS));
        const changed = { ...CONTRACTS, 'src/schemas/deck.ts': `${CONTRACTS['src/schemas/deck.ts']}${added}` };
        return hashPackage(writePackage(changed)) !== before;
      }),
      { numRuns: 20 },
    );
  });

  it('is the same for the same source wherever it lies, and ignores tests, builds and installed modules', () => {
    const a = writePackage(CONTRACTS);
    const b = writePackage({
      ...CONTRACTS,
      'src/schemas/deck.test.ts': 'it("passes", () => {});',
      'src/__tests__/more.tsx': 'export {};',
      'node_modules/yup/index.js': 'module.exports = {};',
      'dist/index.js': 'built',
    });
    expect(hashPackage(b)).toBe(hashPackage(a));
  });

  it('tells moving text from one file to another from leaving it', () => {
    const a = writePackage({ 'src/a.ts': 'export const a = 1;', 'src/b.ts': '' });
    const b = writePackage({ 'src/a.ts': 'export const a = ', 'src/b.ts': '1;' });
    expect(hashPackage(a)).not.toBe(hashPackage(b));
  });

  it('is taken for every @kuza package of the repository, and a build keeps those it shares', () => {
    const hashes = hashWorkspacePackages(ROOT);
    expect(Object.keys(hashes)).toEqual(expect.arrayContaining(['@kuza/contracts', '@kuza/store', '@kuza/ui']));
    expect(hashes['@kuza/contracts']).toBe(hashPackage(path.join(ROOT, 'packages/contracts')));

    const built = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-built-'));
    expect(readPackageHashes(built)).toBeUndefined();
    const shared = [
      { name: 'react', version: '19.3.1' },
      { name: '@kuza/contracts', version: '0.1.0' },
      { name: '@kuza/ui', version: '0.1.0' },
    ];
    fs.writeFileSync(path.join(built, 'mf-manifest.json'), JSON.stringify({ shared, exposes: [] }));
    writePackageHashes(built, sharedPackageHashes(built, hashes));
    expect(readPackageHashes(built)).toEqual({
      '@kuza/contracts': hashes['@kuza/contracts'],
      '@kuza/ui': hashes['@kuza/ui'],
    });
  });
});

describe('whether a remote was built from the live shell’s packages', () => {
  it('refuses another @kuza/contracts, naming the package and both hashes', () => {
    expect(
      packageHashProblems('decks', { '@kuza/contracts': 'new1' }, { '@kuza/contracts': 'old1' }, 'live (v1)'),
    ).toEqual([
      '@kuza/contracts: decks is built from source new1, the live (v1) shell from old1; build and release both from the same commit',
    ]);
  });

  it('accepts the same hashes, and leaves builds that recorded none to the version check', () => {
    const hashes = { '@kuza/contracts': 'abc', '@kuza/ui': 'def' };
    expect(packageHashProblems('decks', hashes, { ...hashes })).toEqual([]);
    expect(packageHashProblems('decks', undefined, hashes)).toEqual([]);
    expect(packageHashProblems('decks', hashes, undefined)).toEqual([]);
    expect(packageHashProblems('decks', { '@kuza/app': 'x' }, hashes)).toEqual([]);
  });
});

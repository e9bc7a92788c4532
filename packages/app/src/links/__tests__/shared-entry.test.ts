import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = path.resolve(__dirname, '../..');

/** A relative import's file, as the bundler resolves it. */
function resolveFile(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const file = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find(fs.existsSync);
  if (!file) throw new Error(`${specifier} from ${from} does not resolve`);
  return file;
}

/**
 * What loading @kuza/app brings along: every file and package its entry reaches through static
 * imports and re-exports (type-only ones aside), not through import(), which the build splits off.
 */
function staticallyReached(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const isImport = ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly;
      const isExport = ts.isExportDeclaration(statement) && !statement.isTypeOnly;
      if (!isImport && !isExport) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      if (specifier.text.startsWith('.')) visit(resolveFile(file, specifier.text));
      else packages.add(specifier.text);
    }
  };
  visit(entry);
  return { files, packages };
}

describe("@kuza/app's entry, which every shared deck's and resume's page loads", () => {
  const reached = staticallyReached(path.join(SRC, 'index.ts'));
  const relative = [...reached.files].map((file) => path.relative(SRC, file));

  it("carries none of the owner's investor link parts: the links panel, its form and its visits", () => {
    expect(relative).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^links\/(links-panel|link-form|link-analytics)\.tsx$/)]),
    );
  });

  it('carries no form library, which only the owner forms need', () => {
    expect([...reached.packages].filter((name) => /final-form|@kuza\/ui\/forms/.test(name))).toEqual([]);
  });

  it('still carries what an investor link page needs: its gate, watermark and messages', () => {
    expect(relative).toEqual(
      expect.arrayContaining([
        'links/link-document-view.tsx',
        'links/link-gate.tsx',
        'links/watermark.tsx',
        'links/share-message.tsx',
      ]),
    );
  });
});

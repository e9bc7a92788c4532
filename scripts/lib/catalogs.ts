import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '@kuza/i18n';
import { catalogWorkspaces, readCatalog, type CatalogFile } from '@kuza/i18n/catalog-files';
import { argumentsOf } from '@kuza/i18n/tools';
import { ROOT } from './apps';

const run = promisify(execFile);

export { catalogWorkspaces, readCatalog, type CatalogFile };

/** The English catalog a workspace's code declares, as the extraction command reads it. */
export async function extractCatalog(workspace: string, root = ROOT): Promise<CatalogFile> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-catalog-')), 'en.json');
  try {
    await run(
      process.execPath,
      [
        require.resolve('@formatjs/cli/bin/formatjs'),
        'extract',
        `${workspace}/src/**/*.{ts,tsx}`,
        '--ignore',
        '**/*.test.*',
        '**/__tests__/**',
        '**/*.d.ts',
        '--format',
        'simple',
        '--throws',
        '--out-file',
        out,
      ],
      { cwd: root },
    );
    return sortById(JSON.parse(fs.readFileSync(out, 'utf8')) as CatalogFile);
  } finally {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
}

export function writeCatalog(workspace: string, locale: string, catalog: CatalogFile, root = ROOT): void {
  fs.writeFileSync(
    path.join(root, workspace, 'locales', `${locale}.json`),
    `${JSON.stringify(sortById(catalog), null, 2)}\n`,
  );
}

function sortById(catalog: CatalogFile): CatalogFile {
  return Object.fromEntries(Object.entries(catalog).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * What is wrong with one workspace's catalogs against the English its code declares: a stale `en.json`, a
 * language missing a message or keeping one the code dropped, a translation that does not parse or whose
 * arguments differ from the English.
 */
export function catalogProblems(
  workspace: string,
  declared: CatalogFile,
  read: (locale: string) => CatalogFile | undefined,
): string[] {
  const problems: string[] = [];
  const english = read(DEFAULT_LOCALE) ?? {};
  if (JSON.stringify(sortById(english)) !== JSON.stringify(sortById(declared))) {
    problems.push(`${workspace}/locales/en.json is not what the code declares: run \`npm run i18n\``);
  }
  for (const locale of SUPPORTED_LOCALES.filter((language) => language !== DEFAULT_LOCALE)) {
    const catalog = read(locale);
    if (!catalog) {
      problems.push(`${workspace}/locales/${locale}.json is missing`);
      continue;
    }
    for (const [id, source] of Object.entries(declared)) {
      const translation = catalog[id];
      if (translation === undefined) {
        problems.push(`${workspace}/locales/${locale}.json misses "${id}"`);
        continue;
      }
      let translated: string[];
      try {
        translated = argumentsOf(translation);
      } catch {
        problems.push(`${workspace}/locales/${locale}.json: "${id}" is not a valid ICU message`);
        continue;
      }
      if (translated.join() !== argumentsOf(source).join()) {
        problems.push(
          `${workspace}/locales/${locale}.json: "${id}" uses {${translated.join(', ')}} where English uses {${argumentsOf(source).join(', ')}}`,
        );
      }
    }
    for (const id of Object.keys(catalog)) {
      if (!(id in declared))
        problems.push(`${workspace}/locales/${locale}.json keeps "${id}", which the code no longer declares`);
    }
  }
  return problems;
}

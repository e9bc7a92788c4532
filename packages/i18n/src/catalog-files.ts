import fs from 'node:fs';
import path from 'node:path';

/** The repository this package is part of: its workspaces hold the catalogs. */
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** A catalog file's content: message id → ICU text. */
export type CatalogFile = Record<string, string>;

/**
 * Every workspace that speaks to people has `locales/<language>.json` at its root: `en.json` extracted from the
 * code's `defineMessages` (never edited by hand), the others translated from it. Node only: the scripts that
 * extract and check catalogs, and the browser tests that find what a page says in its language.
 */
export function catalogWorkspaces(root = REPO_ROOT): string[] {
  const candidates = [
    ...fs.readdirSync(path.join(root, 'packages')).map((name) => path.join('packages', name)),
    ...fs.readdirSync(root).filter((name) => name.startsWith('mfe-') || name === 'shell' || name === 'api'),
  ];
  return candidates.filter((workspace) => fs.existsSync(path.join(root, workspace, 'locales'))).sort();
}

export function readCatalog(workspace: string, locale: string, root = REPO_ROOT): CatalogFile | undefined {
  const file = path.join(root, workspace, 'locales', `${locale}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as CatalogFile) : undefined;
}

/** Every workspace's catalog of `locale`, as one (message ids are unique across workspaces). */
export function allCatalogs(locale: string, root = REPO_ROOT): CatalogFile {
  return Object.assign({}, ...catalogWorkspaces(root).map((workspace) => readCatalog(workspace, locale, root) ?? {}));
}

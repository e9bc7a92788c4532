/**
 * `npm run i18n`: extracts every workspace's English catalog (locales/en.json) from its `defineMessages`, then
 * lists what the other languages miss. `npm run i18n -- --check` writes nothing and fails on any problem (CI).
 */
import { catalogProblems, catalogWorkspaces, extractCatalog, readCatalog, writeCatalog } from './lib/catalogs';

async function main() {
  const check = process.argv.includes('--check');
  const problems: string[] = [];
  for (const workspace of catalogWorkspaces()) {
    const declared = await extractCatalog(workspace);
    if (!check) writeCatalog(workspace, 'en', declared);
    problems.push(...catalogProblems(workspace, declared, (locale) => readCatalog(workspace, locale)));
  }
  for (const problem of problems) console.error(problem);
  console.log(`i18n: ${catalogWorkspaces().length} workspaces, ${problems.length} problems`);
  if (check && problems.length) process.exitCode = 1;
}

void main();

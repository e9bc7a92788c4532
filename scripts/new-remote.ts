import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAME_PATTERN, remoteFiles, remoteTitle, routeRow } from './lib/remote-template';

/**
 * `npm run new:remote -- <name>`: a new remote in one step: the folder mfe-<name> from the
 * template, its row in the route table and its TypeScript project reference. Everything else
 * (workspace, port, exposed pages, standalone host, lint boundary, Jest root, e2e project) follows
 * from those by pattern. KUZA_ROOT points it at another checkout (the test uses a scratch copy).
 */
const SHARED_LIBRARIES = [
  '@kuza/app',
  '@kuza/contracts',
  '@kuza/store',
  '@kuza/ui',
  '@module-federation/enhanced',
  '@reduxjs/toolkit',
  'react',
  'react-dom',
  'react-redux',
  'react-router-dom',
  'react-toastify',
  'styled-components',
];
const ROUTES_END = '] as const satisfies readonly RouteRow[];';

export function newRemote(root: string, name: string): string[] {
  if (!REMOTE_NAME_PATTERN.test(name)) {
    throw new Error(`"${name}" cannot name a remote: use 2 to 31 lower-case letters or digits, starting with a letter`);
  }
  const dir = path.join(root, `mfe-${name}`);
  if (fs.existsSync(dir)) throw new Error(`mfe-${name} already exists`);
  const routesFile = path.join(root, 'packages/contracts/src/routes.ts');
  const routes = fs.readFileSync(routesFile, 'utf8');
  if (routes.includes(`remote: '${name}'`)) throw new Error(`the route table already has the remote ${name}`);
  if (!routes.includes(ROUTES_END)) throw new Error(`${routesFile} no longer ends its table with "${ROUTES_END}"`);

  const shell = JSON.parse(fs.readFileSync(path.join(root, 'shell/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const dependencies = Object.fromEntries(SHARED_LIBRARIES.map((lib) => [lib, shell.dependencies[lib]]));
  const template = { name, title: remoteTitle(name), dependencies };
  const written: string[] = [];
  for (const [file, content] of Object.entries(remoteFiles(template))) {
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
    written.push(target);
  }

  fs.writeFileSync(routesFile, routes.replace(ROUTES_END, `${routeRow(template)}${ROUTES_END}`));
  const tsconfigFile = path.join(root, 'tsconfig.json');
  const tsconfig = JSON.parse(fs.readFileSync(tsconfigFile, 'utf8')) as { references: Array<{ path: string }> };
  const apiIndex = tsconfig.references.findIndex((reference) => reference.path === 'api');
  tsconfig.references.splice(apiIndex < 0 ? tsconfig.references.length : apiIndex, 0, { path: `mfe-${name}` });
  fs.writeFileSync(tsconfigFile, `${JSON.stringify(tsconfig, null, 2)}\n`);
  written.push(routesFile, tsconfigFile);

  const prettier = spawnSync(
    path.join(root, 'node_modules/.bin/prettier'),
    ['--write', '--log-level', 'warn', ...written],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (prettier.status !== 0) throw new Error(`prettier failed: ${prettier.stderr}`);
  return written;
}

if (require.main === module) {
  const name = process.argv[2];
  const root = path.resolve(process.env.KUZA_ROOT ?? path.join(__dirname, '..'));
  try {
    if (!name) throw new Error('usage: npm run new:remote -- <name>');
    newRemote(root, name);
    console.log(`Created mfe-${name}, its route /${name} and its project reference.`);
    console.log('Next: npm install (links the new workspace), then npm start and open the printed URL.');
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

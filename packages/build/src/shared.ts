import { createRequire } from 'node:module';

const require = createRequire(__filename);

/**
 * Packages that must exist once at runtime across the shell and every remote. Subpath imports
 * (react-dom/client, react/jsx-runtime) need their own trailing-slash entry, or React ends up
 * with two renderers.
 *
 * react-router is deliberately not shared on its own: react-router-dom re-exports it with
 * `export *`, and with both shared, production builds emitted react-router-dom without the
 * re-exported names (`Link` undefined) once usage changed. Apps import react-router-dom only.
 */
const SINGLETONS: Array<[shareKey: string, packageName: string]> = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  // Not 'react-router' on its own: react-router-dom re-exports it with `export *`, and when both
  // were shared, warm (filesystem-cached) production builds emitted a react-router-dom without
  // those re-exports (Link undefined, the app failed at start). Apps import react-router-dom only,
  // so its one shared copy carries react-router with it.
  ['react-router-dom', 'react-router-dom'],
  ['react-redux', 'react-redux'],
  ['@reduxjs/toolkit', '@reduxjs/toolkit'],
  ['@reduxjs/toolkit/', '@reduxjs/toolkit'],
  ['styled-components', 'styled-components'],
  ['react-toastify', 'react-toastify'],
  ['@kuza/contracts', '@kuza/contracts'],
  ['@kuza/store', '@kuza/store'],
  ['@kuza/i18n', '@kuza/i18n'],
  // Only the hook, not every subpath: @kuza/i18n/page-locale is plain functions the shell's entry bundles (it runs
  // before shared modules are agreed), and the tools and the catalog loader never reach a browser.
  ['@kuza/i18n/react', '@kuza/i18n'],
  ['@kuza/ui', '@kuza/ui'],
  ['@kuza/app', '@kuza/app'],
  // The live editors' Y documents: two copies of Yjs in one page break its type checks (instanceof Y.Text).
  ['yjs', 'yjs'],
];

function versionOf(packageName: string, fromDir: string): string {
  const manifest = require(require.resolve(`${packageName}/package.json`, { paths: [fromDir] })) as { version: string };
  return manifest.version;
}

export function sharedSingletons(fromDir: string) {
  return Object.fromEntries(
    SINGLETONS.map(([key, packageName]) => {
      const version = versionOf(packageName, fromDir);
      return [key, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}

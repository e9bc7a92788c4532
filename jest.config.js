// One Jest run for the whole repository: a project per environment.
const fs = require('node:fs');

/** Every remote's folder (mfe-*): a new remote's tests run without touching this file. */
const remoteRoots = fs
  .readdirSync(__dirname)
  .filter((entry) => entry.startsWith('mfe-'))
  .map((entry) => `<rootDir>/${entry}`);
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
      module: { type: 'commonjs' },
    },
  ],
};
const common = {
  transform,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  // Property tests: a fixed seed in CI (scripts/jest-setup-fast-check.ts).
  setupFiles: ['<rootDir>/scripts/jest-setup-fast-check.ts'],
  // marked (the pitch reader's markdown lexer) ships ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(marked|intl-messageformat|@formatjs)/)'],
};

module.exports = {
  // Jest's 5 s default is for one busy core; password hashing, zip-bomb inflation and form journeys on a
  // loaded 2-core machine need more, while a hung test still fails well before CI's limit.
  testTimeout: 15_000,
  projects: [
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      // ESM-only dependencies of @fastify/cookie and @fastify/static must be transformed for Jest;
      // pptxgenjs's CommonJS build loads node:fs with import(), which Jest's sandbox cannot run untransformed.
      transformIgnorePatterns: [
        '/node_modules/(?!(cookie|content-disposition|@fastify/cookie|pptxgenjs|marked|intl-messageformat|@formatjs)/)',
      ],
      roots: ['<rootDir>/api'],
      testMatch: ['**/test/**/*.test.ts'],
      // One offline database server for every API test file (each app gets its own database in it).
      globalSetup: '<rootDir>/api/test/helpers/global-database.ts',
      globalTeardown: '<rootDir>/api/test/helpers/global-database-teardown.ts',
    },
    {
      ...common,
      displayName: 'mongo-offline',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages/mongo-offline'],
      testMatch: ['**/test/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'node-packages',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/packages/contracts',
        '<rootDir>/packages/build',
        '<rootDir>/packages/store',
        '<rootDir>/packages/i18n',
        '<rootDir>/scripts',
      ],
      testMatch: ['**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'web',
      // jsdom with Node's fetch, Request, Response, streams and TextEncoder, and Node's module builds: what
      // msw needs to answer RTK Query's real requests (packages/testing).
      testEnvironment: 'jest-fixed-jsdom',
      roots: [
        '<rootDir>/packages/ui',
        '<rootDir>/packages/app',
        '<rootDir>/packages/testing',
        '<rootDir>/shell',
        ...remoteRoots,
      ],
      testMatch: ['**/*.test.tsx', '**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest-setup-dom.ts'],
      // Some of msw's dependencies ship only .mjs files.
      transform: { ...transform, '^.+\\.mjs$': transform['^.+\\.(t|j)sx?$'] },
      // react-dnd 16 and its helpers, and some of msw's dependencies (also where nested), ship only ES modules.
      transformIgnorePatterns: [
        '/node_modules/(?!(.*/node_modules/)?(react-dnd|react-dnd-html5-backend|dnd-core|@react-dnd|rettime|until-async|@open-draft/deferred-promise|marked|intl-messageformat|@formatjs)/)',
      ],
      // The browser build, as webpack uses: the server build's createGlobalStyle adds nothing to the page.
      moduleNameMapper: {
        '^styled-components$': 'styled-components/dist/styled-components.browser.cjs.js',
        // webpack turns an imported image into its URL and a stylesheet into a <style>; Jest gets a file name.
        '\\.(svg|png|jpe?g|webp|gif|css)$': '<rootDir>/scripts/jest-asset-stub.js',
      },
    },
  ],
};

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Every remote, by its folder (mfe-<name>): a new remote gets the boundary rule without touching this file. */
const REMOTES = fs
  .readdirSync(path.dirname(fileURLToPath(import.meta.url)))
  .filter((entry) => entry.startsWith('mfe-'))
  .map((entry) => entry.slice('mfe-'.length));

/** react-router-dom is the shared singleton; importing react-router directly would load a second copy. */
const restrictedPaths = [
  { name: 'react-router', message: "Import from 'react-router-dom' (the shared singleton) instead." },
];

const BOUNDARY_MESSAGE = 'A remote must not import another app; share code through packages/*.';

/** A package is used through what its package.json exports, never by a path into its source. */
const packageInternals = {
  regex: '^@kuza/[^/]+/src(/|$)',
  message: "Import the package's entry or a subpath it exports (see its package.json), not its src folder.",
};

/** A remote may use packages/* but never another remote's source (nor the shell's). */
const remoteBoundaries = REMOTES.map((remote) => {
  const others = ['shell', 'api', ...REMOTES.filter((r) => r !== remote).map((r) => `mfe-${r}`)].join('|');
  const relative = `^(\\.\\./)+(${others})(/|$)`;
  const byName = `^(@kuza/api|${others})(/|$)`;
  // import() and require() are not import declarations, so no-restricted-imports misses them.
  const call = (callee) => (pattern) => `${callee}[source.value=/${pattern.replaceAll('/', '\\/')}/]`;
  const required = (pattern) =>
    `CallExpression[callee.name='require'] > Literal.arguments[value=/${pattern.replaceAll('/', '\\/')}/]`;
  return {
    files: [`mfe-${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: restrictedPaths,
          patterns: [...[relative, byName].map((regex) => ({ regex, message: BOUNDARY_MESSAGE })), packageInternals],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...[relative, byName].flatMap((pattern) => [
          { selector: call('ImportExpression')(pattern), message: BOUNDARY_MESSAGE },
          { selector: required(pattern), message: BOUNDARY_MESSAGE },
        ]),
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tsbuild/**',
      '.cache/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-restricted-imports': ['error', { paths: restrictedPaths, patterns: [packageInternals] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...remoteBoundaries,
);

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['marketing', 'auth', 'onboarding', 'dashboard', 'decks', 'resumes'];

/** react-router-dom is the shared singleton; importing react-router directly would load a second copy. */
const restrictedPaths = [
  { name: 'react-router', message: "Import from 'react-router-dom' (the shared singleton) instead." },
];

/** A remote may use packages/* but never another remote's source (nor the shell's). */
const remoteBoundaries = REMOTES.map((remote) => ({
  files: [`mfe-${remote}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: restrictedPaths,
        patterns: [
          {
            regex: `^(\\.\\./)+(shell|api|${REMOTES.filter((r) => r !== remote)
              .map((r) => `mfe-${r}`)
              .join('|')})(/|$)`,
            message: 'A remote must not import another app; share code through packages/*.',
          },
          {
            regex: `^(shell|@kuza/api|${REMOTES.filter((r) => r !== remote)
              .map((r) => `mfe-${r}`)
              .join('|')})(/|$)`,
            message: 'A remote must not import another app; share code through packages/*.',
          },
        ],
      },
    ],
  },
}));

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
      'no-restricted-imports': ['error', { paths: restrictedPaths }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...remoteBoundaries,
);

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'problems/**', 'packages/judge/test/**', 'test-results/**', 'playwright-report/**', 'bench/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // ── Server layers (apps/server/src). What may import what, and why: docs/architecture-server-notes.md.
  // Each block owns `no-restricted-imports` for its files (a later block naming the same files would
  // replace these options, not add to them). Tests are left out: they drive the whole app on purpose.
  {
    files: ['apps/server/src/db/**/*.ts', 'apps/server/src/config/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/services/**', '**/routes/**', '**/http/**', '**/realtime/**', '**/judging/**', '**/problems/**', '**/cli/**', '**/testing/**', '**/bench/**'],
              message:
                'db and config are the bottom layers: they import nothing above them. A migration carries its own frozen copy of any logic it needs.',
            },
            {
              group: ['**/app.js', '**/context.js', '**/server.js', '**/main.js', '**/worker.js'],
              message: 'db and config are the bottom layers: they do not import the app, its context or its entry points.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/services/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/routes/**', '**/http/**', '**/realtime/**'],
              message: 'Services decide and talk to the database; they import no routes, http or realtime (those call services, never the reverse).',
            },
            {
              group: ['**/app.js', '**/context.js', '**/server.js', '**/main.js', '**/worker.js'],
              message: 'A service takes a narrow dependencies type (what it really uses), not the AppContext or the app itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/lib/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./',
              message: 'lib holds helpers that know nothing of the app: a lib file imports only packages and other lib files.',
            },
          ],
        },
      ],
    },
  },
);

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

// ── Web boundaries (apps/web/src): every folder under features/ is a feature; read from disk so a new one is covered at once.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Matches an import of a file inside one of `features` (anything past the folder but its index), whatever the relative path. */
const featureInsides = (features, folder = '(^|/)') => `${folder}(${features.join('|')})/(?!index$).+`;
const webFeatureMessage =
  "A feature is used only through its public entry (features/<name>/index.ts): import '…/features/<name>', not a file inside it, and export from index.ts what others need.";
/** ESLint's no-restricted-imports does not see import(): the same rule for lazy imports. */
const lazyImportOf = (regex, message) => ({
  selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
  message,
});
/**
 * apps/web/package.json's sideEffects tells the bundler which source files run code when imported
 * (it lets a feature's index.ts re-export without dragging every screen into each chunk). A bare
 * import is one made for such code, and the build drops it unless that list names the file.
 */
const bareSourceImport = {
  selector: 'ImportDeclaration[specifiers.length=0][source.value=/^\\.(?!.*\\.css$)/]',
  message:
    "A bare import of a source file runs it for its side effects: list the file in apps/web/package.json's sideEffects (or the build drops it), then disable this line's lint with the reason.",
};
const webBoundaries = (importPatterns, lazyImports) => ({
  'no-restricted-imports': ['error', { patterns: importPatterns }],
  'no-restricted-syntax': ['error', bareSourceImport, ...lazyImports],
});

/** What packages/shared/src/api-edge.ts exports for the way out: routes call these, services never do. */
const apiEdgeTranslations = [
  'toPublicUser',
  'toSubmissionView',
  'toRunResult',
  'toProblemDetail',
  'toAdminProblemView',
  'toSolutionsView',
  'toDashboardView',
];

const alertMessage =
  'Show the message on the page (a role="status" or role="alert" element beside what it is about), not in a browser alert.';

/** What the clock rule of services and routes answers (docs/architecture.md, Time). */
const clockMessage =
  'Take the time from the injected clock (context.clock(), passed in as nowMs or a `clock` dependency) so that tests can move it; a cache measuring elapsed real time may use performance.now() (docs/architecture.md, Time).';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'problems/**',
      'packages/judge/test/**',
      'test-results/**',
      'playwright-report/**',
      'bench/**',
    ],
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
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Issue 36: a screen says what happened on the screen (a status or alert element), never in a
      // blocking browser alert. ESLint's no-alert would refuse confirm() too, which the delete
      // confirmation still uses, so alert alone is named here.
      'no-restricted-globals': ['error', { name: 'alert', message: alertMessage }],
      'no-restricted-properties': ['error', { object: 'window', property: 'alert', message: alertMessage }],
    },
  },
  // ── Server layers (apps/server/src). What may import what, and why: docs/architecture.md.
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
              group: [
                '**/services/**',
                '**/routes/**',
                '**/http/**',
                '**/realtime/**',
                '**/judging/**',
                '**/problems/**',
                '**/cli/**',
                '**/testing/**',
                '**/bench/**',
              ],
              message:
                'db and config are the bottom layers: they import nothing above them. A migration carries its own frozen copy of any logic it needs.',
            },
            {
              group: ['**/app.js', '**/context.js', '**/server.js', '**/main.js', '**/worker.js'],
              message:
                'db and config are the bottom layers: they do not import the app, its context or its entry points.',
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
          paths: [
            {
              name: '@codeyard/shared',
              importNames: apiEdgeTranslations,
              message:
                "Services answer in the app's own camelCase; only routes translate to the API's spelling (packages/shared/src/api-edge.ts).",
            },
          ],
          patterns: [
            {
              group: ['**/routes/**', '**/http/**', '**/realtime/**', '**/judging/**'],
              message:
                'Services decide and talk to the database; they import no routes, http, realtime or judging (those call services, never the reverse; a service names what it needs of the judge as a narrow type of its own).',
            },
            {
              group: ['**/app.js', '**/context.js', '**/server.js', '**/main.js', '**/worker.js'],
              message:
                'A service takes a narrow dependencies type (what it really uses), not the AppContext or the app itself.',
            },
          ],
        },
      ],
    },
  },
  {
    // One clock: services and routes take the time from the injected clock (context.clock(), passed
    // in as nowMs or a `clock` dependency), so a test can move it. This block owns
    // no-restricted-syntax and no-restricted-properties for these files.
    files: ['apps/server/src/services/**/*.ts', 'apps/server/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: `Date.now reads the wall clock. ${clockMessage}` },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: `new Date() reads the wall clock. ${clockMessage}`,
        },
        { selector: "CallExpression[callee.name='Date']", message: `Date() reads the wall clock. ${clockMessage}` },
        {
          selector: "CallExpression[callee.name='nowIso'][arguments.length=0]",
          message: `nowIso() without nowMs reads the wall clock. ${clockMessage}`,
        },
      ],
    },
  },
  {
    // metrics/ is as neutral as lib/: services, judging and http all record into it.
    files: ['apps/server/src/lib/**/*.ts', 'apps/server/src/metrics/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./',
              message:
                'lib and metrics hold helpers that know nothing of the app: a file there imports only packages and files of its own folder.',
            },
          ],
        },
      ],
    },
  },
  // ── No import circles (docs/architecture.md): a module never reaches itself again through what it
  // imports. Types two sides share go in a module both import. `import type` is not followed (it is
  // erased from the build); tests are left out (nothing imports them, so they close no circle).
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Imported files are read as TypeScript (as import-x's own typescript config does).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The server imports './file.js' for './file.ts' (NodeNext); the web app imports without an extension.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.d.ts', '.js'] },
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // ── Web boundaries (apps/web/src), see webFeatures above. A feature imports another only through its
  // index.ts; the app (routes, router, layout, main.tsx) and the test helpers too. Shared code
  // (components, lib, config) imports no feature at all. Each block owns no-restricted-imports and
  // no-restricted-syntax for its files; the blocks name disjoint files.
  ...webFeatures.map((feature) => {
    const others = featureInsides(webFeatures.filter((other) => other !== feature));
    return {
      files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      rules: webBoundaries([{ regex: others, message: webFeatureMessage }], [lazyImportOf(others, webFeatureMessage)]),
    };
  }),
  {
    files: ['apps/web/src/*.{ts,tsx}', 'apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/testing/**/*.{ts,tsx}'],
    rules: webBoundaries(
      [{ regex: featureInsides(webFeatures, '(^|/)features/'), message: webFeatureMessage }],
      [lazyImportOf(featureInsides(webFeatures, '(^|/)features/'), webFeatureMessage)],
    ),
  },
  {
    files: [
      'apps/web/src/components/**/*.{ts,tsx}',
      'apps/web/src/lib/**/*.{ts,tsx}',
      'apps/web/src/config/**/*.{ts,tsx}',
    ],
    rules: webBoundaries(
      [
        {
          regex: '(^|/)features(/|$)',
          message:
            'Shared code (components, lib, config) imports no feature: features build on it, never the reverse. Pass what it needs in.',
        },
      ],
      [],
    ),
  },
  {
    // The server's and shared test files share a worker's loaded modules (vitest.config.ts): a module
    // mocked by one file would be the real one in the next, or the mock would leak into it.
    files: ['apps/server/src/**/*.test.ts', 'packages/shared/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message:
            'These test files share loaded modules: pass the dependency in (see function-rules.ts) instead of mocking its module.',
        })),
      ],
    },
  },
);

import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const inRoot = (...parts) => path.join(root, ...parts);

// Across folders, code imports through an alias ('@/…' in the web, '@server/…' in the server) or a
// package name; relative paths stay inside a folder and its parent ('./x', '../x'), never '../../'.
const noDeepRelative = {
  regex: '^(\\.\\./){2,}',
  message: "Import through the alias ('@/…' in apps/web, '@server/…' in apps/server), not '../../'.",
};

// Each web feature is its own island: only app/ (the router) puts features together.
const webFeatures = readdirSync(inRoot('apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The architecture as it stands, held by import-x/no-restricted-paths on resolved paths (so aliases count too). */
const boundaries = [
  {
    target: 'apps/web',
    from: 'apps/server',
    message: 'The web talks to the server over HTTP only (@portal/domain holds the contract).',
  },
  {
    target: 'apps/server',
    from: 'apps/web',
    message: 'The server does not import web code; share it through @portal/domain.',
  },
  { target: 'packages/domain', from: ['apps/web', 'apps/server'], message: 'The domain package imports no app.' },
  ...webFeatures.map((feature) => ({
    target: `apps/web/src/features/${feature}`,
    from: 'apps/web/src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to components/ or lib/.',
  })),
  {
    target: ['apps/web/src/components', 'apps/web/src/lib', 'apps/web/src/test'],
    from: 'apps/web/src/features',
    message: 'Shared web folders do not import features (features import them).',
  },
  {
    target: ['apps/server/src/lib', 'apps/server/src/sms'],
    from: ['apps/server/src/modules', 'apps/server/src/plugins', 'apps/server/src/db', 'apps/server/src/app.ts'],
    message: 'lib/ and sms/ are leaves: they import no module, plugin or database code.',
  },
  {
    // demo-setup.ts seeds the demo bank through the modules, as cli-commands.ts does.
    target: 'apps/server/src/db/**/!(demo-setup).ts',
    from: ['apps/server/src/modules/**', 'apps/server/src/plugins/**'],
    message: 'Database code does not import modules or plugins.',
  },
  {
    target: 'apps/server/src/plugins',
    from: 'apps/server/src/modules',
    except: ['./session'],
    message: 'Plugins know only the session module (its Principal); other modules register through app.ts.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/.data/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'packages/domain/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': ['error', { patterns: [noDeepRelative] }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      'import-x/no-extraneous-dependencies': ['error', { packageDir: root, includeTypes: true }],
    },
  },
  // Every workspace declares what it imports in its own package.json (the root's hoisted packages do not count).
  ...['packages/domain', 'apps/server', 'apps/web'].map((workspace) => ({
    files: [`${workspace}/**`],
    rules: { 'import-x/no-extraneous-dependencies': ['error', { packageDir: inRoot(workspace), includeTypes: true }] },
  })),
  {
    // Type-aware rules on every TypeScript file; each belongs to a tsconfig (the project service finds it).
    // The .js/.mjs scripts are not type-checked and get none of these.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // The two root configs have no tsconfig of their own; they get e2e's options (Node and DOM types).
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'playwright.config.ts'],
          defaultProject: 'e2e/tsconfig.json',
        },
        tsconfigRootDir: root,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Also in JSX attributes: an async onClick goes through `() => void save()` and says so.
      '@typescript-eslint/no-misused-promises': 'error',
      // A `default` that deliberately answers the other members (stepApplies: every other step applies)
      // counts as exhaustive; a switch without one must name every member of the union.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    // Scripts are plain JavaScript, outside any tsconfig: no rule that needs types may run on them.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The web app calls through the schema-free routes (callRoutes): the contract's entries hold every
    // schema of the API, which a page would then build on a slow phone's main thread (decision 039).
    // Tests and their fixtures may use the entries; types may be taken from them anywhere.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*-fixtures.ts', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [noDeepRelative],
          paths: [
            {
              name: '@portal/domain',
              importNames: ['contract', 'referenceListContract', 'CONTRACT_CALLS'],
              allowTypeImports: true,
              message: 'Call through callRoutes / referenceListRoutes: the contract brings every schema of the API.',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain package is universal: it must run unchanged in the browser and in Node.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepRelative,
            {
              group: [
                'node:*',
                'fastify*',
                'react*',
                'pg',
                '@electric-sql/*',
                'kysely',
                '@portal/server',
                '@portal/web',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'apps/server/src/cli.ts', 'e2e/support/**'],
    rules: { 'no-console': 'off' },
  },
);

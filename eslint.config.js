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

/**
 * The server's layers, lowest first (docs/decisions/050). Code imports its own layer and the layers
 * below, never one above. A module imports another module of its own layer only where `sameLayer`
 * says so, and any other module only through its entry (`@server/modules/<module>`, its index.ts).
 */
export const serverLayers = [
  { name: 'leaf', paths: ['lib', 'sms', 'config.ts'] },
  // demo-setup.ts seeds the demo bank through the modules, as cli-commands.ts does: it is composition.
  { name: 'database', paths: ['db'], target: ['db/**/!(demo-setup).ts'] },
  { name: 'session', modules: ['session'] },
  { name: 'plugin', paths: ['plugins'] },
  {
    name: 'base',
    modules: [
      'audit',
      'documents',
      'reference',
      'customer-language',
      'customer-master',
      'otp',
      'health',
      'portal',
      'application-pdf',
    ],
    sameLayer: {
      'customer-master': ['reference'],
      otp: ['customer-language'],
      'application-pdf': ['customer-language', 'documents'],
    },
  },
  {
    name: 'application',
    modules: [
      'registration',
      'holders',
      'holder-kyc',
      'sections',
      'consent',
      'staff-auth',
      'customer-list',
      'possible-duplicates',
      'review-queue',
    ],
    // The registration is the record every capability builds on.
    sameLayer: {
      holders: ['registration', 'holder-kyc'],
      'holder-kyc': ['registration'],
      sections: ['registration'],
      consent: ['registration'],
      'customer-list': ['registration'],
      'possible-duplicates': ['registration'],
      'review-queue': ['customer-list'],
    },
  },
  {
    name: 'workflow',
    modules: ['submission', 'review', 'staff-application'],
    sameLayer: { submission: ['review'], 'staff-application': ['review'] },
  },
  {
    name: 'composition',
    paths: ['app.ts', 'main.ts', 'start-up.ts', 'cli.ts', 'cli-commands.ts', 'db/demo-setup.ts'],
  },
];

/** The zones that hold the server's layers and module entries. */
function serverModuleZones() {
  const inServer = (part) => `apps/server/src/${part}`;
  const layerPaths = (layer) => [...(layer.paths ?? []), ...(layer.modules ?? []).map((name) => `modules/${name}`)];
  const layerNames = (layer) => layer.modules?.join(', ') ?? layer.paths.join(', ');
  const modules = serverLayers.flatMap((layer) => layer.modules ?? []);
  const unplaced = readdirSync(inRoot('apps/server/src/modules')).filter((name) => !modules.includes(name));
  if (unplaced.length > 0) {
    throw new Error(`Give each server module a layer in eslint.config.js (serverLayers): ${unplaced.join(', ')}`);
  }
  const upward = serverLayers.flatMap((layer, index) =>
    serverLayers.slice(index + 1).map((higher) => ({
      target: (layer.target ?? layerPaths(layer)).map(inServer),
      from: layerPaths(higher).map(inServer),
      message: `The ${layer.name} layer does not import the ${higher.name} layer above it (${layerNames(higher)}): docs/decisions/050.`,
    })),
  );
  const sideways = serverLayers.flatMap(({ name, modules: peers = [], sameLayer = {} }) =>
    peers.flatMap((module) => {
      const allowed = sameLayer[module] ?? [];
      const refused = peers.filter((peer) => peer !== module && !allowed.includes(peer));
      if (refused.length === 0) return [];
      return [
        {
          target: inServer(`modules/${module}`),
          from: refused.map((peer) => inServer(`modules/${peer}`)),
          message: `In the ${name} layer, ${module} imports ${allowed.length > 0 ? `only ${allowed.join(', ')}` : 'no other module'}; declare another in eslint.config.js's sameLayer (docs/decisions/050).`,
        },
      ];
    }),
  );
  const entries = modules.map((module) => ({
    target: [inServer('*.ts'), inServer('!(modules)/**'), inServer(`modules/!(${module})/**`)],
    from: inServer(`modules/${module}`),
    except: ['./index.ts'],
    message: `Import the ${module} module through its entry '@server/modules/${module}', not its files (docs/decisions/050).`,
  }));
  return [...upward, ...sideways, ...entries];
}

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
  ...serverModuleZones(),
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

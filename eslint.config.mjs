// Type-aware lint for the whole workspace. Nx project tags drive the import rules:
// libs never import apps, isomorphic libs (shared with the browser) never import server libs,
// and the web app only reaches isomorphic libs.
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import { contextZones } from './tools/lint/context-zones.mjs';

const moduleBoundaries = {
  enforceBuildableLibDependency: false,
  allow: [],
  depConstraints: [
    { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:isomorphic', 'type:server'] },
    { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:isomorphic', 'type:server'] },
    { sourceTag: 'type:isomorphic', onlyDependOnLibsWithTags: ['type:isomorphic'] },
    { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'type:isomorphic'] },
    { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:isomorphic', 'type:server'] },
  ],
};

// The web app's features (apps/web/src/features/<feature>/) never import each other: what two
// share lives in apps/web/src/shared/, and where two meet the app composes them
// (app/feature-bridges.tsx). One zone per feature folder, read from the disk, so a new feature is
// covered without touching this file.
const WEB = 'apps/web/src';
const webFeatures = readdirSync(`${import.meta.dirname}/${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message:
      'A web feature does not import another: move what both need to apps/web/src/shared/, or let the app compose them (apps/web/src/app/feature-bridges.tsx).',
  })),
  {
    // app/ imports every feature (the route table): a feature takes from app/ only the access rules.
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    except: ['./access.ts'],
    message: 'A web feature takes from apps/web/src/app/ only access.ts (app/ imports the features).',
  },
  {
    target: [`${WEB}/shared`, `${WEB}/api`, `${WEB}/store`, `${WEB}/layout`],
    from: `${WEB}/features`,
    message: 'Only apps/web/src/app/ (and the tests) import web features.',
  },
];

// Inventory's contexts (apps/inventory/src/<context>/) depend one way: sheets use stock (confirming
// a sheet moves stock), never the reverse; the diameter data detail, which both use, reads them
// through ports they provide (diameter-detail/detail-source.ts); measuring knows only the volume
// library.
const INVENTORY = 'apps/inventory/src';
const inventoryZones = [
  {
    target: `${INVENTORY}/stock`,
    from: `${INVENTORY}/sheets`,
    message:
      'Stock does not import sheets: sheets depend on stock (confirming a sheet moves stock). What stock needs belongs in stock (or lower); a route that needs a sheet belongs to sheets.',
  },
  {
    target: `${INVENTORY}/diameter-detail`,
    from: [`${INVENTORY}/sheets`, `${INVENTORY}/stock`],
    message:
      'The diameter data detail reads sheets and stock through SheetDetailSource and StockDetailSource (diameter-detail/detail-source.ts), which their modules provide: it imports neither.',
  },
  {
    target: `${INVENTORY}/measuring`,
    from: INVENTORY,
    except: ['./measuring'],
    message:
      'Measuring (readings into classes and volumes) knows only the volume library, no inventory context.',
  },
];

// Each service's contexts import one another only through their public surface (index.ts): one
// zone per pair, read from the disk (tools/lint/context-zones.mjs). The services listed follow the
// one module convention; inventory's own zones (above) stay on top.
const CONVENTION = [
  'billing',
  'orders',
  'sawing',
  'ingest',
  'devices',
  'identity',
  'counting',
  'recognition-worker',
  'inventory',
  'bff',
];
const SERVICES = ['inventory', ...CONVENTION.filter((service) => service !== 'inventory')];
const serviceLint = SERVICES.map((service) => ({
  files: [`apps/${service}/src/**/*.ts`],
  // tests may set up another context's data through its insides
  ignores: ['**/*.spec.ts', '**/*.int-spec.ts'],
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    'import-x/extensions': ['.ts', '.js'],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [
          ...(CONVENTION.includes(service) ? contextZones(import.meta.dirname, service) : []),
          ...(service === 'inventory' ? inventoryZones : []),
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
      '**/tmp/**',
      '.nx/**',
      'apps/web/src/**/*.generated.ts',
      'artefacts/**',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Root config files (vitest.config.mts) are outside every tsconfig: typed with default options.
        projectService: { allowDefaultProject: ['*.mts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { '@nx': nx, 'import-x': importX },
    rules: {
      curly: ['error', 'all'],
      eqeqeq: ['error', 'smart'],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      '@nx/enforce-module-boundaries': ['error', moduleBoundaries],
    },
  },
  {
    // Nest injects by constructor parameter types; type-only imports would erase them.
    files: ['apps/*/src/**/*.ts', 'libs/*/src/**/*.ts'],
    ignores: ['apps/web/**'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // A route of /api is declared once, in libs/contracts/src/routes/<context>.ts: a service serves it
    // with @Route(ROUTES.x) (its path, method and access rule come from the entry), never with a path
    // of its own. Ingest's device API is not /api: its two controllers opt out where they declare it.
    files: ['apps/*/src/**/*.ts'],
    ignores: ['apps/web/**', 'apps/bff/**', '**/*.spec.ts', '**/*.int-spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nestjs/common',
              importNames: ['Get', 'Post', 'Put', 'Patch', 'Delete', 'All'],
              message:
                'Declare the route in libs/contracts/src/routes/<context>.ts and serve it with @Route(ROUTES.<name>): a route is declared once.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    // import-x resolves only .js-like files by default: the zones need the imports of .ts(x) files resolved.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webZones }],
    },
  },
  ...serviceLint,
  {
    // The browser tests run in Node, not in the page: they may drive the device simulator's client
    // (a measuring device posting to ingest), and nothing else outside the web app.
    files: ['apps/web/e2e/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { ...moduleBoundaries, allow: ['../../../tools/device-simulator/*'] },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts', '**/*.spec.tsx'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS files (the TypeScript loader) load their modules with require.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
  // eslint-config-prettier switches `curly` off; with "all" it never conflicts with Prettier.
  { rules: { curly: ['error', 'all'] } },
);

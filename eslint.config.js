// Lint rules for the whole workspace. Module boundaries keep dependencies pointing one way:
// apps → nest-kit → persistence → domain, and the domain imports nothing from npm or Node.
const nx = require('@nx/eslint-plugin');
const tseslint = require('typescript-eslint');
const prettier = require('eslint-config-prettier');
const { builtinModules } = require('node:module');

module.exports = [
  { ignores: ['**/node_modules', '**/dist', '**/coverage', '.nx/**', '.data/**'] },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  prettier,
  {
    files: ['**/*.ts', '**/*.tsx'],
    // Nest reads constructor and parameter types at run time (decorator metadata): an import used
    // only as a decorated parameter's type must stay a value import, and the rules must know that.
    languageOptions: { parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'error',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: ['type:domain'],
              bannedExternalImports: ['*'],
            },
            // The SDK (libs/sdk) is installed by other projects on its own: openapi-fetch is its one
            // run-time dependency, and it imports none of this repository's libraries.
            {
              sourceTag: 'type:sdk',
              onlyDependOnLibsWithTags: ['type:sdk'],
              allowedExternalImports: ['openapi-fetch'],
            },
            {
              sourceTag: 'type:adapters',
              onlyDependOnLibsWithTags: ['type:domain', 'type:adapters'],
            },
            {
              sourceTag: 'type:persistence',
              onlyDependOnLibsWithTags: ['type:domain', 'type:persistence'],
            },
            {
              sourceTag: 'type:nest-kit',
              onlyDependOnLibsWithTags: ['type:domain', 'type:adapters', 'type:persistence', 'type:nest-kit'],
            },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:domain',
                'type:adapters',
                'type:persistence',
                'type:nest-kit',
                'type:sdk',
              ],
            },
            // The web app (apps/web) stands on the libraries alone, never on the api. The api's process
            // mounts it (`@deal/web`, in api-app.factory.ts): Nx refuses any import of an application
            // whatever its tags, and the web's e2e specs (which drive the api's process) close a cycle,
            // so that one import carries an explicit exception, as the starters' imports in
            // tools/start-all.ts do (docs/architecture.md, "Two rooms, one process").
            {
              sourceTag: 'type:web',
              onlyDependOnLibsWithTags: ['type:domain', 'type:adapters', 'type:persistence', 'type:nest-kit'],
            },
            {
              sourceTag: 'type:tool',
              onlyDependOnLibsWithTags: [
                'type:domain',
                'type:adapters',
                'type:persistence',
                'type:nest-kit',
                'type:sdk',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    // Node built-ins slip past the project graph, so the domain bans them by name as well.
    files: ['libs/domain/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', ...builtinModules], message: 'The domain library stays pure.' }] },
      ],
      'no-restricted-globals': ['error', 'process', 'require', 'Buffer', 'setTimeout', 'setInterval'],
    },
  },
  {
    // Tests may use test tooling (fast-check, node:crypto for random inputs) even inside the domain.
    // apps/web/browser holds only the Chromium walks and their fixture, which start the apps as
    // tools/start-all does.
    files: ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/testing/**/*.ts', 'apps/web/browser/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off', 'no-console': 'off' },
  },
  {
    files: ['tools/**/*.ts', 'apps/cli/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
];

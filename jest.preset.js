// Shared Jest settings for every project. Type checking is done once by `tsc --noEmit`
// (npm run typecheck), so the tests only need TypeScript stripped to JavaScript: SWC does that
// (docs/testing.md: about 20 times faster than ts-jest's transpile-only mode on a cold cache, and a
// cold cache is what every fresh clone and CI run starts with). The options mirror tsconfig.base.json:
// legacy decorators with their metadata (Nest reads constructor parameter types at run time),
// ES2022 class fields, and Preact's automatic JSX runtime for the web pages' .tsx views.
const { join } = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

/** tsconfig.base.json's `paths` (`@deal/domain` → libs/domain/src/index.ts) as Jest module names. */
const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${alias}$`, join(__dirname, target)]),
);

/** SWC's options for a .ts (tsx: false) or .tsx (tsx: true) file. */
const swc = (tsx) => [
  '@swc/jest',
  {
    swcrc: false,
    sourceMaps: 'inline',
    // `import()` stays an import: Jest (with --experimental-vm-modules) loads an ES-module-only
    // package through it, where its require() cannot (openid-client, apps/web/src/sso).
    module: { type: 'commonjs', ignoreDynamic: true },
    jsc: {
      target: 'es2022',
      keepClassNames: true,
      parser: { syntax: 'typescript', tsx, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: true,
        react: { runtime: 'automatic', importSource: compilerOptions.jsxImportSource },
      },
    },
  },
];

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc(false), '^.+\\.tsx$': swc(true) },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper,
};

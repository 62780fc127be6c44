const { join } = require('node:path');

// TypeScript's own CommonJS emit here, not SWC's: the trace tests (trace/*.e2e-spec.ts) count the
// repository files whose functions run during a request, and SWC turns every export into a getter
// function, so a file whose constant is merely read would count as a step (docs/testing.md).
const tsJest = ['ts-jest', { tsconfig: join(__dirname, '..', 'tsconfig.base.json') }];

module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'tools',
  rootDir: '.',
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  transform: { '^.+\\.tsx?$': tsJest },
};

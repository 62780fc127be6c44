module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'sdk',
  rootDir: '.',
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
};

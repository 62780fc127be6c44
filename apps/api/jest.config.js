module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api',
  rootDir: '.',
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
};

module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'cli',
  rootDir: '.',
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
};

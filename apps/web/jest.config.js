module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'web',
  rootDir: '.',
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
};

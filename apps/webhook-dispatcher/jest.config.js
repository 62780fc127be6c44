module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'webhook-dispatcher',
  rootDir: '.',
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
};

module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'webhook-in',
  rootDir: '.',
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
};

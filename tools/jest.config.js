module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'tools',
  rootDir: '.',
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
};

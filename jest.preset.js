// Shared Jest settings for every project. Type checking is done once by `tsc --noEmit`
// (npm run typecheck), so ts-jest only transpiles here, which keeps the suite fast.
const { pathsToModuleNameMapper } = require('ts-jest');
const { compilerOptions } = require('./tsconfig.base.json');

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: require('node:path').join(__dirname, 'tsconfig.base.json') }],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper: pathsToModuleNameMapper(compilerOptions.paths, { prefix: __dirname + '/' }),
};

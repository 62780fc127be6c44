module.exports = { ...require('../../jest.preset.js'), displayName: 'node-adapters', rootDir: '.' };

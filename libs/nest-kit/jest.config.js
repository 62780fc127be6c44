module.exports = { ...require('../../jest.preset.js'), displayName: 'nest-kit', rootDir: '.' };

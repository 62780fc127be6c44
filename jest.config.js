// Root Jest configuration: tools/ and every project under apps/ and libs/ that has a jest.config.js.
const { existsSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

const inGroup = (group) =>
  existsSync(join(__dirname, group))
    ? readdirSync(join(__dirname, group)).map((name) => join(__dirname, group, name, 'jest.config.js'))
    : [];

const projects = [...inGroup('apps'), ...inGroup('libs'), join(__dirname, 'tools', 'jest.config.js')].filter(
  (config) => existsSync(config),
);

module.exports = { projects, testTimeout: 30000 };

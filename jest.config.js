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

module.exports = {
  projects,
  testTimeout: 30000,
  // One worker per core (Jest's default leaves one core to itself, so a 2-core machine, CI's, ran
  // every file in band on one core while the e2e files waited on sockets and timers).
  // JEST_MAX_WORKERS overrides it, e.g. 1 while timing one file (docs/testing.md).
  maxWorkers: process.env['JEST_MAX_WORKERS'] ?? '100%',
  // Each test file leaves its module registry behind in the worker (about 30 MiB: Jest 29 on
  // Node ≥ 16.11, reproduced by a spec that imports nothing, so no teardown of ours can free it).
  // A worker whose heap passes this after a file is replaced, so no heap grows past it; it also
  // keeps Jest on workers when one would do (`--maxWorkers=1` still runs in a worker).
  workerIdleMemoryLimit: process.env['JEST_WORKER_MEMORY'] ?? '1GB',
};

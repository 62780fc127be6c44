import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI_VERSION } from '../../apps/cli/src/cli-version';
import { SDK_VERSION } from '../../libs/sdk/src/sdk-version';
import { PACKAGE_NAMES, readManifest } from './package-manifest';

/** The packages' manifests agree with the code and the changelogs (docs/packages.md, "Versioning"). */
const root = join(__dirname, '..', '..');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const manifests = PACKAGE_NAMES.map((name) => readManifest(root, name));
const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

describe('the installable packages', () => {
  it.each(manifests.map((manifest) => [manifest.name, manifest] as const))(
    '%s has a semver version with its CHANGELOG entry, and a README',
    (_name, manifest) => {
      expect(manifest.version).toMatch(SEMVER);
      const changelog = readFileSync(join(root, manifest.changelog), 'utf8');
      expect(changelog.split('\n')).toContain(`## ${manifest.version}`);
      expect(existsSync(join(root, manifest.readme))).toBe(true);
      expect(existsSync(join(root, manifest.source, `${manifest.main}.ts`))).toBe(true);
    },
  );

  it('depend only on production dependencies of the service, or on each other', () => {
    const siblings = new Set(manifests.map((manifest) => manifest.name));
    for (const manifest of manifests) {
      for (const dependency of manifest.dependencies) {
        expect([dependency, siblings.has(dependency) || dependency in rootPackage.dependencies]).toEqual([
          dependency,
          true,
        ]);
      }
    }
  });

  it('carry the versions the SDK and the CLI report (User-Agent, dps --version)', () => {
    expect(readManifest(root, 'sdk').version).toBe(SDK_VERSION);
    expect(readManifest(root, 'cli').version).toBe(CLI_VERSION);
  });

  it('give the CLI the command dps, the SDK and commander', () => {
    const cli = readManifest(root, 'cli');
    expect(cli.bin).toBe('dps');
    expect(cli.dependencies).toEqual(expect.arrayContaining(['@deal/sdk', 'commander']));
    expect(readManifest(root, 'domain').dependencies).toEqual([]);
    expect(readManifest(root, 'sdk').dependencies).toEqual(['openapi-fetch']);
  });
});

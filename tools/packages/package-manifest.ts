import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** tools/packages/manifests/<name>.json: what one installable package is made of. */
export interface PackageManifest {
  readonly name: string;
  /** Semver; bumped by hand with an entry in the CHANGELOG (docs/packages.md). */
  readonly version: string;
  readonly description: string;
  /** The source folder compiled into the package, from the repository root. */
  readonly source: string;
  /** The entry file in it, without extension. */
  readonly main: string;
  /** The command the package installs (its main file). */
  readonly bin?: string;
  readonly readme: string;
  readonly changelog: string;
  /** Names only: npm packages at package.json's pinned version, siblings at their manifest's. */
  readonly dependencies: readonly string[];
}

/** In build order: the CLI's types need the SDK's and the domain's. */
export const PACKAGE_NAMES = ['domain', 'sdk', 'cli'] as const;

export type PackageName = (typeof PACKAGE_NAMES)[number];

export function readManifest(repositoryRoot: string, name: PackageName): PackageManifest {
  const file = join(repositoryRoot, 'tools', 'packages', 'manifests', `${name}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as PackageManifest;
}

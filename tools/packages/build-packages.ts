import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { PACKAGE_NAMES, readManifest, type PackageManifest } from './package-manifest';

/**
 * `npm run build`'s last part (tools/build.sh): the installable packages of the domain library, the
 * SDK and the CLI under dist/packages/<name>, each compiled on its own (JavaScript and .d.ts) with
 * its package.json, README and CHANGELOG (docs/packages.md). The CLI's `@deal/sdk` and
 * `@deal/domain` imports stay package imports, so it installs the SDK package beside it.
 */
const root = join(__dirname, '..', '..', '..');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  license: string;
  engines: Record<string, string>;
  dependencies: Record<string, string>;
};

function build(manifest: PackageManifest, name: string): void {
  const out = join(root, 'dist', 'packages', name);
  // Compiled afresh: tools/build.sh's tsc-alias rewrites every file under dist/, these included,
  // turning `@deal/sdk` into a path into libs/; an incremental compile would not re-emit them.
  rmSync(out, { recursive: true, force: true });
  rmSync(join(root, 'dist', 'packages', `.${name}.tsbuildinfo`), { force: true });
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
      '-p',
      join(root, 'tools', 'packages', `tsconfig.${name}.json`),
    ],
    { stdio: 'inherit' },
  );
  const packageJson = {
    name: manifest.name,
    version: manifest.version,
    description: manifest.description,
    license: rootPackage.license,
    engines: rootPackage.engines,
    main: `${manifest.main}.js`,
    types: `${manifest.main}.d.ts`,
    ...(manifest.bin && { bin: { [manifest.bin]: `${manifest.main}.js` } }),
    dependencies: Object.fromEntries(
      manifest.dependencies.map((dependency) => [dependency, versionOf(dependency)]),
    ),
  };
  assertOnlyDeclaredImports(out, manifest);
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
  copyFileSync(join(root, manifest.readme), join(out, 'README.md'));
  copyFileSync(join(root, manifest.changelog), join(out, 'CHANGELOG.md'));
}

/** A sibling package at its version; an npm package at the exact version the service runs on. */
function versionOf(dependency: string): string {
  const sibling = PACKAGE_NAMES.find((name) => readManifest(root, name).name === dependency);
  if (sibling) return readManifest(root, sibling).version;
  const pinned = rootPackage.dependencies[dependency];
  if (!pinned) throw new Error(`${dependency} is not a production dependency in package.json`);
  return pinned;
}

/**
 * Every module the compiled JavaScript requires is one of the package's own files, a Node.js
 * built-in or a declared dependency: an import the manifest forgot would install cleanly and fail
 * only when that code runs.
 */
function assertOnlyDeclaredImports(out: string, manifest: PackageManifest): void {
  const allowed = new Set([...manifest.dependencies, ...builtinModules]);
  const files = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  );
  for (const file of files) {
    const text = readFileSync(join(out, file), 'utf8');
    for (const [, specifier = ''] of text.matchAll(/require\("([^"]+)"\)/g)) {
      if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
      const parts = specifier.split('/');
      const packageName = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
      if (!allowed.has(packageName)) {
        throw new Error(
          `${manifest.name}: ${relative(root, join(out, file))} requires "${specifier}", which is not among ` +
            `its dependencies (tools/packages/manifests): add it there, or do without it`,
        );
      }
    }
  }
}

for (const name of PACKAGE_NAMES) build(readManifest(root, name), name);

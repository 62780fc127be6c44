import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

/**
 * Each app's parts are read in its parts file (`api.parts.ts` …), not inferred from its composition
 * root (issue 23; docs/architecture.md "Composition roots"): controllers, guards, pages and commands
 * import the parts file, and only the file that turns the root into a running app imports the root.
 */
const root = join(__dirname, '..');

/** The only sources that may import each composition root (their tests and test apps aside). */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  'api.composition': ['apps/api/src/api-app.factory.ts'],
  // The web app is mounted, not started: its module's register composes it in the host's process.
  'web.composition': ['apps/web/src/web.module.ts'],
  'webhook-in.composition': ['apps/webhook-in/src/webhook-in-app.factory.ts'],
  'dispatcher.composition': ['apps/webhook-dispatcher/src/start-dispatcher.ts'],
  'cli.composition': ['apps/cli/src/cli.ts'],
  'bootstrap.composition': ['tools/bootstrap-command.ts'],
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return ['node_modules', 'dist', 'testing'].includes(name) ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.(e2e-|fault-)?spec\.tsx?$/.test(name) ? [path] : [];
  });
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g;

/** The composition roots a source imports, by file name without extension. */
function rootsImportedBy(text: string): string[] {
  return [...text.matchAll(IMPORT)]
    .map((match) => basename(match[1] ?? ''))
    .filter((name) => name in ALLOWED);
}

describe('the composition roots are imported only where an app is started', () => {
  const files = [...sources(join(root, 'apps')), ...sources(join(root, 'tools'))];

  it('finds the sources, and every root has its parts file beside it', () => {
    expect(files.length).toBeGreaterThan(300);
    const rootsFound = files.filter((file) => basename(file, '.ts') in ALLOWED);
    expect(rootsFound.map((file) => basename(file, '.ts')).sort()).toEqual(Object.keys(ALLOWED).sort());
    for (const file of rootsFound) {
      const parts = file.replace(/\.composition\.ts$/, '.parts.ts');
      expect(files).toContain(parts);
      expect(readFileSync(file, 'utf8')).toMatch(/\} satisfies \w+Parts;/);
    }
  });

  it('lets no other source import a root', () => {
    const refused = files.flatMap((file) => {
      const path = relative(root, file);
      return rootsImportedBy(readFileSync(file, 'utf8'))
        .filter((name) => !(ALLOWED[name] ?? []).includes(path))
        .map((name) => `${path} imports ${name}`);
    });
    expect(refused).toEqual([]);
  });

  it('judges an import by the file it names', () => {
    expect(rootsImportedBy("import { InjectApi, type ApiParts } from '../../api.parts';")).toEqual([]);
    expect(rootsImportedBy("import type { ApiOverrides } from '../api.composition';")).toEqual([
      'api.composition',
    ]);
  });
});

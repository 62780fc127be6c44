import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The domain imports nothing from npm or Node (STYLE, "Ten habits" 1). Lint enforces it through the
 * project graph; this test also catches what the graph cannot see (Node built-ins, require()).
 */
const root = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]|require\s*\(/g;
/** Comments may mention what the code must not do; only code counts. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const FORBIDDEN_CALLS = [
  /Date\.now\s*\(/,
  /Math\.random\s*\(/,
  /new Date\(\s*\)/,
  /\bprocess\./,
  /\bcrypto\./,
];

describe('domain purity', () => {
  const files = sourceFiles(root);

  it('finds the domain sources', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((f) => [relative(root, f), f]))('%s imports only relative modules', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? 'require()');
    expect(specifiers.filter((s) => !s.startsWith('.'))).toEqual([]);
  });

  it.each(files.map((f) => [relative(root, f), f]))(
    '%s reads no clock, randomness or process',
    (_name, file) => {
      const text = withoutComments(readFileSync(file, 'utf8'));
      expect(FORBIDDEN_CALLS.filter((pattern) => pattern.test(text)).map(String)).toEqual([]);
    },
  );
});

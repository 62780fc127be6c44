import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The web pages render the domain's types and call its use cases; they never import the JSON
 * API's DTOs or route folders (issue 13, item 3; docs/architecture.md "Shape"). What a page may
 * take from the rest of the api app is listed here: the declared parts (api.parts.ts), and the HTTP plumbing
 * the API's routes share with the pages (auth, config, paths and paging, the rate-limit budget).
 */
const web = __dirname;
const api = resolve(web, '..');

/** Entries of apps/api/src (a folder, or a file without its extension) the pages may import. */
const SHARED = ['api.parts', 'auth', 'config', 'http', 'rate-limit'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    const source = /\.tsx?$/.test(name) && !/\.(e2e-)?spec\.tsx?$/.test(name);
    return source ? [path] : [];
  });
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]/g;

/** Why an import of `file` is refused, or null when it is allowed. */
function refusal(file: string, specifier: string): string | null {
  if (/\.dto(\.ts)?$/.test(specifier)) return 'a DTO of the JSON API';
  if (!specifier.startsWith('.')) return null;
  const target = resolve(dirname(file), specifier);
  if (!relative(web, target).startsWith('..')) return null;
  const fromApi = relative(api, target);
  if (fromApi.startsWith('..')) return 'outside the api app';
  const entry = fromApi.split(sep)[0] ?? '';
  return SHARED.includes(entry) ? null : `the API's ${entry} folder`;
}

describe('the web pages import no part of the JSON API', () => {
  const files = sourceFiles(web);

  it('finds the web sources', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(files.map((file) => [relative(web, file), file]))(
    '%s imports only the web, the domain and the shared api parts',
    (_name, file) => {
      const text = readFileSync(file, 'utf8');
      const refused = [...text.matchAll(IMPORT)]
        .map((match) => match[1] ?? match[2] ?? '')
        .map((specifier) => ({ specifier, why: refusal(file, specifier) }))
        .filter((one) => one.why !== null)
        .map((one) => `${one.specifier}: ${one.why}`);
      expect(refused).toEqual([]);
    },
  );

  it.each([
    [
      'automations/automation.page.tsx',
      '../../automations/automations.module',
      "the API's automations folder",
    ],
    ['deals/deal.page.tsx', '../../deals/deal.response.dto', 'a DTO of the JSON API'],
    ['deals/deal.page.tsx', '../../http/paging/page.dto', 'a DTO of the JSON API'],
    ['x.ts', '../members/members.module', "the API's members folder"],
    ['x.ts', '../../../libs/persistence/src/index', 'outside the api app'],
    ['deals/x.ts', '../../api.parts', null],
    ['deals/x.ts', '../../http/paging/keyset-cursor', null],
    ['x.ts', './session/web-context', null],
    ['x.ts', '@deal/domain', null],
  ])('judges %s importing %s', (file, specifier, why) => {
    expect(refusal(join(web, file), specifier)).toBe(why);
  });
});

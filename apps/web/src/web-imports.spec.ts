import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The web app renders the domain's types and calls its use cases over its own parts
 * (web.parts.ts); it never imports the JSON API: no DTO, no route folder, nothing of apps/api
 * (issue 13, item 3; issue 23, item 5; docs/architecture.md "Two rooms, one process"). What both
 * apps of the process share lives in the libraries (`@deal/nest-kit`: API paths, paging, the
 * markers the api's guards read). The api mounts the web (`@deal/web`), never the reverse.
 */
const web = __dirname;
const apps = resolve(web, '../..');

/** The libraries the pages may import; npm packages are judged by lint. */
const LIBRARIES = ['@deal/domain', '@deal/nest-kit', '@deal/node-adapters', '@deal/persistence'];

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
  if (specifier.startsWith('@deal/'))
    return LIBRARIES.includes(specifier) ? null : `${specifier}, not a library`;
  if (!specifier.startsWith('.')) return null;
  const target = resolve(dirname(file), specifier);
  if (!relative(web, target).startsWith('..')) return null;
  const fromApps = relative(apps, target);
  if (fromApps.startsWith('..')) return 'outside the apps: import a library by its name';
  return `the ${fromApps.split(sep)[0] ?? ''} app`;
}

describe('the web app imports no part of the JSON API', () => {
  const files = sourceFiles(web);

  it('finds the web sources', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(files.map((file) => [relative(web, file), file]))(
    '%s imports only the web app and the libraries',
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
    ['automations/automation.page.tsx', '../../../api/src/automations/automations.module', 'the api app'],
    ['deals/deal.page.tsx', '../../../api/src/deals/deal.response.dto', 'a DTO of the JSON API'],
    ['deals/deal.page.tsx', '../../../api/src/http/paging/page.dto', 'a DTO of the JSON API'],
    ['deals/x.ts', '../../../api/src/api.parts', 'the api app'],
    ['x.ts', '../../api/src/config/api-config', 'the api app'],
    ['x.ts', '../../webhook-in/src/webhook-in.parts', 'the webhook-in app'],
    ['x.ts', '../../../libs/persistence/src/index', 'outside the apps: import a library by its name'],
    ['x.ts', '@deal/web', '@deal/web, not a library'],
    ['deals/x.ts', '../web.parts', null],
    ['x.ts', './session/web-context', null],
    ['x.ts', '@deal/domain', null],
    ['x.ts', '@deal/nest-kit', null],
    ['x.ts', '@nestjs/common', null],
  ])('judges %s importing %s', (file, specifier, why) => {
    expect(refusal(join(web, file), specifier)).toBe(why);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The domain's folders import one way: down this list, never up it and never sideways within a row
 * (docs/architecture.md, "The domain's folders"). `automation/` decides which changes go out, so it
 * imports `outbound-webhooks/` and `webhook-in/`, and they import neither it nor each other.
 *
 * The repository ports (`*.repository.ts`) are checked as `ports/`: they describe what persistence
 * writes together (a deal's UPDATE carries its outbox event), so they may name any concept's types,
 * and no rule imports them.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['use-cases'],
  ['ports'],
  ['automation', 'event-feed', 'pipeline'],
  ['outbound-webhooks', 'webhook-in', 'reschedule', 'pricing'],
  ['deal', 'access'],
  ['space', 'device'],
  ['credentials', 'identity', 'idempotency'],
  ['email'],
  ['shared'],
];

const root = __dirname;
const rankOf = new Map(LAYERS.flatMap((row, index) => row.map((folder) => [folder, LAYERS.length - index])));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') && path !== join(root, 'index.ts')
      ? [path]
      : [];
  });
}

const folderOf = (path: string) => relative(root, path).split(sep)[0] ?? '';
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]*)['"]/g;

/** Every import of a source file that leaves its folder for one at its own rank or above. */
function upwardImports(file: string, text: string): string[] {
  const from = file.endsWith('.repository.ts') ? 'ports' : folderOf(file);
  return [...text.matchAll(IMPORT)]
    .map((m) => m[1] ?? '')
    .map((specifier) => ({ to: folderOf(resolve(dirname(file), specifier)), specifier }))
    .filter(({ to }) => to !== folderOf(file) && to !== from)
    .filter(({ to }) => (rankOf.get(to) ?? Infinity) >= (rankOf.get(from) ?? -Infinity))
    .map(({ to, specifier }) => `${from} → ${to} (${specifier})`);
}

describe('domain layers', () => {
  const files = sourceFiles(root);

  it('ranks every folder of the domain', () => {
    const folders = new Set(files.map(folderOf));
    expect([...folders].filter((folder) => !rankOf.has(folder))).toEqual([]);
  });

  it.each(files.map((f) => [relative(root, f), f]))(
    '%s imports only folders below its own',
    (_name, file) => {
      expect(upwardImports(file, readFileSync(file, 'utf8'))).toEqual([]);
    },
  );

  it('reports an import up or sideways, and lets one down through', () => {
    const rule = join(root, 'outbound-webhooks', 'outbox', 'a.rule.ts');
    expect(
      upwardImports(
        rule,
        [
          "import type { Automation } from '../../automation/automation';",
          "import { roundDecimal } from '../payload/decimal.rounding';",
          "export { x } from '../../webhook-in/x';",
          "import type { Deal } from '../../deal/deal';",
        ].join('\n'),
      ),
    ).toEqual([
      'outbound-webhooks → automation (../../automation/automation)',
      'outbound-webhooks → webhook-in (../../webhook-in/x)',
    ]);
    const port = join(root, 'deal', 'deal.repository.ts');
    expect(
      upwardImports(port, "import type { OutboxEvent } from '../outbound-webhooks/outbox/outbox-entry';"),
    ).toEqual([]);
  });
});

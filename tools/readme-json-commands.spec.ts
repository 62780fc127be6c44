import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const README = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');

/** Each command of the README that asks for JSON: the `npm run` part of every line with `--json`. */
function jsonCommands(): string[] {
  return README.split('\n')
    .filter((line) => /\bnpm run\b.*--json/.test(line))
    .flatMap((line) => [...line.matchAll(/npm run [^|`#)]*--json/g)].map((match) => match[0].trim()));
}

/**
 * Issue 26, item 5: a reader who runs a `--json` command as the README prints it gets pure JSON on
 * stdout. npm prints its banner (`> package@version script` and the command) on stdout unless run
 * with `--silent`, so every such command is printed with it. `.ci/run` runs the README's bootstrap
 * line as printed on an empty embedded database and parses its whole stdout.
 */
describe("the README's --json commands", () => {
  it('are all printed as `npm run --silent …`', () => {
    const commands = jsonCommands();
    expect(commands.length).toBeGreaterThanOrEqual(3);
    expect(commands.filter((command) => !command.startsWith('npm run --silent '))).toEqual([]);
    expect(commands).toEqual(expect.arrayContaining(['npm run --silent bootstrap -- --json']));
  });

  it('and the README says why: `npm run --silent` keeps npm’s banner off stdout', () => {
    expect(README).toMatch(/`npm run --silent` keeps npm's banner[\s\S]{0,80}?off\s+stdout/);
  });

  it('need --silent: npm itself puts its banner on stdout without it, and nothing with it', async () => {
    // A package whose one script prints JSON, run through the same npm as the README's commands.
    const folder = mkdtempSync(join(tmpdir(), 'dps-npm-banner-'));
    try {
      const script = 'node -e "console.log(JSON.stringify({ok:true}))"';
      writeFileSync(
        join(folder, 'package.json'),
        JSON.stringify({ name: 'banner', version: '1.0.0', scripts: { json: script } }),
      );
      const npm = process.env['npm_execpath'];
      const [command, prefix] = npm ? [process.execPath, [npm]] : ['npm', []];
      const loud = await run(command, [...prefix, 'run', 'json'], { cwd: folder, timeout: 30_000 });
      const quiet = await run(command, [...prefix, 'run', '--silent', 'json'], {
        cwd: folder,
        timeout: 30_000,
      });
      expect(() => JSON.parse(loud.stdout)).toThrow();
      expect(loud.stdout).toContain('> banner@1.0.0 json');
      expect(JSON.parse(quiet.stdout)).toEqual({ ok: true });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

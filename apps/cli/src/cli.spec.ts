import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { composeCli } from './cli.composition';
import { CLI_VERSION } from './cli-version';
import { buildProgram } from './program';
import { runCliForTest } from './testing/run-cli';

const COMMANDS = [
  [['spaces', 'list'], 'Usage: dps spaces list [options]'],
  [['deal', 'reschedule'], 'Usage: dps deals reschedule [options] <id>'],
  [['meta'], 'Usage: dps meta [options]'],
  [['login'], 'Usage: dps login [options]'],
  [['logout'], 'Usage: dps logout [options]'],
  [['spaces'], 'Usage: dps spaces [options] [command]'],
  [['deal'], 'Usage: dps deals|deal [options] [command]'],
  [[], 'Usage: dps [options] [command]'],
] as const;

describe('dps --help', () => {
  it.each(COMMANDS)('%j --help prints the usage on stdout and exits 0', async (argv, usage) => {
    for (const flag of ['--help', '-h']) {
      const result = await runCliForTest([...argv, flag]);
      expect(result.code).toBe(0);
      expect(result.stderr).toBe('');
      expect(result.stdout.startsWith(`${usage}\n`)).toBe(true);
    }
  });

  it('documents the environment and the exit codes at the top level', async () => {
    const { stdout } = await runCliForTest(['--help']);
    for (const text of ['SERVICE_URL', 'SERVICE_TOKEN', 'SERVICE_CONFIG_DIR', 'Exit status: 0 success']) {
      expect(stdout).toContain(text);
    }
  });

  it('answers `dps help <command>` like --help', async () => {
    const result = await runCliForTest(['help', 'meta']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: dps meta [options]');
  });
});

describe('dps --version', () => {
  it('prints the version of the root package', async () => {
    const rootPackage = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8'));
    expect(CLI_VERSION).toBe(rootPackage.version);
    expect(await runCliForTest(['--version'])).toEqual({ code: 0, stdout: `${CLI_VERSION}\n`, stderr: '' });
  });
});

describe('bad usage exits 2 with the problem and the help on stderr', () => {
  it.each([
    [['nope'], "error: unknown command 'nope'", 'Usage: dps [options] [command]'],
    [['spaces', 'lst'], "error: unknown command 'lst'\n(Did you mean list?)", 'Usage: dps spaces'],
    [['meta', '--jsn'], "error: unknown option '--jsn'\n(Did you mean --json?)", 'Usage: dps meta'],
    [['meta', 'extra'], 'error: too many arguments', 'Usage: dps meta'],
    [['logout', '--all'], "error: unknown option '--all'", 'Usage: dps logout'],
  ])('%j', async (argv, problem, usage) => {
    const result = await runCliForTest(argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(problem);
    expect(result.stderr).toContain(usage);
  });

  it.each([[[]], [['spaces']], [['deal']]])('%j without a command shows the help on stderr', async (argv) => {
    const result = await runCliForTest(argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Usage: dps');
  });
});

describe('failures', () => {
  const env = { SERVICE_URL: 'http://api.test', SERVICE_TOKEN: 'svcp_secretsecretsecret' };

  it('refuses a SERVICE_TOKEN that cannot be a token (exit 2), without echoing it', async () => {
    const result = await runCliForTest(['spaces', 'list'], {
      env: { ...env, SERVICE_TOKEN: 'svcp_secret secret' },
      fetch: () => Promise.reject(new Error('no request expected')),
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('error: SERVICE_TOKEN is malformed');
    expect(result.stderr).not.toContain('secret');
  });

  it('masks the token in any message, even one from a failure nobody planned for', async () => {
    const result = await runCliForTest(['spaces', 'list'], {
      env,
      fetch: async (_url, init) => {
        throw new TypeError(`bad header ${new Headers(init?.headers).get('authorization')}`);
      },
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('bad header Bearer [redacted]');
    expect(result.stderr).not.toContain(env.SERVICE_TOKEN);
  });

  it('reports an unexpected failure in one line, exit 1, without a stack trace', async () => {
    const result = await runCliForTest(['meta'], { env, fetch: async () => Response.json({}) });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^error: unexpected failure: [^\n]+\n$/);
  });

  it('prints the API message and each validation issue it does not already name', async () => {
    const body = {
      success: false,
      data: {},
      error: [{ path: ['shift'], message: 'is required' }],
      message: 'the request is invalid',
    };
    const result = await runCliForTest(['deal', 'reschedule', 'deal_1', '--shift', 'x'], {
      env,
      fetch: async () => Response.json(body, { status: 400 }),
    });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: the request is invalid\n  shift: is required\n',
    });
  });
});

describe('every command', () => {
  /** Every leaf of the command tree, as the words that run it. */
  function leaves(command: Command, path: string[] = []): Array<[string, Command]> {
    if (command.commands.length === 0) return [[path.join(' '), command]];
    return command.commands.flatMap((child) => leaves(child, [...path, child.name()]));
  }

  it('takes --json (pure JSON on stdout), so scripts can read any of them', () => {
    const ctx = composeCli({ env: {}, stdout: { write: () => true }, stderr: { write: () => true } });
    const program = buildProgram(ctx, { out: () => undefined, err: () => undefined });
    const commands = leaves(program).filter(([name]) => name !== 'help');
    expect(commands.length).toBeGreaterThanOrEqual(45);
    expect(
      commands.filter(([, command]) => !command.options.some((option) => option.long === '--json')),
    ).toEqual([]);
  });

  it('accepts the global --profile after the command too', async () => {
    const result = await runCliForTest(['meta', '--profile', 'nope'], {
      env: { SERVICE_CONFIG_DIR: '/nonexistent' },
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('error: no profile named "nope"');
  });
});

import { runBootstrap } from '../../../../tools/bootstrap-command';
import { insertCredential } from '../../../api/src/testing/credential-fixtures';
import { closedPortUrl, startCliE2e, type CliE2e } from '../testing/cli-e2e.fixture';
import { expectNoSecretPrinted, runCliForTest } from '../testing/run-cli';

let e2e: CliE2e;
let token: string;
/** The owner's spaces as the API lists them: their own and three they were added to. */
let spaces: Array<{ id: string; name: string; role: string }>;
const secrets: string[] = [];

beforeAll(async () => {
  e2e = await startCliE2e();
  token = e2e.owner.tokens.read;
  secrets.push(token, e2e.owner.tokens.read_write);
  for (const role of ['admin', 'member', 'member']) {
    const other = await runBootstrap(e2e.database, {});
    // Adding a member invites them (issue 15); the owner joins by accepting.
    const invited = await e2e.api.call('POST', `/v1/spaces/${other.space.id}/members`, {
      token: other.tokens.read_write,
      body: { email: e2e.owner.user.email, role },
    });
    expect(invited.status).toBe(202);
    const accepted = await e2e.api.call('POST', `/v1/invitations/${invited.body.id}/accept`, {
      token: e2e.owner.tokens.read_write,
    });
    expect(accepted.status).toBe(200);
  }
  spaces = (await e2e.api.call('GET', '/v1/spaces?limit=100', { token })).body.items;
  expect(spaces).toHaveLength(4);
});

afterAll(() => e2e?.close());

const run = (argv: string[], env = e2e.env({ SERVICE_TOKEN: token }), fetchImpl?: typeof fetch) =>
  runCliForTest(argv, { env, ...(fetchImpl && { fetch: fetchImpl }) });

/** A fetch that counts the requests it passes on. */
function countingFetch(): { fetch: typeof fetch; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    fetch: (input, init) => {
      calls.push(String(input));
      return fetch(input, init);
    },
  };
}

describe('dps spaces list', () => {
  it('prints a table of the spaces, one row each, in the API order', async () => {
    const result = await run(['spaces', 'list']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID +NAME +ROLE +MEMBER +PLAN +CURRENCY +UPDATED$/);
    expect(lines.slice(1).map((line) => line.split(/ {2,}/))).toEqual(
      spaces.map((space) => [
        space.id,
        space.name,
        space.role,
        'yes',
        'free',
        'usd',
        expect.stringMatching(/ UTC$/),
      ]),
    );
  });

  it('prints the API response with --json', async () => {
    const result = await run(['spaces', 'list', '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      items: spaces.map(expect.objectContaining),
      next_cursor: null,
    });
    expect(JSON.parse(result.stdout)).toEqual((await e2e.api.call('GET', '/v1/spaces', { token })).body);
  });

  it('prints one page with --limit, and says on stderr how to get the rest', async () => {
    const result = await run(['spaces', 'list', '--limit', '2']);
    expect(result.code).toBe(0);
    expect(result.stdout.trimEnd().split('\n')).toHaveLength(3);
    const cursor = /--cursor (\S+)/.exec(result.stderr)?.[1];
    expect(result.stderr).toMatch(/^more spaces: run again with --all, or with --cursor \S+\n$/);

    const next = await run(['spaces', 'list', '--limit', '2', '--cursor', cursor ?? '', '--json']);
    expect(JSON.parse(next.stdout).items.map((space: { id: string }) => space.id)).toEqual(
      spaces.slice(2).map((space) => space.id),
    );
  });

  it('keeps next_cursor in the --json page', async () => {
    const result = await run(['spaces', 'list', '--limit', '3', '--json']);
    const page = JSON.parse(result.stdout);
    expect(page.items).toHaveLength(3);
    expect(page.next_cursor).toEqual(expect.any(String));
    expect(result.stderr).toBe('');
  });

  it('walks every page with --all, listing each space exactly once', async () => {
    const counting = countingFetch();
    const result = await run(
      ['spaces', 'list', '--all', '--limit', '1', '--json'],
      undefined,
      counting.fetch,
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      items: spaces.map((space) => expect.objectContaining({ id: space.id })),
      next_cursor: null,
    });
    expect(counting.calls.length).toBeGreaterThanOrEqual(4);
    expect(counting.calls[0]).toMatch(/\/v1\/spaces\?limit=1$/);
    expect(counting.calls[1]).toMatch(/\/v1\/spaces\?limit=1&cursor=\S+$/);

    const table = await run(['spaces', 'list', '--all', '--limit', '2']);
    expect(table.stdout.trimEnd().split('\n')).toHaveLength(1 + spaces.length);
    expect(table.stderr).toBe('');
  });

  it('asks for pages of 100 with --all and no --limit', async () => {
    const counting = countingFetch();
    await run(['spaces', 'list', '--all'], undefined, counting.fetch);
    expect(counting.calls).toEqual([`${e2e.api.url}/v1/spaces?limit=100`]);
  });

  it('lists exactly its own space for a space key: no role, not a member', async () => {
    const key = await insertCredential(e2e.database, { kind: 'space', spaceId: e2e.owner.space.id });
    secrets.push(key);
    const result = await run(['spaces', 'list'], e2e.env({ SERVICE_TOKEN: key }));
    expect(result.stdout.trimEnd().split('\n')[1]?.split(/ {2,}/)).toEqual([
      e2e.owner.space.id,
      e2e.owner.space.name,
      '-',
      'no',
      'free',
      'usd',
      expect.any(String),
    ]);
  });

  it('fails with the API message and exit 1 for a bad token', async () => {
    const bad = `svcp_${'x'.repeat(36)}`;
    secrets.push(bad);
    const result = await run(['spaces', 'list'], e2e.env({ SERVICE_TOKEN: bad }));
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'error: invalid or expired token\n' +
        '  the token comes from SERVICE_TOKEN; check it, or unset it to use the saved login\n',
    });
  });

  it('fails with exit 1 and says how to log in when there is no credential at all', async () => {
    const result = await run(['spaces', 'list'], e2e.env());
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: not logged in: set SERVICE_TOKEN, or run `dps login`\n',
    });
  });

  it('fails with exit 1 and a clear message when the API is unreachable', async () => {
    const url = await closedPortUrl();
    const result = await run(['spaces', 'list'], e2e.env({ SERVICE_TOKEN: token, SERVICE_URL: url }));
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `error: cannot reach the API at ${url}: connection refused\n  is the service running, and is SERVICE_URL right?\n`,
    });
  });

  it.each([['0'], ['101'], ['ten'], ['-1']])(
    'refuses --limit %s as bad usage (exit 2, with help)',
    async (limit) => {
      const result = await run(['spaces', 'list', '--limit', limit]);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(`error: option '--limit <n>' argument '${limit}' is invalid`);
      expect(result.stderr).toContain('Usage: dps spaces list [options]');
    },
  );

  it('never printed a token', () => {
    expectNoSecretPrinted(secrets);
  });
});

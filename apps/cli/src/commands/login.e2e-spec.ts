import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { startCliE2e, type CliE2e } from '../testing/cli-e2e.fixture';
import { expectNoSecretPrinted, runCliForTest, type CliRun } from '../testing/run-cli';

let e2e: CliE2e;
/** Every token a login saved, so the last test can prove none was printed. */
const saved: string[] = [];

beforeAll(async () => {
  e2e = await startCliE2e();
});

afterAll(() => e2e?.close());

afterEach(async () => {
  // Each test starts logged out.
  await runCliForTest(['logout'], { env: e2e.env() });
});

const credentialsFile = () => join(e2e.configDir, 'credentials.json');

async function savedLogin(): Promise<{ token: string; scope: string }> {
  const file = JSON.parse(await readFile(credentialsFile(), 'utf8'));
  const login = file.logins[e2e.api.url];
  saved.push(login.token);
  return login;
}

/**
 * `dps login` whose sleeps move the api's clock instead of waiting, so the server sees each
 * interval pass. `onSleep` runs before the poll that follows that sleep (1-based), with the user
 * code shown; it may answer the login and say how far the clock moves (default: the whole sleep).
 */
async function login(
  onSleep: (sleep: number, userCode: string) => Promise<number | void> = async () => undefined,
  argv: string[] = [],
): Promise<CliRun & { sleeps: number[] }> {
  const sleeps: number[] = [];
  let userCode = '';
  const result = await runCliForTest(['login', ...argv], {
    env: e2e.env(),
    onStdout: (text) => (userCode = /enter the code {2}([A-Z]{4}-[A-Z]{4})/.exec(text)?.[1] ?? userCode),
    sleep: async (ms) => {
      sleeps.push(ms);
      const advance = await onSleep(sleeps.length, userCode);
      e2e.clock.advance(advance ?? ms);
    },
  });
  return { ...result, sleeps };
}

const answer = (userCode: string, approve: boolean) =>
  e2e.api.call('POST', '/v1/device/approve', {
    token: e2e.owner.tokens.read_write,
    body: { user_code: userCode, approve },
  });

const approveOnSleep = (which: number) => async (sleep: number, userCode: string) => {
  if (sleep === which) expect((await answer(userCode, true)).status).toBe(200);
};

describe('dps login', () => {
  it('shows the code and URL, polls at the interval until approved, and saves the token (0600)', async () => {
    const result = await login(approveOnSleep(2));
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(
      new RegExp(
        [
          `^To log in to ${e2e.api.url}, open this page in a browser where you are signed in:`,
          '',
          '  http://localhost:3000/device',
          '',
          'and enter the code  [A-Z]{4}-[A-Z]{4}',
          '\\(or open http://localhost:3000/device\\?user_code=[A-Z]{4}-[A-Z]{4}\\)\\. The code expires in 15 minutes\\.',
          'Waiting for approval…',
          `Logged in to ${e2e.api.url.replace(/\./g, '\\.')} \\(scope read_write\\)\\.`,
          `The token is saved in ${credentialsFile()} \\(readable only by you\\)\\.`,
          '$',
        ].join('\n'),
      ),
    );
    // Polled after 5 s, pending; after 5 s more, approved.
    expect(result.sleeps).toEqual([5000, 5000]);
    expect((await stat(credentialsFile())).mode & 0o777).toBe(0o600);
    expect((await stat(e2e.configDir)).mode & 0o077).toBe(0);
    const { token, scope } = await savedLogin();
    expect(token).toMatch(/^svcp_/);
    expect(scope).toBe('read_write');

    // The saved token is what commands use when SERVICE_TOKEN is unset.
    const spaces = await runCliForTest(['spaces', 'list', '--json'], { env: e2e.env() });
    expect(spaces.code).toBe(0);
    expect(JSON.parse(spaces.stdout).items.map((space: { id: string }) => space.id)).toEqual([
      e2e.owner.space.id,
    ]);
  });

  it('waits 5 s longer after each slow_down, for good', async () => {
    // The second poll comes only 2 s after the first: the server answers slow_down (interval 10 s).
    const result = await login(async (sleep, userCode) => {
      if (sleep === 4) await answer(userCode, true);
      return sleep === 2 ? 2000 : undefined;
    });
    expect(result.code).toBe(0);
    expect(result.sleeps).toEqual([5000, 5000, 10000, 10000]);
    await savedLogin();
  });

  it('stops with exit 1 and saves nothing when the login is denied', async () => {
    const result = await login(async (sleep, userCode) => {
      if (sleep === 1) await answer(userCode, false);
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('error: the login was denied; nothing was saved\n');
    await expect(stat(credentialsFile())).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('stops with exit 1 when the code expires', async () => {
    const result = await login(async () => 900_000);
    expect(result.code).toBe(1);
    expect(result.sleeps).toEqual([5000]);
    expect(result.stderr).toBe('error: the code expired before anyone approved it; run `dps login` again\n');
    await expect(stat(credentialsFile())).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('asks for a read token with --scope read, which then cannot reschedule', async () => {
    const result = await login(approveOnSleep(1), ['--scope', 'read']);
    expect(result.stdout).toContain('(scope read)');
    expect((await savedLogin()).scope).toBe('read');
    const reschedule = await runCliForTest(
      ['deal', 'reschedule', 'deal_0000000000000000000000', '--shift', '+1w'],
      {
        env: e2e.env(),
      },
    );
    expect(reschedule).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: token scope does not permit writes\n',
    });
  });

  it('refuses an unknown --scope as bad usage', async () => {
    const result = await runCliForTest(['login', '--scope', 'admin'], { env: e2e.env() });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("error: option '--scope <scope>' argument 'admin' is invalid");
  });

  it('keeps a login to its SERVICE_URL: another address gets no token', async () => {
    await login(approveOnSleep(1));
    await savedLogin();
    const elsewhere = e2e.env({ SERVICE_URL: e2e.api.url.replace('127.0.0.1', 'localhost') });
    const result = await runCliForTest(['spaces', 'list'], { env: elsewhere });
    expect(result.stderr).toBe('error: not logged in: set SERVICE_TOKEN, or run `dps login`\n');
  });

  it('lets SERVICE_TOKEN win over the saved login, and says so at login', async () => {
    const result = await login(approveOnSleep(1));
    await savedLogin();
    expect(result.stderr).toBe('');
    const withEnv = await runCliForTest(['spaces', 'list'], {
      env: e2e.env({ SERVICE_TOKEN: `svcp_${'0'.repeat(36)}` }),
    });
    expect(withEnv.code).toBe(1);
    expect(withEnv.stderr).toContain('error: invalid or expired token\n  the token comes from SERVICE_TOKEN');
  });
});

describe('dps logout', () => {
  it('revokes the token on the server, deletes the saved token file, and says when there was nothing to forget', async () => {
    await login(approveOnSleep(1));
    const { token } = await savedLogin();
    const tokenId = JSON.parse(await readFile(credentialsFile(), 'utf8')).logins[e2e.api.url].token_id;
    expect(tokenId).toMatch(/^tok_/);
    expect((await e2e.api.call('GET', '/v1/spaces', { token })).status).toBe(200);
    const result = await runCliForTest(['logout'], { env: e2e.env() });
    expect(result).toEqual({
      code: 0,
      stderr: '',
      stdout:
        `Logged out of ${e2e.api.url}: the saved token is deleted from this computer.\n` +
        'It is revoked on the server too.\n',
    });
    expect((await e2e.api.call('GET', '/v1/spaces', { token })).status).toBe(401);
    await expect(stat(credentialsFile())).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await runCliForTest(['logout'], { env: e2e.env() })).toEqual({
      code: 0,
      stderr: '',
      stdout: `Not logged in to ${e2e.api.url}; nothing to forget.\n`,
    });
    expect((await runCliForTest(['spaces', 'list'], { env: e2e.env() })).code).toBe(1);
  });
});

it('never printed a token', () => {
  expect(saved.length).toBeGreaterThan(0);
  expectNoSecretPrinted([...saved, e2e.owner.tokens.read_write]);
});

import { closedPortUrl, startCliE2e, type CliE2e } from '../testing/cli-e2e.fixture';
import { expectNoSecretPrinted, runCliForTest } from '../testing/run-cli';

let e2e: CliE2e;
const secrets: string[] = [];

beforeAll(async () => {
  e2e = await startCliE2e();
  secrets.push(e2e.owner.tokens.read, e2e.owner.tokens.read_write);
});

afterAll(() => e2e?.close());

const run = (argv: string[], token = e2e.owner.tokens.read_write) =>
  runCliForTest(argv, { env: e2e.env({ SERVICE_TOKEN: token }) });

describe('dps spaces create', () => {
  it('creates a space owned by the caller and prints it as a spaces list row; list shows it', async () => {
    const result = await run(['spaces', 'create', 'Acme agency']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID +NAME +ROLE +MEMBER +PLAN +CURRENCY +UPDATED$/);
    const [id, ...rest] = (lines[1] ?? '').split(/ {2,}/);
    expect(id).toMatch(/^spc_/);
    expect(rest).toEqual(['Acme agency', 'owner', 'yes', 'free', 'usd', expect.stringMatching(/ UTC$/)]);
    const listed = await run(['spaces', 'list', '--all', '--json'], e2e.owner.tokens.read);
    expect(JSON.parse(listed.stdout).items).toContainEqual(
      expect.objectContaining({ id, name: 'Acme agency', role: 'owner', is_member: true }),
    );
    expectNoSecretPrinted(secrets);
  });

  it('prints the API answer with --json: the shape of a spaces list item', async () => {
    const result = await run(['spaces', 'create', '  Side project ', '--json']);
    expect(result.code).toBe(0);
    const space = JSON.parse(result.stdout);
    expect(space).toEqual({
      id: expect.stringMatching(/^spc_/),
      name: 'Side project',
      role: 'owner',
      is_member: true,
      plan: 'free',
      currency: 'usd',
      updated_at: expect.any(Number),
    });
    const listed = await run(['spaces', 'list', '--all', '--json'], e2e.owner.tokens.read);
    expect(JSON.parse(listed.stdout).items).toContainEqual(space);
  });

  it('sets the currency with --currency; a bad one fails with the API message, creating nothing', async () => {
    const created = await run(['spaces', 'create', 'Euro desk', '--currency', 'EUR', '--json']);
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ name: 'Euro desk', currency: 'eur' });
    expect(await run(['spaces', 'create', 'Bad', '--currency', 'euro'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: currency: must be a three-letter ISO 4217 currency code\n',
    });
  });

  it('fails with the API message and exit 1 for a blank name or a read-only token, creating nothing', async () => {
    const before = JSON.parse((await run(['spaces', 'list', '--all', '--json'])).stdout).items.length;
    expect(await run(['spaces', 'create', '   '])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: name: must not be blank\n',
    });
    const readOnly = await run(['spaces', 'create', 'Nope'], e2e.owner.tokens.read);
    expect(readOnly).toMatchObject({ code: 1, stdout: '' });
    expect(readOnly.stderr).toMatch(/^error: token scope does not permit writes\n/);
    const after = JSON.parse((await run(['spaces', 'list', '--all', '--json'])).stdout).items.length;
    expect(after).toBe(before);
  });

  it('needs a name', async () => {
    const result = await run(['spaces', 'create']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("error: missing required argument 'name'");
  });

  it('says so when the API cannot be reached', async () => {
    const url = await closedPortUrl();
    const result = await runCliForTest(['spaces', 'create', 'x'], {
      env: e2e.env({ SERVICE_TOKEN: e2e.owner.tokens.read_write, SERVICE_URL: url }),
    });
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toContain(`cannot reach the API at ${url}`);
  });
});

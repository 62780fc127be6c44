import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startCliE2e, type CliE2e } from '../testing/cli-e2e.fixture';
import { expectNoSecretPrinted, runCliForTest } from '../testing/run-cli';

/**
 * At least one command of every group of `dps` (docs/cli.md) against a real api on the embedded
 * database: each `--json` answer is parsed whole (pure JSON on stdout), and the tables are read.
 */
let e2e: CliE2e;
let token: string;
let space: string;
const secrets: string[] = [];

beforeAll(async () => {
  e2e = await startCliE2e();
  token = e2e.owner.tokens.read_write;
  space = e2e.owner.space.id;
  secrets.push(token, e2e.owner.tokens.read);
}, 60_000);

afterAll(() => e2e?.close());

const run = (argv: string[], extra: Record<string, string> = {}) =>
  runCliForTest(argv, { env: e2e.env({ SERVICE_TOKEN: token, ...extra }) });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
async function json(argv: string[]): Promise<any> {
  const result = await run([...argv, '--json']);
  expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
  return JSON.parse(result.stdout);
}

describe('every group of dps, against the api', () => {
  let deal: string;
  let automation: string;

  it('deals: create with a decimal price, list, show, update, status, archive', async () => {
    const created = await json([
      'deals',
      'create',
      '--space',
      space,
      '--name',
      'Spring',
      '--price',
      '12000.50',
      '--start',
      '2026-12-07',
    ]);
    expect(created).toMatchObject({ name: 'Spring', price: 12000.5, status: 'draft', space_id: space });
    deal = created.id;
    const table = await run(['deals', 'list', '--space', space]);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^ID +NAME +STATUS +CURRENCY +PRICE/);
    expect(table.stdout).toContain(`${deal}  Spring`);
    expect(table.stdout).toContain('12000.50');
    expect(
      (await json(['deals', 'list', '--space', space])).items.map((d: { id: string }) => d.id),
    ).toContain(deal);
    expect((await run(['deal', 'show', deal])).stdout).toMatch(/^price +12000\.50$/m);
    expect(
      await json(['deals', 'update', deal, '--target-price', '15000', '--description', 'For spring']),
    ).toMatchObject({
      target_price: 15000,
      description: 'For spring',
    });
    expect(await json(['deals', 'archive', deal])).toMatchObject({ archived: true });
    expect(await json(['deals', 'archive', deal, '--undo'])).toMatchObject({ archived: false });
    // A pending deal is read-only, so the status move is tried on a deal of its own.
    const other = await json(['deals', 'create', '--space', space, '--name', 'Autumn']);
    expect(await json(['deals', 'status', other.id, 'pending'])).toMatchObject({ status: 'pending' });
    const refused = await run(['deals', 'update', other.id, '--price', '1']);
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toMatch(/^error: deal is pending approval and read-only/);
  });

  it('refuses a float-like or malformed price as bad usage, before any request', async () => {
    for (const price of ['12000.505', '1e4', 'twelve']) {
      const result = await run(['deals', 'create', '--space', space, '--name', 'X', '--price', price]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("option '--price <amount>' argument");
    }
  });

  it('phases and versions: add and list a phase, list the versions a reschedule leaves', async () => {
    const phase = await json([
      'phases',
      'add',
      '--deal',
      deal,
      '--name',
      'Build',
      '--start',
      '2026-12-07',
      '--end',
      '2026-12-18',
      '--pinned',
    ]);
    expect(phase).toMatchObject({ name: 'Build', pinned: true });
    expect((await run(['phases', 'list', '--deal', deal])).stdout).toMatch(
      /Build +2026-12-07 +2026-12-18 +yes/,
    );
    expect((await run(['deal', 'reschedule', deal, '--shift', '+1w'])).code).toBe(0);
    // A draft deal's reschedule leaves no version (docs/cli.md, `deal reschedule`).
    expect(await json(['versions', 'list', '--deal', deal])).toEqual({ items: [], next_cursor: null });
    expect((await run(['versions', 'list', '--deal', deal])).stdout).toBe('No versions.\n');
  });

  it('automations and deliveries: create from a JSON file, list, show, send-test, test-receive, deliveries, delete', async () => {
    const file = join(e2e.configDir, 'automation.json');
    await writeFile(
      file,
      JSON.stringify({
        name: 'Approve from audit',
        trigger: { type: 'webhook_received', conditions: [] },
        actions: [{ type: 'update_deal', fields: ['status'] }],
      }),
    );
    const created = await json(['automations', 'create', '--space', space, '--file', file]);
    automation = created.id;
    expect(created).toMatchObject({ name: 'Approve from audit', trigger: { type: 'webhook_received' } });
    expect((await run(['automations', 'list', '--space', space])).stdout).toContain(
      `${automation}  Approve from audit  yes`,
    );
    expect(await json(['automations', 'show', automation, '--space', space])).toMatchObject({
      id: automation,
    });
    const tried = await json([
      'automations',
      'test-receive',
      automation,
      '--space',
      space,
      '--payload',
      JSON.stringify({ id: deal, status: 'approved' }),
    ]);
    expect(tried).toMatchObject({ received: true, deal_matched: true, deal_id: deal });
    // Only a deal_updated automation sends webhooks: the API's refusal, exit 1.
    expect(await run(['automations', 'send-test', automation, '--space', space])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: only a deal_updated automation has send_webhook actions to test\n',
    });
    expect(await json(['deliveries', 'list', '--automation', automation, '--space', space])).toEqual({
      items: [],
      next_cursor: null,
    });
    const missing = await run([
      'deliveries',
      'redeliver',
      'dlv_missing',
      '--automation',
      automation,
      '--space',
      space,
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^error: .*not found/);
    expect(await json(['automations', 'delete', automation, '--space', space])).toEqual({
      ok: true,
      id: automation,
    });
  });

  // The created token and key are printed once by design (their owner must store them).
  it('tokens and api-keys: create, list and revoke', async () => {
    const created = await json(['tokens', 'create', '--name', 'CI', '--scope', 'read']);
    expect((await run(['tokens', 'list'])).stdout).toContain(`${created.id}  CI`);
    expect(await json(['tokens', 'revoke', created.id])).toEqual({ ok: true, id: created.id });
    const key = await json(['api-keys', 'create', '--space', space, '--name', 'Audit']);
    expect(
      (await json(['api-keys', 'list', '--space', space])).items.map((k: { id: string }) => k.id),
    ).toContain(key.id);
    expect((await run(['api-keys', 'revoke', key.id, '--space', space])).stdout).toBe(
      `Revoked API key ${key.id}.\n`,
    );
  });

  it('members and invitations: list, send, list the space’s, revoke', async () => {
    expect((await json(['members', 'list', '--space', space])).items).toEqual([
      expect.objectContaining({ email: e2e.owner.user.email, role: 'owner' }),
    ]);
    const invitation = await json([
      'invitations',
      'send',
      '--space',
      space,
      '--email',
      'ada@example.com',
      '--role',
      'admin',
    ]);
    expect(invitation).toMatchObject({ email: 'ada@example.com', role: 'admin' });
    expect((await run(['invitations', 'list', '--space', space])).stdout).toContain('ada@example.com');
    expect(await json(['invitations', 'list'])).toEqual({ items: [], next_cursor: null });
    expect(await json(['invitations', 'revoke', invitation.id, '--space', space])).toEqual({
      ok: true,
      id: invitation.id,
    });
  });

  it('spaces: create, update and delete', async () => {
    const created = await json(['spaces', 'create', 'Side']);
    expect(await json(['spaces', 'update', created.id, '--name', 'Side project'])).toMatchObject({
      name: 'Side project',
    });
    expect(await json(['spaces', 'delete', created.id])).toEqual({ ok: true, id: created.id });
  });

  it('api: any route, with a body from a file and query parameters', async () => {
    expect(await json(['api', 'GET', '/v1/meta'])).toMatchObject({ api: 'v1' });
    const body = join(e2e.configDir, 'role.json');
    await writeFile(body, JSON.stringify({ name: 'Designer', unit: 'hour' }));
    expect(await json(['api', 'POST', `/v1/spaces/${space}/roles`, '--data', `@${body}`])).toMatchObject({
      name: 'Designer',
    });
    expect(
      (await json(['api', 'get', `/v1/spaces/${space}/roles`, '--query', 'limit=1'])).items,
    ).toHaveLength(1);
    const refused = await run(['api', 'GET', 'https://elsewhere.example/v1/meta']);
    expect(refused.code).toBe(2);
  });

  it('profile: add one with a token from stdin, use it by --profile and by SERVICE_PROFILE, remove it', async () => {
    const env = e2e.env();
    const added = await runCliForTest(
      ['profile', 'add', 'demo', '--url', e2e.api.url, '--token-stdin', '--json'],
      {
        env,
        readStdin: async () => `${token}\n`,
      },
    );
    expect(JSON.parse(added.stdout)).toEqual({ name: 'demo', url: e2e.api.url, has_token: true });
    // Neither SERVICE_URL nor SERVICE_TOKEN: the profile brings both.
    const bare = { SERVICE_CONFIG_DIR: e2e.configDir };
    const viaOption = await runCliForTest(['--profile', 'demo', 'spaces', 'list', '--json'], { env: bare });
    expect(JSON.parse(viaOption.stdout).items.map((s: { id: string }) => s.id)).toContain(space);
    const viaEnv = await runCliForTest(['deals', 'list', '--space', space, '--json'], {
      env: { ...bare, SERVICE_PROFILE: 'demo' },
    });
    expect(viaEnv.code).toBe(0);
    expect(JSON.parse((await runCliForTest(['profile', 'list', '--json'], { env: bare })).stdout)).toEqual({
      items: [{ name: 'demo', url: e2e.api.url, has_token: true, scope: null }],
    });
    const unknown = await runCliForTest(['--profile', 'nope', 'meta'], { env: bare });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('no profile named "nope"');
    expect((await runCliForTest(['profile', 'remove', 'demo'], { env: bare })).stdout).toBe(
      'Removed profile demo.\n',
    );
  });

  it('completion: prints a script for each shell', async () => {
    for (const shell of ['bash', 'zsh', 'fish']) {
      const result = await run(['completion', shell]);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('deals');
    }
  });

  it('never printed a token', () => {
    expectNoSecretPrinted(secrets);
  });
});

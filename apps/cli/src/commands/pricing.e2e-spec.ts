import { startCliE2e, type CliE2e } from '../testing/cli-e2e.fixture';
import { expectNoSecretPrinted, runCliForTest } from '../testing/run-cli';

/**
 * `dps deal pricing`, `dps roles list` and `dps rate-cards list` against the real api on 127.0.0.1
 * (docs/cli.md), on the worked example of docs/pricing.md.
 */
let e2e: CliE2e;
let spaceId: string;
let dealId: string;
let roleIds: { designer: string; developer: string; pm: string };
let cardId: string;

const MONDAY = Date.parse('2030-01-07T00:00:00Z');
const DAY = 86_400_000;

const run = (argv: string[], token = e2e.owner.tokens.read) =>
  runCliForTest(argv, { env: e2e.env({ SERVICE_TOKEN: token }) });

async function made(method: string, path: string, body: unknown, status = 201) {
  const answer = await e2e.api.call(method, path, { token: e2e.owner.tokens.read_write, body });
  expect({ path, status: answer.status }).toEqual({ path, status });
  return answer.body;
}

beforeAll(async () => {
  e2e = await startCliE2e();
  spaceId = e2e.owner.space.id;
  const role = async (name: string, unit: string) =>
    (await made('POST', `/v1/spaces/${spaceId}/roles`, { name, unit })).id as string;
  roleIds = {
    designer: await role('Designer', 'hour'),
    developer: await role('Developer', 'hour'),
    pm: await role('PM', 'day'),
  };
  cardId = (
    await made('POST', `/v1/spaces/${spaceId}/rate-cards`, {
      name: 'Standard 2030',
      currency: 'usd',
      is_default: true,
      rates: [
        { role_id: roleIds.designer, cost_rate: 55, price_rate: 95 },
        { role_id: roleIds.developer, cost_rate: 62.5, price_rate: 110 },
        { role_id: roleIds.pm, cost_rate: 480, price_rate: 850 },
      ],
    })
  ).id;
  dealId = (
    await made('POST', '/v1/deals', {
      space: spaceId,
      name: 'Worked deal',
      target_price: 30000,
      target_margin: 0.4,
    })
  ).id;
  const phase = async (name: string) =>
    (
      await made('POST', `/v1/deal/${dealId}/phases`, {
        name,
        start: MONDAY,
        end: MONDAY + 14 * DAY,
        pinned: true,
      })
    ).id as string;
  const discovery = await phase('Discovery');
  const build = await phase('Build');
  await made(
    'PUT',
    `/v1/deal/${dealId}/pricing`,
    { rate_card_id: cardId, contingency: 0.15, discount: 0.05 },
    200,
  );
  const estimate = (phaseId: string, body: unknown) =>
    made('POST', `/v1/deal/${dealId}/phases/${phaseId}/estimates`, body);
  await estimate(discovery, { name: 'Research', role_id: roleIds.designer, quantity: 24 });
  await estimate(discovery, { name: 'Planning', role_id: roleIds.pm, quantity: 3 });
  await estimate(build, { name: 'API', role_id: roleIds.developer, quantity: 120.5 });
  await estimate(build, { name: 'Screens', role_id: roleIds.designer, quantity: 16.25 });
  await estimate(build, { name: 'Delivery', role_id: roleIds.pm, quantity: 10 });
  await estimate(build, { name: 'Hosting setup', fixed_price: 1200, fixed_cost: 800 });
}, 60_000);

afterAll(async () => {
  expectNoSecretPrinted([e2e.owner.tokens.read, e2e.owner.tokens.read_write]);
  await e2e?.close();
});

/** The rows of the table that follows `title` in the output, each split on its column gaps. */
function tableAfter(stdout: string, title: string): string[][] {
  const lines = stdout.split('\n');
  const start = lines.indexOf(title) + 1;
  const end = lines.indexOf('', start);
  return lines.slice(start, end === -1 ? undefined : end).map((line) => line.split(/ {2,}/));
}

describe('dps deal pricing', () => {
  it('prints the breakdown as tables: lines, by phase, by role, totals with targets and variance', async () => {
    const result = await run(['deal', 'pricing', dealId]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout.split('\n')[0]).toBe(
      `Pricing of ${dealId} (USD, rate card ${cardId} rev 1, contingency 0.1500, discount 0.0500)`,
    );
    expect(tableAfter(result.stdout, 'LINES')).toEqual([
      ['PHASE', 'LINE', 'ROLE', 'QUANTITY', 'COST RATE', 'PRICE RATE', 'COST', 'PRICE'],
      ['Discovery', 'Research', roleIds.designer, '24', '55.00', '95.00', '1518.00', '2622.00'],
      ['Discovery', 'Planning', roleIds.pm, '3', '480.00', '850.00', '1656.00', '2932.50'],
      ['Build', 'API', roleIds.developer, '120.5', '62.50', '110.00', '8660.94', '15243.25'],
      ['Build', 'Screens', roleIds.designer, '16.25', '55.00', '95.00', '1027.81', '1775.31'],
      ['Build', 'Delivery', roleIds.pm, '10', '480.00', '850.00', '5520.00', '9775.00'],
      ['Build', 'Hosting setup', 'fixed', '-', '-', '-', '800.00', '1200.00'],
    ]);
    expect(tableAfter(result.stdout, 'BY PHASE')).toEqual([
      ['PHASE', 'COST', 'PRICE'],
      ['Discovery', '3174.00', '5554.50'],
      ['Build', '16008.75', '27993.56'],
    ]);
    expect(tableAfter(result.stdout, 'BY ROLE')).toEqual([
      ['ROLE', 'QUANTITY', 'COST', 'PRICE'],
      [roleIds.designer, '40.25', '2545.81', '4397.31'],
      [roleIds.developer, '120.5', '8660.94', '15243.25'],
      [roleIds.pm, '13', '7176.00', '12707.50'],
      ['fixed lines', '-', '800.00', '1200.00'],
    ]);
    const totals = result.stdout.slice(result.stdout.indexOf('TOTAL'));
    expect(tableAfter(`\n${totals}`, '')).toEqual([
      ['TOTAL', 'AMOUNT', 'TARGET', 'VARIANCE'],
      ['subtotal', '33548.06'],
      ['discount', '-1677.40'],
      ['price', '31870.66', '30000.00', '+1870.66'],
      ['cost', '19182.75'],
      ['margin', '0.3981', '0.4000', '-0.0019'],
    ]);
  });

  it('prints the API answer as it is with --json', async () => {
    const result = await run(['deal', 'pricing', dealId, '--json']);
    const api = await e2e.api.call('GET', `/v1/deal/${dealId}/pricing`, { token: e2e.owner.tokens.read });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(api.body);
  });

  it('exits 1 with the API message for a deal it cannot reach, 2 without an id', async () => {
    expect(await run(['deal', 'pricing', 'deal_0000000000000000000000'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: deal not found\n',
    });
    expect((await run(['deal', 'pricing'])).code).toBe(2);
  });
});

describe('dps roles list and dps rate-cards list', () => {
  it("lists the one space's roles, and with --space, as a table or the API's JSON", async () => {
    const table = await run(['roles', 'list']);
    expect(table.code).toBe(0);
    expect(
      table.stdout
        .trimEnd()
        .split('\n')
        .map((line) => line.split(/ {2,}/)),
    ).toEqual([
      ['ID', 'NAME', 'UNIT', 'ARCHIVED'],
      [roleIds.designer, 'Designer', 'hour', 'no'],
      [roleIds.developer, 'Developer', 'hour', 'no'],
      [roleIds.pm, 'PM', 'day', 'no'],
    ]);
    const json = await run(['roles', 'list', '--space', spaceId, '--json']);
    expect(JSON.parse(json.stdout)).toEqual({
      items: (await e2e.api.call('GET', `/v1/spaces/${spaceId}/roles`, { token: e2e.owner.tokens.read })).body
        .items,
      next_cursor: null,
    });
  });

  it('lists the rate cards with their rates', async () => {
    const table = await run(['rate-cards', 'list', '--space', spaceId]);
    expect(table.code).toBe(0);
    expect(
      table.stdout
        .trimEnd()
        .split('\n')
        .map((line) => line.split(/ {2,}/)),
    ).toEqual([
      ['ID', 'NAME', 'CURRENCY', 'DEFAULT', 'REV', 'RATES (ROLE COST/PRICE)'],
      [
        cardId,
        'Standard 2030',
        'USD',
        'yes',
        '1',
        `${roleIds.designer} 55.00/95.00, ${roleIds.developer} 62.50/110.00, ${roleIds.pm} 480.00/850.00`,
      ],
    ]);
    const json = await run(['rate-cards', 'list', '--json']);
    expect(JSON.parse(json.stdout).items.map((card: { id: string }) => card.id)).toEqual([cardId]);
  });

  it('exits 1 with the API message for a space out of reach', async () => {
    expect(await run(['roles', 'list', '--space', 'spc_0000000000000000000000'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: space not found\n',
    });
  });
});

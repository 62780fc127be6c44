import fc from 'fast-check';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../../libs/persistence/src/testing/test-database';
import { aTeam, type Team } from '../../members/testing/team.fixture';
import { startTestApi, testConfig, type TestApi } from '../../testing/api-test-app';
import { sentStatements } from '../../testing/sent-statements';

/**
 * Incremental totals (docs/pricing.md "Stored line amounts"): a new estimate on a draft deal reads
 * the sums its lines keep, in one statement that does not grow with the deal's lines; rows without
 * amounts are priced in full once and healed; and whatever the writes, the stored amounts are the
 * ones pricing every line gives, and the deal's figures the ones GET …/pricing shows. PGlite by
 * default, PostgreSQL with DATABASE_URL.
 */
const recorder = sentStatements();

let database: Database;
let api: TestApi;
let team: Team;

const MONDAY = Date.parse('2030-01-07T00:00:00Z');
const DAY = 86_400_000;

beforeAll(async () => {
  recorder.install();
  database = await openTestDatabase();
  // The property below sends a few thousand requests, shrinking included.
  api = await startTestApi(database, testConfig({ rateLimit: { limit: 1_000_000, windowSeconds: 60 } }));
  team = await aTeam(database);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.close();
  recorder.restore();
});

async function made(method: string, path: string, body: unknown, status = 201) {
  const answer = await api.call(method, path, { token: team.owner.rw, body });
  expect({ path, status: answer.status, body: answer.body }).toMatchObject({ path, status });
  return answer.body;
}
const get = async (path: string) => (await api.call('GET', path, { token: team.owner.rw })).body;

/** The leading keywords of each statement of `work`'s transaction. */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const all = await recorder.statementsOf(work);
  return all.slice(all.indexOf('START TRANSACTION'), all.lastIndexOf('COMMIT') + 1);
}

let names = 0;
/** A draft deal in USD with two phases, a card rating two roles, and that card as its pricing. */
async function pricedDeal(contingency = 0.15, discount = 0.05) {
  const name = `Lines ${++names}`;
  const roles = [
    await made('POST', `/v1/spaces/${team.spaceId}/roles`, { name: `${name} dev`, unit: 'hour' }),
    await made('POST', `/v1/spaces/${team.spaceId}/roles`, { name: `${name} pm`, unit: 'day' }),
  ];
  const card = await made('POST', `/v1/spaces/${team.spaceId}/rate-cards`, {
    name,
    currency: 'usd',
    rates: [
      { role_id: roles[0].id, cost_rate: 62.5, price_rate: 110 },
      { role_id: roles[1].id, cost_rate: 480, price_rate: 850 },
    ],
  });
  const deal = await made('POST', '/v1/deals', { space: team.spaceId, name, currency: 'usd', start: MONDAY });
  const phases = [];
  for (const phase of ['Discovery', 'Build']) {
    phases.push(
      await made('POST', `/v1/deal/${deal.id}/phases`, {
        name: phase,
        start: MONDAY,
        end: MONDAY + 14 * DAY,
        pinned: true,
      }),
    );
  }
  await made('PUT', `/v1/deal/${deal.id}/pricing`, { rate_card_id: card.id, contingency, discount }, 200);
  const estimatesOf = (phaseId: string) => `/v1/deal/${deal.id}/phases/${phaseId}/estimates`;
  return { roles, card, deal, phases, estimatesOf };
}

interface PricingLine {
  id: string;
  phase_id: string;
  role_id: string | null;
  cost: number;
  price: number;
}

/** The deal's rows' stored amounts, in minor units as text (null when a row keeps none). */
async function storedAmounts(dealId: string): Promise<Record<string, [string | null, string | null]>> {
  const rows: { id: string; cost_minor: string | null; price_minor: string | null }[] =
    await database.dataSource.query(
      `SELECT id, cost_minor::text, price_minor::text FROM estimates WHERE deal_id = $1`,
      [dealId],
    );
  return Object.fromEntries(rows.map((row) => [row.id, [row.cost_minor, row.price_minor]]));
}

const minor = (amount: number) => String(Math.round(amount * 100));

/**
 * Every row keeps the amounts pricing every line gives (GET …/pricing prices them from the lines),
 * and the deal's price and cost are the pricing's once it has a line.
 */
async function expectStoredAsPriced(dealId: string, { rows = true } = {}) {
  const pricing = await get(`/v1/deal/${dealId}/pricing`);
  const lines: PricingLine[] = pricing.lines;
  if (rows) {
    expect(await storedAmounts(dealId)).toEqual(
      Object.fromEntries(lines.map((line) => [line.id, [minor(line.cost), minor(line.price)]])),
    );
  }
  const deal = await get(`/v1/deal/${dealId}`);
  if (lines.length > 0) {
    expect([deal.price, deal.cost, deal.margin]).toEqual([pricing.price, pricing.cost, pricing.margin]);
  }
  return pricing;
}

const NEW_ESTIMATE_ON_A_DRAFT = [
  'START TRANSACTION',
  'WITH locked AS', // the deal, locked, with its owner; then its space's automations held from edits
  // pricing, phase, role, the lines' count and sums, the caller's membership, the deal_updated automations
  'SELECT p.deal_id, p.rate_card_id,',
  'WITH estimate AS', // the deal's UPDATE with the new line and the event: one round trip (issue 25)
  'COMMIT',
];

describe('a new estimate on a draft deal', () => {
  it('sends the same statements with 1 line or 60, none of which reads the lines', async () => {
    const { roles, deal, phases, estimatesOf } = await pricedDeal();
    const add = (n: number) => () =>
      made('POST', estimatesOf(phases[n % 2].id), {
        name: `Line ${n}`,
        role_id: roles[n % 2].id,
        quantity: 1 + (n % 7) * 0.25,
      });
    expect(await statementsOf(add(0))).toEqual(NEW_ESTIMATE_ON_A_DRAFT);
    for (let n = 1; n < 59; n++) await add(n)();
    expect(await statementsOf(add(59))).toEqual(NEW_ESTIMATE_ON_A_DRAFT);
    const pricing = await expectStoredAsPriced(deal.id);
    expect(pricing.lines).toHaveLength(60);
  });

  it('prices a deal whose rows keep no amounts from every line, once, and stores them', async () => {
    const { roles, deal, phases, estimatesOf } = await pricedDeal(0.1, 0.125);
    for (let n = 0; n < 5; n++) {
      await made('POST', estimatesOf(phases[0].id), {
        name: `Old ${n}`,
        role_id: roles[0].id,
        quantity: 3.33,
      });
    }
    await made('POST', estimatesOf(phases[1].id), { name: 'Licence', fixed_price: 1200, fixed_cost: 800 });
    // Rows as the migration leaves those written before it.
    await database.dataSource.query(
      `UPDATE estimates SET cost_minor = NULL, price_minor = NULL WHERE deal_id = $1`,
      [deal.id],
    );
    const add = (name: string) => () =>
      made('POST', estimatesOf(phases[1].id), { name, role_id: roles[1].id, quantity: 1.5 });
    const healing = await statementsOf(add('Heals'));
    expect(healing).toEqual([
      ...NEW_ESTIMATE_ON_A_DRAFT.slice(0, 3),
      "SELECT (SELECT json_build_object('deal_id',", // every line, as before
      'INSERT INTO estimates', // a statement of its own, as past draft (the path pricing every line)
      'WITH event AS',
      'SELECT a.id, a.space_id,',
      'UPDATE estimates AS', // every line's amounts stored
      'COMMIT',
    ]);
    await expectStoredAsPriced(deal.id);
    expect(await statementsOf(add('Then sums'))).toEqual(NEW_ESTIMATE_ON_A_DRAFT);
    await expectStoredAsPriced(deal.id);
  });
});

describe('stored line amounts through any sequence of pricing writes', () => {
  type Step =
    | { kind: 'effort'; phase: number; role: number; hundredths: number }
    | { kind: 'fixed'; phase: number; price: number; cost: number }
    | { kind: 'edit'; pick: number; hundredths: number; role: number }
    | { kind: 'remove'; pick: number }
    | { kind: 'pricing'; contingency: number; discount: number }
    | { kind: 'refresh'; costRate: number; priceRate: number }
    | { kind: 'forget'; pick: number };
  const cents = fc.integer({ min: 0, max: 5_000_000 });
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      kind: fc.constant('effort' as const),
      phase: fc.nat(1),
      role: fc.nat(1),
      hundredths: fc.integer({ min: 0, max: 100_000 }),
    }),
    fc.record({ kind: fc.constant('fixed' as const), phase: fc.nat(1), price: cents, cost: cents }),
    fc.record({
      kind: fc.constant('edit' as const),
      pick: fc.nat(),
      hundredths: fc.integer({ min: 0, max: 100_000 }),
      role: fc.nat(1),
    }),
    fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
    fc.record({
      kind: fc.constant('pricing' as const),
      contingency: fc.integer({ min: 0, max: 10_000 }),
      discount: fc.integer({ min: 0, max: 10_000 }),
    }),
    fc.record({ kind: fc.constant('refresh' as const), costRate: cents, priceRate: cents }),
    // A row left without amounts, as the migration leaves older rows.
    fc.record({ kind: fc.constant('forget' as const), pick: fc.nat() }),
  );

  it('keeps every row amounts and the deal figures as a full recompute gives them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const { roles, card, deal, phases, estimatesOf } = await pricedDeal();
        let forgotten = false;
        for (const one of steps) {
          const lines: PricingLine[] = (await get(`/v1/deal/${deal.id}/pricing`)).lines;
          const picked = lines.length > 0 && 'pick' in one ? lines[one.pick % lines.length] : undefined;
          const estimateOf = (line: PricingLine) => `${estimatesOf(line.phase_id)}/${line.id}`;
          if (one.kind === 'effort') {
            await made('POST', estimatesOf(phases[one.phase].id), {
              name: 'Effort',
              role_id: roles[one.role].id,
              quantity: one.hundredths / 100,
            });
            forgotten = false;
          } else if (one.kind === 'fixed') {
            await made('POST', estimatesOf(phases[one.phase].id), {
              name: 'Fixed',
              fixed_price: one.price / 100,
              fixed_cost: one.cost / 100,
            });
            forgotten = false;
          } else if (one.kind === 'edit' && picked) {
            const body = picked.role_id
              ? { quantity: one.hundredths / 100, role_id: roles[one.role].id }
              : { fixed_price: one.hundredths / 100 };
            await made('PATCH', estimateOf(picked), body, 200);
          } else if (one.kind === 'remove' && picked) {
            await made('DELETE', estimateOf(picked), undefined, 204);
          } else if (one.kind === 'pricing') {
            await made(
              'PUT',
              `/v1/deal/${deal.id}/pricing`,
              {
                rate_card_id: card.id,
                contingency: one.contingency / 10_000,
                discount: one.discount / 10_000,
              },
              200,
            );
            forgotten = false;
          } else if (one.kind === 'refresh') {
            await made(
              'PATCH',
              `/v1/spaces/${team.spaceId}/rate-cards/${card.id}`,
              {
                rates: [
                  { role_id: roles[0].id, cost_rate: one.costRate / 100, price_rate: one.priceRate / 100 },
                  { role_id: roles[1].id, cost_rate: 480, price_rate: 850 },
                ],
              },
              200,
            );
            await made('POST', `/v1/deal/${deal.id}/pricing/refresh-rates`, undefined, 200);
            forgotten = false;
          } else if (one.kind === 'forget' && picked) {
            await database.dataSource.query(
              `UPDATE estimates SET cost_minor = NULL, price_minor = NULL WHERE id = $1`,
              [picked.id],
            );
            forgotten = true;
          }
          // A forgotten row stays so until the deal's next add or pricing; the figures hold anyway.
          await expectStoredAsPriced(deal.id, { rows: !forgotten });
        }
      }),
      { seed: 25, numRuns: 12 },
    );
  }, 240_000);
});

import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Pool, PoolClient } from 'pg';
import {
  dealTotals,
  effortAmount,
  priceDeal,
  pricingVariance,
  scaledRounded,
  unscaled,
  withoutMessage,
  type DealEventPayload,
  type Estimate,
  type RoleRate,
} from '@deal/domain';
import { insertEstimatePart, LINE_TOTALS } from '@deal/persistence';
import { dealChangeEvent } from './baseline-deal-event';

/**
 * The hand-written baseline of the routes issue 27 (item 4) adds to the bench: the events page, a
 * deal's pricing and a new estimate. Each sends the statements the api sends for the same request
 * (captured from its `pg` traffic, credential lookups aside: both sides keep a credential 5 s) and
 * answers the same JSON; the arithmetic is the domain library's (`priceDeal`), which is what another
 * internal service pricing a deal would reuse. No Nest, no TypeORM, no validation library.
 */

interface Caller {
  readonly userId: string;
  readonly scope: string;
}

interface RouteDeps {
  readonly pool: Pool;
  readonly authenticate: (request: Request) => Promise<Caller | null>;
  readonly inTransaction?: <T>(work: (client: PoolClient) => Promise<T>) => Promise<T>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of hand-written SQL
type Row = Record<string, any>;

const money = (minor: number | bigint) => unscaled(BigInt(minor), 2);
const fraction = (bp: number | bigint) => unscaled(BigInt(bp), 4);
const hundredths = (value: number | bigint) => unscaled(BigInt(value), 2);
const num = (value: string | null) => (value === null ? null : Number(value));
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

const DEAL_SQL = `SELECT d.*, u.id AS owner_id, u.name AS owner_name, u.email AS owner_email
    FROM deals d LEFT JOIN users u ON u.id = d.owner_user_id
   WHERE d.id = $1`;
const MEMBER_SQL = 'SELECT role FROM memberships WHERE space_id = $1 AND user_id = $2';
const PRICING_SQL = `SELECT deal_id, rate_card_id, rate_card_revision, contingency_bp, discount_bp, rates
         FROM deal_pricing WHERE deal_id = $1`;
const PHASES_SQL = `SELECT id, deal_id, name, pinned, start_at, end_at, start_offset_ms, end_offset_ms, created_at
    FROM phases WHERE deal_id = $1 ORDER BY created_at, id`;
const ESTIMATES_SQL = `SELECT id, deal_id, phase_id, name, role_id, quantity, fixed_price, fixed_cost
         FROM estimates WHERE deal_id = $1 ORDER BY created_at, id`;
const FEED_SQL = `
  SELECT id, event, created_at, deal_id, revision, actor_type, actor_id, payload, xact_id::text AS xact_id
  FROM outbox_events
  WHERE space_id = $1
    AND xact_id < pg_snapshot_xmin(pg_current_snapshot())
    AND ($2::text IS NULL OR (xact_id, id) > ($2::xid8, $3::text))
    AND ($4::text IS NULL OR event = $4::text)
    AND ($5::text IS NULL OR deal_id = $5::text)
  ORDER BY xact_id, id
  LIMIT $6::int`;

const unauthorized = (response: Response) =>
  void response.status(401).json({ message: 'invalid or expired token' });
const notFound = (response: Response, what: string) =>
  void response.status(404).json({ message: `${what} not found` });

function ratesOf(row: Row | undefined): RoleRate[] {
  const stored = (row?.['rates'] ?? []) as Array<{ role_id: string; cost_rate: number; price_rate: number }>;
  return stored.map((rate) => ({
    roleId: rate.role_id,
    costRate: rate.cost_rate,
    priceRate: rate.price_rate,
  }));
}

function estimateOf(row: Row): Estimate {
  const base = { id: row['id'], dealId: row['deal_id'], phaseId: row['phase_id'], name: row['name'] };
  return row['role_id'] !== null
    ? { ...base, kind: 'effort', roleId: row['role_id'], quantity: Number(row['quantity']) }
    : {
        ...base,
        kind: 'fixed',
        fixedPrice: Number(row['fixed_price']),
        fixedCost: Number(row['fixed_cost']),
      };
}

function lineJson(
  line: Estimate,
  costRate: number | null,
  priceRate: number | null,
  cost: bigint,
  price: bigint,
) {
  const effort = line.kind === 'effort';
  return {
    id: line.id,
    phase_id: line.phaseId,
    name: line.name,
    role_id: effort ? line.roleId : null,
    quantity: effort ? hundredths(line.quantity) : null,
    cost_rate: costRate === null ? null : money(costRate),
    price_rate: priceRate === null ? null : money(priceRate),
    fixed_price: effort ? null : money(line.fixedPrice),
    fixed_cost: effort ? null : money(line.fixedCost),
    cost: money(cost),
    price: money(price),
  };
}

/** GET /v1/spaces/{space}/events: the membership, then the feed page (oldest first). */
export const BASELINE_EVENTS_ROUTE = {
  path: '/v1/spaces/:space/events',
  handler:
    ({ pool, authenticate }: RouteDeps): RequestHandler =>
    async (request, response) => {
      const caller = await authenticate(request);
      if (!caller) return unauthorized(response);
      const spaceId = String(request.params['space']);
      const limit = Number(request.query['limit'] ?? 25);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
        return void response.status(400).json({ message: 'limit must be an integer from 1 to 100' });
      }
      const member = await pool.query(MEMBER_SQL, [spaceId, caller.userId]);
      if (!member.rows[0]) return notFound(response, 'space');
      const { rows } = await pool.query(FEED_SQL, [spaceId, null, null, null, null, limit]);
      const items = rows.map((row: Row) => ({
        id: row['id'],
        type: row['event'],
        created_at: (row['created_at'] as Date).getTime(),
        deal_id: row['deal_id'],
        revision: row['revision'],
        actor: row['actor_type'] === null ? null : { type: row['actor_type'], id: row['actor_id'] },
        data: { ...withoutMessage(row['payload'] as DealEventPayload) },
      }));
      const last = rows[rows.length - 1] as Row | undefined;
      response.json({
        items,
        next_cursor: last
          ? Buffer.from(`${last['xact_id']}:${last['id']}`, 'utf8').toString('base64url')
          : null,
      });
    },
};

/** GET /v1/deal/{id}/pricing: the deal, the membership, its pricing, phases and estimates, priced. */
export const BASELINE_PRICING_ROUTE = {
  path: '/v1/deal/:id/pricing',
  handler:
    ({ pool, authenticate }: RouteDeps): RequestHandler =>
    async (request, response) => {
      const caller = await authenticate(request);
      if (!caller) return unauthorized(response);
      const deal = (await pool.query(DEAL_SQL, [String(request.params['id'])])).rows[0] as Row | undefined;
      if (!deal) return notFound(response, 'deal');
      const member = await pool.query(MEMBER_SQL, [deal['space_id'], caller.userId]);
      if (!member.rows[0]) return notFound(response, 'deal');
      const pricing = (await pool.query(PRICING_SQL, [deal['id']])).rows[0] as Row | undefined;
      const phases = (await pool.query(PHASES_SQL, [deal['id']])).rows as Row[];
      const estimates = (await pool.query(ESTIMATES_SQL, [deal['id']])).rows.map(estimateOf);
      const price = priceDeal({
        phaseIds: phases.map((phase) => phase['id'] as string),
        rates: ratesOf(pricing),
        contingency: pricing?.['contingency_bp'] ?? 0,
        discount: pricing?.['discount_bp'] ?? 0,
        lines: estimates,
      });
      const [targetPrice, targetMargin] = [num(deal['target_price']), num(deal['target_margin'])];
      const variance = pricingVariance(price, {
        targetPrice: targetPrice === null ? null : scaledRounded(targetPrice, 2),
        targetMargin: targetMargin === null ? null : scaledRounded(targetMargin, 4),
      });
      response.json({
        currency: deal['currency'],
        rate_card: pricing ? { id: pricing['rate_card_id'], revision: pricing['rate_card_revision'] } : null,
        contingency: fraction(pricing?.['contingency_bp'] ?? 0),
        discount: fraction(pricing?.['discount_bp'] ?? 0),
        lines: price.lines.map((line) =>
          lineJson(line.line, line.costRate, line.priceRate, line.cost, line.price),
        ),
        by_phase: price.byPhase.map((phase) => ({
          phase_id: phase.phaseId,
          cost: money(phase.cost),
          price: money(phase.price),
        })),
        by_role: price.byRole.map((role) => ({
          role_id: role.roleId,
          quantity: role.quantity === null ? null : hundredths(role.quantity),
          cost: money(role.cost),
          price: money(role.price),
        })),
        subtotal: money(price.subtotal),
        discount_amount: money(price.discountAmount),
        cost: money(price.cost),
        price: money(price.price),
        margin: price.margin === null ? null : fraction(price.margin),
        target_price: targetPrice,
        target_margin: targetMargin,
        variance: {
          price: variance.price === null ? null : money(variance.price),
          margin: variance.margin === null ? null : fraction(variance.margin),
        },
      });
    },
};

/** `{name, role_id, quantity}` with a quantity of at most 2 decimals, in hundredths; null when not. */
function effortBody(body: unknown): { name: string; roleId: string; quantity: number } | null {
  const { name, role_id: roleId, quantity } = (body ?? {}) as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '' || name.length > 200) return null;
  if (typeof roleId !== 'string' || typeof quantity !== 'number' || !(quantity >= 0)) return null;
  const hundredthsOf = Math.round(quantity * 100);
  if (Math.abs(hundredthsOf - quantity * 100) > 1e-6 || !Number.isSafeInteger(hundredthsOf)) return null;
  return { name, roleId, quantity: hundredthsOf };
}

/**
 * POST /v1/deal/{id}/phases/{phase_id}/estimates (an effort estimate) on a draft deal, in one
 * transaction of the api's five statements: the deal locked; the one read of the caller's
 * membership, the deal's pricing, the phase, the role, its lines' stored sums and the space's
 * deal_updated automations (the api's own `LINE_TOTALS`); the deal's new price and cost written
 * with the line (its amounts) and the change's event in one statement. Answers the line priced.
 */
export const BASELINE_ESTIMATE_ROUTE = {
  path: '/v1/deal/:id/phases/:phase_id/estimates',
  handler:
    ({ authenticate, inTransaction }: RouteDeps): RequestHandler =>
    async (request, response) => {
      const caller = await authenticate(request);
      if (!caller) return unauthorized(response);
      if (caller.scope !== 'read_write') {
        return void response.status(403).json({ message: 'token scope does not permit writes' });
      }
      const input = effortBody(request.body);
      if (!input) return void response.status(400).json({ success: false, data: request.body, error: [] });
      const phaseId = String(request.params['phase_id']);
      const outcome = await (inTransaction as NonNullable<RouteDeps['inTransaction']>)(async (client) => {
        const deal = (await client.query(`${DEAL_SQL} FOR UPDATE OF d`, [String(request.params['id'])]))
          .rows[0] as Row | undefined;
        if (!deal) return 404;
        const read = (
          await client.query(LINE_TOTALS, [
            deal['id'],
            phaseId,
            input.roleId,
            deal['space_id'],
            caller.userId,
          ])
        ).rows[0] as Row;
        if (read['member_role'] === null) return 404;
        if (deal['status'] !== 'draft' || deal['archived']) return 409;
        if (!read['has_phase']) return 404;
        if (read['role_id'] === null || read['role_space_id'] !== deal['space_id']) return 404;
        if (read['role_archived'] || read['deal_id'] === null || read['unpriced'] > 0) return 409;
        if (read['lines'] >= 5000) return 409;
        const rate = ratesOf(read).find((each) => each.roleId === input.roleId);
        if (!rate) return 409;
        const contingency = Number(read['contingency_bp']);
        const cost = effortAmount(input.quantity, contingency, rate.costRate);
        const price = effortAmount(input.quantity, contingency, rate.priceRate);
        const id = newId('est');
        const totals = dealTotals(
          BigInt(read['subtotal']) + price,
          BigInt(read['cost']) + cost,
          Number(read['discount_bp']),
        );
        const now = new Date();
        const after = { ...deal, price: money(totals.price), cost: money(totals.cost), updated_at: now };
        const changes = { price: num(deal['price']), cost: num(deal['cost']) };
        // The line goes in with the deal's UPDATE and its event, as the api sends it: the row's part
        // is the api's own (`insertEstimatePart`), its ten parameters from $5, the event's from $15.
        const event = dealChangeEvent(15, { before: deal, after, changes, userId: caller.userId, now });
        await client.query(
          `WITH estimate AS (${insertEstimatePart(5)}), ${event.part}
           UPDATE deals SET price = $2, cost = $3, updated_at = $4, revision = revision + 1 WHERE id = $1`,
          [
            deal['id'],
            after.price,
            after.cost,
            now,
            id,
            deal['id'],
            phaseId,
            input.name,
            input.roleId,
            String(input.quantity),
            null,
            null,
            String(cost),
            String(price),
            ...event.parameters,
          ],
        );
        const line: Estimate = {
          id,
          dealId: deal['id'],
          phaseId,
          name: input.name,
          kind: 'effort',
          roleId: input.roleId,
          quantity: input.quantity,
        };
        return lineJson(line, rate.costRate, rate.priceRate, cost, price);
      });
      if (typeof outcome === 'number') {
        return void response.status(outcome).json({ message: outcome === 404 ? 'not found' : 'conflict' });
      }
      response.status(201).json(outcome);
    },
};

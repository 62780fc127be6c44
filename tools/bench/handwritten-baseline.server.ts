import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import { Pool, type PoolClient } from 'pg';
import { secretBoxFromEnv } from '@deal/persistence';
import {
  BASELINE_ESTIMATE_ROUTE,
  BASELINE_EVENTS_ROUTE,
  BASELINE_PRICING_ROUTE,
} from './baseline-pricing.routes';
import { dealChangeEvent, outboundDeal } from './baseline-deal-event';

/**
 * The fair baseline of `npm run bench`: the measured routes written by hand with Express 5
 * and `pg`, issuing the statements the apps issue for the same request (the auth lookup by token
 * hash, then each route's queries and transaction), with a pool of the apps' size (10). No Nest,
 * no TypeORM, no validation library, no logging: the cost floor of this stack on this machine.
 * Statements select and update only the columns they need; that is what "hand-written" buys.
 */
const secrets = secretBoxFromEnv(process.env);
const pool = new Pool({
  connectionString: process.env['DATABASE_URL'],
  max: 10,
  application_name: 'dps-bench-baseline',
});
const WEEK_MS = 7 * 24 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;
const LAST_USE_STALE_MS = 60_000;
const STAGE_COLUMN: Record<string, string | undefined> = {
  pending: 'pending_at',
  approved: 'approved_at',
  progressed: 'progressed_at',
  won: 'closed_at',
  lost: 'closed_at',
  abandoned: 'closed_at',
};

interface Caller {
  readonly userId: string;
  readonly scope: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;
const iso = (value: Date | null) => (value ? value.toISOString() : null);
const ms = (value: Date | null) => (value ? value.getTime() : null);

/**
 * `BASELINE_CREDENTIAL_CACHE_MS` > 0: the credential and its user are kept that long after a
 * lookup, as the api keeps them (CREDENTIAL_CACHE_TTL_MS, 5 s): a careful hand-written server would
 * do the same, so the bench reports the api against this fair baseline as well as against the
 * uncached one (issue 14). The last use is still written once a minute.
 */
const CACHE_MS = Number(process.env['BASELINE_CREDENTIAL_CACHE_MS'] ?? 0);
const cached = new Map<string, { caller: Caller; id: string; lastUsedAt: number; until: number }>();

/** The auth lookup of every api request: credential by token hash, then its user; last use once a minute. */
async function authenticate(request: Request): Promise<Caller | null> {
  const token = /^bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token || !/^svc[ps]_[0-9A-Za-z]+$/.test(token)) return null;
  const hash = sha256(token);
  const hit = CACHE_MS > 0 ? cached.get(hash) : undefined;
  if (hit && hit.until > Date.now()) {
    if (Date.now() - hit.lastUsedAt >= LAST_USE_STALE_MS) {
      hit.lastUsedAt = Date.now();
      await recordUse(hit.id);
    }
    return hit.caller;
  }
  const found = await lookUp(hash);
  if (found && CACHE_MS > 0) cached.set(hash, { ...found, until: Date.now() + CACHE_MS });
  return found?.caller ?? null;
}

async function recordUse(id: string): Promise<void> {
  await pool.query(
    'UPDATE credentials SET last_used_at = $2 WHERE id = $1 AND (last_used_at IS NULL OR last_used_at <= $3)',
    [id, new Date(), new Date(Date.now() - LAST_USE_STALE_MS)],
  );
}

async function lookUp(tokenHash: string): Promise<{ caller: Caller; id: string; lastUsedAt: number } | null> {
  const { rows } = await pool.query(
    `SELECT id, kind, scope, user_id, expires_at, revoked_at, last_used_at
       FROM credentials WHERE token_hash = $1 LIMIT 1`,
    [tokenHash],
  );
  const credential = rows[0];
  if (!credential || credential.kind !== 'personal' || credential.revoked_at) return null;
  if (credential.expires_at && credential.expires_at.getTime() <= Date.now()) return null;
  const user = await pool.query('SELECT id, email FROM users WHERE id = $1 LIMIT 1', [credential.user_id]);
  if (!user.rows[0]) return null;
  let lastUsedAt = credential.last_used_at ? credential.last_used_at.getTime() : 0;
  if (Date.now() - lastUsedAt >= LAST_USE_STALE_MS) {
    await recordUse(credential.id);
    lastUsedAt = Date.now();
  }
  return { caller: { userId: credential.user_id, scope: credential.scope }, id: credential.id, lastUsedAt };
}

async function inTransaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

const DEAL_COLUMNS = `d.id, d.space_id, d.name, d.status, d.currency, d.price, d.cost, d.probability,
  d.target_price, d.target_margin, d.archived, d.description, d.account, d.start_at, d.end_at, d.due_at,
  d.pending_at, d.approved_at, d.closed_at, d.closed_reason, d.requested_by_email, d.requested_to_email,
  d.created_at, d.updated_at, d.revision, o.id AS owner_id, o.name AS owner_name, o.email AS owner_email`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of hand-written SQL
type Row = Record<string, any>;

async function lockDeal(client: PoolClient, dealId: string): Promise<Row | undefined> {
  const { rows } = await client.query(
    `SELECT ${DEAL_COLUMNS} FROM deals d LEFT JOIN users o ON o.id = d.owner_user_id
      WHERE d.id = $1 FOR UPDATE OF d`,
    [dealId],
  );
  return rows[0];
}

const num = (value: string | null) => (value === null ? null : Number(value));

/** SPEC §2.2: the api representation of a deal. */
function apiDeal(deal: Row) {
  const [price, cost] = [num(deal['price']), num(deal['cost'])];
  return {
    id: deal['id'],
    name: deal['name'],
    status: deal['status'],
    updated_at: ms(deal['updated_at']),
    space_id: deal['space_id'],
    currency: deal['currency'],
    price,
    cost,
    margin: price && cost !== null ? Math.round(((price - cost) / price) * 10_000) / 10_000 : null,
    probability: num(deal['probability']),
    archived: deal['archived'],
    created_at: ms(deal['created_at']),
    owner_email: deal['owner_email'],
    description: deal['description'],
    target_price: num(deal['target_price']),
    target_margin: num(deal['target_margin']),
    start: ms(deal['start_at']),
    due: ms(deal['due_at']),
    closed_reason: deal['closed_reason'],
    pending_at: ms(deal['pending_at']),
    requested_by_email: deal['requested_by_email'],
    requested_to_email: deal['requested_to_email'],
    account: deal['account'],
  };
}

/** The deal_updated automations of a space and their actions: the outbox rule of every deal change. */
async function appendOutbox(client: PoolClient, before: Row, after: Row, changes: object, now: Date) {
  const automations = await client.query(
    `SELECT id FROM automations WHERE space_id = $1 AND trigger = 'deal_updated' AND enabled ORDER BY id`,
    [after['space_id']],
  );
  if (automations.rows.length === 0) return;
  const actions = await client.query(
    `SELECT id, message FROM automation_actions WHERE automation_id = ANY($1) AND type = 'send_webhook'
      ORDER BY automation_id, position`,
    [automations.rows.map((row) => row['id'])],
  );
  for (const action of actions.rows) {
    const eventId = newId('evt');
    const payload = {
      event: 'service_deal_updated',
      space_id: after['space_id'],
      timestamp: now.toISOString(),
      deal: outboundDeal(after),
      changes,
      message: String(action['message'] ?? '').replace('$name', before['name']),
    };
    await client.query(
      `INSERT INTO outbox_events (id, space_id, deal_id, event, payload, created_at)
       VALUES ($1, $2, $3, 'service_deal_updated', $4, $5)`,
      [eventId, after['space_id'], after['id'], JSON.stringify(payload), now],
    );
    await client.query(
      `INSERT INTO webhook_deliveries (id, event_id, action_id, status, attempt_count, next_attempt_at,
         created_at, updated_at) VALUES ($1, $2, $3, 'pending', 0, $4, $4, $4)`,
      [newId('dlv'), eventId, action['id'], now],
    );
  }
  await client.query(`SELECT pg_notify('deal_outbox', '')`);
}

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '1mb' }));

app.get('/v1/spaces', async (request: Request, response: Response) => {
  const caller = await authenticate(request);
  if (!caller) return void response.status(401).json({ message: 'invalid or expired token' });
  const { rows } = await pool.query(
    `SELECT s.id, s.name, s.plan, s.updated_at, m.role
       FROM memberships m JOIN spaces s ON s.id = m.space_id
      WHERE m.user_id = $1 ORDER BY m.space_id LIMIT 26`,
    [caller.userId],
  );
  const items = rows.slice(0, 25).map((row) => ({
    id: row['id'],
    name: row['name'],
    role: row['role'],
    is_member: true,
    plan: row['plan'],
    updated_at: row['updated_at'].getTime(),
  }));
  response.json({ items, next_cursor: rows.length > 25 ? items[24]?.id : null });
});

app.post('/v1/deal/:id/reschedule', async (request: Request, response: Response) => {
  const caller = await authenticate(request);
  if (!caller) return void response.status(401).json({ message: 'invalid or expired token' });
  if (caller.scope !== 'read_write') {
    return void response.status(403).json({ message: 'token scope does not permit writes' });
  }
  const shift = /^([+-])([0-9]{1,3})w$/.exec(String(request.body?.shift ?? ''));
  if (!shift) return void response.status(400).json({ success: false, data: request.body, error: [] });
  const outcome = await inTransaction(async (client) => {
    const deal = await lockDeal(client, String(request.params['id']));
    if (!deal) return null;
    const member = await client.query(
      'SELECT role FROM memberships WHERE space_id = $1 AND user_id = $2 LIMIT 1',
      [deal['space_id'], caller.userId],
    );
    if (!member.rows[0] || deal['status'] === 'pending' || !deal['start_at']) return null;
    const phases = await client.query(
      'SELECT id, name, pinned, start_at, end_at FROM phases WHERE deal_id = $1 ORDER BY created_at, id',
      [deal['id']],
    );
    const now = new Date();
    const previous = deal['start_at'].getTime();
    const wanted = previous + (shift[1] === '-' ? -1 : 1) * Number(shift[2]) * WEEK_MS;
    const start = wanted - ((new Date(wanted).getUTCDay() + 6) % 7) * DAY_MS;
    const offset = start - previous;
    await client.query(
      `INSERT INTO deal_versions (id, deal_id, reason, snapshot, created_at) VALUES ($1, $2, 'reschedule', $3, $4)`,
      [newId('ver'), deal['id'], JSON.stringify({ deal, phases: phases.rows }), now],
    );
    const shifted = (at: Date | null) => (at ? new Date(at.getTime() + offset) : null);
    const planned = {
      ...deal,
      start_at: new Date(start),
      end_at: shifted(deal['end_at']),
      due_at: shifted(deal['due_at']),
      updated_at: now,
    };
    const changes = { start: iso(deal['start_at']) };
    // The change's event in the deal's own UPDATE, as the api writes every change (docs/events.md).
    const event = dealChangeEvent(5, { before: deal, after: planned, changes, userId: caller.userId, now });
    const moved = await client.query(
      `${event.sql}UPDATE deals SET start_at = $2, end_at = end_at + $3 * interval '1 millisecond',
         due_at = due_at + $3 * interval '1 millisecond', updated_at = $4, revision = revision + 1
       WHERE id = $1 RETURNING start_at, end_at, due_at, updated_at, revision`,
      [deal['id'], new Date(start), offset, now, ...event.parameters],
    );
    const after = { ...deal, ...moved.rows[0] };
    await appendOutbox(client, deal, after, changes, now);
    return { deal: after, start, previous };
  });
  if (!outcome) return void response.status(404).json({ message: 'deal not found' });
  response.json({
    deal: apiDeal(outcome.deal),
    start: outcome.start,
    previous_start: outcome.previous,
    version_created: true,
    phases_moved: [],
    changed: true,
  });
});

app.post('/spaces/:spaceId/webhook-in', async (request: Request, response: Response) => {
  const spaceId = String(request.params['spaceId']);
  const automations = await pool.query(
    `SELECT id, signing_key FROM automations
      WHERE space_id = $1 AND trigger = 'webhook_received' AND enabled ORDER BY id`,
    [spaceId],
  );
  await pool.query(
    'SELECT id, fields FROM automation_actions WHERE automation_id = ANY($1) ORDER BY automation_id, position',
    [automations.rows.map((row) => row['id'])],
  );
  const sent = createHash('sha256')
    .update(String(request.headers['x-service-webhook'] ?? ''))
    .digest();
  let accepted = false;
  for (const row of automations.rows) {
    // Sealed at rest (docs/operations.md "Secrets at rest"): opened as the app opens it.
    const stored = createHash('sha256')
      .update(secrets.open(String(row['signing_key'])))
      .digest();
    accepted = timingSafeEqual(sent, stored) || accepted;
  }
  if (!accepted) {
    return void response.status(401).json({ message: 'missing or invalid X-Service-Webhook signing key' });
  }
  const body = request.body as { id?: unknown; status?: unknown };
  if (typeof body?.id !== 'string' || typeof body.status !== 'string' || !(body.status in STAGE_COLUMN)) {
    return void response.status(400).json({ success: false, data: body, error: [] });
  }
  const status = body.status;
  const receipt = await inTransaction(async (client) => {
    const deal = await lockDeal(client, String(body.id));
    if (!deal || deal['space_id'] !== spaceId) return { matched: false, deal_id: null, changes: {} };
    if (deal['status'] === status) return { matched: true, deal_id: deal['id'], changes: {} };
    const now = new Date();
    const moved = await client.query(
      `UPDATE deals SET status = $2, ${STAGE_COLUMN[status]} = $3, updated_at = $3 WHERE id = $1
       RETURNING status, updated_at`,
      [deal['id'], status, now],
    );
    await appendOutbox(client, deal, { ...deal, ...moved.rows[0] }, { status: deal['status'] }, now);
    return { matched: true, deal_id: deal['id'], changes: { status: { from: deal['status'], to: status } } };
  });
  response.json({ received: true, ...receipt });
});

// Issue 27, item 4: the events page, a deal's pricing and a new estimate (baseline-pricing.routes.ts).
app.get(BASELINE_EVENTS_ROUTE.path, BASELINE_EVENTS_ROUTE.handler({ pool, authenticate }));
app.get(BASELINE_PRICING_ROUTE.path, BASELINE_PRICING_ROUTE.handler({ pool, authenticate }));
app.post(
  BASELINE_ESTIMATE_ROUTE.path,
  BASELINE_ESTIMATE_ROUTE.handler({ pool, authenticate, inTransaction }),
);

let stopping = false;
app.use((error: Error, _request: Request, response: Response, _next: NextFunction) => {
  // Requests cut off by a stop may still be running when the pool ends; their errors are expected.
  if (!stopping) process.stderr.write(`baseline: ${error.stack ?? error.message}\n`);
  response.status(500).json({ message: 'internal error' });
});

const server = app.listen(Number(process.env['PORT']), '127.0.0.1');
process.once('SIGTERM', () => {
  stopping = true;
  server.close();
  server.closeAllConnections();
  // Let handlers still awaiting a query finish before the pool goes away.
  setTimeout(() => void pool.end().finally(() => process.exit(0)), 500);
});

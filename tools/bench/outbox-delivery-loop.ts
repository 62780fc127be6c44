import { createHmac, randomBytes } from 'node:crypto';
import { withMessage, type DealEventData } from '@deal/domain';
import {
  CLAIM_DUE_SQL,
  OUTBOX_CHANNEL,
  RECORD_ATTEMPTS_NO_FAILURE_SQL,
  openRows,
  secretBoxFromEnv,
} from '@deal/persistence';
import { Client, Pool } from 'pg';
import { Agent, request } from 'undici';

/**
 * The fair floor of the dispatcher (issue 27, item 1): the same outbox work with no framework. A
 * plain `pg` Pool (the dispatcher's default size) runs the dispatcher's own claim statement
 * (CLAIM_DUE_SQL: `FOR UPDATE SKIP LOCKED`, at most the free slots, refilled once a quarter of
 * them is free, as the dispatcher does), each claimed delivery is POSTed through one keep-alive
 * undici Agent with the dispatcher's headers and Standard Webhooks signature, and the attempts
 * that end in the same turn of the event loop are recorded by the dispatcher's grouped statement
 * (RECORD_ATTEMPTS_NO_FAILURE_SQL, at most 64 a statement, back to back). It is woken by the outbox
 * channel and polls like the dispatcher. What it leaves out is what the dispatcher adds on top:
 * Nest, TypeORM's query runner, the domain's mapping, tracing, logs, metrics and the SSRF check.
 * Prints `{"ready":true}` once listening; the bench measures it like a dispatcher process.
 */
const concurrency = Number(process.env['CONCURRENCY'] ?? 32);
const leaseMs = Number(process.env['WEBHOOK_TIMEOUT_MS'] ?? 30_000) + 30_000;
const pollIntervalMs = Number(process.env['DISPATCHER_POLL_INTERVAL_MS'] ?? 1_000);
const refillBatch = Math.max(1, Math.floor(concurrency / 4));
const MAX_GROUP = 64;
/** The grouped statement's eleven column arrays, by position in a record. */
const COLUMNS = Array.from({ length: 11 }, (_, index) => index);
/** A non-2xx is retried after this (the bench's receiver always answers 200). */
const RETRY_AFTER_MS = 60_000;
const USER_AGENT = 'deal-pricing-service-webhooks/1';

interface ClaimedRow {
  id: string;
  url: string;
  secret: string;
  signing_secret: string;
  previous_signing_secret: string | null;
  payload: DealEventData;
  message: string | null;
  lease_expires_at: Date;
  held: boolean;
}

/** One attempt's record: the columns of the grouped statement, in its order. */
type Recorded = [
  string,
  Date,
  string,
  Date | null,
  string | null,
  Date,
  string,
  Date,
  number,
  number | null,
  string | null,
];

const pool = new Pool({
  connectionString: process.env['DATABASE_URL'],
  max: Number(process.env['DATABASE_POOL_SIZE'] ?? 10),
});
const secrets = secretBoxFromEnv(process.env);
const agent = new Agent({ headersTimeout: leaseMs, bodyTimeout: leaseMs });
let inFlight = 0;
let claiming = false;
let claimAgain = false;
let waitingForSlot = false;

function wake(): void {
  if (claiming) {
    claimAgain = true;
    return;
  }
  claiming = true;
  claimWhileDue()
    .catch((error: Error) => process.stderr.write(`outbox loop: claim failed: ${error.message}\n`))
    .finally(() => (claiming = false));
}

async function claimWhileDue(): Promise<void> {
  do {
    claimAgain = false;
    const free = concurrency - inFlight;
    if (free <= 0) {
      waitingForSlot = true;
      return;
    }
    const now = Date.now();
    const { rows } = await pool.query<ClaimedRow>(CLAIM_DUE_SQL, [
      new Date(now),
      free,
      new Date(now + leaseMs),
    ]);
    const leased = rows.filter((row) => !row.held);
    // Each distinct sealed secret opened once per claim, as the dispatcher's repository does.
    for (const row of openRows(secrets, 'automation_actions', leased)) deliver(row);
    if (rows.length === free) claimAgain = true;
  } while (claimAgain);
}

function deliver(row: ClaimedRow): void {
  inFlight += 1;
  post(row)
    .then((recorded) => record(recorded))
    .catch((error: Error) => process.stderr.write(`outbox loop: attempt not recorded: ${error.message}\n`))
    .finally(() => {
      inFlight -= 1;
      if (waitingForSlot && concurrency - inFlight >= refillBatch) {
        waitingForSlot = false;
        wake();
      }
    });
}

async function post(row: ClaimedRow): Promise<Recorded> {
  const startedAt = Date.now();
  const body = JSON.stringify(row.message === null ? row.payload : withMessage(row.payload, row.message));
  const timestamp = String(Math.floor(startedAt / 1000));
  const signed = `${row.id}.${timestamp}.${body}`;
  const keys =
    row.previous_signing_secret === null
      ? [row.signing_secret]
      : [row.signing_secret, row.previous_signing_secret];
  const signature = keys.map((key) => `v1,${hmac(key, signed)}`).join(' ');
  let status: number | null = null;
  let error: string | null = null;
  try {
    const response = await request(row.url, {
      dispatcher: agent,
      method: 'POST',
      headers: {
        'user-agent': USER_AGENT,
        'x-service-webhook': row.secret,
        'x-service-delivery': row.id,
        'webhook-id': row.id,
        'webhook-timestamp': timestamp,
        'webhook-signature': signature,
        'content-type': 'application/json',
      },
      body,
    });
    await response.body.dump({ limit: 64 * 1024 });
    status = response.statusCode;
  } catch (failure) {
    error = (failure as Error).message;
  }
  const finishedAt = Date.now();
  const delivered = status !== null && status >= 200 && status <= 299;
  const lastError = delivered ? null : (error ?? `HTTP ${status}`);
  return [
    row.id,
    row.lease_expires_at,
    delivered ? 'delivered' : 'pending',
    delivered ? null : new Date(finishedAt + RETRY_AFTER_MS),
    lastError,
    new Date(finishedAt),
    `att_${randomBytes(12).toString('base64url')}`,
    new Date(startedAt),
    finishedAt - startedAt,
    status,
    delivered ? null : lastError,
  ];
}

function hmac(signingSecret: string, content: string): string {
  const key = Buffer.from(signingSecret.slice('whsec_'.length), 'base64');
  return createHmac('sha256', key).update(content, 'utf8').digest('base64');
}

// The grouping: records queued in one turn go out together; while a statement runs, the next waits.
let waiting: Array<{ record: Recorded; done: (error?: Error) => void }> = [];
let scheduled = false;
let recording = false;

function record(recorded: Recorded): Promise<void> {
  return new Promise((resolve, reject) => {
    waiting.push({ record: recorded, done: (error) => (error ? reject(error) : resolve()) });
    if (recording || scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      void recordWaiting();
    });
  });
}

async function recordWaiting(): Promise<void> {
  recording = true;
  try {
    while (waiting.length > 0) {
      const group = waiting.slice(0, MAX_GROUP);
      waiting = waiting.slice(MAX_GROUP);
      // One array per column of the statement, element i of each from record i.
      const columns = COLUMNS.map((column) => group.map((entry) => entry.record[column]));
      try {
        await pool.query(RECORD_ATTEMPTS_NO_FAILURE_SQL, columns);
        for (const entry of group) entry.done();
      } catch (error) {
        for (const entry of group) entry.done(error as Error);
      }
    }
  } finally {
    recording = false;
  }
}

async function main(): Promise<void> {
  // A listening session of its own, named apart from the pool's, as the dispatcher's listener is.
  const listener = new Client({
    connectionString: process.env['DATABASE_URL'],
    application_name: 'deal-pricing-service-outbox',
  });
  listener.on('notification', (message) => message.channel === OUTBOX_CHANNEL && wake());
  await listener.connect();
  await listener.query(`LISTEN ${OUTBOX_CHANNEL}`);
  // Open the pool's connections now, as the dispatcher's pool is open before its first claim.
  const warm = await Promise.all(Array.from({ length: 4 }, () => pool.connect()));
  for (const client of warm) client.release();
  const poll = setInterval(wake, pollIntervalMs);
  process.once('SIGTERM', () => {
    clearInterval(poll);
    void Promise.allSettled([listener.end(), pool.end(), agent.close()]).then(() => process.exit(0));
  });
  process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
  wake();
}

main().catch((error: Error) => {
  process.stderr.write(`outbox delivery loop failed: ${error.message}\n`);
  process.exit(1);
});

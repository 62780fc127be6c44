import { request as httpRequest } from 'node:http';
import { openDatabase, type Database } from '@deal/persistence';
import { startApp, type AppProcess } from './testing/app-process';
import { reportFigures, tally } from './testing/fault-report';
import { throwAwayWorkspace, type ThrowAwayWorkspace } from './testing/fault-workspace';
import { aSpaceWithIncomingWebhook, aStoredDeal, dealOf } from './testing/reused-fixtures';

/** The flood's length and width: as in the report of issue 11 (6 s), from many addresses at once. */
const FLOOD_MS = 6_000;
const FLOOD_LOOPS = 8;
const ATTACKER_ADDRESSES = 64;
/** The audit system's calls during the flood, one every 1.2 s. */
const REAL_CALLS = 5;

/**
 * Issue 11 item 4, on the built webhook-in with its default limits (burst 20, 5/s; 20 wrong keys per
 * address and space a minute): wrong keys from 64 loopback addresses flood a space whose id the
 * attacker read from an outbound payload, while its audit system (127.0.0.1) approves and renames a
 * deal with the right key. Every real call is applied; the flood gets only 401 and 429.
 */
const ready = Boolean(process.env['DATABASE_URL']);
(ready ? describe : describe.skip)('a flood of wrong keys against one space', () => {
  let workspace: ThrowAwayWorkspace;
  let database: Database;
  let webhookIn: AppProcess;

  beforeAll(async () => {
    workspace = await throwAwayWorkspace(process.env['DATABASE_URL'] as string);
    database = await openDatabase({ kind: 'server', url: workspace.url }, { poolSize: 2 });
    webhookIn = await startApp('webhook-in', { DATABASE_URL: workspace.url });
  }, 120_000);

  afterAll(async () => {
    if (webhookIn?.exitStatus() === null) await webhookIn.stop();
    await database?.close();
    await workspace?.close();
  }, 60_000);

  it('leaves the real sender unaffected: every one of its calls is applied', async () => {
    const space = await aSpaceWithIncomingWebhook(database);
    const deal = await aStoredDeal(database, space.spaceId, { status: 'pending' });
    const port = Number(new URL(webhookIn.url).port);
    const send = (from: string, key: string, body: unknown) =>
      post(port, from, `/spaces/${space.spaceId}/webhook-in`, key, body);

    const flood: Reply[] = [];
    const until = Date.now() + FLOOD_MS;
    let sent = 0;
    const attackers = Array.from({ length: FLOOD_LOOPS }, async () => {
      while (Date.now() < until) {
        const n = (sent += 1);
        flood.push(
          await send(`127.0.9.${(n % ATTACKER_ADDRESSES) + 1}`, `whkey_guess_${n}`, { id: deal.id }),
        );
      }
    });
    const real: Reply[] = [];
    const auditSystem = (async () => {
      for (let i = 0; i < REAL_CALLS; i++) {
        await new Promise((resolve) => setTimeout(resolve, FLOOD_MS / (REAL_CALLS + 1)));
        const body = i === 0 ? { id: deal.id, status: 'approved' } : { id: deal.id, name: `Audited ${i}` };
        real.push(await send('127.0.0.1', space.key, body));
      }
    })();
    await Promise.all([...attackers, auditSystem]);

    expect(real.map((r) => r.status)).toEqual(Array(REAL_CALLS).fill(200));
    expect(await dealOf(database, deal.id)).toMatchObject({
      status: 'approved',
      name: `Audited ${REAL_CALLS - 1}`,
    });
    const floodStatuses = tally(flood.map((r) => r.status));
    expect(Object.keys(floodStatuses).sort()).toEqual(['401', '429']);
    // Each address gets its 20 wrong keys a minute, no more.
    expect(floodStatuses['401']).toBeLessThanOrEqual(ATTACKER_ADDRESSES * 20);

    reportFigures('wrong-key-flood', {
      flood_ms: FLOOD_MS,
      flood_requests: flood.length,
      flood_addresses: ATTACKER_ADDRESSES,
      flood_statuses: floodStatuses,
      real_calls: real.length,
      real_statuses: tally(real.map((r) => r.status)),
      real_max_ms: Math.max(...real.map((r) => r.ms)),
    });
  }, 60_000);
});

interface Reply {
  readonly status: number;
  readonly ms: number;
}

/** One POST from the loopback source address `from` (0 when no answer came within 10 s). */
function post(port: number, from: string, path: string, key: string, body: unknown): Promise<Reply> {
  const text = JSON.stringify(body);
  const started = Date.now();
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: from,
        agent: false,
        timeout: 10_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          'x-service-webhook': key,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: Date.now() - started }));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve({ status: 0, ms: Date.now() - started }));
    request.end(text);
  });
}

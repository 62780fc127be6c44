import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../libs/node-adapters/src/testing/webhook-receiver';
import { DispatchFixture } from './testing/dispatch-fixture';

const ROOT = join(__dirname, '../../..');
const MAIN = join(ROOT, 'dist/apps/webhook-dispatcher/src/main.js');
const EVENTS = 800;
/** The lease is WEBHOOK_TIMEOUT_MS + 30 s: how long a killed dispatcher's claims stay taken. */
const TIMEOUT_MS = 1_000;

/**
 * CONTRACT §4 "a crash at any moment loses no event; delivery is at least once", with the real
 * entry point (`npm run start:dispatcher` runs this build) as a child process on the real server:
 * SIGKILL while hundreds of events are pending and dozens in flight, start again, and every event
 * arrives, repeats carrying the same X-Service-Delivery, the cut-short attempts not counted.
 * Needs DATABASE_URL (an embedded data directory belongs to one process, so there is no second one).
 */
const onServer = process.env['DATABASE_URL'] ? describe : describe.skip;

onServer('webhook-dispatcher killed mid-delivery', () => {
  let fixture: DispatchFixture;
  let receiver: WebhookReceiver;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    await promisify(execFile)('bash', ['tools/build.sh'], { cwd: ROOT, timeout: 110_000 });
    fixture = await DispatchFixture.open();
    receiver = await startWebhookReceiver(async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 30 + Math.random() * 60));
      if (!response.destroyed) response.writeHead(200).end();
    });
  }, 120_000);

  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await receiver?.close();
    await fixture?.close();
  });

  it('delivers every event at least once across a SIGKILL, with the same delivery id on repeats', async () => {
    const automation = await fixture.addAutomation(`${receiver.url}/hook`, { conditions: [] });
    await fixture.appendRenames(automation, await fixture.draftDeal(), EVENTS);

    const first = await startChild(fixture.serverUrl ?? '', children);
    await receiver.waitFor(200, 20_000);
    first.process.kill('SIGKILL');
    await first.exited;
    const [atKill] = await fixture.database.dataSource.query(
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = 'pending' AND lease_expires_at > now())::int AS in_flight
       FROM webhook_deliveries WHERE action_id = $1`,
      [automation.actionId],
    );
    expect(atKill.pending).toBeGreaterThan(100);
    expect(atKill.in_flight).toBeGreaterThan(0);

    const second = await startChild(fixture.serverUrl ?? '', children);
    const rows = await fixture.settled(automation.actionId, EVENTS, 45_000);
    expect(rows.filter((row) => row.status !== 'delivered' || row.attempt_count !== 1)).toEqual([]);
    const [{ attempts }] = await fixture.database.dataSource.query(
      `SELECT count(*)::int AS attempts FROM delivery_attempts a
       JOIN webhook_deliveries d ON d.id = a.delivery_id WHERE d.action_id = $1`,
      [automation.actionId],
    );
    expect(attempts).toBe(EVENTS); // the attempts the kill cut short were never recorded

    const bodiesById = new Map<string, Set<string>>();
    for (const request of receiver.received) {
      const id = String(request.headers['x-service-delivery']);
      bodiesById.set(id, (bodiesById.get(id) ?? new Set()).add(request.body));
    }
    expect(new Set(bodiesById.keys())).toEqual(new Set(rows.map((row) => row.id)));
    expect([...bodiesById.values()].every((bodies) => bodies.size === 1)).toBe(true);
    expect(receiver.received.length).toBeGreaterThan(EVENTS); // some arrived twice

    second.process.kill('SIGTERM');
    await expect(second.exited).resolves.toBe(0);
  }, 60_000);
});

interface Child {
  readonly process: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>;
}

/** `node dist/…/main.js` on the given database; resolves once GET /health answers 200. */
async function startChild(databaseUrl: string, children: ChildProcess[]): Promise<Child> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATABASE_URL: databaseUrl,
      DISPATCHER_PORT: String(port),
      WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`dispatcher exited with ${child.exitCode}: ${stderr}`);
    const ready = await fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { process: child, exited };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`dispatcher did not answer /health within 20 s: ${stderr}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

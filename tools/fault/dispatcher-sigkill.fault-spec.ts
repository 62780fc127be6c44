import type { Socket } from 'node:net';
import { startApp, type AppProcess } from './testing/app-process';
import { reportFigures } from './testing/fault-report';
import {
  DispatchFixture,
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from './testing/reused-fixtures';
import { seededRandom } from './testing/seeded-random';

const EVENTS = 500;
const KILLS = 6;
/** Replay a run with FAULT_SEED=<the seed it reported>. */
const SEED = Number(process.env['FAULT_SEED'] ?? 7_2026);
/** The receiver holds every answer this long, so each kill cuts attempts short. */
const HOLD_MS = 300;
/** Lease = WEBHOOK_TIMEOUT_MS + 30 s (docs/dispatcher.md): the killed claims come back after 32 s. */
const TIMEOUT_MS = 2_000;
const CONCURRENCY = 16;
/** Longest plausible gap between an answer and its recording: an answer older than this at a kill was recorded. */
const RECORDING_SLACK_MS = 1_000;

interface Kill {
  readonly at: number;
  readonly afterReadyMs: number;
}

/**
 * CONTRACT §4 "a crash at any moment loses no event": the built dispatcher (`npm run
 * start:dispatcher`) SIGKILLed at 6 seeded random moments while it delivers 500 events to a
 * receiver that holds each answer 300 ms, restarted each time. Every event arrives; an event arrives
 * twice only when an attempt of it was in flight at a kill, with the same X-Service-Delivery and
 * body; no cut attempt is recorded. Real PostgreSQL only (one embedded data directory belongs to
 * one process).
 */
const onServer = process.env['DATABASE_URL'] ? describe : describe.skip;

onServer('dispatcher SIGKILLed at random points', () => {
  let fixture: DispatchFixture;
  let receiver: WebhookReceiver;
  /** When the receiver began writing each answer; absent for a request cut by a kill. */
  const answeredAt = new Map<ReceivedWebhook, number>();
  /** Each request's connection, and when each connection closed: a kill closes its process's. */
  const connectionOf = new Map<ReceivedWebhook, Socket>();
  const connections = new Set<Socket>();
  const closedAt = new Map<Socket, number>();
  const dispatchers: AppProcess[] = [];

  beforeAll(async () => {
    fixture = await DispatchFixture.open();
    receiver = await startWebhookReceiver(async (request, response) => {
      const socket = response.socket as Socket;
      connectionOf.set(request, socket);
      if (!connections.has(socket)) socket.once('close', () => closedAt.set(socket, Date.now()));
      connections.add(socket);
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      if (response.destroyed) return;
      answeredAt.set(request, Date.now());
      response.writeHead(200).end();
    });
  }, 60_000);

  afterAll(async () => {
    for (const dispatcher of dispatchers) if (dispatcher.exitStatus() === null) dispatcher.kill('SIGKILL');
    await receiver?.close();
    await fixture?.close();
  });

  it('loses no event across 6 SIGKILLs and repeats only the attempts in flight, with the same delivery id and body', async () => {
    const automation = await fixture.addAutomation(`${receiver.url}/hook`, { conditions: [] });
    await fixture.appendRenames(automation, await fixture.draftDeal(), EVENTS);
    const env = {
      DATABASE_URL: fixture.serverUrl ?? '',
      WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
      DISPATCHER_CONCURRENCY: String(CONCURRENCY),
    };
    const random = seededRandom(SEED);
    const started = Date.now();
    const kills: Kill[] = [];
    for (let i = 0; i < KILLS; i++) {
      const dispatcher = await startApp('webhook-dispatcher', env);
      dispatchers.push(dispatcher);
      const afterReadyMs = 100 + Math.round(random() * 1_500);
      await new Promise((resolve) => setTimeout(resolve, afterReadyMs));
      const at = Date.now();
      dispatcher.kill('SIGKILL');
      await dispatcher.exited;
      expect(dispatcher.exitStatus()).toBe('SIGKILL');
      kills.push({ at, afterReadyMs });
    }
    const last = await startApp('webhook-dispatcher', env);
    dispatchers.push(last);
    const rows = await fixture.settled(automation.actionId, EVENTS, 90_000);
    const settledMs = Date.now() - started;

    // Nothing lost, nothing counted twice: one recorded attempt per delivery, the cut ones never.
    expect(rows.filter((row) => row.status !== 'delivered' || row.attempt_count !== 1)).toEqual([]);
    const [{ attempts }] = await fixture.database.dataSource.query(
      `SELECT count(*)::int AS attempts FROM delivery_attempts a
       JOIN webhook_deliveries d ON d.id = a.delivery_id WHERE d.action_id = $1`,
      [automation.actionId],
    );
    expect(attempts).toBe(EVENTS);

    // Every event arrived; every repeat carries the same delivery id, secret and body.
    const byId = new Map<string, ReceivedWebhook[]>();
    for (const request of receiver.received) {
      const id = String(request.headers['x-service-delivery'] ?? '');
      byId.set(id, [...(byId.get(id) ?? []), request]);
    }
    expect(new Set(byId.keys())).toEqual(new Set(rows.map((row) => row.id)));
    for (const requests of byId.values()) {
      expect(new Set(requests.map((request) => request.body)).size).toBe(1);
      expect(new Set(requests.map((request) => request.headers['x-service-webhook']))).toEqual(
        new Set([automation.secret]),
      );
    }

    // A repeat only for an attempt in flight at a kill: sent on a connection the kill closed and not
    // answered more than RECORDING_SLACK_MS before it; the next receipt of its id came after it.
    const killOf = (request: ReceivedWebhook) => {
      const closed = closedAt.get(connectionOf.get(request) as Socket);
      return kills.find((kill) => closed !== undefined && Math.abs(closed - kill.at) < 500);
    };
    const inFlightAtKill = (request: ReceivedWebhook, slackMs: number) => {
      const kill = killOf(request);
      const answered = answeredAt.get(request);
      return kill !== undefined && (answered === undefined || answered >= kill.at - slackMs)
        ? kill
        : undefined;
    };
    const unexplained: string[] = [];
    for (const [id, requests] of byId) {
      requests.slice(0, -1).forEach((request, i) => {
        const kill = inFlightAtKill(request, RECORDING_SLACK_MS);
        if (!kill || (requests[i + 1] as ReceivedWebhook).at <= kill.at) unexplained.push(id);
      });
    }
    expect(unexplained).toEqual([]);
    // …and every attempt whose answer had not been written when its kill came was made again.
    const cut = receiver.received.filter((request) => inFlightAtKill(request, 0));
    const notRepeated = cut.filter((request) => {
      const id = String(request.headers['x-service-delivery']);
      return !(byId.get(id) ?? []).some((again) => again.at > request.at);
    });
    expect(notRepeated).toEqual([]);
    const repeats = receiver.received.length - EVENTS;
    expect(cut.length).toBeGreaterThan(0);
    expect(repeats).toBeGreaterThanOrEqual(cut.length);

    last.kill('SIGTERM');
    await expect(last.exited).resolves.toBe(0);
    reportFigures('dispatcher-sigkill', {
      seed: SEED,
      events: EVENTS,
      kills: kills.map((kill) => ({
        after_ready_ms: kill.afterReadyMs,
        cut: cut.filter((request) => killOf(request) === kill).length,
      })),
      requests: receiver.received.length,
      repeats,
      lost: 0,
      settled_ms: settledMs,
    });
  }, 150_000);
});

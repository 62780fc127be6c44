import { DEFAULT_KEEP_ALIVE_TIMEOUT_MS } from '@deal/nest-kit';
import {
  DEFAULT_ENDPOINT_HEALTH_RULE,
  moveDealStatus,
  planDealChangeOutbox,
  SYSTEM_ACTOR,
  updateDeal,
  type Actor,
  type Automation,
  type Condition,
  type DealChangeDeps,
  type Repositories,
} from '@deal/domain';
import { TypeOrmUnitOfWork, repositoriesFor, type Database } from '@deal/persistence';
import { RandomAutomationSecretIssuer, RandomIdGenerator, SystemClock } from '@deal/node-adapters';
import {
  aDealUpdatedAutomation,
  aSendWebhookAction,
} from '../../../../libs/domain/src/testing/automation.mother';
import { aDeal } from '../../../../libs/domain/src/testing/deal.mother';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import type { DispatcherConfig } from '../config/dispatcher-config';

export const APP_URL = 'https://app.example.com';

/** Fast test settings: port 0, no log output, short schedule; override what a test is about. */
export function testDispatcherConfig(overrides: Partial<DispatcherConfig> = {}): DispatcherConfig {
  const timeoutMs = overrides.timeoutMs ?? 2_000;
  return {
    port: 0,
    host: '127.0.0.1',
    migrateOnStart: false,
    logLevel: 'silent',
    timeoutMs,
    retryDelaysMs: [100, 200],
    allowLoopback: true,
    endpointHealth: DEFAULT_ENDPOINT_HEALTH_RULE,
    concurrency: 16,
    pollIntervalMs: 200,
    leaseMs: timeoutMs + 30_000,
    shutdownGraceMs: 2_000,
    shutdown: { drainMs: 0, timeoutMs: 10_000 },
    keepAliveTimeoutMs: DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
    retention: { deliveryDays: 30, eventDays: 30, sessionDays: 7, deviceCodeDays: 1 },
    // Off: a test about retention turns it on.
    retentionIntervalMs: 0,
    // Off: a test about email sends to its own SMTP server.
    mail: { delivery: { kind: 'off' }, retryDelaysMs: [100, 200] },
    ...overrides,
  };
}

export interface DeliveryRow {
  readonly id: string;
  readonly status: string;
  readonly attempt_count: number;
  readonly last_error: string | null;
}

export interface AttemptRow {
  readonly attempt_number: number;
  readonly status_code: number | null;
  readonly error: string | null;
  readonly started_at: Date;
}

/**
 * A test database (PGlite, or a throw-away database on DATABASE_URL) with one user who owns one
 * space, and helpers that change deals the way the api does, through the domain use cases.
 */
export class DispatchFixture {
  readonly repos: Repositories;
  readonly uow: TypeOrmUnitOfWork;
  readonly ids = new RandomIdGenerator();
  readonly spaceId = 'spc_disp';
  readonly owner = { id: 'usr_disp', name: 'Ada Owner', email: 'ada.disp@example.test' };
  readonly actor: Actor = {
    kind: 'user',
    userId: 'usr_disp',
    email: 'ada.disp@example.test',
    scope: 'read_write',
    credentialId: 'tok_disp',
  };
  private counter = 0;

  private constructor(readonly database: Database) {
    this.repos = repositoriesFor(database.dataSource.manager);
    this.uow = new TypeOrmUnitOfWork(database.dataSource);
  }

  static async open(): Promise<DispatchFixture> {
    const fixture = new DispatchFixture(await openTestDatabase());
    const now = Date.now();
    await fixture.repos.users.insert({ ...fixture.owner, createdAt: now });
    await fixture.repos.spaces.insert({
      id: fixture.spaceId,
      name: 'Dispatch',
      plan: 'free',
      createdAt: now,
      updatedAt: now,
    });
    await fixture.repos.memberships.add({
      spaceId: fixture.spaceId,
      userId: fixture.owner.id,
      role: 'owner',
      createdAt: now,
    });
    return fixture;
  }

  /** The URL the server-side tests give a second process (undefined on the embedded database). */
  get serverUrl(): string | undefined {
    return (this.database as { url?: string }).url;
  }

  /** Deal changes on the system clock, so their deliveries are due at once. */
  deps(): DealChangeDeps {
    return { uow: this.uow, ids: this.ids, clock: new SystemClock(), appUrl: APP_URL };
  }

  /** An enabled deal_updated automation with one Send Webhook action to `url`. */
  async addAutomation(
    url: string,
    options: { conditions?: Condition[]; message?: string | null } = {},
  ): Promise<Automation & { secret: string; signingSecret: string; actionId: string }> {
    const n = (this.counter += 1);
    const secret = `svcwh_disp_${n}`;
    const signingSecret = new RandomAutomationSecretIssuer().issue('signing_secret');
    const automation = aDealUpdatedAutomation({
      id: `aut_disp_${n}`,
      spaceId: this.spaceId,
      conditions: options.conditions ?? [{ field: 'status', op: 'changed_to', value: 'pending' }],
      actions: [
        aSendWebhookAction({
          id: `act_disp_${n}`,
          url,
          secret,
          signingSecret,
          message: options.message === undefined ? 'Please review $name ($status)' : options.message,
        }),
      ],
    });
    await this.uow.transaction((r) => r.automations.insert(automation));
    return { ...automation, secret, signingSecret, actionId: `act_disp_${n}` };
  }

  async draftDeal(): Promise<string> {
    const id = `deal_disp_${(this.counter += 1)}`;
    await this.repos.deals.insert(aDeal({ id, spaceId: this.spaceId, owner: this.owner, status: 'draft' }));
    return id;
  }

  /** A request for approval (draft → pending), as POST /v1/deal/{id}/status does it. */
  async requestApproval(dealId: string): Promise<void> {
    const moved = await moveDealStatus(this.deps(), this.actor, dealId, {
      to: 'pending',
      reason: null,
      requestedToEmail: null,
    });
    if (!moved.ok) throw new Error(`request for approval refused: ${JSON.stringify(moved.error)}`);
  }

  async rename(dealId: string, name: string): Promise<void> {
    const edited = await updateDeal(this.deps(), this.actor, dealId, { fields: { name } });
    if (!edited.ok) throw new Error(`rename refused: ${JSON.stringify(edited.error)}`);
  }

  /**
   * `count` events for `automation` in one transaction, planned by the same rule deal changes use
   * (one rename each): quicker than `count` deal changes when a test needs hundreds.
   */
  async appendRenames(automation: Automation, dealId: string, count: number): Promise<void> {
    const before = aDeal({ id: dealId, spaceId: this.spaceId, owner: this.owner });
    const now = Date.now();
    const entries = Array.from({ length: count }, (_, i) =>
      planDealChangeOutbox({
        before,
        after: { ...before, name: `Renamed ${i}`, updatedAt: now },
        automations: [{ ...automation, conditions: [] }],
        now,
        appUrl: APP_URL,
        ids: this.ids,
        actor: SYSTEM_ACTOR,
      }),
    ).flat();
    await this.uow.transaction((r) => r.outbox.append(entries));
  }

  deliveries(actionId: string): Promise<DeliveryRow[]> {
    return this.database.dataSource.query(
      `SELECT id, status, attempt_count, last_error FROM webhook_deliveries WHERE action_id = $1 ORDER BY created_at, id`,
      [actionId],
    );
  }

  attempts(deliveryId: string): Promise<AttemptRow[]> {
    return this.database.dataSource.query(
      `SELECT attempt_number, status_code, error, started_at FROM delivery_attempts
       WHERE delivery_id = $1 ORDER BY attempt_number`,
      [deliveryId],
    );
  }

  /** Polls until every delivery of the action has left `pending` (or `timeoutMs` passes). */
  async settled(actionId: string, expected: number, timeoutMs = 10_000): Promise<DeliveryRow[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = await this.deliveries(actionId);
      if (rows.length === expected && rows.every((row) => row.status !== 'pending')) return rows;
      if (Date.now() > deadline) {
        const pending = rows.filter((row) => row.status === 'pending').length;
        throw new Error(`${pending} of ${rows.length} deliveries still pending after ${timeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Drops the space's automations, and with them their queued deliveries and logs. */
  async reset(): Promise<void> {
    await this.database.dataSource.query(`DELETE FROM automations WHERE space_id = $1`, [this.spaceId]);
    await this.database.dataSource.query(`DELETE FROM outbox_events WHERE space_id = $1`, [this.spaceId]);
  }

  close(): Promise<void> {
    return this.database.close();
  }
}

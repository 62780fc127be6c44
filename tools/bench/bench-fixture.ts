import {
  createDeal,
  domainErrorMessage,
  moveDealStatus,
  planDealChangeOutbox,
  SYSTEM_ACTOR,
  type Automation,
  type BootstrapResult,
  type Deal,
  type DealStatus,
  type Result,
} from '@deal/domain';
import { TypeOrmUnitOfWork, repositoriesFor, type Database } from '@deal/persistence';
import { RandomAutomationSecretIssuer, RandomIdGenerator, SystemClock } from '@deal/node-adapters';
import { runBootstrap } from '../bootstrap-command';

/** The fixture's spaces have no automations, so no deal link is ever rendered; any URL will do. */
const BENCH_APP_URL = 'http://localhost:3000';
/** Port 9 (discard) on loopback: the webhook-in phase writes outbox rows that nobody delivers. */
const UNDELIVERED_HOOK_URL = 'http://127.0.0.1:9/bench-undelivered';

const ids = new RandomIdGenerator();
const secrets = new RandomAutomationSecretIssuer();

export interface BenchFixture {
  readonly workspace: BootstrapResult;
  /** Approved deals with a start: each reschedule of one writes a version (SPEC §4.3 rule 1). */
  readonly dealIds: readonly string[];
}

/** A user, a space and `deals` approved deals, written straight through the domain's use cases. */
export async function seedBenchFixture(database: Database, deals: number): Promise<BenchFixture> {
  const workspace = await runBootstrap(database, { name: 'Bench User' });
  const uow = new TypeOrmUnitOfWork(database.dataSource);
  const actor = {
    kind: 'user' as const,
    userId: workspace.user.id,
    email: workspace.user.email,
    scope: 'read_write' as const,
    credentialId: 'bench',
  };
  const spaceKey = {
    kind: 'space_key' as const,
    spaceId: workspace.space.id,
    scope: 'read_write' as const,
    credentialId: 'bench-key',
  };
  const dealIds: string[] = [];
  for (let i = 0; i < deals; i++) {
    const deal = expectOk(
      await createDeal({ uow, ids, now: Date.now(), appUrl: 'https://app.example.com' }, actor, {
        spaceId: workspace.space.id,
        name: `Bench deal ${i}`,
        fields: { price: 1000, cost: 600, start: Date.UTC(2027, 0, 4), due: Date.UTC(2027, 1, 1) },
      }),
    );
    for (const to of ['pending', 'approved'] satisfies DealStatus[]) {
      // A space key asks for approval and the owner decides: the gate refuses the requester.
      const mover = to === 'pending' ? spaceKey : actor;
      expectOk(
        await moveDealStatus({ uow, ids, clock: new SystemClock(), appUrl: BENCH_APP_URL }, mover, deal.id, {
          to,
          reason: null,
          requestedToEmail: null,
        }),
      );
    }
    dealIds.push(deal.id);
  }
  return { workspace, dealIds };
}

export interface WebhookInFixture {
  readonly spaceId: string;
  /** `X-Service-Webhook` signing key of the space's Webhook Received automation. */
  readonly key: string;
  /** Approved deals of that space; a Deal Updated automation makes every change write an outbox row. */
  readonly dealIds: readonly string[];
}

/** A space with an incoming automation, a Deal Updated automation with one Send Webhook action, and deals. */
export async function seedWebhookInFixture(database: Database, deals: number): Promise<WebhookInFixture> {
  const repos = repositoriesFor(database.dataSource.manager);
  const now = Date.now();
  const spaceId = ids.next('spc');
  await repos.spaces.insert({
    id: spaceId,
    name: 'Bench webhook space',
    plan: 'free',
    createdAt: now,
    updatedAt: now,
  });
  const key = secrets.issue('signing_key');
  await repos.automations.insert({
    ...automationBase(spaceId, now),
    name: 'Bench auditor decisions',
    trigger: 'webhook_received',
    signingKey: key,
    actions: [{ type: 'update_deal', id: ids.next('act'), fields: null }],
  });
  await repos.automations.insert(dealUpdatedAutomation(spaceId, UNDELIVERED_HOOK_URL, now));
  const dealIds: string[] = [];
  for (let i = 0; i < deals; i++) {
    const deal = benchDeal(spaceId, `Bench incoming deal ${i}`, now);
    await repos.deals.insert(deal);
    dealIds.push(deal.id);
  }
  return { spaceId, key, dealIds };
}

export interface DispatcherFixture {
  readonly automation: Automation;
  readonly deal: Deal;
}

/** A space whose Deal Updated automation POSTs every change to `receiverUrl`. */
export async function seedDispatcherFixture(
  database: Database,
  receiverUrl: string,
): Promise<DispatcherFixture> {
  const repos = repositoriesFor(database.dataSource.manager);
  const now = Date.now();
  const spaceId = ids.next('spc');
  await repos.spaces.insert({
    id: spaceId,
    name: 'Bench dispatch space',
    plan: 'free',
    createdAt: now,
    updatedAt: now,
  });
  const automation = dealUpdatedAutomation(spaceId, receiverUrl, now);
  await repos.automations.insert(automation);
  const deal = benchDeal(spaceId, 'Bench dispatched deal', now);
  await repos.deals.insert(deal);
  return { automation, deal };
}

/**
 * `count` events as a deal change writes them (the same rule, `planDealChangeOutbox`), committed in
 * one transaction; resolves with the delivery ids once the transaction has committed.
 */
export async function appendDealEvents(
  database: Database,
  fixture: DispatcherFixture,
  count: number,
): Promise<string[]> {
  const now = Date.now();
  const entries = Array.from({ length: count }, (_, i) =>
    planDealChangeOutbox({
      before: fixture.deal,
      after: { ...fixture.deal, name: `Renamed ${i}`, updatedAt: now },
      automations: [fixture.automation],
      now,
      appUrl: BENCH_APP_URL,
      ids,
      actor: SYSTEM_ACTOR,
    }),
  ).flat();
  await new TypeOrmUnitOfWork(database.dataSource).transaction((repos) => repos.outbox.append(entries));
  return entries.flatMap((entry) => entry.deliveries.map((delivery) => delivery.id));
}

function dealUpdatedAutomation(spaceId: string, url: string, now: number): Automation {
  return {
    ...automationBase(spaceId, now),
    name: 'Bench notify',
    trigger: 'deal_updated',
    signingKey: null,
    actions: [
      {
        type: 'send_webhook',
        id: ids.next('act'),
        url,
        message: 'Bench $name',
        secret: secrets.issue('webhook_secret'),
        signingSecret: secrets.issue('signing_secret'),
      },
    ],
  };
}

function automationBase(spaceId: string, now: number) {
  return { id: ids.next('aut'), spaceId, enabled: true, conditions: [], createdAt: now, updatedAt: now };
}

function benchDeal(spaceId: string, name: string, now: number): Deal {
  return {
    id: ids.next('deal'),
    spaceId,
    name,
    status: 'approved',
    currency: 'eur',
    price: 1000,
    cost: 600,
    probability: 0.5,
    targetPrice: 1200,
    targetMargin: 0.45,
    archived: false,
    description: 'Benchmark',
    account: null,
    externalId: null,
    owner: null,
    start: Date.UTC(2027, 0, 4),
    end: Date.UTC(2027, 1, 1),
    due: Date.UTC(2027, 0, 25),
    pendingAt: null,
    approvedAt: now,
    progressedAt: null,
    closedAt: null,
    redraftReason: null,
    closedReason: null,
    requestedByEmail: null,
    requestedToEmail: null,
    createdAt: now,
    updatedAt: now,
    revision: 1,
  };
}

function expectOk<T>(result: Result<T, Parameters<typeof domainErrorMessage>[0]>): T {
  if (!result.ok) throw new Error(`bench fixture: ${domainErrorMessage(result.error)}`);
  return result.value;
}

import type { Automation, Condition, Deal, UpdateDealField } from '@deal/domain';
import { repositoriesFor, type Database } from '@deal/persistence';
import { RandomAutomationSecretIssuer, RandomIdGenerator } from '@deal/node-adapters';
import {
  aDealUpdatedAutomation,
  aSendWebhookAction,
} from '../../../../libs/domain/src/testing/automation.mother';
import { aDeal } from '../../../../libs/domain/src/testing/deal.mother';

const ids = new RandomIdGenerator();
const secrets = new RandomAutomationSecretIssuer();
const CREATED = Date.UTC(2026, 10, 1);

/** A space with an enabled Webhook Received automation, as the api would store it. */
export interface IncomingSpace {
  readonly spaceId: string;
  readonly key: string;
  readonly automationId: string;
  /** The `whsec_…` secret when the automation requires signatures; null otherwise. */
  readonly signingSecret: string | null;
}

export interface IncomingAutomationOptions {
  readonly fields?: readonly UpdateDealField[] | null;
  readonly enabled?: boolean;
  readonly conditions?: readonly Condition[];
  /** Standard Webhooks signatures required (`trigger.require_signature`), with a fresh `whsec_…`. */
  readonly requireSignature?: boolean;
}

/** Fresh ids everywhere, so test files (and runs on a shared server) never collide. */
export async function aSpaceWithIncomingWebhook(
  database: Database,
  options: IncomingAutomationOptions = {},
): Promise<IncomingSpace> {
  const repos = repositoriesFor(database.dataSource.manager);
  const spaceId = ids.next('spc');
  await repos.spaces.insert({
    id: spaceId,
    name: 'Webhook space',
    plan: 'free',
    createdAt: CREATED,
    updatedAt: CREATED,
  });
  const incoming = await anIncomingAutomation(database, spaceId, options);
  return { spaceId, ...incoming };
}

/** One more Webhook Received automation of a space, with its own signing key. */
export async function anIncomingAutomation(
  database: Database,
  spaceId: string,
  options: IncomingAutomationOptions = {},
): Promise<{ key: string; automationId: string; signingSecret: string | null }> {
  const automation: Automation = {
    id: ids.next('aut'),
    spaceId,
    name: 'Auditor decisions',
    enabled: options.enabled ?? true,
    trigger: 'webhook_received',
    conditions: options.conditions ?? [],
    signingKey: secrets.issue('signing_key'),
    inboundSigningSecret: options.requireSignature
      ? new RandomAutomationSecretIssuer().issue('signing_secret')
      : null,
    actions: [{ type: 'update_deal', id: ids.next('act'), fields: options.fields ?? null }],
    createdAt: CREATED,
    updatedAt: CREATED,
  };
  await repositoriesFor(database.dataSource.manager).automations.insert(automation);
  return {
    key: automation.signingKey as string,
    automationId: automation.id,
    signingSecret: automation.inboundSigningSecret ?? null,
  };
}

/** A Deal Updated automation with one Send Webhook action, so every deal change writes an outbox event. */
export async function aDealUpdatedHook(database: Database, spaceId: string): Promise<string> {
  const actionId = ids.next('act');
  await repositoriesFor(database.dataSource.manager).automations.insert(
    aDealUpdatedAutomation({
      id: ids.next('aut'),
      spaceId,
      conditions: [],
      actions: [aSendWebhookAction({ id: actionId, secret: secrets.issue('webhook_secret') })],
    }),
  );
  return actionId;
}

/** A deal of the space without an owner (no user needed); override what the test is about. */
export async function aStoredDeal(
  database: Database,
  spaceId: string,
  overrides: Partial<Deal> = {},
): Promise<Deal> {
  const deal = aDeal({ id: ids.next('deal'), spaceId, owner: null, ...overrides });
  await repositoriesFor(database.dataSource.manager).deals.insert(deal);
  return deal;
}

export async function dealOf(database: Database, id: string): Promise<Deal | null> {
  return repositoriesFor(database.dataSource.manager).deals.findById(id);
}

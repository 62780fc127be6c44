import type { Automation, UpdateDealAction } from '../../automation/automation';
import type { Condition } from '../../automation/condition';
import { evaluateReceivedConditions } from '../../automation/condition.matcher';
import type { Deal } from '../../deal/deal';
import { err, ok, type Result } from '../../shared/result';
import { planDealMatch } from '../../webhook-in/deal-match.plan';
import type { IncomingChanges } from '../../webhook-in/incoming-change-set';
import { applyIncomingChangeSet } from '../../webhook-in/incoming-change.apply';
import { incomingChanges } from '../../webhook-in/incoming-changes.mapper';
import type { IncomingPayload } from '../../webhook-in/incoming-payload';
import { parseIncomingPayload } from '../../webhook-in/incoming-payload.parser';
import { unmappedFieldWarnings } from '../../webhook-in/unmapped-fields.warnings';
import type { Repositories } from '../../ports/repositories';
import { checkExternalIdFree } from '../deals/external-id.check';
import { webhookInActor } from '../../outbound-webhooks/payload/event-actor';
import { changeTime, saveDealChange, type DealChangeDeps } from '../deals/save-deal-change';
import type {
  IncomingWebhookOutcome,
  IncomingWebhookRequest,
  ReceiveIncomingWebhookError,
} from './incoming-webhook.exchange';
import type { IncomingWebhookBudget } from './incoming-webhook-budget.port';
import { lockMatchedDeal } from './lock-matched-deal';
import type { SecretComparer } from './secret-comparer.port';
import { automationForKey } from './signing-key.matcher';

export interface ReceiveIncomingWebhookDeps extends DealChangeDeps {
  readonly secrets: SecretComparer;
  readonly budget: IncomingWebhookBudget;
}

const KEY_REJECTED = { kind: 'WebhookKeyRejected' } as const;

/**
 * The Webhook Received trigger (SPEC §4.5, §6.2; CONTRACT §3), in this order: the key selects one of
 * the space's enabled `webhook_received` automations (compared in constant time); then the space's
 * budget is spent (only a valid key spends it); then the body is validated; then, in ONE
 * transaction, the matched deal is locked, the automation's conditions are tested on the payload and
 * that locked deal, and when they all hold its Update Deal action is applied exactly as the
 * application would, and the change is written with its outbox events (`saveDealChange`). No match,
 * a failed condition, or nothing to change writes nothing. A deal is never created.
 */
export async function receiveIncomingWebhook<BodyProblem>(
  deps: ReceiveIncomingWebhookDeps,
  request: IncomingWebhookRequest<BodyProblem>,
): Promise<Result<IncomingWebhookOutcome, ReceiveIncomingWebhookError<BodyProblem>>> {
  const key = request.key?.trim() ?? '';
  if (key === '') return err(KEY_REJECTED);
  const candidates = await deps.uow.repositories.automations.listEnabled(request.spaceId, 'webhook_received');
  const automation = automationForKey(candidates, key, deps.secrets);
  if (automation === null) return err(KEY_REJECTED);
  const spent = await deps.budget.take(request.spaceId);
  if (!spent.allowed) return err({ kind: 'SpaceRateLimited', retryAfterSeconds: spent.retryAfterSeconds });
  if (!request.body.ok) return err({ kind: 'UnreadableBody', problem: request.body.error });
  const parsed = parseIncomingPayload(request.body.value);
  if (!parsed.ok) return err({ kind: 'Validation', issues: parsed.error });
  const payload = parsed.value;
  const plan = planDealMatch(payload);
  if (plan.by === 'none') return ok(outcome(automation, payload, null, null));

  return deps.uow.transaction(async (repos) => {
    const deal = await lockMatchedDeal(repos, request.spaceId, plan);
    if (deal === null) return ok(outcome(automation, payload, null, null));
    // On the deal as locked: a concurrent call that changed it has committed, and this one sees it.
    const failed = evaluateReceivedConditions(automation.conditions, payload, deal).find((r) => !r.matched);
    if (failed !== undefined) return ok(outcome(automation, payload, deal, null, failed.condition));
    const action = updateDealActionOf(automation);
    // A stored incoming automation always has its action (docs/automations.md); without one, the
    // deal is still reported as matched but nothing is applied.
    if (action === null) return ok(outcome(automation, payload, deal, null));
    return applyAction(deps, repos, { automation, action, deal, payload });
  });
}

interface Application {
  readonly automation: Automation;
  readonly action: UpdateDealAction;
  readonly deal: Deal;
  readonly payload: IncomingPayload;
}

async function applyAction<BodyProblem>(
  deps: ReceiveIncomingWebhookDeps,
  repos: Repositories,
  { automation, action, deal, payload }: Application,
): Promise<Result<IncomingWebhookOutcome, ReceiveIncomingWebhookError<BodyProblem>>> {
  const changeSet = incomingChanges(deal, payload, action.fields ?? undefined);
  const free = await checkExternalIdFree(repos, deal.spaceId, changeSet.fields.externalId, deal.id);
  if (!free.ok) return free;
  // The deal is locked: moves are stamped in the order they hold it. The change is the automation's.
  const context = changeTime(deps, webhookInActor(automation.id));
  const applied = applyIncomingChangeSet(deal, changeSet, context.now);
  if (!applied.ok) return applied;
  if (applied.value.changed) await saveDealChange(repos, deal, applied.value.deal, context);
  return ok(outcome(automation, payload, deal, changeSet.changes));
}

function updateDealActionOf(automation: Automation): UpdateDealAction | null {
  return (
    automation.actions.find((action): action is UpdateDealAction => action.type === 'update_deal') ?? null
  );
}

/** The receipt; `changes` null when the action did not run (no match, a failed condition, no action). */
function outcome(
  automation: Automation,
  payload: IncomingPayload,
  deal: Deal | null,
  changes: IncomingChanges | null,
  failedCondition?: Condition,
): IncomingWebhookOutcome {
  const action = updateDealActionOf(automation);
  const warnings = action === null ? [] : unmappedFieldWarnings(payload, action.fields ?? undefined);
  return {
    receipt: {
      received: true,
      matched: deal !== null,
      applied: changes !== null,
      deal_id: deal?.id ?? null,
      changes: changes ?? {},
      warnings,
      ...(failedCondition !== undefined && { failed_condition: failedCondition }),
    },
    automationId: automation.id,
  };
}

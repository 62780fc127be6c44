import type { Automation, UpdateDealAction } from '../../automation/automation';
import type { Condition } from '../../automation/condition';
import { evaluateReceivedConditions } from '../../automation/condition.matcher';
import type { Deal } from '../../deal/deal';
import { movesPhases } from '../../deal/phase-date-range.rule';
import { err, ok, type Result } from '../../shared/result';
import { planDealMatch } from '../../webhook-in/deal-match.plan';
import type { IncomingChanges } from '../../webhook-in/incoming-change-set';
import { applyIncomingChangeSet } from '../../webhook-in/incoming-change.apply';
import { incomingChanges } from '../../webhook-in/incoming-changes.mapper';
import type { IncomingPayload } from '../../webhook-in/incoming-payload';
import { parseIncomingPayload } from '../../webhook-in/incoming-payload.parser';
import { unmappedFieldWarnings } from '../../webhook-in/update-deal-fields';
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
import type { SignatureVerifier } from './signature-verifier.port';
import { automationForSignature, REPLAY_WINDOW_MS } from './signed-call.matcher';
import { automationForKey } from './signing-key.matcher';
import type { DealMatchPlan } from '../../webhook-in/deal-match.plan';

export interface ReceiveIncomingWebhookDeps extends DealChangeDeps {
  readonly secrets: SecretComparer;
  readonly signatures: SignatureVerifier;
  readonly budget: IncomingWebhookBudget;
}

const KEY_REJECTED = { kind: 'WebhookKeyRejected' } as const;
const SIGNATURE_REJECTED = { kind: 'WebhookSignatureRejected' } as const;

type Outcome<BodyProblem> = Result<IncomingWebhookOutcome, ReceiveIncomingWebhookError<BodyProblem>>;

/**
 * The Webhook Received trigger (SPEC §4.5, §6.2; CONTRACT §3), in this order: the key selects one of
 * the space's enabled `webhook_received` automations (compared in constant time); then the space's
 * budget is spent (only a valid key spends it); then the body is validated; then, in ONE
 * transaction, the matched deal is locked, the automation's conditions are tested on the payload and
 * that locked deal, and when they all hold its Update Deal action is applied exactly as the
 * application would, and the change is written with its outbox events (`saveDealChange`). No match,
 * a failed condition, or nothing to change writes nothing. A deal is never created.
 *
 * A signed call (`webhook-signature` sent; docs/webhook-in.md "Signed calls") is selected by its
 * Standard Webhooks signature among the automations that require one, instead of by the key, and
 * an automation that requires signatures is never selected by its key. Its `webhook-id` is claimed
 * in the same transaction as the change: an id seen in the last 24 hours answers the first call's
 * receipt and applies nothing, even when both calls run at once.
 */
export async function receiveIncomingWebhook<BodyProblem>(
  deps: ReceiveIncomingWebhookDeps,
  request: IncomingWebhookRequest<BodyProblem>,
): Promise<Result<IncomingWebhookOutcome, ReceiveIncomingWebhookError<BodyProblem>>> {
  const signed = request.signed?.signature ? request.signed : null;
  const key = request.key?.trim() ?? '';
  if (signed === null && key === '') return err(KEY_REJECTED);
  const candidates = await deps.uow.repositories.automations.listEnabled(request.spaceId, 'webhook_received');
  const automation =
    signed === null
      ? automationForKey(
          candidates.filter((candidate) => (candidate.inboundSigningSecret ?? null) === null),
          key,
          deps.secrets,
        )
      : automationForSignature(candidates, signed, deps.clock.now(), deps.signatures);
  if (automation === null) return err(signed === null ? KEY_REJECTED : SIGNATURE_REJECTED);
  const spent = await deps.budget.take(request.spaceId);
  if (!spent.allowed) return err({ kind: 'SpaceRateLimited', retryAfterSeconds: spent.retryAfterSeconds });
  if (!request.body.ok) return err({ kind: 'UnreadableBody', problem: request.body.error });
  const parsed = parseIncomingPayload(request.body.value);
  if (!parsed.ok) return err({ kind: 'Validation', issues: parsed.error });
  const payload = parsed.value;
  const plan = planDealMatch(payload);
  if (signed !== null) {
    const webhookId = signed.webhookId ?? '';
    return deps.uow.transaction(async (repos) => {
      const now = deps.clock.now();
      const claim = await repos.inboundReceipts.claim(automation.id, webhookId, now, now + REPLAY_WINDOW_MS);
      if (claim.kind === 'seen') {
        const receipt = claim.receipt as IncomingWebhookOutcome['receipt'];
        return ok({ receipt, automationId: automation.id, replayed: true });
      }
      const received = await receiveIn<BodyProblem>(deps, repos, request.spaceId, automation, payload, plan);
      if (received.ok) await repos.inboundReceipts.record(automation.id, webhookId, received.value.receipt);
      return received;
    });
  }
  if (plan.by === 'none') return ok(outcome(automation, payload, null, null));
  return deps.uow.transaction((repos) =>
    receiveIn<BodyProblem>(deps, repos, request.spaceId, automation, payload, plan),
  );
}

/** Inside the call's transaction: lock the matched deal, test the conditions, apply the action. */
async function receiveIn<BodyProblem>(
  deps: ReceiveIncomingWebhookDeps,
  repos: Repositories,
  spaceId: string,
  automation: Automation,
  payload: IncomingPayload,
  plan: DealMatchPlan,
): Promise<Outcome<BodyProblem>> {
  if (plan.by === 'none') return ok(outcome(automation, payload, null, null));
  const deal = await lockMatchedDeal(repos, spaceId, plan);
  if (deal === null) return ok(outcome(automation, payload, null, null));
  // On the deal as locked: a concurrent call that changed it has committed, and this one sees it.
  const failed = evaluateReceivedConditions(automation.conditions, payload, deal).find((r) => !r.matched);
  if (failed !== undefined) return ok(outcome(automation, payload, deal, null, failed.condition));
  const action = updateDealActionOf(automation);
  // A stored incoming automation always has its action (docs/automations.md); without one, the
  // deal is still reported as matched but nothing is applied.
  if (action === null) return ok(outcome(automation, payload, deal, null));
  return applyAction(deps, repos, { automation, action, deal, payload });
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
  // Relative phases follow the start: a start that would carry one out of range is refused.
  const moving = movesPhases(deal.start, changeSet.fields.start);
  const phases = moving ? await repos.phases.listByDeal(deal.id) : [];
  const applied = applyIncomingChangeSet(deal, changeSet, context.now, phases);
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

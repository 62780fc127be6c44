import type { Automation, UpdateDealAction } from '../../automation/automation';
import type { Actor } from '../../credentials/actor';
import type { Deal } from '../../deal/deal';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { planDealMatch } from '../../webhook-in/deal-match.plan';
import type { IncomingPayload } from '../../webhook-in/incoming-payload';
import { buildTestReceipt, type TestReceipt } from '../../automation/test-receipt.builder';
import { reachAutomation } from './automation-access';
import { validationError } from './validation-error';
import { parseTestReceiveRequest } from '../../automation/requests/test-receive.request';

type TestReceiveRepos = Pick<Repositories, 'automations' | 'memberships' | 'deals'>;

export interface TestReceiveReport {
  readonly automation: Automation;
  /** The payload as matched: the one sent, with the picked deal's id when it named no deal itself. */
  readonly payload: IncomingPayload;
  readonly receipt: TestReceipt;
}

/**
 * POST …/automations/{id}/test-receive (SPEC §6.2 "Test a received event"): owners and admins.
 * Reads only, writes nothing. The payload is matched to a deal of the space as the incoming webhook
 * would match it; when it names no deal (neither `id` nor `external_id`), the picked `deal_id`
 * stands in as its `id`. The automation's conditions are tested on that payload and deal, as the
 * live call tests them. A `deal_updated` automation can be tested too: it has no Update Deal
 * action, which is the first of the two setup mistakes the receipt warns about (and its conditions,
 * about a deal change, are not listed).
 */
export async function testReceive(
  repos: TestReceiveRepos,
  actor: Actor,
  spaceId: string,
  automationId: string,
  body: unknown,
): Promise<Result<TestReceiveReport, DomainError>> {
  const request = parseTestReceiveRequest(body);
  if (!request.ok) return err(validationError(request.error));
  const reached = await reachAutomation(repos, actor, spaceId, automationId, { manage: true });
  if (!reached.ok) return reached;
  const automation = reached.value;
  const { dealId, payload: sent } = request.value;
  const namesNoDeal = sent.id === undefined && sent.external_id === undefined;
  const payload = namesNoDeal && dealId !== null ? { ...sent, id: dealId } : sent;
  const action = automation.actions.find((a): a is UpdateDealAction => a.type === 'update_deal');
  const receipt = buildTestReceipt({
    payload,
    deal: await matchedDeal(repos, spaceId, payload),
    hasUpdateDealAction: action !== undefined,
    appliedFields: action?.fields ?? undefined,
    // A deal_updated automation's conditions are about a deal change, which a received event is not.
    conditions: automation.trigger === 'webhook_received' ? automation.conditions : [],
  });
  return ok({ automation, payload, receipt });
}

/** SPEC §4.5 matching, within the space: a deal of another space never matches. */
async function matchedDeal(
  repos: TestReceiveRepos,
  spaceId: string,
  payload: IncomingPayload,
): Promise<Deal | null> {
  const plan = planDealMatch(payload);
  if (plan.by === 'none') return null;
  if (plan.by === 'external_id') return repos.deals.findByExternalId(spaceId, plan.externalId);
  const deal = await repos.deals.findById(plan.id);
  return deal !== null && deal.spaceId === spaceId ? deal : null;
}

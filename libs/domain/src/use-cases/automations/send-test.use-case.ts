import { sendWebhookActions } from '../../automation/automation';
import type { Actor } from '../../credentials/actor';
import type { Deal } from '../../deal/deal';
import type { AttemptOutcome } from '../../outbound-webhooks/delivery/attempt-outcome.policy';
import { describeAttemptOutcome } from '../../outbound-webhooks/delivery/attempt-outcome.policy';
import type { WebhookSender } from '../../outbound-webhooks/delivery/webhook-sender.port';
import type { Repositories } from '../../ports/repositories';
import type { Clock } from '../../shared/clock';
import type { DomainError } from '../../shared/domain-error';
import type { IdGenerator } from '../../shared/id-generator';
import { err, ok, type Result } from '../../shared/result';
import type { OutboundPayload } from '../../outbound-webhooks/payload/outbound-payload';
import { buildSendTestSample, type SampleDeal } from '../../outbound-webhooks/payload/send-test.sample';
import {
  signingSecrets,
  standardWebhookHeaders,
  type WebhookSigner,
} from '../../outbound-webhooks/payload/standard-webhook';
import { DEAL_NOT_FOUND } from '../deals/reach-deal';
import { conflict, reachAutomation } from './automation-access';

export const NOTHING_TO_SEND = 'only a deal_updated automation has send_webhook actions to test';

export interface SendTestDeps {
  readonly repos: Pick<Repositories, 'automations' | 'memberships' | 'deals'>;
  readonly sender: WebhookSender;
  readonly signer: WebhookSigner;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly appUrl: string;
}

/** How the sample fared at one Send Webhook action's endpoint. */
export interface SendTestResult {
  readonly actionId: string;
  readonly url: string;
  /** The endpoint answered 2xx. */
  readonly delivered: boolean;
  /** The HTTP status, or null when there was no answer (network error, timeout, refused target). */
  readonly statusCode: number | null;
  /** Why it did not count as delivered (`HTTP 500`, `network error (ECONNREFUSED)` …); null when delivered. */
  readonly error: string | null;
  readonly durationMs: number;
}

export interface SendTestReport {
  readonly payload: OutboundPayload<SampleDeal>;
  readonly results: readonly SendTestResult[];
}

/**
 * POST …/automations/{id}/send-test (SPEC §6.1 "Send test"): owners and admins. The sample goes to
 * every Send Webhook action at once, with that action's secret, through the same sender (deadline,
 * address checks, no redirects) as real deliveries, but once, without retries and without a trace
 * in the delivery log. `dealId` makes the sample concrete with a deal of the space.
 */
export async function sendTest(
  deps: SendTestDeps,
  actor: Actor,
  spaceId: string,
  automationId: string,
  input: { readonly dealId: string | null },
): Promise<Result<SendTestReport, DomainError>> {
  const reached = await reachAutomation(deps.repos, actor, spaceId, automationId, { manage: true });
  if (!reached.ok) return reached;
  const actions = sendWebhookActions(reached.value);
  if (actions.length === 0) return err(conflict(NOTHING_TO_SEND));
  let deal: Deal | null = null;
  if (input.dealId !== null) {
    deal = await deps.repos.deals.findById(input.dealId);
    if (deal === null || deal.spaceId !== spaceId) return err(DEAL_NOT_FOUND);
  }
  const payload = buildSendTestSample({ spaceId, deal, appUrl: deps.appUrl, now: deps.clock.now() });
  const body = JSON.stringify(payload);
  const results = await Promise.all(
    actions.map(async (action): Promise<SendTestResult> => {
      const id = deps.ids.next('dlv');
      const now = deps.clock.now();
      const headers = {
        'X-Service-Webhook': action.secret,
        'X-Service-Delivery': id,
        ...standardWebhookHeaders({ id, now, body, secrets: signingSecrets(action, now) }, deps.signer),
      };
      const sent = await deps.sender.post({ url: action.url, headers, body });
      return { actionId: action.id, url: action.url, ...summary(sent.outcome), durationMs: sent.durationMs };
    }),
  );
  return ok({ payload, results });
}

function summary(outcome: AttemptOutcome): Pick<SendTestResult, 'delivered' | 'statusCode' | 'error'> {
  const statusCode = outcome.kind === 'response' ? outcome.status : null;
  const delivered = statusCode !== null && statusCode >= 200 && statusCode <= 299;
  return { delivered, statusCode, error: delivered ? null : describeAttemptOutcome(outcome) };
}

import type { Actor } from '../../credentials/actor';
import type { AutomationSecretIssuer } from '../../automation/automation-secret';
import type { UnitOfWork } from '../../ports/repositories';
import type { Clock } from '../../shared/clock';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { conflict, reachAutomation } from './automation-access';
import { revealNone, type RevealedAutomation } from './revealed-automation';

export const NO_INBOUND_SIGNING_SECRET =
  'only a webhook_received automation that requires signatures has a signing secret';

/**
 * POST …/automations/{id}/rotate-inbound-signing-secret: owners and admins. The old secret stops
 * verifying at once (a sender re-signs with the new one); the new one is in this response only.
 * An automation that does not require signatures has none (409): turn `require_signature` on.
 */
export async function rotateInboundSigningSecret(
  deps: {
    readonly uow: UnitOfWork;
    readonly clock: Clock;
    readonly secrets: AutomationSecretIssuer;
  },
  actor: Actor,
  spaceId: string,
  automationId: string,
): Promise<Result<RevealedAutomation, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const reached = await reachAutomation(repos, actor, spaceId, automationId, {
      manage: true,
      forUpdate: true,
    });
    if (!reached.ok) return reached;
    const current = reached.value;
    if ((current.inboundSigningSecret ?? null) === null) return err(conflict(NO_INBOUND_SIGNING_SECRET));
    const automation = {
      ...current,
      inboundSigningSecret: deps.secrets.issue('signing_secret'),
      updatedAt: deps.clock.now(),
    };
    await repos.automations.update(automation);
    return ok({ ...revealNone(automation), inboundSigningSecretShown: true });
  });
}

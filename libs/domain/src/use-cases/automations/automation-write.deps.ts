import type { AutomationLimits } from '../../automation/automation-limits';
import type { AutomationSecretIssuer } from '../../automation/automation-secret';
import type { UnitOfWork } from '../../ports/repositories';
import type { Clock } from '../../shared/clock';
import type { IdGenerator } from '../../shared/id-generator';

/** What the use cases that create or change an automation need. */
export interface AutomationWriteDeps {
  readonly uow: UnitOfWork;
  readonly ids: IdGenerator;
  readonly secrets: AutomationSecretIssuer;
  readonly clock: Clock;
  /** `WEBHOOK_ALLOW_LOOPBACK` (CONTRACT §1): admits localhost / 127.0.0.1 URLs. */
  readonly allowLoopback: boolean;
  /** `AUTOMATIONS_PER_SPACE_MAX`, `WEBHOOK_ACTIONS_PER_SPACE_MAX`: what one space may hold. */
  readonly limits: AutomationLimits;
}

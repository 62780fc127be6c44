import type { UnitOfWork } from '../../ports/repositories';
import type { Clock } from '../../shared/clock';
import type { IdGenerator } from '../../shared/id-generator';

/** What the use cases that write roles, rate cards, a deal's pricing or its estimates need. */
export interface PricingWriteDeps {
  readonly uow: UnitOfWork;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}

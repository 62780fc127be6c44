import type { SpaceAutomationCounts } from './automation-limits';
import type { PageQuery } from '../shared/page-query';
import type { Automation, AutomationTrigger } from './automation';

/**
 * Writes (insert, update, delete) first wait for the deal changes that read the space's automations
 * with `holdEdits`, and keep new ones waiting until the writing transaction ends.
 */
export interface AutomationRepository {
  /** The automation with its actions, in one go. */
  insert(automation: Automation): Promise<void>;
  /** Writes every field and the action list: actions left out are deleted (with their delivery log). */
  update(automation: Automation): Promise<void>;
  /**
   * What the space holds (automations, Send Webhook actions), counted after taking the space's edit
   * lock alone, so the counts stay true until the transaction ends: two creates cannot both take
   * the last place (docs/automations.md "Limits").
   */
  countForEdit(spaceId: string): Promise<SpaceAutomationCounts>;
  /** False when there was nothing to delete. Its actions, queued deliveries and log go with it. */
  delete(id: string): Promise<boolean>;
  /** `forUpdate` locks the automation until the transaction ends, so concurrent updates queue. */
  findById(id: string, options?: { forUpdate?: boolean }): Promise<Automation | null>;
  /** A space's automations, one keyset page in id (creation) order. */
  listBySpace(spaceId: string, page: PageQuery): Promise<Automation[]>;
  /**
   * The space's enabled automations with this trigger, in id order. With `holdEdits`, it first waits
   * for any edit of the space's automations in progress, then keeps new edits waiting until the
   * surrounding transaction ends, so what it read is still true when the caller's outbox rows
   * commit (a deal change sees the automations before an edit or after it, never half of it).
   * `DealRepository.update`'s `holdAutomationEdits` takes the same hold in the deal's own write.
   */
  listEnabled(
    spaceId: string,
    trigger: AutomationTrigger,
    options?: { holdEdits?: boolean },
  ): Promise<Automation[]>;
}

import type { PageQuery } from '../space/space.repository';
import type { Automation, AutomationTrigger } from './automation';

export interface AutomationRepository {
  /** The automation with its actions, in one go. */
  insert(automation: Automation): Promise<void>;
  /** Writes every field and the action list: actions left out are deleted (with their delivery log). */
  update(automation: Automation): Promise<void>;
  /** False when there was nothing to delete. Its actions, queued deliveries and log go with it. */
  delete(id: string): Promise<boolean>;
  /** `forUpdate` locks the automation until the transaction ends, so concurrent updates queue. */
  findById(id: string, options?: { forUpdate?: boolean }): Promise<Automation | null>;
  /** A space's automations, one keyset page in id (creation) order. */
  listBySpace(spaceId: string, page: PageQuery): Promise<Automation[]>;
  /** The space's enabled automations with this trigger, in id order. */
  listEnabled(spaceId: string, trigger: AutomationTrigger): Promise<Automation[]>;
}

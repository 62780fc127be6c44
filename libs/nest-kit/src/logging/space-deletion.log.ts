import type { SpaceDeletion } from '@deal/domain';
import type { JsonLogger } from './json-logger';

/** The one info line of a space deletion (the audit row is its durable record). */
export function logSpaceDeletion(logger: JsonLogger, deletion: SpaceDeletion): void {
  logger.entry('info', 'space deleted', {
    space_id: deletion.spaceId,
    deleted_by: deletion.deletedBy,
    deals: deletion.removed.deals,
    automations: deletion.removed.automations,
    api_keys: deletion.removed.apiKeys,
    deliveries: deletion.removed.deliveries,
    members: deletion.removed.members,
    invitations: deletion.removed.invitations,
  });
}

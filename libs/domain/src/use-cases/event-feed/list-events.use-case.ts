import { reachSpace } from '../../access/space-access';
import type { Actor } from '../../credentials/actor';
import type { CommittedEvent, EventType, FeedPosition } from '../../event-feed/committed-event';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { ok, type Result } from '../../shared/result';

export interface ListEventsInput {
  readonly after: FeedPosition | null;
  readonly limit: number;
  readonly type: EventType | null;
  readonly dealId: string | null;
}

export interface EventPage {
  readonly items: readonly CommittedEvent[];
  /**
   * Where to continue: after the last event shown, or where the reader already stood when there
   * was nothing new (null only when it stood nowhere and the space has no event yet).
   */
  readonly next: FeedPosition | null;
}

/**
 * GET /v1/spaces/{space}/events: anyone who reaches the space (a `read` credential is enough), its
 * committed events in commit order. A space out of reach is 404, as everywhere.
 */
export async function listEvents(
  repos: Pick<Repositories, 'memberships' | 'events'>,
  actor: Actor,
  spaceId: string,
  input: ListEventsInput,
): Promise<Result<EventPage, DomainError>> {
  const access = await reachSpace(repos, actor, spaceId);
  if (!access.ok) return access;
  const items = await repos.events.listCommitted({ spaceId, ...input });
  const last = items[items.length - 1];
  return ok({ items, next: last?.position ?? input.after });
}

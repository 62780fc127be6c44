import type { BenchContext } from './bench-context';
import type { PhaseResult } from './phase-result';
import { compareRoute } from './route-phase';

/** Events per page: the largest page the api gives (MAX_LIMIT). */
export const EVENTS_PAGE = 100;

/**
 * GET /v1/spaces/{space}/events?limit=100 (issue 27, item 4): the first page of the bench space's
 * feed (its deals' creations and status changes: several hundred events), read by the owner, against
 * the hand-written baseline with the same credential cache.
 */
export async function runEventsPhase(context: BenchContext): Promise<PhaseResult> {
  const { workspace } = context.fixture;
  const path = `/v1/spaces/${workspace.space.id}/events?limit=${EVENTS_PAGE}`;
  const headers = { authorization: `Bearer ${workspace.tokens.read}` };
  return compareRoute(context, {
    id: 'events',
    label: `GET /v1/spaces/{space}/events (page of ${EVENTS_PAGE})`,
    app: await context.api(),
    baseline: await context.cachedBaseline(),
    rate: context.config.rates.events,
    expectedStatus: 200,
    closed: (origin) => ({ url: `${origin}${path}`, headers }),
    open: () => () => ({ method: 'GET', path, headers }),
  });
}

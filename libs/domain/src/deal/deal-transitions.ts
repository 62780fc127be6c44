import { DEAL_STATUSES, type DealStatus } from './deal-status';

/**
 * Who asks for a status move. The application follows the transitions table; an incoming webhook's
 * Update Deal action may set any status (SPEC §3, "any → that status").
 */
export type TransitionSource = 'application' | 'webhook';

/**
 * The moves the application allows (SPEC §3 shows only some; the rest is our decision, docs/domain.md).
 * Sending back to draft is allowed from every later stage; closed deals can only be reopened as drafts.
 */
export const APPLICATION_TRANSITIONS: Readonly<Record<DealStatus, readonly DealStatus[]>> = {
  draft: ['pending', 'abandoned'],
  pending: ['approved', 'draft', 'abandoned'],
  approved: ['progressed', 'won', 'lost', 'abandoned', 'draft'],
  progressed: ['won', 'lost', 'abandoned', 'draft'],
  won: ['draft'],
  lost: ['draft'],
  abandoned: ['draft'],
};

export function isMoveAllowed(from: DealStatus, to: DealStatus, source: TransitionSource): boolean {
  if (from === to) return true;
  return source === 'webhook' || APPLICATION_TRANSITIONS[from].includes(to);
}

/**
 * The transitions table in words, for the API's documentation and error texts, so the prose can
 * never drift from the table: `draft → pending, abandoned; …; won/lost/abandoned → draft` (stages
 * with the same moves are named together).
 */
export function describeApplicationTransitions(): string {
  const groups: Array<{ from: DealStatus[]; to: readonly DealStatus[] }> = [];
  for (const from of DEAL_STATUSES) {
    const to = APPLICATION_TRANSITIONS[from];
    const same = groups.find((group) => group.to.join() === to.join());
    if (same) same.from.push(from);
    else groups.push({ from: [from], to });
  }
  return groups.map((group) => `${group.from.join('/')} → ${group.to.join(', ')}`).join('; ');
}

import { applyDealEdit } from '../deal/deal-edit';
import type { Deal } from '../deal/deal';
import type { Phase } from '../deal/phase';
import { transition } from '../deal/deal-transition';
import type { DomainError } from '../shared/domain-error';
import { err, ok, type Result } from '../shared/result';
import type { IncomingChangeSet } from './incoming-change-set';

/**
 * Applies what an Update Deal action decided (`incomingChanges`) exactly as the application would
 * (SPEC §3 "behaves as if changed in the application"): the status move first, through the status
 * machine with the webhook's "any status" rule (stage dates, reasons), then the plain fields
 * through the application's edit rules — so a deal still pending after the move stays read-only
 * and an archived deal refuses changes. `external_id` is matching bookkeeping, not deal content:
 * it is saved even on a pending deal, so an audit system can link a deal while it reviews it.
 * `phases` are the deal's own: a `start` that would carry a relative phase outside the deal date
 * range is refused (400 naming `start`) and nothing is applied, as for PATCH.
 */
export function applyIncomingChangeSet(
  deal: Deal,
  changeSet: IncomingChangeSet,
  now: number,
  phases: readonly Phase[],
): Result<{ deal: Deal; changed: boolean }, DomainError> {
  if (deal.archived && (changeSet.status !== null || hasContentFields(changeSet))) {
    return err({ kind: 'DealArchived' });
  }
  let current = deal;
  if (changeSet.status !== null) {
    const moved = transition(current, {
      to: changeSet.status.to,
      source: 'webhook',
      now,
      reason: changeSet.status.reason,
    });
    if (!moved.ok) return moved;
    current = moved.value.deal;
  }
  const { externalId, ...content } = changeSet.fields;
  if (Object.keys(content).length > 0) {
    const edited = applyDealEdit(current, content, now, phases);
    if (!edited.ok) return edited;
    current = edited.value.deal;
  }
  if (externalId !== undefined && externalId !== current.externalId) {
    current = { ...current, externalId, updatedAt: now };
  }
  return ok({ deal: current, changed: current !== deal });
}

function hasContentFields(changeSet: IncomingChangeSet): boolean {
  return Object.keys(changeSet.fields).some((field) => field !== 'externalId');
}

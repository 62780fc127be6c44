import type { Deal } from '../deal/deal';
import type { PinnedPhase } from '../deal/phase';

/** The schedule fields a reschedule writes onto the deal; a field is absent when it does not change. */
export interface DealSchedulePatch {
  readonly start?: number;
  readonly end?: number;
  readonly due?: number;
}

/**
 * What a reschedule will do, decided before anything is written, so the use case can snapshot,
 * save and report in one transaction.
 */
export interface ReschedulePlan {
  /** False when the resolved start equals the current start: nothing is written, no event. */
  readonly changed: boolean;
  /** A deal past draft is snapshotted (deal and phases) before the move; a draft deal is not. */
  readonly versionDue: boolean;
  readonly previousStart: number | null;
  /** The resolved start: always a Monday 00:00 UTC. */
  readonly start: number;
  /** start − previousStart; null when the deal had no start (nothing to measure from). */
  readonly offset: number | null;
  readonly dealPatch: DealSchedulePatch;
  /** Pinned phases with their new dates, in input order; relative phases follow the start by construction. */
  readonly movedPhases: readonly PinnedPhase[];
}

/** The deal after the plan; `now` becomes `updatedAt` only when something changes. */
export function applyReschedulePlan(deal: Deal, plan: ReschedulePlan, now: number): Deal {
  if (!plan.changed) return deal;
  return { ...deal, ...plan.dealPatch, updatedAt: now };
}

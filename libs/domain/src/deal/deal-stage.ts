import type { Deal } from './deal';
import type { DealStatus } from './deal-status';

/** The stages a deal passes through; won, lost and abandoned share the closed stage and its date. */
const STAGE_OF: Readonly<Record<DealStatus, number>> = {
  draft: 0,
  pending: 1,
  approved: 2,
  progressed: 3,
  won: 4,
  lost: 4,
  abandoned: 4,
};

type StageDateField = 'pendingAt' | 'approvedAt' | 'progressedAt' | 'closedAt';

/** The stage date recorded by entering each stage after draft, in stage order. */
const STAGE_DATES: readonly { stage: number; field: StageDateField }[] = [
  { stage: 1, field: 'pendingAt' },
  { stage: 2, field: 'approvedAt' },
  { stage: 3, field: 'progressedAt' },
  { stage: 4, field: 'closedAt' },
];

/**
 * Entering a stage records its date and clears the dates of every later stage, so the stage dates
 * always describe the path that led to the current status (a move to draft clears them all).
 */
export function stageDatesAfterMove(deal: Deal, to: DealStatus, now: number): Pick<Deal, StageDateField> {
  const target = STAGE_OF[to];
  const dates = {
    pendingAt: deal.pendingAt,
    approvedAt: deal.approvedAt,
    progressedAt: deal.progressedAt,
    closedAt: deal.closedAt,
  };
  for (const { stage, field } of STAGE_DATES) {
    if (stage === target) dates[field] = now;
    if (stage > target) dates[field] = null;
  }
  return dates;
}

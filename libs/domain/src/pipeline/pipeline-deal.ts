import type { DealStatus } from '../deal/deal-status';

/**
 * The deals a forecast counts: open ones (draft to progressed) and won ones. Lost and abandoned
 * deals, and archived ones, are not in the pipeline.
 */
export const PIPELINE_STATUSES: readonly DealStatus[] = ['draft', 'pending', 'approved', 'progressed', 'won'];

/** What the forecast needs of a deal: its money, its chance and its schedule. */
export interface PipelineDeal {
  readonly id: string;
  readonly status: DealStatus;
  /** As stored (any decimals); counted to the cent, half-up, as SPEC §2.3 rounds it. */
  readonly price: number;
  readonly cost: number | null;
  /** 0 to 1; counted to 4 decimals. */
  readonly probability: number | null;
  readonly start: number | null;
  readonly due: number | null;
  /** The absolute dates of its phases (a relative phase placed on the deal's start). */
  readonly phases: readonly { readonly start: number; readonly end: number }[];
}

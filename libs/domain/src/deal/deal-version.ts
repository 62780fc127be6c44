import type { Deal } from './deal';
import type { Phase } from './phase';

/** A snapshot of a deal and its phases, taken before a change that rewrites its schedule. */
export interface DealVersion {
  readonly id: string;
  readonly dealId: string;
  readonly createdAt: number;
  readonly reason: 'reschedule';
  readonly deal: Deal;
  readonly phases: readonly Phase[];
}

import type { SpaceRole } from '../credentials/space-role';

/** A workspace that owns deals. `plan` names the commercial plan (documented values in docs/domain.md). */
export interface Space {
  readonly id: string;
  readonly name: string;
  readonly plan: string;
  /**
   * The currency of its money: a new deal sent without one takes it (docs/deals.md). Lower-case
   * ISO 4217 code; changing it never touches the deals already made.
   */
  readonly currency: string;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** A space as one caller sees it: with the caller's role, or null for a space key (which has none). */
export interface ReachableSpace {
  readonly space: Space;
  readonly role: SpaceRole | null;
  readonly isMember: boolean;
}

import type { SpaceRole } from '../credentials/space-role';

/** A workspace that owns deals. `plan` names the commercial plan (documented values in docs/domain.md). */
export interface Space {
  readonly id: string;
  readonly name: string;
  readonly plan: string;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** A space as one caller sees it: with the caller's role, or null for a space key (which has none). */
export interface ReachableSpace {
  readonly space: Space;
  readonly role: SpaceRole | null;
  readonly isMember: boolean;
}

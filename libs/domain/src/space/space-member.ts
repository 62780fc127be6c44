import type { SpaceRole } from '../credentials/space-role';

/** A user's membership of a space, with what other members see of the user. */
export interface SpaceMember {
  readonly userId: string;
  readonly email: string;
  readonly name: string;
  readonly role: SpaceRole;
  readonly joinedAt: number;
}

import type { PageQuery } from '../shared/page-query';
import type { SpaceRole } from '../credentials/space-role';
import type { ReachableSpace, Space } from './space';
import type { SpaceMember } from './space-member';

/** A space to insert: without a currency, it gets DEFAULT_SPACE_CURRENCY (as the column's default). */
export type NewSpace = Omit<Space, 'currency'> & { readonly currency?: string };

export interface SpaceRepository {
  insert(space: NewSpace): Promise<void>;
  findById(id: string): Promise<Space | null>;
  /** Sets the name, the currency and `updated_at`; nothing when no space has the id. */
  update(
    id: string,
    fields: { readonly name: string; readonly currency: string },
    updatedAt: number,
  ): Promise<void>;
  /** The spaces a user is a member of now, ordered by id. */
  listForUser(userId: string, page: PageQuery): Promise<ReachableSpace[]>;
}

/**
 * A membership another read carries along (`spaceAccessOf`): the role of `userId` in `spaceId`;
 * a null user (a space key's request) reads none.
 */
export interface MemberLookup {
  readonly spaceId: string;
  readonly userId: string | null;
}

export interface MembershipRepository {
  add(membership: { spaceId: string; userId: string; role: SpaceRole; createdAt: number }): Promise<void>;
  roleOf(spaceId: string, userId: string): Promise<SpaceRole | null>;
  remove(spaceId: string, userId: string): Promise<void>;
  setRole(spaceId: string, userId: string, role: SpaceRole): Promise<void>;
  findMember(spaceId: string, userId: string): Promise<SpaceMember | null>;
  /** A space's members, one keyset page in user id order. */
  listForSpace(spaceId: string, page: PageQuery): Promise<SpaceMember[]>;
  countOwners(spaceId: string): Promise<number>;
  /**
   * Serialises membership changes of one space until the transaction ends (so two owners cannot
   * demote each other at once and leave none). False when the space does not exist.
   */
  lockSpace(spaceId: string): Promise<boolean>;
}

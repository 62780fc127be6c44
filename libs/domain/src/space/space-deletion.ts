/** What a deleted space held, counted as it went (the audit row keeps the numbers). */
export interface SpaceContents {
  readonly deals: number;
  readonly automations: number;
  readonly apiKeys: number;
  readonly deliveries: number;
  readonly members: number;
  readonly invitations: number;
}

/**
 * The record that a space was deleted, kept after the space and its rows are gone (an audit
 * trail: docs/credentials-and-members.md "Deleting a space").
 */
export interface SpaceDeletion {
  readonly spaceId: string;
  readonly name: string;
  /** The owner who deleted it; null once that user is deleted. */
  readonly deletedBy: string | null;
  readonly deletedAt: number;
  readonly removed: SpaceContents;
}

/** Port: deleting a space and its audit trail. */
export interface SpaceDeletionRepository {
  countContents(spaceId: string): Promise<SpaceContents>;
  /** Records the deletion, then deletes the space; every row of the space goes with it. */
  deleteSpace(deletion: SpaceDeletion): Promise<void>;
}

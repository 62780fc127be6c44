import type { SpaceRole } from '../credentials/space-role';
import { MS_PER_DAY } from '../shared/time';
import type { PageQuery } from '../shared/page-query';

/** How long an invitation can be accepted (docs/credentials-and-members.md "Invitations"). */
export const INVITATION_LIFETIME_MS = 7 * MS_PER_DAY;

/**
 * An owner's or admin's offer of a role in a space to whoever signs in with `email`. It exists only
 * while pending: accepting, declining and revoking remove it, and the membership it creates is the
 * record that it was accepted. At most one per email and space: inviting again refreshes it.
 */
export interface Invitation {
  readonly id: string;
  readonly spaceId: string;
  /** Trimmed and lower-cased, as users' emails are stored. */
  readonly email: string;
  readonly role: SpaceRole;
  /** The user who (last) invited; null once that user is deleted. */
  readonly invitedBy: string | null;
  readonly createdAt: number;
  readonly expiresAt: number;
}

/** An invitation with the names a reader needs to decide on it. */
export interface InvitationView extends Invitation {
  readonly spaceName: string;
  readonly inviterName: string | null;
}

/** Whether an invitation can still be accepted at `now`. */
export function isInvitationOpen(invitation: Invitation, now: number): boolean {
  return now < invitation.expiresAt;
}

/** Port: pending invitations. Lists hold only those still open at `now`, in id order. */
export interface InvitationRepository {
  /** Inserts the invitation, or overwrites the one with the same id (a refresh). */
  save(invitation: Invitation): Promise<void>;
  findById(id: string): Promise<InvitationView | null>;
  /** The invitation of an email to a space, open or expired. */
  findForEmail(spaceId: string, email: string): Promise<Invitation | null>;
  listForSpace(spaceId: string, now: number, page: PageQuery): Promise<InvitationView[]>;
  listForEmail(email: string, now: number, page: PageQuery): Promise<InvitationView[]>;
  delete(id: string): Promise<void>;
  /** Deletes every invitation to `email` still open at `now`, and answers them (in id order). */
  deleteOpenForEmail(email: string, now: number): Promise<Invitation[]>;
  /** Keeps the hash of the invitation's link token (the token itself is only in the email). */
  setLinkTokenHash(id: string, tokenHash: string): Promise<void>;
  /** The hash of the invitation's current link token; null when it has none (or is gone). */
  linkTokenHashOf(id: string): Promise<string | null>;
}

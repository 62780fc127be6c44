import { isLinkToken, LINK_TOKEN_BYTES, newLinkToken } from '../credentials/link-token';
import type { SecretHasher } from '../credentials/secret-hasher.port';

/** What an invitation link is made of: randomness, the hash it is stored as, and the app's address. */
export interface InvitationLinkDeps {
  /** Randomness (the RandomSource port's shape; `device/` is beside `space/`, not below it). */
  readonly random: { bytes(length: number): Uint8Array };
  readonly hasher: SecretHasher;
  /** `APP_URL`: links in emails point there. */
  readonly appUrl: string;
}

/** A link just issued: the URL goes into the email only; the row keeps the token's hash. */
export interface IssuedInvitationLink {
  readonly url: string;
  readonly tokenHash: string;
}

/** The page an invitation link opens: `/join/<invitation id>/<token>`. */
export function invitationLinkPath(invitationId: string, token: string): string {
  return `/join/${encodeURIComponent(invitationId)}/${token}`;
}

/**
 * A new single-use link for an invitation (docs/accounts.md "Sign-up from an invitation"). It works
 * while the invitation is open and goes with it (accepted, declined, withdrawn, or refreshed: a
 * refresh sends a new link and the old one stops working).
 */
export function issueInvitationLink(deps: InvitationLinkDeps, invitationId: string): IssuedInvitationLink {
  const token = newLinkToken(deps.random.bytes(LINK_TOKEN_BYTES));
  return {
    url: `${deps.appUrl.replace(/\/+$/, '')}${invitationLinkPath(invitationId, token)}`,
    tokenHash: deps.hasher.sha256Hex(token),
  };
}

/** Whether text has the shape of a link token; anything else is refused before any lookup. */
export function isInvitationLinkToken(text: string): boolean {
  return isLinkToken(text);
}

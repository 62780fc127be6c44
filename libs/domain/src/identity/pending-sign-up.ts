import { MS_PER_DAY } from '../shared/time';

/**
 * `SIGN_UP`: who may create an account (docs/accounts.md). `invite` (default): whoever follows an
 * invitation link; `open`: anyone, from the sign-up page, once their email is verified; `off`:
 * nobody, an invitation link only works for an existing account. Read by the api's config, obeyed
 * by the web app's pages.
 */
export const SIGN_UP_MODES = ['invite', 'open', 'off'] as const;
export type SignUpMode = (typeof SIGN_UP_MODES)[number];

/** How long an open sign-up waits for its email to be verified (docs/accounts.md "Open sign-up"). */
export const PENDING_SIGN_UP_LIFETIME_MS = MS_PER_DAY;

/**
 * An open sign-up (SIGN_UP=open) waiting for its email to be verified: no account exists until
 * the emailed link is followed, so nobody signs in with an address they do not hold. The password
 * is kept hashed, the link token only as its hash. One per email: asking again replaces it.
 */
export interface PendingSignUp {
  readonly id: string;
  /** Trimmed and lower-cased, as users' emails are stored. */
  readonly email: string;
  readonly name: string;
  readonly passwordHash: string;
  readonly tokenHash: string;
  readonly createdAt: number;
  readonly expiresAt: number;
}

/** Port: pending sign-ups. */
export interface PendingSignUpRepository {
  /** Inserts, or replaces the pending sign-up of the same email (the older link stops working). */
  save(pending: PendingSignUp): Promise<void>;
  findById(id: string): Promise<PendingSignUp | null>;
  delete(id: string): Promise<void>;
  /** Deletes those expired before `now` (at each new sign-up: no background job needed). */
  deleteExpired(now: number): Promise<void>;
}

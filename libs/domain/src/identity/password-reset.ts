/** How long a password reset link works (docs/accounts.md "Password reset"). */
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

/**
 * A "forgot password" request: the emailed link's token is kept only as its SHA-256, the link
 * works once (`usedAt`) and for an hour. Setting a password by any link uses up all of the user's.
 */
export interface PasswordReset {
  readonly id: string;
  readonly userId: string;
  readonly tokenHash: string;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly usedAt: number | null;
}

/** Port: password resets. */
export interface PasswordResetRepository {
  insert(reset: PasswordReset): Promise<void>;
  findById(id: string): Promise<PasswordReset | null>;
  /**
   * Uses up every open reset of the user, `id`'s among them, at once; false when `id` was
   * used already (a second submit of the same link, even a concurrent one, changes nothing).
   */
  useAllOfUser(userId: string, id: string, at: number): Promise<boolean>;
  /** Deletes the resets expired by `before` (at each new request: no background job). */
  deleteExpiredBefore(before: number): Promise<void>;
}

export interface User {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly createdAt: number;
}

export interface UserRepository {
  /**
   * Creates the account, or writes nothing and answers false when an account has the email: two
   * sign-ups of one email at the same moment (two tabs, single sign-on and a link) both pass their
   * "no account yet" check, and the second finds the first here instead of failing.
   */
  insert(user: User): Promise<boolean>;
  findById(id: string): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  /**
   * The user of an email with their stored password hash (null when they have none: API-only
   * users), in one read, so sign-in does the same work for a registered email as for an unknown one.
   */
  findWithPasswordHash(email: string): Promise<{ user: User; passwordHash: string | null } | null>;
  setPasswordHash(userId: string, passwordHash: string): Promise<void>;
}

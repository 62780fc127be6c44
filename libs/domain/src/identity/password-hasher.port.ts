/**
 * Port: a memory-hard password hash (argon2id in the adapter). `verify` with no stored hash does
 * the same work and answers false, so a sign-in for an unknown email takes as long as a wrong
 * password and tells nothing about which emails exist.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(storedHash: string | null, password: string): Promise<boolean>;
}

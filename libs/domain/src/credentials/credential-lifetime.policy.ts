/** The lifetime fields of a stored credential, epoch milliseconds; null = not revoked / never expires. */
export interface CredentialLifetime {
  readonly revokedAt: number | null;
  readonly expiresAt: number | null;
}

/**
 * A credential authenticates while it is neither revoked nor expired. Revocation takes effect
 * at once, whatever time it records; expiry is inclusive (at `expiresAt` the credential is
 * already expired), so a zero-length lifetime never works. `now` comes from the Clock port.
 */
export function credentialUsable(credential: CredentialLifetime, now: number): boolean {
  if (credential.revokedAt !== null) return false;
  return credential.expiresAt === null || now < credential.expiresAt;
}

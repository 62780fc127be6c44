import { credentialUsable, type CredentialLifetime, type CredentialScope } from '@deal/domain';

/** The scopes in words, for people rather than for the API. */
export const SCOPE_LABELS: Readonly<Record<CredentialScope, { title: string; detail: string }>> = {
  read: { title: 'Read only', detail: 'can read, never change anything' },
  read_write: { title: 'Read and write', detail: 'can read and make changes' },
};

export type CredentialState = 'active' | 'expired' | 'revoked';

/** Whether a credential still works at `now`, and if not, why (revocation wins over expiry). */
export function credentialStateOf(credential: CredentialLifetime, now: number): CredentialState {
  if (credential.revokedAt !== null) return 'revoked';
  return credentialUsable(credential, now) ? 'active' : 'expired';
}

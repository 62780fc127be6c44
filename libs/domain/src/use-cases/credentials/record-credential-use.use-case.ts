import type { Credential, CredentialRepository } from '../../credentials/credential';
import { LAST_USE_RESOLUTION_MS, lastUseDue } from '../../credentials/last-use.policy';

/**
 * Records that an accepted credential was used at `now`, at most once a minute: a use within a
 * minute of the recorded one costs no write at all (decided from the record authentication just
 * read), and the write itself is conditional, so racing requests record it once. True when written.
 */
export async function recordCredentialUse(
  deps: { readonly credentials: Pick<CredentialRepository, 'recordUse'> },
  credential: Pick<Credential, 'id' | 'lastUsedAt'>,
  now: number,
): Promise<boolean> {
  if (!lastUseDue(credential.lastUsedAt, now)) return false;
  return deps.credentials.recordUse(credential.id, now, now - LAST_USE_RESOLUTION_MS);
}

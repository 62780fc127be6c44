import { isCredentialScope, type Credential } from '@deal/domain';
import type { CredentialRow } from '../schema/credential.schema';
import { oneOf, required, toDate, toDateOrNull, toEpoch, toEpochOrNull } from './row-values';

/** A personal token carries user_id; a space key carries space_id and created_by (CHECK in the schema). */
export function credentialToDomain(row: CredentialRow): Credential {
  const base = {
    id: row.id,
    tokenHash: row.token_hash,
    name: row.name,
    scope: oneOf(row.scope, isCredentialScope, 'credentials.scope'),
    createdAt: toEpoch(row.created_at),
    expiresAt: toEpochOrNull(row.expires_at),
    revokedAt: toEpochOrNull(row.revoked_at),
    lastUsedAt: toEpochOrNull(row.last_used_at),
  };
  switch (row.kind) {
    case 'personal':
      return { ...base, kind: 'personal', userId: required(row.user_id, 'credentials.user_id') };
    case 'space':
      return {
        ...base,
        kind: 'space',
        spaceId: required(row.space_id, 'credentials.space_id'),
        createdBy: row.created_by,
      };
    default:
      throw new Error(`Corrupt row: credentials.kind has unexpected value ${JSON.stringify(row.kind)}`);
  }
}

export function credentialToRow(credential: Credential): CredentialRow {
  return {
    id: credential.id,
    kind: credential.kind,
    token_hash: credential.tokenHash,
    name: credential.name,
    scope: credential.scope,
    user_id: credential.kind === 'personal' ? credential.userId : null,
    space_id: credential.kind === 'space' ? credential.spaceId : null,
    created_by: credential.kind === 'space' ? credential.createdBy : null,
    created_at: toDate(credential.createdAt),
    expires_at: toDateOrNull(credential.expiresAt),
    revoked_at: toDateOrNull(credential.revokedAt),
    last_used_at: toDateOrNull(credential.lastUsedAt),
  };
}

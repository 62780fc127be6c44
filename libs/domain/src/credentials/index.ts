// Public API of the credential rules: token format, scopes, roles, lifetime, storage key.
export type { Actor } from './actor';
export { CREDENTIAL_SCOPES, canWrite, checkWriteAllowed, isCredentialScope } from './credential-scope';
export type { CredentialScope, ScopeForbidsWrites } from './credential-scope';
export { credentialUsable } from './credential-lifetime.policy';
export type { CredentialLifetime } from './credential-lifetime.policy';
export { crc32 } from './crc32';
export type { SecretHasher } from './secret-hasher.port';
export { SPACE_ROLES, canManageSpace, isSpaceRole } from './space-role';
export type { SpaceRole } from './space-role';
export {
  MIN_TOKEN_RANDOM_BYTES,
  TOKEN_CHECKSUM_LENGTH,
  TOKEN_LENGTH,
  TOKEN_PREFIXES,
  TOKEN_RANDOM_LENGTH,
  formatToken,
  parseToken,
} from './token-format';
export type { ParsedToken, TokenKind } from './token-format';
export { tokenLookupKey } from './token-lookup-key';
export type { Credential, CredentialRepository, PersonalToken, SpaceKey } from './credential';
export type { TokenIssuer } from './token-issuer.port';
export {
  CREDENTIAL_RULE_MESSAGES,
  MAX_CREDENTIAL_NAME_LENGTH,
  MAX_EXPIRES_IN_DAYS,
  credentialTerms,
} from './credential-terms.policy';
export type { CredentialRequest, CredentialTerms } from './credential-terms.policy';
export { CREDENTIAL_REQUEST_RULES, parseCredentialRequest } from './requests/credential.request';
export { LAST_USE_RESOLUTION_MS, lastUseDue } from './last-use.policy';

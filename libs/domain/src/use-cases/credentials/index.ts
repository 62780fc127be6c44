// Personal tokens and space API keys: minting (shown once), listing, revoking, recording use.
export type { CreatePersonalTokenDeps } from './create-personal-token.use-case';
export { createPersonalToken } from './create-personal-token.use-case';
export type { CreateSpaceKeyDeps } from './create-space-key.use-case';
export { createSpaceKey } from './create-space-key.use-case';
export type { IssueCredentialDeps, IssuedCredential } from './issue-credential';
export { listPersonalTokens } from './list-personal-tokens.use-case';
export { listSpaceKeys } from './list-space-keys.use-case';
export { recordCredentialUse } from './record-credential-use.use-case';
export { revokePersonalToken } from './revoke-personal-token.use-case';
export { revokeSpaceKey } from './revoke-space-key.use-case';

import type { CredentialScope } from './credential-scope';

/**
 * A stored credential. Only the hash of the token is kept (see token-lookup-key.ts); the token itself
 * is shown once at creation. A personal token belongs to a user; a space key belongs to a space, and
 * `createdBy` is kept for the audit trail only (the key outlives its creator's membership).
 */
export type Credential = PersonalToken | SpaceKey;

interface CredentialBase {
  readonly id: string;
  readonly tokenHash: string;
  readonly name: string;
  readonly scope: CredentialScope;
  readonly createdAt: number;
  readonly expiresAt: number | null;
  readonly revokedAt: number | null;
  readonly lastUsedAt: number | null;
}

export interface PersonalToken extends CredentialBase {
  readonly kind: 'personal';
  readonly userId: string;
}

export interface SpaceKey extends CredentialBase {
  readonly kind: 'space';
  readonly spaceId: string;
  readonly createdBy: string | null;
}

export interface CredentialRepository {
  insert(credential: Credential): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<Credential | null>;
  findById(id: string): Promise<Credential | null>;
  listForUser(userId: string): Promise<PersonalToken[]>;
  listForSpace(spaceId: string): Promise<SpaceKey[]>;
  revoke(id: string, at: number): Promise<void>;
}

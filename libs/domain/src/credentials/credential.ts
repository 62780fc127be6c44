import type { PageQuery } from '../shared/page-query';
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
  /** A user's personal tokens (revoked and expired ones too), one keyset page in id order. */
  listForUser(userId: string, page: PageQuery): Promise<PersonalToken[]>;
  /** A space's keys (revoked and expired ones too), one keyset page in id order. */
  listForSpace(spaceId: string, page: PageQuery): Promise<SpaceKey[]>;
  revoke(id: string, at: number): Promise<void>;
  /**
   * Sets `lastUsedAt` to `at` when none is recorded or the recorded one is at or before `staleAt`:
   * a conditional write, so concurrent requests (or api instances) record a use once. True when
   * this call wrote it.
   */
  recordUse(id: string, at: number, staleAt: number): Promise<boolean>;
}

import type { Credential, CredentialScope } from '@deal/domain';
import { TypeOrmUnitOfWork, type Database } from '@deal/persistence';
import { NodeSecretHasher, RandomIdGenerator, RandomTokenIssuer } from '@deal/node-adapters';

const issuer = new RandomTokenIssuer(new NodeSecretHasher());
const ids = new RandomIdGenerator();

type Owner = { kind: 'personal'; userId: string } | { kind: 'space'; spaceId: string };

/** Stores a credential for a test and returns its token; lifetime fields may be overridden. */
export async function insertCredential(
  database: Database,
  owner: Owner,
  overrides: { scope?: CredentialScope; revokedAt?: number | null; expiresAt?: number | null } = {},
): Promise<string> {
  const { token, tokenHash } = issuer.issue(owner.kind);
  const base = {
    id: ids.next('tok'),
    tokenHash,
    name: 'test',
    scope: overrides.scope ?? 'read',
    createdAt: Date.now() - 1000,
    expiresAt: overrides.expiresAt ?? null,
    revokedAt: overrides.revokedAt ?? null,
    lastUsedAt: null,
  };
  const credential: Credential =
    owner.kind === 'personal'
      ? { ...base, kind: 'personal', userId: owner.userId }
      : { ...base, kind: 'space', spaceId: owner.spaceId, createdBy: null };
  await new TypeOrmUnitOfWork(database.dataSource).repositories.credentials.insert(credential);
  return token;
}

import type { Credential, CredentialRepository, PageQuery, PersonalToken, SpaceKey } from '@deal/domain';
import { IsNull, MoreThan, type EntityManager } from 'typeorm';
import { CredentialSchema, type CredentialRow } from '../schema/credential.schema';
import { credentialToDomain, credentialToRow } from './credential.mapper';
import { queryRecords } from './sql-records';

/**
 * Every request with a bearer token runs this, so it is a fixed statement rather than one TypeORM
 * builds from metadata on each call (that building was most of the route's own CPU; see
 * docs/performance.md).
 */
const BY_TOKEN_HASH = `SELECT id, kind, token_hash, name, scope, user_id, space_id, created_by,
         created_at, expires_at, revoked_at, last_used_at
    FROM credentials WHERE token_hash = $1`;

/** Lookups return revoked and expired credentials too: whether one is usable is the caller's rule. */
export class TypeOrmCredentialRepository implements CredentialRepository {
  constructor(private readonly manager: EntityManager) {}

  async insert(credential: Credential): Promise<void> {
    await this.manager.insert(CredentialSchema, credentialToRow(credential));
  }

  async findByTokenHash(tokenHash: string): Promise<Credential | null> {
    const [row] = await queryRecords<CredentialRow>(this.manager, BY_TOKEN_HASH, [tokenHash]);
    return row ? credentialToDomain(row) : null;
  }

  async findById(id: string): Promise<Credential | null> {
    const row = await this.manager.findOneBy(CredentialSchema, { id });
    return row ? credentialToDomain(row) : null;
  }

  /** Keyset page in id order (ids start with their creation time), over index credentials_user_idx. */
  async listForUser(userId: string, page: PageQuery): Promise<PersonalToken[]> {
    const rows = await this.manager.find(CredentialSchema, {
      where: { kind: 'personal', user_id: userId, ...afterId(page) },
      order: { id: 'ASC' },
      take: page.limit,
    });
    return rows.map(credentialToDomain).filter((c): c is PersonalToken => c.kind === 'personal');
  }

  /** Keyset page in id order, over index credentials_space_idx. */
  async listForSpace(spaceId: string, page: PageQuery): Promise<SpaceKey[]> {
    const rows = await this.manager.find(CredentialSchema, {
      where: { kind: 'space', space_id: spaceId, ...afterId(page) },
      order: { id: 'ASC' },
      take: page.limit,
    });
    return rows.map(credentialToDomain).filter((c): c is SpaceKey => c.kind === 'space');
  }

  /** Keeps the first revocation time: revoking twice changes nothing. */
  async revoke(id: string, at: number): Promise<void> {
    await this.manager.update(CredentialSchema, { id, revoked_at: IsNull() }, { revoked_at: new Date(at) });
  }

  /** One conditional UPDATE: of racing requests that all saw a stale time, only the first writes. */
  async recordUse(id: string, at: number, staleAt: number): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(CredentialSchema)
      .set({ last_used_at: new Date(at) })
      .where('id = :id AND (last_used_at IS NULL OR last_used_at <= :staleAt)', {
        id,
        staleAt: new Date(staleAt),
      })
      .execute();
    return (result.affected ?? 0) > 0;
  }
}

const afterId = (page: PageQuery) => (page.afterId === null ? {} : { id: MoreThan(page.afterId) });

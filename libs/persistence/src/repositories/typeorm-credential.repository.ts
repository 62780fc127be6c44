import type { Credential, CredentialRepository, PersonalToken, SpaceKey } from '@deal/domain';
import { IsNull, type EntityManager } from 'typeorm';
import { CredentialSchema } from '../schema/credential.schema';
import { credentialToDomain, credentialToRow } from './credential.mapper';

/** Lookups return revoked and expired credentials too: whether one is usable is the caller's rule. */
export class TypeOrmCredentialRepository implements CredentialRepository {
  constructor(private readonly manager: EntityManager) {}

  async insert(credential: Credential): Promise<void> {
    await this.manager.insert(CredentialSchema, credentialToRow(credential));
  }

  async findByTokenHash(tokenHash: string): Promise<Credential | null> {
    const row = await this.manager.findOneBy(CredentialSchema, { token_hash: tokenHash });
    return row ? credentialToDomain(row) : null;
  }

  async findById(id: string): Promise<Credential | null> {
    const row = await this.manager.findOneBy(CredentialSchema, { id });
    return row ? credentialToDomain(row) : null;
  }

  async listForUser(userId: string): Promise<PersonalToken[]> {
    const rows = await this.manager.find(CredentialSchema, {
      where: { kind: 'personal', user_id: userId },
      order: { created_at: 'ASC', id: 'ASC' },
    });
    return rows.map(credentialToDomain).filter((c): c is PersonalToken => c.kind === 'personal');
  }

  async listForSpace(spaceId: string): Promise<SpaceKey[]> {
    const rows = await this.manager.find(CredentialSchema, {
      where: { kind: 'space', space_id: spaceId },
      order: { created_at: 'ASC', id: 'ASC' },
    });
    return rows.map(credentialToDomain).filter((c): c is SpaceKey => c.kind === 'space');
  }

  /** Keeps the first revocation time: revoking twice changes nothing. */
  async revoke(id: string, at: number): Promise<void> {
    await this.manager.update(CredentialSchema, { id, revoked_at: IsNull() }, { revoked_at: new Date(at) });
  }
}

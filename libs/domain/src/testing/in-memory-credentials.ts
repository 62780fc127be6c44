import type { Credential, CredentialRepository, PersonalToken, SpaceKey } from '../credentials/credential';
import type { PageQuery } from '../shared/page-query';

/** CredentialRepository over an array, with the adapter's semantics, for pure use-case tests. */
export class InMemoryCredentials implements CredentialRepository {
  readonly rows: Credential[] = [];
  /** Every recordUse call that wrote, to show which requests cost a write. */
  readonly recordedUses: Array<{ id: string; at: number }> = [];

  async insert(credential: Credential): Promise<void> {
    if (this.rows.some((row) => row.id === credential.id || row.tokenHash === credential.tokenHash)) {
      throw new Error(`duplicate credential ${credential.id}`);
    }
    this.rows.push(credential);
  }

  async findByTokenHash(tokenHash: string): Promise<Credential | null> {
    return this.rows.find((row) => row.tokenHash === tokenHash) ?? null;
  }

  async findById(id: string): Promise<Credential | null> {
    return this.rows.find((row) => row.id === id) ?? null;
  }

  async listForUser(userId: string, page: PageQuery): Promise<PersonalToken[]> {
    const mine = this.rows.filter(
      (row): row is PersonalToken => row.kind === 'personal' && row.userId === userId,
    );
    return pageOf(mine, page);
  }

  async listForSpace(spaceId: string, page: PageQuery): Promise<SpaceKey[]> {
    const keys = this.rows.filter((row): row is SpaceKey => row.kind === 'space' && row.spaceId === spaceId);
    return pageOf(keys, page);
  }

  async revoke(id: string, at: number): Promise<void> {
    this.update(id, (row) => (row.revokedAt === null ? { ...row, revokedAt: at } : row));
  }

  async recordUse(id: string, at: number, staleAt: number): Promise<boolean> {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row || (row.lastUsedAt !== null && row.lastUsedAt > staleAt)) return false;
    this.update(id, (current) => ({ ...current, lastUsedAt: at }));
    this.recordedUses.push({ id, at });
    return true;
  }

  private update(id: string, change: (row: Credential) => Credential): void {
    const index = this.rows.findIndex((row) => row.id === id);
    const row = this.rows[index];
    if (row) this.rows[index] = change(row);
  }
}

function pageOf<T extends { id: string }>(rows: T[], page: PageQuery): T[] {
  return [...rows]
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .filter((row) => page.afterId === null || row.id > page.afterId)
    .slice(0, page.limit);
}

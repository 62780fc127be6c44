import type { SpaceRole } from '../credentials/space-role';
import type { User, UserRepository } from '../identity/user';
import type { MemberRepositories, MemberUnitOfWork } from '../use-cases/members/member-repositories';
import type { SpaceMember } from '../space/space-member';
import type { PageQuery } from '../shared/page-query';
import type { MembershipRepository } from '../space/space.repository';

interface MembershipRow {
  readonly spaceId: string;
  readonly userId: string;
  role: SpaceRole;
  readonly createdAt: number;
}

/** Users, spaces and memberships in memory, with the adapters' semantics, for pure use-case tests. */
export class InMemoryMembers implements MembershipRepository, UserRepository, MemberUnitOfWork {
  readonly users = new Map<string, User>();
  readonly spaces = new Set<string>();
  readonly rows: MembershipRow[] = [];
  /** Spaces locked by lockSpace, in call order. */
  readonly locks: string[] = [];

  /** As the TypeORM unit of work, minus rollback: a failing use case here returns before writing. */
  transaction<T>(work: (repositories: MemberRepositories) => Promise<T>): Promise<T> {
    return work({ memberships: this, users: this });
  }

  withUser(id: string, email = `${id}@example.test`): this {
    this.users.set(id, { id, email, name: `Name of ${id}`, createdAt: 0 });
    return this;
  }

  withMember(spaceId: string, userId: string, role: SpaceRole, createdAt = 1): this {
    this.spaces.add(spaceId);
    if (!this.users.has(userId)) this.withUser(userId);
    this.rows.push({ spaceId, userId, role, createdAt });
    return this;
  }

  async insert(user: User): Promise<boolean> {
    if ([...this.users.values()].some((existing) => existing.email === user.email)) return false;
    this.users.set(user.id, user);
    return true;
  }

  async findById(id: string): Promise<User | null> {
    return this.users.get(id) ?? null;
  }

  async findByEmail(email: string): Promise<User | null> {
    return [...this.users.values()].find((user) => user.email === email) ?? null;
  }

  readonly passwordHashes = new Map<string, string>();

  async findWithPasswordHash(email: string): Promise<{ user: User; passwordHash: string | null } | null> {
    const user = await this.findByEmail(email);
    return user ? { user, passwordHash: this.passwordHashes.get(user.id) ?? null } : null;
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    this.passwordHashes.set(userId, passwordHash);
  }

  async add(membership: {
    spaceId: string;
    userId: string;
    role: SpaceRole;
    createdAt: number;
  }): Promise<void> {
    if (this.row(membership.spaceId, membership.userId)) throw new Error('duplicate membership');
    this.rows.push({ ...membership });
  }

  async roleOf(spaceId: string, userId: string): Promise<SpaceRole | null> {
    return this.row(spaceId, userId)?.role ?? null;
  }

  async remove(spaceId: string, userId: string): Promise<void> {
    const index = this.rows.findIndex((row) => row.spaceId === spaceId && row.userId === userId);
    if (index >= 0) this.rows.splice(index, 1);
  }

  async setRole(spaceId: string, userId: string, role: SpaceRole): Promise<void> {
    const row = this.row(spaceId, userId);
    if (row) row.role = role;
  }

  async findMember(spaceId: string, userId: string): Promise<SpaceMember | null> {
    const row = this.row(spaceId, userId);
    return row ? this.memberOf(row) : null;
  }

  async listForSpace(spaceId: string, page: PageQuery): Promise<SpaceMember[]> {
    return this.rows
      .filter((row) => row.spaceId === spaceId && (page.afterId === null || row.userId > page.afterId))
      .sort((a, b) => (a.userId < b.userId ? -1 : 1))
      .slice(0, page.limit)
      .map((row) => this.memberOf(row));
  }

  async countOwners(spaceId: string): Promise<number> {
    return this.rows.filter((row) => row.spaceId === spaceId && row.role === 'owner').length;
  }

  async lockSpace(spaceId: string): Promise<boolean> {
    this.locks.push(spaceId);
    return this.spaces.has(spaceId);
  }

  private row(spaceId: string, userId: string): MembershipRow | undefined {
    return this.rows.find((row) => row.spaceId === spaceId && row.userId === userId);
  }

  private memberOf(row: MembershipRow): SpaceMember {
    const user = this.users.get(row.userId);
    if (!user) throw new Error(`membership of unknown user ${row.userId}`);
    return { userId: user.id, email: user.email, name: user.name, role: row.role, joinedAt: row.createdAt };
  }
}

import type { SpaceRole } from '../credentials/space-role';
import type {
  InvitationRepositories,
  InvitationUnitOfWork,
} from '../use-cases/invitations/invitation-repositories';
import type { Invitation, InvitationRepository, InvitationView } from '../space/invitation';
import type { ReachableSpace, Space } from '../space/space';
import type { PageQuery } from '../shared/page-query';
import type { NewSpace, SpaceRepository } from '../space/space.repository';
import { DEFAULT_SPACE_CURRENCY } from '../space/space-currency.rules';
import { InMemoryEmailOutbox } from './in-memory-email-outbox';
import { InMemoryMembers } from './in-memory-memberships';
import { InMemoryInvitationBlocks, InMemorySpaceQuotas } from './in-memory-space-quotas';

/** Spaces in memory; their members live in the InMemoryMembers beside them. */
export class InMemorySpaceRecords implements SpaceRepository {
  readonly records = new Map<string, Space>();

  constructor(private readonly members: InMemoryMembers) {}

  async insert(space: NewSpace): Promise<void> {
    this.records.set(space.id, { ...space, currency: space.currency ?? DEFAULT_SPACE_CURRENCY });
    this.members.spaces.add(space.id);
  }

  async findById(id: string): Promise<Space | null> {
    return this.records.get(id) ?? null;
  }

  async update(
    id: string,
    fields: { readonly name: string; readonly currency: string },
    updatedAt: number,
  ): Promise<void> {
    const space = this.records.get(id);
    if (space) this.records.set(id, { ...space, ...fields, updatedAt });
  }

  async listForUser(userId: string, page: PageQuery): Promise<ReachableSpace[]> {
    return this.members.rows
      .filter((row) => row.userId === userId && (page.afterId === null || row.spaceId > page.afterId))
      .sort((a, b) => (a.spaceId < b.spaceId ? -1 : 1))
      .slice(0, page.limit)
      .map((row) => ({ space: this.records.get(row.spaceId) as Space, role: row.role, isMember: true }));
  }
}

/** Invitations in memory, as the adapter keeps them: lists hold open ones only, in id order. */
export class InMemoryInvitations implements InvitationRepository {
  readonly rows = new Map<string, Invitation>();
  readonly linkTokenHashes = new Map<string, string>();

  constructor(
    private readonly spaces: InMemorySpaceRecords,
    private readonly members: InMemoryMembers,
  ) {}

  async save(invitation: Invitation): Promise<void> {
    this.rows.set(invitation.id, invitation);
  }

  async findById(id: string): Promise<InvitationView | null> {
    const invitation = this.rows.get(id);
    return invitation ? this.view(invitation) : null;
  }

  async findForEmail(spaceId: string, email: string): Promise<Invitation | null> {
    return [...this.rows.values()].find((i) => i.spaceId === spaceId && i.email === email) ?? null;
  }

  async listForSpace(spaceId: string, now: number, page: PageQuery): Promise<InvitationView[]> {
    return this.openPage((i) => i.spaceId === spaceId, now, page);
  }

  async listForEmail(email: string, now: number, page: PageQuery): Promise<InvitationView[]> {
    return this.openPage((i) => i.email === email, now, page);
  }

  async delete(id: string): Promise<void> {
    this.rows.delete(id);
    this.linkTokenHashes.delete(id);
  }

  async setLinkTokenHash(id: string, tokenHash: string): Promise<void> {
    if (this.rows.has(id)) this.linkTokenHashes.set(id, tokenHash);
  }

  async linkTokenHashOf(id: string): Promise<string | null> {
    return this.linkTokenHashes.get(id) ?? null;
  }

  async deleteOpenForEmail(email: string, now: number): Promise<Invitation[]> {
    const open = [...this.rows.values()]
      .filter((i) => i.email === email && now < i.expiresAt)
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const invitation of open) await this.delete(invitation.id);
    return open;
  }

  private openPage(match: (i: Invitation) => boolean, now: number, page: PageQuery): InvitationView[] {
    return [...this.rows.values()]
      .filter((i) => match(i) && now < i.expiresAt && (page.afterId === null || i.id > page.afterId))
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .slice(0, page.limit)
      .map((i) => this.view(i));
  }

  private view(invitation: Invitation): InvitationView {
    const inviter = invitation.invitedBy === null ? undefined : this.members.users.get(invitation.invitedBy);
    return {
      ...invitation,
      spaceName: this.spaces.records.get(invitation.spaceId)?.name ?? '',
      inviterName: inviter?.name ?? null,
    };
  }
}

/** Users, spaces, memberships and invitations in memory, as one unit of work for pure tests. */
export class InMemoryWorkspace implements InvitationUnitOfWork {
  readonly members = new InMemoryMembers();
  readonly spaces = new InMemorySpaceRecords(this.members);
  readonly invitations = new InMemoryInvitations(this.spaces, this.members);
  readonly quotas = new InMemorySpaceQuotas(this.members);
  readonly blocks = new InMemoryInvitationBlocks((id) => this.spaces.records.get(id)?.name ?? '');
  readonly emails = new InMemoryEmailOutbox();
  readonly repositories: InvitationRepositories = {
    emails: this.emails,
    spaces: this.spaces,
    memberships: this.members,
    users: this.members,
    invitations: this.invitations,
    invitationBlocks: this.blocks,
    spaceQuotas: this.quotas,
  };

  transaction<T>(work: (repositories: InvitationRepositories) => Promise<T>): Promise<T> {
    return work(this.repositories);
  }

  withSpace(id: string, members: Record<string, SpaceRole> = {}): this {
    this.spaces.records.set(id, {
      id,
      name: `Space ${id}`,
      plan: 'free',
      currency: 'usd',
      createdAt: 0,
      updatedAt: 0,
    });
    this.members.spaces.add(id);
    for (const [userId, role] of Object.entries(members)) this.members.withMember(id, userId, role);
    return this;
  }
}

import type {
  InvitationBlock,
  InvitationBlockRepository,
  InvitationBlockView,
} from '../space/invitation-block';
import type { SpaceQuotaRepository } from '../space/space-limits';
import type { PageQuery } from '../shared/page-query';
import type { InMemoryMembers } from './in-memory-memberships';

/** The limits' counts in memory: owned spaces from the members, sends as a list of times. */
export class InMemorySpaceQuotas implements SpaceQuotaRepository {
  readonly sends: { spaceId: string; at: number }[] = [];

  constructor(private readonly members: InMemoryMembers) {}

  async lockAndCountOwnedSpaces(userId: string): Promise<number> {
    return this.members.rows.filter((row) => row.userId === userId && row.role === 'owner').length;
  }

  async countInvitationsSentSince(spaceId: string, since: number): Promise<number> {
    return this.sends.filter((send) => send.spaceId === spaceId && send.at > since).length;
  }

  async recordInvitationSent(spaceId: string, at: number, forgetUpTo: number): Promise<void> {
    const kept = this.sends.filter((send) => send.spaceId !== spaceId || send.at > forgetUpTo);
    this.sends.splice(0, this.sends.length, ...kept, { spaceId, at });
  }
}

/** Invitation blocks in memory, listed in space id order. */
export class InMemoryInvitationBlocks implements InvitationBlockRepository {
  readonly rows: InvitationBlock[] = [];

  constructor(private readonly spaceName: (spaceId: string) => string) {}

  async add(block: InvitationBlock): Promise<void> {
    if (!(await this.isBlocked(block.spaceId, block.email))) this.rows.push(block);
  }

  async isBlocked(spaceId: string, email: string): Promise<boolean> {
    return this.rows.some((row) => row.spaceId === spaceId && row.email === email);
  }

  async listForEmail(email: string, page: PageQuery): Promise<InvitationBlockView[]> {
    return this.rows
      .filter((row) => row.email === email && (page.afterId === null || row.spaceId > page.afterId))
      .sort((a, b) => (a.spaceId < b.spaceId ? -1 : 1))
      .slice(0, page.limit)
      .map((row) => ({ ...row, spaceName: this.spaceName(row.spaceId) }));
  }

  async remove(spaceId: string, email: string): Promise<boolean> {
    const index = this.rows.findIndex((row) => row.spaceId === spaceId && row.email === email);
    if (index >= 0) this.rows.splice(index, 1);
    return index >= 0;
  }
}

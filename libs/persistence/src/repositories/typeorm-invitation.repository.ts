import {
  isSpaceRole,
  type Invitation,
  type InvitationRepository,
  type InvitationView,
  type PageQuery,
} from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { InvitationSchema, type InvitationRow } from '../schema/invitation.schema';
import { oneOf, toDate, toEpoch } from './row-values';
import { queryRecords } from './sql-records';

type InvitationViewRow = InvitationRow & { space_name: string; inviter_name: string | null };

/** An invitation with its space's name and its inviter's; the filter and order come after. */
const VIEW = `SELECT i.id, i.space_id, i.email, i.role, i.invited_by, i.created_at, i.expires_at,
                     s.name AS space_name, u.name AS inviter_name
                FROM invitations i
                JOIN spaces s ON s.id = i.space_id
                LEFT JOIN users u ON u.id = i.invited_by`;

export class TypeOrmInvitationRepository implements InvitationRepository {
  constructor(private readonly manager: EntityManager) {}

  /**
   * Inserts, or overwrites every field of the same id (a refreshed invitation keeps its id). The
   * link token's hash is not a field of the schema: it is set apart, and a refresh sets a new one.
   */
  async save(invitation: Invitation): Promise<void> {
    await this.manager.upsert(InvitationSchema, toRow(invitation), ['id']);
  }

  async findById(id: string): Promise<InvitationView | null> {
    const [row]: InvitationViewRow[] = await this.manager.query(`${VIEW} WHERE i.id = $1`, [id]);
    return row ? toView(row) : null;
  }

  async findForEmail(spaceId: string, email: string): Promise<Invitation | null> {
    const row = await this.manager.findOneBy(InvitationSchema, { space_id: spaceId, email });
    return row ? toDomain(row) : null;
  }

  async listForSpace(spaceId: string, now: number, page: PageQuery): Promise<InvitationView[]> {
    return this.openPage('i.space_id', spaceId, now, page);
  }

  /** Index invitations_email_idx. */
  async listForEmail(email: string, now: number, page: PageQuery): Promise<InvitationView[]> {
    return this.openPage('i.email', email, now, page);
  }

  async delete(id: string): Promise<void> {
    await this.manager.delete(InvitationSchema, { id });
  }

  /** Index invitations_email_idx. */
  async deleteOpenForEmail(email: string, now: number): Promise<Invitation[]> {
    const rows = await queryRecords<InvitationRow>(
      this.manager,
      `DELETE FROM invitations WHERE email = $1 AND expires_at > $2
       RETURNING id, space_id, email, role, invited_by, created_at, expires_at`,
      [email, toDate(now)],
    );
    return rows.map(toDomain).sort((a, b) => (a.id < b.id ? -1 : 1));
  }

  async setLinkTokenHash(id: string, tokenHash: string): Promise<void> {
    await this.manager.query(`UPDATE invitations SET link_token_hash = $2 WHERE id = $1`, [id, tokenHash]);
  }

  async linkTokenHashOf(id: string): Promise<string | null> {
    const [row]: { link_token_hash: string | null }[] = await this.manager.query(
      `SELECT link_token_hash FROM invitations WHERE id = $1`,
      [id],
    );
    return row?.link_token_hash ?? null;
  }

  /** `column` is one of the two fixed names above, never input. */
  private async openPage(
    column: 'i.space_id' | 'i.email',
    value: string,
    now: number,
    page: PageQuery,
  ): Promise<InvitationView[]> {
    const rows: InvitationViewRow[] = await this.manager.query(
      `${VIEW}
        WHERE ${column} = $1 AND i.expires_at > $2 AND ($3::text IS NULL OR i.id > $3::text)
        ORDER BY i.id
        LIMIT $4`,
      [value, toDate(now), page.afterId, page.limit],
    );
    return rows.map(toView);
  }
}

function toRow(invitation: Invitation): InvitationRow {
  return {
    id: invitation.id,
    space_id: invitation.spaceId,
    email: invitation.email,
    role: invitation.role,
    invited_by: invitation.invitedBy,
    created_at: toDate(invitation.createdAt),
    expires_at: toDate(invitation.expiresAt),
  };
}

function toDomain(row: InvitationRow): Invitation {
  return {
    id: row.id,
    spaceId: row.space_id,
    email: row.email,
    role: oneOf(row.role, isSpaceRole, 'invitations.role'),
    invitedBy: row.invited_by,
    createdAt: toEpoch(row.created_at),
    expiresAt: toEpoch(row.expires_at),
  };
}

function toView(row: InvitationViewRow): InvitationView {
  return { ...toDomain(row), spaceName: row.space_name, inviterName: row.inviter_name };
}

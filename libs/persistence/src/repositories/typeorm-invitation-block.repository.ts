import type {
  InvitationBlock,
  InvitationBlockRepository,
  InvitationBlockView,
  PageQuery,
} from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { toDate, toEpoch } from './row-values';
import { queryRecords } from './sql-records';

interface BlockRow {
  space_id: string;
  email: string;
  created_at: Date;
  space_name: string;
}

/** Invitation blocks in SQL; the primary key (space_id, email) keeps one per space and email. */
export class TypeOrmInvitationBlockRepository implements InvitationBlockRepository {
  constructor(private readonly manager: EntityManager) {}

  async add(block: InvitationBlock): Promise<void> {
    await this.manager.query(
      `INSERT INTO invitation_blocks (space_id, email, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (space_id, email) DO NOTHING`,
      [block.spaceId, block.email, toDate(block.createdAt)],
    );
  }

  async isBlocked(spaceId: string, email: string): Promise<boolean> {
    const rows: unknown[] = await this.manager.query(
      `SELECT 1 FROM invitation_blocks WHERE space_id = $1 AND email = $2`,
      [spaceId, email],
    );
    return rows.length > 0;
  }

  /** Index invitation_blocks_email_idx. */
  async listForEmail(email: string, page: PageQuery): Promise<InvitationBlockView[]> {
    const rows: BlockRow[] = await this.manager.query(
      `SELECT b.space_id, b.email, b.created_at, s.name AS space_name
         FROM invitation_blocks b
         JOIN spaces s ON s.id = b.space_id
        WHERE b.email = $1 AND ($2::text IS NULL OR b.space_id > $2::text)
        ORDER BY b.space_id
        LIMIT $3`,
      [email, page.afterId, page.limit],
    );
    return rows.map((row) => ({
      spaceId: row.space_id,
      email: row.email,
      createdAt: toEpoch(row.created_at),
      spaceName: row.space_name,
    }));
  }

  async remove(spaceId: string, email: string): Promise<boolean> {
    const rows = await queryRecords(
      this.manager,
      `DELETE FROM invitation_blocks WHERE space_id = $1 AND email = $2 RETURNING 1`,
      [spaceId, email],
    );
    return rows.length > 0;
  }
}

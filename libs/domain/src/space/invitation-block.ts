import type { PageQuery } from '../shared/page-query';

/**
 * A person's refusal of any further invitation from one space, recorded when they decline with
 * `block`. Keyed by the email invitations are addressed to; removed by the person, or with the space.
 */
export interface InvitationBlock {
  readonly spaceId: string;
  /** Trimmed and lower-cased, as invitations' emails are. */
  readonly email: string;
  readonly createdAt: number;
}

export interface InvitationBlockView extends InvitationBlock {
  readonly spaceName: string;
}

/** Port: invitation blocks. Lists are keyset pages in space id order. */
export interface InvitationBlockRepository {
  /** Records the block; blocking a space again keeps the first one. */
  add(block: InvitationBlock): Promise<void>;
  isBlocked(spaceId: string, email: string): Promise<boolean>;
  listForEmail(email: string, page: PageQuery): Promise<InvitationBlockView[]>;
  /** True when there was a block to remove. */
  remove(spaceId: string, email: string): Promise<boolean>;
}

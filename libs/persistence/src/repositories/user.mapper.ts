import type { User } from '@deal/domain';
import type { UserRow } from '../schema/user.schema';
import { toDate, toEpoch } from './row-values';

/** The password hash is not part of the domain user; inserts leave it null. */
export type UserInsertRow = Omit<UserRow, 'password_hash'>;

export function userToDomain(row: UserRow): User {
  return { id: row.id, email: row.email, name: row.name, createdAt: toEpoch(row.created_at) };
}

export function userToRow(user: User): UserInsertRow {
  return { id: user.id, email: user.email, name: user.name, created_at: toDate(user.createdAt) };
}

import type { User, UserRepository } from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { UserSchema, type UserRow } from '../schema/user.schema';
import { userToDomain, userToRow } from './user.mapper';

export class TypeOrmUserRepository implements UserRepository {
  constructor(private readonly manager: EntityManager) {}

  async insert(user: User): Promise<boolean> {
    const row = userToRow(user);
    // Waits for a concurrent insert of the same email to commit, then does nothing.
    const inserted: unknown[] = await this.manager.query(
      `INSERT INTO users (id, email, name, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [row.id, row.email, row.name, row.created_at],
    );
    return inserted.length === 1;
  }

  /** A fixed statement: every request with a personal token or a session runs it. */
  async findById(id: string): Promise<User | null> {
    const [row]: UserRow[] = await this.manager.query(
      'SELECT id, email, name, created_at FROM users WHERE id = $1',
      [id],
    );
    return row ? userToDomain(row) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = await this.manager.findOneBy(UserSchema, { email });
    return row ? userToDomain(row) : null;
  }

  /** One fixed statement whether or not the email is registered (sign-in's timing, issue 11). */
  async findWithPasswordHash(email: string): Promise<{ user: User; passwordHash: string | null } | null> {
    const [row]: UserRow[] = await this.manager.query(
      'SELECT id, email, name, created_at, password_hash FROM users WHERE email = $1',
      [email],
    );
    return row ? { user: userToDomain(row), passwordHash: row.password_hash ?? null } : null;
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.manager.update(UserSchema, { id: userId }, { password_hash: passwordHash });
  }
}

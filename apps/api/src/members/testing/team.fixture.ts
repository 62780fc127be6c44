import type { SpaceRole } from '@deal/domain';
import { TypeOrmUnitOfWork, type Database } from '@deal/persistence';
import { runBootstrap } from '../../../../../tools/bootstrap-command';

/** A user with a read_write and a read personal token (and a space of their own, from bootstrap). */
export interface Person {
  readonly id: string;
  readonly email: string;
  readonly ownSpaceId: string;
  readonly rw: string;
  readonly read: string;
}

/** A space with one member of each role. */
export interface Team {
  readonly spaceId: string;
  readonly owner: Person;
  readonly admin: Person;
  readonly member: Person;
}

export async function aPerson(database: Database, name = 'Test Person'): Promise<Person> {
  const made = await runBootstrap(database, { name });
  return {
    id: made.user.id,
    email: made.user.email,
    ownSpaceId: made.space.id,
    rw: made.tokens.read_write,
    read: made.tokens.read,
  };
}

export async function join(
  database: Database,
  spaceId: string,
  person: Person,
  role: SpaceRole,
): Promise<void> {
  const repos = new TypeOrmUnitOfWork(database.dataSource).repositories;
  await repos.memberships.add({ spaceId, userId: person.id, role, createdAt: Date.now() });
}

/** A fresh space owned by a fresh user, with a fresh admin and a fresh plain member. */
export async function aTeam(database: Database): Promise<Team> {
  const owner = await aPerson(database, 'Owner');
  const admin = await aPerson(database, 'Admin');
  const member = await aPerson(database, 'Member');
  await join(database, owner.ownSpaceId, admin, 'admin');
  await join(database, owner.ownSpaceId, member, 'member');
  return { spaceId: owner.ownSpaceId, owner, admin, member };
}

/**
 * A fresh admin of the space, for tests that need a deal approved: the pre-approval gate refuses
 * the requester a decision on their own request, so someone else approves.
 */
export async function anApprover(database: Database, spaceId: string): Promise<Person> {
  const approver = await aPerson(database, 'Approver');
  await join(database, spaceId, approver, 'admin');
  return approver;
}

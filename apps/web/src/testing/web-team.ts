import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { join, type Person } from '../../../api/src/members/testing/team.fixture';
import { startTestApi, type TestApi } from '../../../api/src/testing/api-test-app';
import { aWebPerson } from './web-client';

/** A space whose owner, admin and plain member can all sign in to the web application. */
export interface WebTeam {
  readonly spaceId: string;
  readonly owner: Person;
  readonly admin: Person;
  readonly member: Person;
}

export async function aWebTeam(database: Database): Promise<WebTeam> {
  const owner = await aWebPerson(database, 'Owner');
  const admin = await aWebPerson(database, 'Admin');
  const member = await aWebPerson(database, 'Member');
  await join(database, owner.ownSpaceId, admin, 'admin');
  await join(database, owner.ownSpaceId, member, 'member');
  return { spaceId: owner.ownSpaceId, owner, admin, member };
}

/** What most web page specs start from: a throw-away database, the api (and web pages) on it, a team. */
export interface WebTestbed {
  readonly database: Database;
  readonly api: TestApi;
  readonly team: WebTeam;
  /** Stops the api, then closes the database. */
  close(): Promise<void>;
}

/**
 * `config` replaces the api's test configuration (tighter limits, say). A failed start closes what
 * it opened, since the spec's afterAll has no testbed to close.
 */
export async function startWebTestbed(config?: Parameters<typeof startTestApi>[1]): Promise<WebTestbed> {
  const database = await openTestDatabase();
  const api = await startTestApi(database, config).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const close = async () => {
    await api.close();
    await database.close();
  };
  try {
    return { database, api, team: await aWebTeam(database), close };
  } catch (error) {
    await close();
    throw error;
  }
}

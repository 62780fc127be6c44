import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { setUserPassword } from '../../../../tools/bootstrap-command';
import { aTeam, type Team } from '../../../api/src/members/testing/team.fixture';
import { startTestApi, type TestApi } from '../../../api/src/testing/api-test-app';
import { TEST_PASSWORD } from './web-client';

/** The api specs' team (a space with its owner, an admin and a plain member), who can all sign in to the web pages. */
export type WebTeam = Team;

export async function aWebTeam(database: Database): Promise<WebTeam> {
  const team = await aTeam(database);
  for (const person of [team.owner, team.admin, team.member]) {
    await setUserPassword(database, person.email, TEST_PASSWORD);
  }
  return team;
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

import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../../libs/persistence/src/testing/test-database';
import { aPerson, join, type Person } from '../../../../api/src/members/testing/team.fixture';
import { startTestApi, type TestApi } from '../../../../api/src/testing/api-test-app';
import { aWebPerson, WebClient } from '../../testing/web-client';

export const DAY = 86_400_000;
export const utc = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/**
 * The api with one signed-in person, whose own space the deals go in (set up over the API), and a
 * colleague (a plain member) who asks for approval, so that the person, the space's owner, may
 * decide: the approval gate refuses the requester a decision on their own request.
 */
export interface DealPagesWorld {
  readonly database: Database;
  readonly api: TestApi;
  readonly person: Person;
  readonly colleague: Person;
  readonly browser: WebClient;
}

export async function openDealPagesWorld(): Promise<DealPagesWorld> {
  const database = await openTestDatabase();
  const api = await startTestApi(database);
  const person = await aWebPerson(database, 'Dana Dealer');
  const colleague = await aPerson(database, 'Colin Colleague');
  await join(database, person.ownSpaceId, colleague, 'member');
  const browser = await WebClient.signedIn(api.url, person.email);
  return { database, api, person, colleague, browser };
}

export async function closeDealPagesWorld(world: DealPagesWorld | undefined): Promise<void> {
  await world?.api.close();
  await world?.database.close();
}

type Status = 'draft' | 'pending' | 'approved';

/**
 * A deal made through the API as `person`, with a pinned "Kick-off" and a relative "Build" phase
 * when it has a start, moved on to `status`: the colleague asks for approval, the person approves.
 */
export async function aDealOverApi(
  world: DealPagesWorld,
  body: Record<string, unknown> = {},
  status: Status = 'draft',
): Promise<{ id: string; spaceId: string }> {
  const { api, person } = world;
  const token = person.rw;
  const created = await api.call('POST', '/v1/deals', {
    token,
    body: { space: person.ownSpaceId, name: 'Acme renewal', ...body },
  });
  if (created.status !== 201) throw new Error(`deal not created: ${JSON.stringify(created.body)}`);
  const id: string = created.body.id;
  const start = body['start'];
  if (typeof start === 'number') {
    for (const [name, pinned, from, to] of [
      ['Kick-off', true, 1, 2],
      ['Build', false, 7, 14],
    ] as const) {
      const phase = { name, pinned, start: start + from * DAY, end: start + to * DAY };
      await api.call('POST', `/v1/deal/${id}/phases`, { token, body: phase });
    }
  }
  const moves = { draft: [], pending: ['pending'], approved: ['pending', 'approved'] }[status];
  for (const next of moves) {
    const by = next === 'pending' ? world.colleague.rw : token;
    const moved = await api.call('POST', `/v1/deal/${id}/status`, { token: by, body: { status: next } });
    if (moved.status !== 200) throw new Error(`deal not moved to ${next}: ${JSON.stringify(moved.body)}`);
  }
  return { id, spaceId: person.ownSpaceId };
}

/** The deal as the API reads it now, and its number of versions. */
export async function dealOverApi(
  world: DealPagesWorld,
  id: string,
): Promise<{ deal: Record<string, unknown>; versions: number }> {
  const token = world.person.rw;
  const deal = await world.api.call('GET', `/v1/deal/${id}`, { token });
  const versions = await world.api.call('GET', `/v1/deal/${id}/versions?limit=100`, { token });
  return { deal: deal.body, versions: versions.body.items.length };
}

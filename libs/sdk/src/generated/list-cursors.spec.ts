import type { DpsListPath } from '../dps-client.types';
import { LIST_CURSOR_PARAMETERS } from './list-cursors';

/**
 * `paginate` takes exactly the lists the types call lists, and knows the parameter of each: the
 * generated table and the generated path types agree (the two assignments below fail to compile
 * when a list is missing from the table, or the table names a path that is no list).
 */
type Table = typeof LIST_CURSOR_PARAMETERS;
const everyList: Record<DpsListPath, 'cursor' | 'after'> = LIST_CURSOR_PARAMETERS;
const noPathBesideTheLists: [Exclude<keyof Table, DpsListPath>] extends [never] ? true : never = true;

describe('the cursor lists paginate walks', () => {
  it('continue from next_cursor through `cursor`, and the event feed through `after`', () => {
    const byParameter = Object.entries(everyList).filter(([, parameter]) => parameter === 'after');
    expect(byParameter).toEqual([['/v1/spaces/{space}/events', 'after']]);
    expect(noPathBesideTheLists).toBe(true);
    expect(Object.keys(everyList)).toEqual(
      expect.arrayContaining(['/v1/spaces', '/v1/deals', '/v1/deal/{id}/phases']),
    );
  });
});

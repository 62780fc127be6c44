import {
  AUTOMATION_TRIGGERS,
  DEAL_STATUSES,
  DELIVERY_STATUSES,
  DEVICE_AUTHORIZATION_STATUSES,
  EMAIL_KINDS,
  EMAIL_STATUSES,
} from '@deal/domain';
import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';

/**
 * Issue 13: a new deal status should be one domain edit plus one migration, with a test telling
 * you if you missed either. The CHECK constraints the migrations leave on the status columns must
 * allow exactly the domain's lists (read from the migrated database itself, so a migration that
 * changes them later is checked too). Both databases.
 */
describe('the status columns allow exactly the domain statuses', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  async function allowedStatuses(table: string, column = 'status'): Promise<string[]> {
    const rows: Array<{ definition: string }> = await database.dataSource.query(
      `SELECT pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
       WHERE t.relname = $1 AND c.contype = 'c'
         AND pg_get_constraintdef(c.oid) LIKE '%(' || $2 || ' = ANY (ARRAY[%'`,
      [table, column],
    );
    expect(rows).toHaveLength(1); // the one list of allowed values (other checks name single ones)
    return [...(rows[0]?.definition ?? '').matchAll(/'([a-z_]+)'/g)]
      .map((match) => match[1] as string)
      .sort();
  }

  it.each([
    ['deals', DEAL_STATUSES],
    ['webhook_deliveries', DELIVERY_STATUSES],
    ['device_authorizations', DEVICE_AUTHORIZATION_STATUSES],
    ['email_outbox', EMAIL_STATUSES],
  ])('%s', async (table, statuses) => {
    expect(await allowedStatuses(table)).toEqual([...statuses].sort());
  });

  it('email_outbox.kind allows exactly the domain email kinds', async () => {
    expect(await allowedStatuses('email_outbox', 'kind')).toEqual([...EMAIL_KINDS].sort());
  });

  it('automations.trigger allows exactly the domain triggers', async () => {
    expect(await allowedStatuses('automations', 'trigger')).toEqual([...AUTOMATION_TRIGGERS].sort());
  });
});

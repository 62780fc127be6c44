import { renderEmail } from '@deal/domain';
import { repositoriesFor, type Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import {
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../../../libs/node-adapters/src/testing/test-smtp-server';
import { startDispatcher, type RunningDispatcher } from '../start-dispatcher';
import { testDispatcherConfig } from '../testing/dispatch-fixture';

interface EmailRow {
  id: string;
  status: string;
  attempt_count: number;
  last_error: string | null;
  text_body: string | null;
}

/**
 * The dispatcher delivers the email outbox over SMTP to a real server on 127.0.0.1 (docs/accounts.md
 * "Email"): retried on a passing refusal, given up on a permanent one, its body cleared once done.
 * PGlite by default, the real server with DATABASE_URL.
 */
describe('webhook-dispatcher delivers the email outbox over SMTP', () => {
  let database: Database;
  let smtp: TestSmtpServer;
  let running: RunningDispatcher | undefined;
  /** Recipients refused once with a 421 (passing), and always with a 550 (permanent). */
  const refusedOnce = new Set<string>();

  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startTestSmtpServer((address) => {
      if (address.startsWith('unknown')) return { code: 550, message: 'no such mailbox' };
      if (address.startsWith('busy') && !refusedOnce.has(address)) {
        refusedOnce.add(address);
        return { code: 421, message: 'try again later' };
      }
      return null;
    });
  }, 60_000);

  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  afterAll(async () => {
    await smtp.close();
    await database?.close();
  });

  const enqueue = (id: string, to: string) =>
    repositoriesFor(database.dataSource.manager).emails.enqueue({
      id,
      kind: 'invitation',
      createdAt: Date.now(),
      message: renderEmail({
        to,
        subject: `Hello ${to}`,
        paragraphs: ['Grace invited you to Acme.'],
        action: { label: 'Accept', url: `http://localhost:3000/join/inv_x/${id}` },
        footer: 'Footer.',
      }),
    });

  const start = async () => {
    running = await startDispatcher(
      database,
      testDispatcherConfig({
        pollIntervalMs: 50,
        mail: {
          delivery: { kind: 'smtp', url: smtp.url, from: 'Deals <no-reply@example.test>' },
          retryDelaysMs: [100],
        },
      }),
    );
  };

  const rowOf = async (id: string): Promise<EmailRow> => {
    const [row] = await database.dataSource.query(
      `SELECT id, status, attempt_count, last_error, text_body FROM email_outbox WHERE id = $1`,
      [id],
    );
    return row as EmailRow;
  };

  const settled = async (id: string): Promise<EmailRow> => {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const row = await rowOf(id);
      if (row.status !== 'pending') return row;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`email ${id} still pending`);
  };

  it('sends a queued email once, and keeps its row without the body', async () => {
    await start();
    await enqueue('eml_ada', 'ada@example.test');
    const row = await settled('eml_ada');
    expect(row).toEqual({
      id: 'eml_ada',
      status: 'sent',
      attempt_count: 1,
      last_error: null,
      text_body: null,
    });
    const mail = smtp.received.filter((m) => m.to.includes('ada@example.test'));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      from: 'no-reply@example.test',
      subject: 'Hello ada@example.test',
      links: ['http://localhost:3000/join/inv_x/eml_ada'],
    });
  });

  it('retries after a passing refusal and gives up at once on a permanent one', async () => {
    await start();
    await enqueue('eml_busy', 'busy@example.test');
    await enqueue('eml_unknown', 'unknown@example.test');
    expect(await settled('eml_busy')).toMatchObject({ status: 'sent', attempt_count: 2 });
    const failed = await settled('eml_unknown');
    expect(failed).toMatchObject({ status: 'failed', attempt_count: 1, text_body: null });
    expect(failed.last_error).toContain('no such mailbox');
    expect(smtp.received.filter((m) => m.to.includes('busy@example.test'))).toHaveLength(1);
  });

  it('sends an email queued while no dispatcher ran once one starts (the outbox keeps it)', async () => {
    await enqueue('eml_waiting', 'waiting@example.test');
    expect((await rowOf('eml_waiting')).status).toBe('pending');
    await start();
    expect(await settled('eml_waiting')).toMatchObject({ status: 'sent', attempt_count: 1 });
  });
});

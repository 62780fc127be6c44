import type { Clock } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { startTestWebhookIn, type TestWebhookIn } from '../../../webhook-in/src/testing/webhook-in-test-app';
import { testConfig as webhookInConfig } from '../../../webhook-in/src/testing/webhook-in-test-app';
import {
  anAutomation,
  automationPath,
  webhookReceivedBody,
} from '../automations/testing/automation.fixtures';
import { aPerson, type Person } from '../members/testing/team.fixture';
import { startTestApi, testConfig, type TestApi } from '../testing/api-test-app';

/**
 * Deal writes while an admin edits the automation they feed (issue: 35 of them answered 500 when
 * a change inserted deliveries for actions a concurrent PATCH had just deleted). For EDIT_MS,
 * writers change one deal through every path (PATCH, reschedule, a new estimate, webhook-in) while the automation's
 * actions are replaced in a loop, each version with a message of its own and a different number of
 * actions. No request may fail, and every committed change must carry the events of exactly one
 * version of the automation: all of one version's messages, as many as it has actions.
 */
const EDIT_MS = Number(process.env['EDIT_CONCURRENCY_MS'] ?? 3000);
const WRITERS = 6;

/** Every change of the deal gets its own time, so its events can be told apart by `created_at`. */
class StrictlyIncreasingClock implements Clock {
  private last = 0;
  now(): number {
    this.last = Math.max(Date.now(), this.last + 1);
    return this.last;
  }
}

let database: Database;
let api: TestApi;
let hook: TestWebhookIn;
let admin: Person;

beforeAll(async () => {
  database = await openTestDatabase();
  const clock = new StrictlyIncreasingClock();
  api = await startTestApi(
    database,
    testConfig({ rateLimit: { limit: 1_000_000, windowSeconds: 60 } }),
    clock,
  );
  hook = await startTestWebhookIn(database, webhookInConfig(), { clock });
  admin = await aPerson(database, 'Automation Admin');
});

afterAll(async () => {
  await hook?.close();
  await api?.close();
  await database?.close();
});

/** Version `v` of the actions: one kept action and, every other version, a second one (new each time). */
function actionsOf(v: number, keptId: string | null) {
  const action = (extra: Record<string, unknown>) => ({
    type: 'send_webhook',
    url: 'https://audit.example.com/hook',
    message: `v${v} $name`,
    ...extra,
  });
  return v % 2 === 1
    ? [action(keptId ? { id: keptId } : {}), action({})]
    : [action(keptId ? { id: keptId } : {})];
}

const countOf = (v: number) => (v % 2 === 1 ? 2 : 1);

it('deal writes never fail while the automation is edited, and each sees one version of it', async () => {
  const space = admin.ownSpaceId;
  const token = admin.rw;
  const created = await anAutomation(api, token, space, {
    name: 'Every change',
    trigger: { type: 'deal_updated' },
    actions: actionsOf(1, null),
  });
  const keptId: string = created.actions[0].id;
  const incoming = await anAutomation(api, token, space, webhookReceivedBody(['name', 'probability']));
  const deal = await api.call('POST', '/v1/deals', {
    token,
    body: { space, name: 'Contended', start: Date.UTC(2026, 10, 23) },
  });
  expect(deal.status).toBe(201);
  const dealId: string = deal.body.id;
  const phase = await api.call('POST', `/v1/deal/${dealId}/phases`, {
    token,
    body: { name: 'Build', start: Date.UTC(2026, 10, 24), end: Date.UTC(2026, 10, 26), pinned: true },
  });
  expect(phase.status).toBe(201);
  const estimatesPath = `/v1/deal/${dealId}/phases/${phase.body.id}/estimates`;

  // Each change writes one event and one delivery per action, with the action's message; an edit
  // that deletes an action later drops its deliveries. A trigger keeps a copy of every delivery as
  // written, so what each change wrote can be read after the run.
  await database.dataSource.query(`
    CREATE TABLE written_deliveries (event_id text NOT NULL, message text);
    CREATE FUNCTION keep_written_delivery() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO written_deliveries VALUES (NEW.event_id, NEW.message); RETURN NEW; END $$;
    CREATE TRIGGER keep_written_delivery AFTER INSERT ON webhook_deliveries
      FOR EACH ROW EXECUTE FUNCTION keep_written_delivery();
  `);
  const deadline = Date.now() + EDIT_MS;
  const statuses = new Map<string, number[]>();
  const record = (path: string, status: number) =>
    statuses.set(path, [...(statuses.get(path) ?? []), status]);
  let versions = 1;

  const editor = async () => {
    while (Date.now() < deadline) {
      const v = versions + 1;
      const edited = await api.call('PATCH', automationPath(space, created.id), {
        token,
        body: { actions: actionsOf(v, keptId) },
      });
      record('PATCH automation', edited.status);
      if (edited.status === 200) versions = v;
    }
  };
  const writer = async (index: number) => {
    for (let n = 0; Date.now() < deadline; n++) {
      const kind = (index + n) % 4;
      if (kind === 0) {
        const patched = await api.call('PATCH', `/v1/deal/${dealId}`, {
          token,
          body: { name: `w${index}-${n}` },
        });
        record('PATCH deal', patched.status);
      } else if (kind === 1) {
        const moved = await api.call('POST', `/v1/deal/${dealId}/reschedule`, {
          token,
          body: { shift: n % 2 ? '+1w' : '-1w' },
        });
        record('reschedule', moved.status);
      } else if (kind === 2) {
        // A new estimate on the draft deal reads the automations with its totals, held by its lock.
        const added = await api.call('POST', estimatesPath, {
          token,
          body: { name: `e${index}-${n}`, fixed_price: 100 + n, fixed_cost: 60 },
        });
        record('estimate', added.status);
      } else {
        const received = await hook.call(space, {
          key: incoming.signing_key,
          body: { id: dealId, probability: ((index * 97 + n) % 100) / 100 },
        });
        record('webhook-in', received.status);
      }
    }
  };
  await Promise.all([editor(), ...Array.from({ length: WRITERS }, (_, index) => writer(index))]);

  const tally = Object.fromEntries(
    [...statuses].map(([path, list]) => [
      path,
      list.reduce<Record<number, number>>(
        (all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }),
        {},
      ),
    ]),
  );
  process.stdout.write(`automation edits × deal writes: ${JSON.stringify(tally)}\n`);
  const failed = [...statuses.values()].flat().filter((status) => status >= 500);
  expect(failed).toEqual([]);
  // Every add went in: a refused one would have read no automations at all.
  expect(statuses.get('estimate')?.length).toBeGreaterThan(0);
  expect(new Set(statuses.get('estimate'))).toEqual(new Set([201]));
  expect(versions).toBeGreaterThan(3);

  const written: Array<{ event_id: string; message: string }> = await database.dataSource.query(
    `SELECT w.event_id, w.message FROM written_deliveries AS w
       JOIN outbox_events AS e ON e.id = w.event_id WHERE e.deal_id = $1`,
    [dealId],
  );
  const byChange = new Map<string, string[]>();
  for (const delivery of written)
    byChange.set(delivery.event_id, [...(byChange.get(delivery.event_id) ?? []), delivery.message]);
  expect(byChange.size).toBeGreaterThan(WRITERS);
  const mixed = [...byChange.values()].filter((messages) => {
    const seen = new Set(messages.map((message) => message.split(' ')[0]));
    if (seen.size !== 1) return true;
    const v = Number([...seen][0]?.slice(1));
    return messages.length !== countOf(v);
  });
  expect(mixed).toEqual([]);
});

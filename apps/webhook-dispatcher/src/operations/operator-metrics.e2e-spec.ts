import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../../libs/node-adapters/src/testing/webhook-receiver';
import { startDispatcher, type RunningDispatcher } from '../start-dispatcher';
import { DispatchFixture, testDispatcherConfig } from '../testing/dispatch-fixture';

/**
 * Operations, second round, item 5: the dispatcher's disabled endpoints, held deliveries and
 * retention prunes, scraped from its `/metrics` while it runs on loopback against a receiver that
 * fails every delivery (docs/operations.md "Metrics").
 */
describe('the dispatcher’s operator metrics', () => {
  let fixture: DispatchFixture;
  let receiver: WebhookReceiver;
  let running: RunningDispatcher | undefined;

  beforeAll(async () => {
    fixture = await DispatchFixture.open();
    receiver = await startWebhookReceiver((_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });

  afterAll(async () => {
    await running?.close();
    await receiver?.close();
    await fixture?.close();
  });

  async function scrapeUntil(pattern: string, timeoutMs = 5_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const text = await (await fetch(`${running?.url}/metrics`)).text();
      if (text.includes(pattern) || Date.now() > deadline) return text;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('shows the disabled endpoints, the held deliveries and each prune with its rows', async () => {
    const automation = await fixture.addAutomation(`${receiver.url}/hook`);
    const deal = await fixture.draftDeal();
    running = await startDispatcher(
      fixture.database,
      testDispatcherConfig({
        retryDelaysMs: [],
        pollIntervalMs: 100,
        endpointHealth: { disableAfterMs: 86_400_000, disableAfterFailures: 2 },
        // The first prune runs at start.
        retentionIntervalMs: 3_600_000,
      }),
    );
    const before = await scrapeUntil('webhook_endpoints_disabled{app="webhook-dispatcher"} 0');
    expect(before).toContain('webhook_endpoints_disabled{app="webhook-dispatcher"} 0');
    expect(before).toContain('webhook_deliveries_held{app="webhook-dispatcher"} 0');

    await fixture.appendRenames(automation, deal, 2);
    const disabled = await scrapeUntil('webhook_endpoints_disabled{app="webhook-dispatcher"} 1');
    expect(disabled).toContain('webhook_endpoints_disabled{app="webhook-dispatcher"} 1');
    await fixture.appendRenames(automation, deal, 3);
    const text = await scrapeUntil('webhook_deliveries_held{app="webhook-dispatcher"} 3');
    expect(text).toContain('webhook_deliveries_held{app="webhook-dispatcher"} 3');
    expect(text).toContain('webhook_endpoints_disabled{app="webhook-dispatcher"} 1');
    expect(text).toContain('retention_prune_runs_total{result="succeeded",app="webhook-dispatcher"} 1');
    expect(text).toContain(
      'retention_pruned_rows_total{table="webhook_deliveries",app="webhook-dispatcher"} 0',
    );
    expect(text).toContain('retention_pruned_rows_total{table="web_sessions",app="webhook-dispatcher"} 0');
    expect(text).toMatch(/db_pool_max_connections\{app="webhook-dispatcher"\} \d+/);
    expect(text).not.toContain(receiver.url);
    expect(text).not.toContain(automation.secret);
  });

  it('never fails the scrape when the read fails: the gauges show NaN and the failure is counted', async () => {
    const query = (sql: string) => fixture.database.dataSource.query(sql);
    // The SCRAPE_READ_TTL_MS cache of the last read runs out first.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await query('ALTER TABLE automation_actions RENAME TO automation_actions_away');
    let response: Response;
    try {
      response = await fetch(`${running?.url}/metrics`);
    } finally {
      await query('ALTER TABLE automation_actions_away RENAME TO automation_actions');
    }
    expect(response.status).toBe(200);
    const text = await response.text();
    // prom-client writes NaN as `Nan`, which Prometheus reads as NaN.
    expect(text).toMatch(/webhook_endpoints_disabled\{app="webhook-dispatcher"\} NaN/i);
    expect(text).toMatch(/webhook_deliveries_held\{app="webhook-dispatcher"\} NaN/i);
    expect(text).toContain('metrics_database_read_errors_total{app="webhook-dispatcher"} 1');
  });
});

import { startDispatcher, type RunningDispatcher } from '../start-dispatcher';
import { DispatchFixture, testDispatcherConfig } from '../testing/dispatch-fixture';

/** GET /health tells an orchestrator when this instance cannot do its work. Both databases. */
describe('GET /health', () => {
  let fixture: DispatchFixture;
  let running: RunningDispatcher;

  beforeAll(async () => {
    fixture = await DispatchFixture.open();
    running = await startDispatcher(fixture.database, testDispatcherConfig({ pollIntervalMs: 100 }));
  });

  afterAll(async () => {
    await running.close();
  });

  const health = async () => {
    const response = await fetch(`${running.url}/health`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('answers 200 while the worker runs and the database answers', async () => {
    await expect(health()).resolves.toMatchObject({
      status: 200,
      body: { status: 'ok', database: 'up', dispatcher: 'running' },
    });
  });

  it('answers 503 once the database is unreachable, and the failed claims are counted', async () => {
    await fixture.close();
    const deadline = Date.now() + 5_000;
    while (running.dispatcher.stats.snapshot().errors === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: 'unavailable', database: 'down', dispatcher: 'running' });
    expect(body['errors']).toEqual(expect.any(Number));
    expect(body['errors']).toBeGreaterThan(0);
  });

  it('answers 503 while stopping or stopped', async () => {
    await running.dispatcher.stop(100);
    await expect(health()).resolves.toMatchObject({ status: 503, body: { dispatcher: 'stopped' } });
  });
});

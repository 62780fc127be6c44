import type { Browser } from 'playwright-core';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../libs/persistence/src/testing/test-database';
import { startTestApi, type TestApi } from '../../api/src/testing/api-test-app';
import { browserAvailable, launchChromium } from './chromium';
import { watchForErrors } from './page-checks';

/**
 * The API reference at `/docs` in headless Chromium: Swagger UI renders every operation of the
 * document under the site's Content-Security-Policy, and the page asks nothing of another host.
 */
const run = browserAvailable() ? describe : describe.skip;
jest.setTimeout(60_000);

run('the API reference in a browser', () => {
  let database: Database;
  let api: TestApi;
  let browser: Browser;

  beforeAll(async () => {
    database = await openTestDatabase();
    api = await startTestApi(database);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await database?.close();
  });

  it('shows every operation, with its operationId, and loads nothing from elsewhere', async () => {
    const page = await browser.newPage();
    const errors = watchForErrors(page);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(api.url) && !request.url().startsWith('data:'))
        elsewhere.push(request.url());
    });
    await page.goto(`${api.url}/docs`);
    await page.locator('.opblock').first().waitFor({ timeout: 30_000 });
    const document = (await api.call('GET', '/v1/openapi.json')).body as { paths: Record<string, object> };
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item)).length;
    expect(await page.locator('.opblock').count()).toBe(operations);
    expect(await page.locator('.opblock-summary-operation-id', { hasText: 'rescheduleDeal' }).count()).toBe(
      1,
    );
    expect(await page.locator('.info .title').first().innerText()).toContain('Deal Pricing Service API');
    expect(errors).toEqual([]);
    expect(elsewhere).toEqual([]);
    await page.close();
  });
});

import { type Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../../libs/persistence/src/testing/test-database';
import { startTestApi, testConfig, type TestApi } from '../../testing/api-test-app';

let database: Database;
let api: TestApi;

beforeAll(async () => {
  database = await openTestDatabase();
  // A budget of 3: the page and its files must not use it up (they are not API calls).
  api = await startTestApi(database, testConfig({ rateLimit: { limit: 3, windowSeconds: 60 } }));
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

/** The URLs of the page's scripts, stylesheets and icon, as written in its HTML. */
function assetsOf(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
}

describe('GET /docs', () => {
  it('answers an HTML page that loads the reference of /v1/openapi.json from this host only', async () => {
    const response = await api.get('/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('/v1/openapi.json');
    // Nothing from another host, and the site's strict policy applies: no inline script.
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('serves every script, stylesheet and icon the page names, with its type, outside the API budget', async () => {
    const assets = assetsOf(await (await api.get('/docs')).text());
    expect(assets).toEqual([
      expect.stringMatching(/^\/docs\/swagger-ui\.css\?v=/),
      expect.stringMatching(/^\/docs\/favicon-32x32\.png\?v=/),
      expect.stringMatching(/^\/docs\/swagger-ui-bundle\.js\?v=/),
      expect.stringMatching(/^\/docs\/start\.js\?v=/),
    ]);
    for (const asset of [...assets, ...assets]) {
      const response = await api.get(asset);
      expect({ asset, status: response.status }).toEqual({ asset, status: 200 });
      const type = asset.includes('.css')
        ? 'text/css; charset=utf-8'
        : asset.includes('.png')
          ? 'image/png'
          : 'text/javascript; charset=utf-8';
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    // The page and its files, twice over, used none of the budget of 3: the document still answers.
    expect((await api.get('/v1/openapi.json')).status).toBe(200);
  });

  it('points Swagger UI at the document, with no call to an outside validator', async () => {
    const script = await (await api.get('/docs/start.js')).text();
    expect(script).toContain("url: '/v1/openapi.json'");
    expect(script).toContain('validatorUrl: null');
  });

  it("serves the licence the document's info links to, and 404 for any other file", async () => {
    const document = (await api.call('GET', '/v1/openapi.json')).body as {
      info: { license: { url: string } };
    };
    expect(document.info.license.url).toBe('/docs/license');
    const license = await api.get('/docs/license');
    expect(license.status).toBe(200);
    expect(await license.text()).toContain('proprietary');
    expect((await api.call('GET', '/docs/index.html')).status).toBe(404);
  });
});

import { aPerson } from '../../../api/src/members/testing/team.fixture';
import {
  closeDealPagesWorld,
  openDealPagesWorld,
  utc,
  type DealPagesWorld,
} from '../deals/testing/deal-pages.fixture';

/** The Pipeline page over the real api and database: chart, text alternatives, form, refusals. */
describe('web pipeline page', () => {
  let world: DealPagesWorld;
  let path: string;

  beforeAll(async () => {
    world = await openDealPagesWorld();
    path = `/${world.person.ownSpaceId}/pipeline`;
    const deal = async (body: Record<string, unknown>) => {
      const made = await world.api.call('POST', '/v1/deals', {
        token: world.person.rw,
        body: { space: world.person.ownSpaceId, ...body },
      });
      expect(made.status).toBe(201);
    };
    // 61 days from 1 March to 30 April: 31 of them in March.
    await deal({
      name: 'Retainer',
      price: 3100,
      cost: 1000,
      probability: 0.5,
      start: utc('2026-03-01'),
      due: utc('2026-04-30'),
    });
    await deal({
      name: 'Tiny',
      price: 310,
      probability: 1,
      start: utc('2026-03-01'),
      due: utc('2026-03-31'),
    });
  }, 60_000);

  afterAll(() => closeDealPagesWorld(world));

  it('draws price and weighted per month as an SVG with a title, a description and a table of the figures', async () => {
    const response = await world.browser.get(`${path}?from=2026-02&to=2026-05`);
    expect(response.status).toBe(200);
    const html = response.html;
    expect(html).toContain('<h1>Pipeline of ');
    expect(html).toMatch(
      /<svg viewBox="0 0 640 300" role="img" aria-labelledby="pipeline-chart-title" aria-describedby="pipeline-chart-desc"/,
    );
    expect(html).toContain('<title id="pipeline-chart-title">Pipeline by month</title>');
    expect(html).toContain(
      '<desc id="pipeline-chart-desc">Price and weighted price of the pipeline per month, Feb 2026 to May 2026, in USD. ' +
        'The highest month is Mar 2026 at US$1,885.41. The table below lists every figure.</desc>',
    );
    // Two bars per month, four months.
    expect(html.match(/<rect class="chart-price"/g)).toHaveLength(4);
    expect(html.match(/<rect class="chart-weighted"/g)).toHaveLength(4);
    const rows = [...html.matchAll(/<tr><th scope="row">(.*?)<\/tr>/g)].map((m) =>
      (m[1] ?? '')
        .replace(/<[^>]+>/g, '|')
        .split('|')
        .filter(Boolean),
    );
    // March: 3100 × 31/61 = 1575.41 plus 310; weighted 1550 × 31/61 = 787.70 plus 310 (probability 1).
    expect(rows).toEqual([
      ['Feb 2026', '0', 'US$0.00', 'US$0.00', 'US$0.00'],
      ['Mar 2026', '2', 'US$1,885.41', 'US$1,097.70', 'US$508.20'],
      ['Apr 2026', '1', 'US$1,524.59', 'US$762.30', 'US$491.80'],
      ['May 2026', '0', 'US$0.00', 'US$0.00', 'US$0.00'],
      ['Total', 'US$3,410.00', 'US$1,860.00', 'US$1,000.00'],
    ]);
    expect(html).toContain('<input id="pipeline-from" name="from" type="month" value="2026-02"');
    expect(html).toContain(`<a href="${path}">Pipeline</a>`);
  });

  it('shows this month and the five after it when no months are asked', async () => {
    const response = await world.browser.get(path);
    expect(response.status).toBe(200);
    expect(response.html.match(/<tr><th scope="row">/g)).toHaveLength(6 + 1);
  });

  it('refuses a reversed or malformed range with 400, the form and its messages, and no chart', async () => {
    const reversed = await world.browser.get(`${path}?from=2026-05&to=2026-02`);
    expect(reversed.status).toBe(400);
    expect(reversed.html).toContain('<p class="error" id="pipeline-to-error">must not be before from</p>');
    expect(reversed.html).not.toContain('<svg');
    const malformed = await world.browser.get(`${path}?from=May&to=2026-02`);
    expect(malformed.status).toBe(400);
    expect(malformed.html).toContain('id="pipeline-from-error"');
  });

  it('forecasts in the currency the form names, and in the space’s own when the field is left empty', async () => {
    const empty = await world.browser.get(`${path}?from=2026-02&to=2026-05&currency=`);
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('<h2 id="pipeline-figures">Figures (USD)</h2>');
    expect(empty.html).toContain('<td>US$1,885.41</td>');
    expect(empty.html).toContain(
      '<input id="pipeline-currency" name="currency" type="text" value maxlength="3"',
    );
    // Both deals are in US dollars: nothing is forecast in euros, and the field keeps what was typed.
    const euros = await world.browser.get(`${path}?from=2026-02&to=2026-05&currency=eur`);
    expect(euros.status).toBe(200);
    expect(euros.html).toContain('<h2 id="pipeline-figures">Figures (EUR)</h2>');
    expect(euros.html).not.toContain('1,885.41');
    expect(euros.html).toContain('<input id="pipeline-currency" name="currency" type="text" value="eur"');
  });

  it('refuses a currency that is not three letters with 400 and the message beside its field', async () => {
    const response = await world.browser.get(`${path}?from=2026-02&to=2026-05&currency=eu`);
    expect(response.status).toBe(400);
    expect(response.html).toContain(
      '<p class="error" id="pipeline-currency-error">must be a three-letter ISO 4217 currency code</p>',
    );
    expect(response.html).not.toContain('<svg');
  });

  it('answers 404 for a space the person does not reach', async () => {
    const stranger = await aPerson(world.database, 'Stranger');
    const response = await world.browser.get(`/${stranger.ownSpaceId}/pipeline?from=2026-01&to=2026-02`);
    expect(response.status).toBe(404);
  });
});

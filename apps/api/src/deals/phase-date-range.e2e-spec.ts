import {
  aDealOverApi,
  closeDealPagesWorld,
  DAY,
  openDealPagesWorld,
  utc,
  type DealPagesWorld,
} from '../../../web/src/deals/testing/deal-pages.fixture';

/**
 * Hardening, third round, item 1: relative phases follow the deal's start, so every write that
 * moves a start or a phase keeps every phase within 1970-01-01 to 9999-12-31 (docs/deals.md), and
 * no route or page fails on a date stored outside before that held. Real HTTP, both databases.
 */
let world: DealPagesWorld;
const START = utc('2026-11-23');
const FAR = utc('9999-12-01');

beforeAll(async () => {
  world = await openDealPagesWorld();
}, 60_000);

afterAll(() => closeDealPagesWorld(world));

const call = (method: string, path: string, body?: unknown) =>
  world.api.call(method, path, { token: world.person.rw, ...(body !== undefined && { body }) });

const invalid = (data: unknown, issues: { path: string[]; message: string }[]) => ({
  status: 400,
  body: {
    success: false,
    data,
    error: issues,
    message: issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
  },
});

/** A draft deal starting on START with one relative phase "Far" on 9999-12-01 (≈ 7,973 years on). */
async function dealWithFarPhase(): Promise<{ id: string; phaseId: string }> {
  const deal = await aDealOverApi(world, { name: 'Far ahead', start: START });
  const phase = await call('POST', `/v1/deal/${deal.id}/phases`, {
    name: 'Far',
    start: FAR,
    end: FAR + DAY,
    pinned: false,
  });
  expect(phase.status).toBe(201);
  return { id: deal.id, phaseId: phase.body.id };
}

/** The deal, its phases and its outbox events as stored: what a refused write must leave alone. */
async function stateOf(dealId: string) {
  const events = await world.database.dataSource.query(
    'SELECT count(*)::int AS n FROM outbox_events WHERE deal_id = $1',
    [dealId],
  );
  return {
    deal: (await call('GET', `/v1/deal/${dealId}`)).body,
    phases: (await call('GET', `/v1/deal/${dealId}/phases`)).body,
    events: events[0].n,
  };
}

describe('moving a start keeps relative phases within 1970–9999', () => {
  it('PATCH of the start that would carry a relative phase past 9999: 400 naming start, nothing written', async () => {
    const { id, phaseId } = await dealWithFarPhase();
    const before = await stateOf(id);
    const body = { start: utc('2100-01-04') };
    expect(await call('PATCH', `/v1/deal/${id}`, body)).toEqual(
      invalid(body, [
        {
          path: ['start'],
          message: `would move the phase "Far" (${phaseId}) outside 1970-01-01 to 9999-12-31`,
        },
      ]),
    );
    expect(await stateOf(id)).toEqual(before);
    // A start that keeps it inside moves it, as before.
    const moved = await call('PATCH', `/v1/deal/${id}`, { start: START + 7 * DAY });
    expect(moved.status).toBe(200);
    const items = (await call('GET', `/v1/deal/${id}/phases`)).body.items as { name: string }[];
    expect(items.find((phase) => phase.name === 'Far')).toMatchObject({
      start: FAR + 7 * DAY,
      end: FAR + 8 * DAY,
    });
  });

  it('a reschedule that would carry a relative phase past 9999: 400 naming shift, nothing written', async () => {
    const { id } = await dealWithFarPhase();
    const before = await stateOf(id);
    for (const shift of ['+999m', '2100-01-04']) {
      expect(await call('POST', `/v1/deal/${id}/reschedule`, { shift })).toEqual(
        invalid({ shift }, [
          {
            path: ['shift'],
            message: 'would move a date of the deal or its phases outside 1970-01-01 to 9999-12-31',
          },
        ]),
      );
    }
    expect(await stateOf(id)).toEqual(before);
  });

  it('a start set again after it was cleared places relative phases too', async () => {
    const { id, phaseId } = await dealWithFarPhase();
    expect((await call('PATCH', `/v1/deal/${id}`, { start: null })).status).toBe(200);
    const body = { start: utc('2500-01-04') };
    expect(await call('PATCH', `/v1/deal/${id}`, body)).toEqual(
      invalid(body, [
        {
          path: ['start'],
          message: `would move the phase "Far" (${phaseId}) outside 1970-01-01 to 9999-12-31`,
        },
      ]),
    );
    const shift = '2500-01-04';
    expect((await call('POST', `/v1/deal/${id}/reschedule`, { shift })).status).toBe(400);
    expect((await call('GET', `/v1/deal/${id}`)).body.start).toBeNull();
  });
});

describe('dates stored outside 1970–9999 before the rule (written straight into the database)', () => {
  let deal: { id: string; spaceId: string };

  beforeAll(async () => {
    deal = await aDealOverApi(world, { name: 'Broken dates', start: START }, 'approved');
    // One version, holding the phases as they stand.
    expect((await call('POST', `/v1/deal/${deal.id}/reschedule`, { shift: '+1w' })).status).toBe(200);
    const sql = (text: string) => world.database.dataSource.query(text, [deal.id]);
    // Year 281,000 (past what a JavaScript Date holds) and a pinned phase in 6061 BC's neighbourhood.
    await sql(`UPDATE phases SET start_offset_ms = 8800000000000000, end_offset_ms = 8800000000000001
               WHERE deal_id = $1 AND NOT pinned`);
    await sql(
      `UPDATE phases SET start_at = '4000-01-01 BC', end_at = '12000-01-01' WHERE deal_id = $1 AND pinned`,
    );
    await sql(`UPDATE deal_versions SET snapshot = jsonb_set(snapshot, '{phases,1,startOffset}', '8800000000000000')
               WHERE deal_id = $1`);
  });

  it('the API reads them without failing', async () => {
    expect((await call('GET', `/v1/deal/${deal.id}`)).status).toBe(200);
    const phases = await call('GET', `/v1/deal/${deal.id}/phases`);
    expect(phases.status).toBe(200);
    expect(phases.body.items.map((phase: { name: string }) => phase.name)).toEqual(['Kick-off', 'Build']);
    expect((await call('GET', `/v1/deal/${deal.id}/versions`)).status).toBe(200);
    expect((await call('GET', `/v1/deals?space=${deal.spaceId}`)).status).toBe(200);
  });

  it('the web pages render them as outside the range', async () => {
    const page = await world.browser.get(`/${deal.spaceId}/deals/${deal.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(
      /<td>Kick-off<\/td><td class="deal-date">outside 1970–9999<\/td><td class="deal-date">outside 1970–9999<\/td>/,
    );
    expect(page.html).toMatch(/<td>Build<\/td><td class="deal-date">outside 1970–9999<\/td>/);
    expect((await world.browser.get(`/${deal.spaceId}/deals`)).status).toBe(200);
    const preview = await world.browser.get(`/${deal.spaceId}/deals/${deal.id}/reschedule?shift=%2B1w`);
    // The preview is refused as the reschedule would be (a phase would stay outside), on a page.
    expect(preview.status).toBe(400);
    expect(preview.html).toContain(
      'would move a date of the deal or its phases outside 1970-01-01 to 9999-12-31',
    );
  });

  it('pinning a phase where it stands is a 400 naming start, not a 500; sending both dates repairs it', async () => {
    const phases = (await call('GET', `/v1/deal/${deal.id}/phases`)).body.items as {
      id: string;
      name: string;
    }[];
    const build = phases.find((phase) => phase.name === 'Build') as { id: string };
    const path = `/v1/deal/${deal.id}/phases/${build.id}`;
    expect(await call('PATCH', path, { pinned: true })).toEqual(
      invalid({ pinned: true }, [
        {
          path: ['start'],
          message: "the phase's current start is outside 1970-01-01 to 9999-12-31; send start and end",
        },
      ]),
    );
    const repaired = await call('PATCH', path, { pinned: true, start: START, end: START + DAY });
    expect(repaired).toMatchObject({ status: 200, body: { pinned: true, start: START, end: START + DAY } });
  });
});

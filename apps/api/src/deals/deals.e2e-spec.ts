import type { BootstrapResult } from '@deal/domain';
import { repositoriesFor, type Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { runBootstrap } from '../../../../tools/bootstrap-command';
import { anApprover, aPerson, join, type Person } from '../members/testing/team.fixture';
import { insertCredential } from '../testing/credential-fixtures';
import { startTestApi, type TestApi } from '../testing/api-test-app';

let database: Database;
let api: TestApi;
let alice: BootstrapResult;
let stranger: BootstrapResult;
let rw: string;
/** Alice's space: an auditor (a plain member, asked for approval), an admin and another member. */
let auditor: Person;
let admin: Person;
let bystander: Person;

const MONDAY = Date.UTC(2026, 10, 23);
const DAY = 86_400_000;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  alice = await runBootstrap(database, { email: 'alice@example.test', name: 'Alice' });
  stranger = await runBootstrap(database, {});
  rw = alice.tokens.read_write;
  auditor = await aPerson(database, 'Auditor');
  await join(database, alice.space.id, auditor, 'member');
  admin = await anApprover(database, alice.space.id);
  bystander = await aPerson(database, 'Bystander');
  await join(database, alice.space.id, bystander, 'member');
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

async function newDeal(body: Record<string, unknown> = {}, token = rw) {
  const created = await api.call('POST', '/v1/deals', {
    token,
    body: { space: alice.space.id, name: 'Acme', ...body },
  });
  expect(created.status).toBe(201);
  return created.body;
}

describe('POST /v1/deals', () => {
  it('creates a draft with every field present, null when unset, owned by the caller', async () => {
    const created = await api.call('POST', '/v1/deals', {
      token: rw,
      body: { space: alice.space.id, name: 'Acme renewal', currency: 'EUR', price: 1000, cost: 600 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^deal_[0-9A-Za-z]{22}$/),
      name: 'Acme renewal',
      status: 'draft',
      updated_at: expect.any(Number),
      space_id: alice.space.id,
      currency: 'eur',
      price: 1000,
      cost: 600,
      margin: 0.4,
      probability: null,
      archived: false,
      created_at: expect.any(Number),
      owner_email: 'alice@example.test',
      description: null,
      target_price: null,
      target_margin: null,
      start: null,
      end: null,
      due: null,
      closed_reason: null,
      redraft_reason: null,
      pending_at: null,
      approved_at: null,
      progressed_at: null,
      closed_at: null,
      requested_by_email: null,
      requested_to_email: null,
      account: null,
      external_id: null,
      revision: 1,
    });
    expect(created.body.updated_at).toBe(created.body.created_at);
    const read = await api.call('GET', `/v1/deal/${created.body.id}`, { token: alice.tokens.read });
    expect(read).toEqual({ status: 200, body: created.body });
  });

  it('carries the revision: +1 with every committed change, unchanged by a write that changes nothing', async () => {
    const deal = await newDeal();
    expect(deal.revision).toBe(1);
    const patched = await api.call('PATCH', `/v1/deal/${deal.id}`, { token: rw, body: { name: 'Renamed' } });
    expect(patched.body.revision).toBe(2);
    const same = await api.call('PATCH', `/v1/deal/${deal.id}`, { token: rw, body: { name: 'Renamed' } });
    expect(same.body.revision).toBe(2);
    const moved = await api.call('POST', `/v1/deal/${deal.id}/status`, {
      token: rw,
      body: { status: 'pending' },
    });
    expect(moved.body.revision).toBe(3);
    const read = await api.call('GET', `/v1/deal/${deal.id}`, { token: rw });
    expect(read.body.revision).toBe(3);
    const redrafted = await api.call('POST', `/v1/deal/${deal.id}/status`, {
      token: rw,
      body: { status: 'draft', reason: 'again' },
    });
    expect(redrafted.body.revision).toBe(4);
    // The revision is the service's: a client cannot set it.
    const refused = await api.call('PATCH', `/v1/deal/${deal.id}`, { token: rw, body: { revision: 9 } });
    expect(refused).toEqual({
      status: 400,
      body: {
        success: false,
        data: { revision: 9 },
        error: [{ path: ['revision'], message: 'is not a known field' }],
        message: 'revision: is not a known field',
      },
    });
  });

  it('defaults the currency to usd, derives cost from margin, and takes no owner for a space key', async () => {
    const key = await insertCredential(
      database,
      { kind: 'space', spaceId: alice.space.id },
      { scope: 'read_write' },
    );
    const deal = await newDeal({ price: 200, margin: 0.25 }, key);
    expect(deal).toMatchObject({ currency: 'usd', price: 200, cost: 150, margin: 0.25, owner_email: null });
  });

  it('answers the SPEC §7 form for every schema failure, naming each field and echoing the body', async () => {
    const body = {
      space: alice.space.id,
      name: ' ',
      price: '12',
      probability: 1.5,
      colour: 'red',
      start: 1.5,
    };
    const response = await api.call('POST', '/v1/deals', { token: rw, body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, data: body });
    expect(response.body.error).toEqual(
      expect.arrayContaining([
        { path: ['colour'], message: 'is not a known field' },
        { path: ['name'], message: 'must not be blank' },
        { path: ['price'], message: expect.stringContaining('must be a number') },
        { path: ['probability'], message: 'must not be greater than 1' },
        { path: ['start'], message: 'must be an integer number' },
      ]),
    );
    expect(response.body.error).toHaveLength(5);
  });

  it.each([
    [{ margin: 0.2 }, ['margin'], 'needs a price'],
    [{ price: 10, cost: 5, margin: 0.2 }, ['margin'], 'cannot be sent with cost'],
    [{ start: MONDAY, end: MONDAY - DAY }, ['end'], 'must not be before start'],
    [{ owner_email: 'nobody@example.test' }, ['owner_email'], 'must be the email of a member of the space'],
    [{ currency: 'euro' }, ['currency'], 'must be a three-letter ISO 4217 currency code'],
  ])('refuses %j', async (fields, path, message) => {
    const response = await api.call('POST', '/v1/deals', {
      token: rw,
      body: { space: alice.space.id, name: 'x', ...fields },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual([{ path, message }]);
  });

  it('answers 404 for a space out of reach, 403 for a read token, 401 without one, 400 for malformed JSON', async () => {
    const body = { space: stranger.space.id, name: 'x' };
    expect(await api.call('POST', '/v1/deals', { token: rw, body })).toEqual({
      status: 404,
      body: { message: 'space not found' },
    });
    expect(await api.call('POST', '/v1/deals', { token: alice.tokens.read, body })).toEqual({
      status: 403,
      body: { message: 'token scope does not permit writes' },
    });
    expect((await api.call('POST', '/v1/deals', { body })).status).toBe(401);
    const malformed = await api.call('POST', '/v1/deals', {
      token: rw,
      body: '{"space":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toEqual([{ path: [], message: 'body is not valid JSON' }]);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await api.call('POST', '/v1/deals', {
      token: rw,
      body: 'space=x&name=y',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response).toEqual({
      status: 415,
      body: { message: 'request body must be JSON (Content-Type: application/json)' },
    });
  });
});

describe('GET /v1/deals', () => {
  it('walks a space page by page, filters by status, and keeps to reachable spaces', async () => {
    const solo = await runBootstrap(database, {});
    const token = solo.tokens.read_write;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const created = await api.call('POST', '/v1/deals', {
        token,
        body: { space: solo.space.id, name: `D${i}` },
      });
      ids.push(created.body.id);
    }
    await api.call('POST', `/v1/deal/${ids[1]}/status`, { token, body: { status: 'pending' } });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query = `?space=${solo.space.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await api.call('GET', `/v1/deals${query}`, { token: solo.tokens.read });
      expect(page.status).toBe(200);
      seen.push(...page.body.items.map((deal: { id: string }) => deal.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(ids);
    const pending = await api.call('GET', `/v1/deals?space=${solo.space.id}&status=pending`, { token });
    expect(pending.body.items.map((deal: { id: string }) => deal.id)).toEqual([ids[1]]);
    expect((await api.call('GET', `/v1/deals?space=${solo.space.id}`, { token: rw })).status).toBe(404);
  });

  it('lists a space key its own space without `space`, and needs `space` from a personal token', async () => {
    const key = await insertCredential(database, { kind: 'space', spaceId: stranger.space.id });
    expect(await api.call('GET', '/v1/deals', { token: key })).toEqual({
      status: 200,
      body: { items: [], next_cursor: null },
    });
    const response = await api.call('GET', '/v1/deals?status=won&status=lost&limit=0', { token: rw });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual([
      { path: ['limit'], message: 'must be an integer from 1 to 100' },
      {
        path: ['status'],
        message: 'must be one of draft, pending, approved, progressed, won, lost, abandoned',
      },
    ]);
    const missing = await api.call('GET', '/v1/deals', { token: rw });
    expect(missing.body.error).toEqual([{ path: ['space'], message: 'is required with a personal token' }]);
  });
});

describe('PATCH /v1/deal/{id}', () => {
  it('writes sent fields, clears nulls, and changes nothing for the current values', async () => {
    const deal = await newDeal({ description: 'old', price: 100 });
    const edited = await api.call('PATCH', `/v1/deal/${deal.id}`, {
      token: rw,
      body: { name: 'Renamed', description: null, probability: 0.7 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Renamed', description: null, probability: 0.7, price: 100 });
    const same = await api.call('PATCH', `/v1/deal/${deal.id}`, { token: rw, body: { name: 'Renamed' } });
    expect(same).toEqual({ status: 200, body: edited.body });
  });

  it('refuses a null name, an unknown field, and `status` (moves go through /status)', async () => {
    const deal = await newDeal();
    const response = await api.call('PATCH', `/v1/deal/${deal.id}`, {
      token: rw,
      body: { name: null, status: 'won' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual(
      expect.arrayContaining([
        { path: ['name'], message: 'must be a string' },
        { path: ['status'], message: 'is not a known field' },
      ]),
    );
  });

  it('is 409 while pending, and an archived deal accepts only being unarchived', async () => {
    const deal = await newDeal();
    await api.call('POST', `/v1/deal/${deal.id}/status`, { token: rw, body: { status: 'pending' } });
    expect(await api.call('PATCH', `/v1/deal/${deal.id}`, { token: rw, body: { name: 'x' } })).toEqual({
      status: 409,
      body: { message: 'deal is pending approval and read-only' },
    });
    const other = await newDeal();
    await api.call('PATCH', `/v1/deal/${other.id}`, { token: rw, body: { archived: true } });
    expect(await api.call('PATCH', `/v1/deal/${other.id}`, { token: rw, body: { name: 'x' } })).toEqual({
      status: 409,
      body: { message: 'deal is archived' },
    });
    const back = await api.call('PATCH', `/v1/deal/${other.id}`, {
      token: rw,
      body: { archived: false, name: 'y' },
    });
    expect(back.body).toMatchObject({ archived: false, name: 'y' });
  });

  it('changes the owner to another member, and clears it with null', async () => {
    const deal = await newDeal();
    const cleared = await api.call('PATCH', `/v1/deal/${deal.id}`, {
      token: rw,
      body: { owner_email: null },
    });
    expect(cleared.body.owner_email).toBeNull();
    const owned = await api.call('PATCH', `/v1/deal/${deal.id}`, {
      token: rw,
      body: { owner_email: 'ALICE@example.test' },
    });
    expect(owned.body.owner_email).toBe('alice@example.test');
  });
});

describe('external_id: unique within a space', () => {
  const TAKEN = { message: 'external_id is already used by another deal of this space' };

  it('is 409 when another deal of the space holds it, on create and on PATCH; other spaces may reuse it', async () => {
    const holder = await newDeal({ external_id: 'crm-1' });
    const other = await newDeal();
    expect(
      await api.call('PATCH', `/v1/deal/${other.id}`, { token: rw, body: { external_id: 'crm-1' } }),
    ).toEqual({
      status: 409,
      body: TAKEN,
    });
    const duplicate = { space: alice.space.id, name: 'Twin', external_id: 'crm-1' };
    expect(await api.call('POST', '/v1/deals', { token: rw, body: duplicate })).toEqual({
      status: 409,
      body: TAKEN,
    });
    const again = await api.call('PATCH', `/v1/deal/${holder.id}`, {
      token: rw,
      body: { external_id: 'crm-1' },
    });
    expect(again.status).toBe(200);
    const elsewhere = { space: stranger.space.id, name: 'Elsewhere', external_id: 'crm-1' };
    const created = await api.call('POST', '/v1/deals', {
      token: stranger.tokens.read_write,
      body: elsewhere,
    });
    expect(created.status).toBe(201);
  });

  it('lets exactly one of ten concurrent claims win; the rest get the same 409, never a 500', async () => {
    const deals = await Promise.all(Array.from({ length: 10 }, () => newDeal()));
    const answers = await Promise.all(
      deals.map((deal) =>
        api.call('PATCH', `/v1/deal/${deal.id}`, { token: rw, body: { external_id: 'crm-race' } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body)).toEqual(
      Array(9).fill(TAKEN),
    );
  });
});

describe("GET /v1/deals?external_id=: find a deal by the external system's key", () => {
  it('answers the one deal of the space that holds it, and an empty page elsewhere', async () => {
    const holder = await newDeal({ external_id: 'crm-find-1' });
    await newDeal({ external_id: 'crm-find-2' });
    const found = await api.call('GET', `/v1/deals?space=${alice.space.id}&external_id=crm-find-1`, {
      token: rw,
    });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ items: [holder], next_cursor: null });
    const none = await api.call('GET', `/v1/deals?space=${alice.space.id}&external_id=crm-absent`, {
      token: rw,
    });
    expect(none.body).toEqual({ items: [], next_cursor: null });
    const elsewhere = await api.call('GET', `/v1/deals?space=${stranger.space.id}&external_id=crm-find-1`, {
      token: stranger.tokens.read_write,
    });
    expect(elsewhere.body).toEqual({ items: [], next_cursor: null });
  });

  it('combines with status, and is a 400 naming external_id when empty or over 200 characters', async () => {
    await newDeal({ external_id: 'crm-find-3' });
    const drafts = await api.call(
      'GET',
      `/v1/deals?space=${alice.space.id}&status=won&external_id=crm-find-3`,
      {
        token: rw,
      },
    );
    expect(drafts.body).toEqual({ items: [], next_cursor: null });
    for (const bad of ['', 'x'.repeat(201)]) {
      const answer = await api.call('GET', `/v1/deals?space=${alice.space.id}&external_id=${bad}`, {
        token: rw,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual([
        { path: ['external_id'], message: 'must be a string of 1 to 200 characters' },
      ]);
    }
  });
});

describe('POST /v1/deal/{id}/status: the pre-approval gate', () => {
  const REQUESTER =
    'the requester of an approval may not approve or reject it, only withdraw it (back to draft, with a reason); ' +
    'the requested approver, an owner or an admin decides';
  const NOT_APPROVER =
    'only the requested approver, an owner or an admin may approve or reject a pending deal';
  const SPACE_KEY =
    'a space API key may not approve or reject a pending deal; the requested approver, an owner or an admin decides';
  const move = (id: string, token: string, body: Record<string, unknown>) =>
    api.call('POST', `/v1/deal/${id}/status`, { token, body });

  it('refuses the requester (here the owner) every decision on their own request, and writes nothing', async () => {
    const deal = await newDeal();
    await move(deal.id, rw, { status: 'pending', requested_to: auditor.email });
    const before = (await api.call('GET', `/v1/deal/${deal.id}`, { token: rw })).body;
    for (const body of [
      { status: 'approved' },
      { status: 'abandoned', reason: 'never mind' },
      { status: 'abandoned' },
    ]) {
      expect(await move(deal.id, rw, body)).toEqual({ status: 403, body: { message: REQUESTER } });
    }
    expect((await api.call('GET', `/v1/deal/${deal.id}`, { token: rw })).body).toEqual(before);
  });

  it('lets the requester withdraw their own request back to draft, with a reason (400 without one)', async () => {
    const automation = await api.call('POST', `/v1/spaces/${alice.space.id}/automations`, {
      token: rw,
      body: {
        name: 'Hear withdrawals',
        trigger: { type: 'deal_updated' },
        actions: [{ type: 'send_webhook', url: 'http://127.0.0.1:9/hook' }],
      },
    });
    expect(automation.status).toBe(201);
    try {
      const deal = await newDeal();
      await move(deal.id, bystander.rw, { status: 'pending', requested_to: auditor.email });
      const before = (await api.call('GET', `/v1/deal/${deal.id}`, { token: rw })).body;
      const eventsOf = async () =>
        (
          await database.dataSource.query(
            `SELECT payload FROM outbox_events WHERE deal_id = $1 ORDER BY id`,
            [deal.id],
          )
        ).map((row: { payload: object }) => row.payload);
      const queued = (await eventsOf()).length;
      for (const reason of [undefined, null, '']) {
        const body = reason === undefined ? { status: 'draft' } : { status: 'draft', reason };
        const refused = await move(deal.id, bystander.rw, body);
        expect(refused.status).toBe(400);
        expect(refused.body.error).toEqual([
          {
            path: ['reason'],
            message:
              reason === ''
                ? 'must be longer than or equal to 1 characters'
                : 'is required to withdraw your own request for approval',
          },
        ]);
      }
      expect((await move(deal.id, bystander.rw, { status: 'draft', reason: '  ' })).body.error).toEqual([
        { path: ['reason'], message: 'is required to withdraw your own request for approval' },
      ]);
      expect((await api.call('GET', `/v1/deal/${deal.id}`, { token: rw })).body).toEqual(before);
      expect(await eventsOf()).toHaveLength(queued);
      const withdrawn = await move(deal.id, bystander.rw, {
        status: 'draft',
        reason: 'wrong scope, redoing it',
      });
      expect(withdrawn.status).toBe(200);
      expect(withdrawn.body).toMatchObject({
        status: 'draft',
        pending_at: null,
        redraft_reason: 'wrong scope, redoing it',
        requested_by_email: null,
        requested_to_email: null,
      });
      const events = await eventsOf();
      expect(events).toHaveLength(queued + 1);
      expect(events.at(-1)).toMatchObject({
        event: 'service_deal_updated',
        deal: { id: deal.id, status: 'draft' },
      });
    } finally {
      await api.call('DELETE', `/v1/spaces/${alice.space.id}/automations/${automation.body.id}`, {
        token: rw,
      });
    }
  });

  it('refuses a member who was not asked, and a space key', async () => {
    const deal = await newDeal();
    await move(deal.id, rw, { status: 'pending', requested_to: auditor.email });
    expect(await move(deal.id, bystander.rw, { status: 'approved' })).toEqual({
      status: 403,
      body: { message: NOT_APPROVER },
    });
    const key = await insertCredential(
      database,
      { kind: 'space', spaceId: alice.space.id },
      { scope: 'read_write' },
    );
    expect(await move(deal.id, key, { status: 'approved' })).toEqual({
      status: 403,
      body: { message: SPACE_KEY },
    });
    expect((await api.call('GET', `/v1/deal/${deal.id}`, { token: rw })).body.status).toBe('pending');
  });

  it('lets the requested member, an admin or the owner decide when someone else asked', async () => {
    const asked = await newDeal();
    await move(asked.id, bystander.rw, { status: 'pending', requested_to: auditor.email });
    expect((await move(asked.id, auditor.rw, { status: 'approved' })).status).toBe(200);
    const sentBack = await newDeal();
    await move(sentBack.id, bystander.rw, { status: 'pending' });
    expect((await move(sentBack.id, admin.rw, { status: 'draft', reason: 'no' })).status).toBe(200);
    const byKey = await newDeal();
    const key = await insertCredential(
      database,
      { kind: 'space', spaceId: alice.space.id },
      { scope: 'read_write' },
    );
    expect((await move(byKey.id, key, { status: 'pending' })).body.requested_by_email).toBeNull();
    expect((await move(byKey.id, rw, { status: 'approved' })).status).toBe(200);
  });

  it('does not concern moves after the decision: the requester may close an approved deal', async () => {
    const deal = await newDeal();
    await move(deal.id, rw, { status: 'pending' });
    await move(deal.id, admin.rw, { status: 'approved' });
    expect((await move(deal.id, rw, { status: 'won', reason: 'signed' })).status).toBe(200);
  });
});

describe('POST /v1/deal/{id}/status: the pre-approval flow', () => {
  it('requests approval (recording who asked whom), approves, and closes with a reason', async () => {
    const deal = await newDeal();
    const pending = await api.call('POST', `/v1/deal/${deal.id}/status`, {
      token: rw,
      body: { status: 'pending', requested_to: auditor.email.toUpperCase() },
    });
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({
      status: 'pending',
      pending_at: expect.any(Number),
      requested_by_email: 'alice@example.test',
      requested_to_email: auditor.email.toLowerCase(),
    });
    const approved = await api.call('POST', `/v1/deal/${deal.id}/status`, {
      token: auditor.rw,
      body: { status: 'approved' },
    });
    expect(approved.body).toMatchObject({ status: 'approved', approved_at: expect.any(Number) });
    const won = await api.call('POST', `/v1/deal/${deal.id}/status`, {
      token: rw,
      body: { status: 'won', reason: 'Best price' },
    });
    expect(won.body).toMatchObject({
      status: 'won',
      closed_reason: 'Best price',
      closed_at: expect.any(Number),
    });
  });

  it('sends back to draft with a reason, clearing later stage dates and the request', async () => {
    const deal = await newDeal();
    await api.call('POST', `/v1/deal/${deal.id}/status`, { token: rw, body: { status: 'pending' } });
    const draft = await api.call('POST', `/v1/deal/${deal.id}/status`, {
      token: admin.rw,
      body: { status: 'draft', reason: 'Margin too thin' },
    });
    expect(draft.body).toMatchObject({
      status: 'draft',
      redraft_reason: 'Margin too thin',
      pending_at: null,
      requested_by_email: null,
    });
  });

  it('refuses a move the application does not allow (409) and misplaced reason or requested_to (400)', async () => {
    const deal = await newDeal();
    expect(
      await api.call('POST', `/v1/deal/${deal.id}/status`, { token: rw, body: { status: 'won' } }),
    ).toEqual({
      status: 409,
      body: { message: 'cannot move a deal from draft to won' },
    });
    const reason = await api.call('POST', `/v1/deal/${deal.id}/status`, {
      token: rw,
      body: { status: 'pending', reason: 'x' },
    });
    expect(reason.body.error).toEqual([
      { path: ['reason'], message: 'applies only to a move to draft, won, lost or abandoned' },
    ]);
    const to = await api.call('POST', `/v1/deal/${deal.id}/status`, {
      token: rw,
      body: { status: 'abandoned', requested_to: 'a@example.test' },
    });
    expect(to.body.error).toEqual([
      { path: ['requested_to'], message: 'applies only to a move to pending (a request for approval)' },
    ]);
    const bad = await api.call('POST', `/v1/deal/${deal.id}/status`, {
      token: rw,
      body: { status: 'Approved' },
    });
    expect(bad.body.error).toEqual([
      {
        path: ['status'],
        message: 'must be one of draft, pending, approved, progressed, won, lost, abandoned',
      },
    ]);
  });

  it('moving to the current status changes nothing', async () => {
    const deal = await newDeal();
    expect(
      await api.call('POST', `/v1/deal/${deal.id}/status`, { token: rw, body: { status: 'draft' } }),
    ).toEqual({
      status: 200,
      body: deal,
    });
  });
});

describe('phases', () => {
  it('adds pinned and relative phases and lists them with absolute dates', async () => {
    const deal = await newDeal({ start: MONDAY });
    const pinned = await api.call('POST', `/v1/deal/${deal.id}/phases`, {
      token: rw,
      body: { name: 'Kick-off', start: MONDAY + DAY, end: MONDAY + 2 * DAY, pinned: true },
    });
    expect(pinned).toEqual({
      status: 201,
      body: {
        id: expect.stringMatching(/^ph_/),
        deal_id: deal.id,
        name: 'Kick-off',
        pinned: true,
        start: MONDAY + DAY,
        end: MONDAY + 2 * DAY,
      },
    });
    const relative = await api.call('POST', `/v1/deal/${deal.id}/phases`, {
      token: rw,
      body: { name: 'Build', start: MONDAY + 7 * DAY, end: MONDAY + 14 * DAY, pinned: false },
    });
    expect(relative.body).toMatchObject({ pinned: false, start: MONDAY + 7 * DAY, end: MONDAY + 14 * DAY });
    const list = await api.call('GET', `/v1/deal/${deal.id}/phases`, { token: alice.tokens.read });
    expect(list).toEqual({ status: 200, body: { items: [pinned.body, relative.body], next_cursor: null } });
  });

  it('pages them like every list: limit, then next_cursor until it is null, each phase once in order', async () => {
    const deal = await newDeal({ start: MONDAY });
    const added: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      const phase = await api.call('POST', `/v1/deal/${deal.id}/phases`, {
        token: rw,
        body: { name: `Phase ${n}`, start: MONDAY + n * DAY, end: MONDAY + n * DAY, pinned: true },
      });
      added.push(phase.body.id);
    }
    const seen: string[] = [];
    const cursors: (string | null)[] = [];
    let query = '?limit=2';
    for (;;) {
      const page = await api.call('GET', `/v1/deal/${deal.id}/phases${query}`, { token: alice.tokens.read });
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.items.map((phase: { id: string }) => phase.id));
      cursors.push(page.body.next_cursor);
      if (page.body.next_cursor === null) break;
      query = `?limit=2&cursor=${page.body.next_cursor}`;
    }
    expect(seen).toEqual(added);
    expect(cursors).toHaveLength(3);
    // Without limit, the default page of 25 holds all five, and says it is the last.
    const whole = await api.call('GET', `/v1/deal/${deal.id}/phases`, { token: alice.tokens.read });
    expect(whole.body.items.map((phase: { id: string }) => phase.id)).toEqual(added);
    expect(whole.body.next_cursor).toBeNull();
  });

  it('refuses a bad limit or cursor on the phases list with a 400 naming it', async () => {
    const deal = await newDeal({ start: MONDAY });
    const bad = await api.call('GET', `/v1/deal/${deal.id}/phases?limit=0&cursor=nope`, { token: rw });
    expect(bad.status).toBe(400);
    expect(bad.body.error.map((issue: { path: string[] }) => issue.path[0]).sort()).toEqual([
      'cursor',
      'limit',
    ]);
  });

  it('refuses an end before the start, a relative phase without a deal start, and a pending deal', async () => {
    const deal = await newDeal();
    const response = await api.call('POST', `/v1/deal/${deal.id}/phases`, {
      token: rw,
      body: { name: 'x', start: MONDAY, end: MONDAY - 1, pinned: false },
    });
    expect(response.body.error).toEqual([
      { path: ['end'], message: 'must not be before start' },
      { path: ['pinned'], message: 'a relative phase needs the deal to have a start; pin it' },
    ]);
    await api.call('POST', `/v1/deal/${deal.id}/status`, { token: rw, body: { status: 'pending' } });
    const pending = await api.call('POST', `/v1/deal/${deal.id}/phases`, {
      token: rw,
      body: { name: 'x', start: MONDAY, end: MONDAY, pinned: true },
    });
    expect(pending.status).toBe(409);
  });
});

describe('BOLA: a credential of another space gets 404 on every deal route', () => {
  it.each([
    ['GET', ''],
    ['PATCH', ''],
    ['POST', '/status'],
    ['POST', '/reschedule'],
    ['POST', '/phases'],
    ['GET', '/phases'],
    ['GET', '/versions'],
  ])('%s /v1/deal/{id}%s', async (method, suffix) => {
    const deal = await newDeal({ start: MONDAY });
    const bodies: Record<string, unknown> = {
      '': { name: 'stolen' },
      '/status': { status: 'pending' },
      '/reschedule': { shift: '+1w' },
      '/phases': { name: 'x', start: MONDAY, end: MONDAY, pinned: true },
    };
    const body = method === 'GET' ? undefined : bodies[suffix];
    const key = await insertCredential(
      database,
      { kind: 'space', spaceId: stranger.space.id },
      { scope: 'read_write' },
    );
    for (const token of [stranger.tokens.read_write, key]) {
      expect(await api.call(method, `/v1/deal/${deal.id}${suffix}`, { token, body })).toEqual({
        status: 404,
        body: { message: 'deal not found' },
      });
    }
    const unchanged = await api.call('GET', `/v1/deal/${deal.id}`, { token: rw });
    expect(unchanged.body).toEqual(deal);
  });

  it('a removed member loses the space at once', async () => {
    const bob = await runBootstrap(database, {});
    const repos = repositoriesFor(database.dataSource.manager);
    await repos.memberships.add({
      spaceId: alice.space.id,
      userId: bob.user.id,
      role: 'member',
      createdAt: Date.now(),
    });
    const deal = await newDeal();
    expect((await api.call('GET', `/v1/deal/${deal.id}`, { token: bob.tokens.read })).status).toBe(200);
    await repos.memberships.remove(alice.space.id, bob.user.id);
    expect((await api.call('GET', `/v1/deal/${deal.id}`, { token: bob.tokens.read })).status).toBe(404);
  });
});

describe('scope: a read credential cannot mutate a deal', () => {
  it.each([
    ['PATCH', ''],
    ['POST', '/status'],
    ['POST', '/reschedule'],
    ['POST', '/phases'],
  ])('%s /v1/deal/{id}%s → 403', async (method, suffix) => {
    const deal = await newDeal();
    const key = await insertCredential(
      database,
      { kind: 'space', spaceId: alice.space.id },
      { scope: 'read' },
    );
    for (const token of [alice.tokens.read, key]) {
      expect(await api.call(method, `/v1/deal/${deal.id}${suffix}`, { token, body: {} })).toEqual({
        status: 403,
        body: { message: 'token scope does not permit writes' },
      });
    }
  });
});

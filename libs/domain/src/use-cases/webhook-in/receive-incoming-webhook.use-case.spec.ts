import type { Condition } from '../../automation/condition';
import type { Automation } from '../../automation/automation';
import type { Deal } from '../../deal/deal';
import type { NewDelivery, OutboxEntry, OutboxEvent } from '../../outbound-webhooks/outbox/outbox-entry';
import type { Repositories, UnitOfWork } from '../../ports/repositories';
import { err, ok } from '../../shared/result';
import { aDealUpdatedAutomation, aWebhookReceivedAutomation } from '../../testing/automation.mother';
import { aDeal } from '../../testing/deal.mother';
import { receiveIncomingWebhook, type ReceiveIncomingWebhookDeps } from './receive-incoming-webhook.use-case';
import type { SecretComparer } from './secret-comparer.port';

const NOW = Date.UTC(2026, 10, 23, 10);
const KEY = 'whkey_test_signing';

/** Deals, automations and outbox in memory; a transaction works on copies and keeps them only on success. */
class FakeStore implements UnitOfWork {
  deals = new Map<string, Deal>();
  outbox: OutboxEntry[] = [];
  automations: Automation[] = [];
  readonly calls: string[] = [];
  readonly repositories: Repositories = this.repositoriesOver(() => this);

  async transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    const saved = { deals: new Map(this.deals), outbox: [...this.outbox] };
    const rollback = () => Object.assign(this, saved);
    try {
      const result = await work(this.repositoriesOver(() => this));
      if ((result as { ok?: boolean }).ok === false) rollback();
      return result;
    } catch (error) {
      rollback();
      throw error;
    }
  }

  private repositoriesOver(store: () => FakeStore): Repositories {
    const deals = {
      findById: async (id: string) => store().deals.get(id) ?? null,
      findByIdForUpdate: async (id: string) => {
        store().calls.push(`lock ${id}`);
        return store().deals.get(id) ?? null;
      },
      findByExternalId: async (spaceId: string, externalId: string) =>
        [...store().deals.values()].find((d) => d.spaceId === spaceId && d.externalId === externalId) ?? null,
      update: async (deal: Deal, options: { event?: OutboxEvent } = {}) => {
        store().deals.set(deal.id, deal);
        if (options.event) store().outbox.push({ event: options.event, deliveries: [] });
      },
    };
    const automations = {
      listEnabled: async (spaceId: string, trigger: string) => {
        store().calls.push(`listEnabled ${spaceId} ${trigger}`);
        return store().automations.filter((a) => a.spaceId === spaceId && a.enabled && a.trigger === trigger);
      },
    };
    const outbox = {
      append: async (entries: readonly OutboxEntry[]) => {
        store().outbox.push(...entries);
      },
      appendDeliveries: async (deliveries: readonly NewDelivery[]) => {
        const entry = store().outbox.find((e) => e.event.id === deliveries[0]?.eventId);
        if (entry) store().outbox[store().outbox.indexOf(entry)] = { ...entry, deliveries };
      },
    };
    return { deals, automations, outbox } as unknown as Repositories;
  }
}

/** Records every comparison; equality as the adapter would decide it. */
class RecordingComparer implements SecretComparer {
  readonly compared: string[] = [];
  same(presented: string, stored: string): boolean {
    this.compared.push(stored);
    return presented === stored;
  }
}

/** A space budget that allows `left` more requests, and counts what was spent. */
class CountingBudget {
  left = Infinity;
  spent = 0;
  take(): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    if (this.left <= 0) return Promise.resolve({ allowed: false, retryAfterSeconds: 3 });
    this.left -= 1;
    this.spent += 1;
    return Promise.resolve({ allowed: true, retryAfterSeconds: 0 });
  }
}

function setup(automation: Partial<Automation> = {}) {
  const store = new FakeStore();
  store.automations.push(
    aWebhookReceivedAutomation({ id: 'aut_other', signingKey: 'whkey_other' }),
    aWebhookReceivedAutomation(automation),
  );
  store.deals.set('deal_1', aDeal({ status: 'pending', pendingAt: NOW - 1000 }));
  store.deals.set('deal_2', aDeal({ id: 'deal_2', spaceId: 'spc_2', externalId: 'AUD-2' }));
  const secrets = new RecordingComparer();
  let n = 0;
  const budget = new CountingBudget();
  const deps: ReceiveIncomingWebhookDeps = {
    uow: store,
    secrets,
    // No call here is signed (signed calls: apps/webhook-in/src/receive-webhook/signed-calls.e2e-spec.ts).
    signatures: { verifies: () => false },
    budget,
    clock: {
      now: () => {
        store.calls.push('clock');
        return NOW;
      },
    },
    appUrl: 'https://app.example.test',
    ids: { next: (prefix) => `${prefix}_${++n}` },
  };
  /** Posts `body` with the right key to spc_1, unless `as` says otherwise (`key: undefined` sends none). */
  const receive = (body: unknown, as: { key?: string | undefined; spaceId?: string } = {}) =>
    receiveIncomingWebhook(deps, {
      spaceId: as.spaceId ?? 'spc_1',
      key: 'key' in as ? as.key : KEY,
      body: ok(body),
    });
  return { store, secrets, budget, deps, receive };
}

const unmatched = {
  received: true,
  matched: false,
  applied: false,
  deal_id: null,
  changes: {},
  warnings: [],
};

describe('receiveIncomingWebhook: the key', () => {
  it.each([
    ['missing', undefined, 'spc_1'],
    ['blank', '  ', 'spc_1'],
    ['wrong', 'whkey_wrong', 'spc_1'],
    ['of another space', KEY, 'spc_2'],
    ['of an unknown space', KEY, 'spc_unknown'],
  ])('is rejected alike when %s, and nothing is applied', async (_case, key, spaceId) => {
    const { store, receive } = setup();
    expect(await receive({ id: 'deal_1', status: 'approved' }, { key, spaceId })).toEqual(
      err({ kind: 'WebhookKeyRejected' }),
    );
    expect(store.deals.get('deal_1')?.status).toBe('pending');
    expect(store.calls.filter((c) => c.startsWith('lock'))).toEqual([]);
  });

  it('spends the space budget only once the key is accepted, before the body or any deal is read', async () => {
    const { store, budget, receive } = setup();
    await receive({ id: 'deal_1', status: 'approved' }, { key: 'whkey_wrong' });
    await receive({ id: 'deal_1' }, { key: undefined });
    expect(budget.spent).toBe(0);
    budget.left = 0;
    expect(await receive({ id: 'deal_1', status: 'approved' })).toEqual(
      err({ kind: 'SpaceRateLimited', retryAfterSeconds: 3 }),
    );
    expect(await receive('not an object')).toEqual(err({ kind: 'SpaceRateLimited', retryAfterSeconds: 3 }));
    expect(store.calls.filter((c) => c.startsWith('lock'))).toEqual([]);
    expect(store.deals.get('deal_1')?.status).toBe('pending');
  });

  it('is compared with every candidate, even after a hit', async () => {
    const { secrets, receive } = setup();
    await receive({}, { key: 'whkey_other' });
    expect(secrets.compared).toEqual(['whkey_other', KEY]);
  });

  it('of a disabled automation is rejected', async () => {
    const { receive } = setup({ enabled: false });
    expect(await receive({ id: 'deal_1' })).toEqual(err({ kind: 'WebhookKeyRejected' }));
  });

  it('comes before the body: an anonymous caller learns nothing about it', async () => {
    const { deps } = setup();
    const unreadable = { spaceId: 'spc_1', body: err('too large') };
    expect(await receiveIncomingWebhook(deps, { ...unreadable, key: 'whkey_wrong' })).toEqual(
      err({ kind: 'WebhookKeyRejected' }),
    );
    expect(await receiveIncomingWebhook(deps, { ...unreadable, key: KEY })).toEqual(
      err({ kind: 'UnreadableBody', problem: 'too large' }),
    );
    const { receive } = setup();
    expect(await receive({ status: 'Approved' }, { key: 'whkey_wrong' })).toEqual(
      err({ kind: 'WebhookKeyRejected' }),
    );
  });
});

describe('receiveIncomingWebhook: validation and matching', () => {
  it('reports every body problem at once, as a Validation error', async () => {
    const { receive } = setup();
    expect(await receive({ status: 'Approved', probability: 2, stauts: 'x' })).toEqual(
      err({
        kind: 'Validation',
        issues: [
          {
            path: ['status'],
            message: 'must be one of draft, pending, approved, progressed, won, lost, abandoned',
          },
          { path: ['probability'], message: 'must be a number from 0 to 1' },
          { path: ['stauts'], message: 'unknown field' },
        ],
      }),
    );
  });

  it.each([
    ['no identifier', { status: 'approved' }],
    ['an unknown id', { id: 'deal_nope', status: 'approved' }],
    ['an unknown external_id', { external_id: 'AUD-404', status: 'approved' }],
    ['the id of a deal of another space', { id: 'deal_2', status: 'approved' }],
    ['the external_id of a deal of another space', { external_id: 'AUD-2', status: 'approved' }],
  ])('matches nothing with %s, and writes nothing', async (_case, body) => {
    const { store, receive } = setup();
    const before = new Map(store.deals);
    const result = await receive(body);
    expect(result).toEqual(ok({ receipt: unmatched, automationId: 'aut_in' }));
    expect(store.deals).toEqual(before);
    expect(store.deals.size).toBe(2);
  });

  it('matches on id, locking the row, and saves external_id onto it when both are sent', async () => {
    const { store, receive } = setup();
    const result = await receive({ id: 'deal_1', external_id: 'AUD-1' });
    expect(result.ok && result.value.receipt).toEqual({
      received: true,
      matched: true,
      applied: true,
      deal_id: 'deal_1',
      changes: { external_id: { from: null, to: 'AUD-1' } },
      warnings: [],
    });
    expect(store.calls).toContain('lock deal_1');
    expect(store.deals.get('deal_1')?.externalId).toBe('AUD-1');
  });

  it('matches on external_id, locking the row it found', async () => {
    const { store, receive } = setup();
    store.deals.set('deal_1', { ...(store.deals.get('deal_1') as Deal), externalId: 'AUD-1' });
    const result = await receive({ external_id: 'AUD-1', status: 'approved' });
    expect(result.ok && result.value.receipt.deal_id).toBe('deal_1');
    expect(store.calls).toContain('lock deal_1');
  });

  it('refuses to save an external_id another deal of the space holds (409), applying nothing', async () => {
    const { store, receive } = setup();
    store.deals.set('deal_3', aDeal({ id: 'deal_3', externalId: 'AUD-3' }));
    expect(await receive({ id: 'deal_1', external_id: 'AUD-3', status: 'approved' })).toEqual(
      err({ kind: 'Conflict', message: 'external_id is already used by another deal of this space' }),
    );
    expect(store.deals.get('deal_1')?.status).toBe('pending');
  });
});

describe('receiveIncomingWebhook: applying the Update Deal action', () => {
  it('approves a pending deal with its stage date and writes the outbox in the same transaction', async () => {
    const { store, receive } = setup();
    store.automations.push(aDealUpdatedAutomation({ conditions: [] }));
    const result = await receive({ id: 'deal_1', status: 'approved' });
    expect(result.ok && result.value.receipt).toEqual({
      received: true,
      matched: true,
      applied: true,
      deal_id: 'deal_1',
      changes: { status: { from: 'pending', to: 'approved' } },
      warnings: [],
    });
    expect(store.deals.get('deal_1')).toMatchObject({ status: 'approved', approvedAt: NOW, updatedAt: NOW });
    expect(store.outbox).toHaveLength(1);
    expect(store.outbox[0]?.event.payload.changes).toEqual({ status: 'pending' });
  });

  it('reads the clock once, after the deal is locked, so queued changes are stamped in lock order', async () => {
    const { store, receive } = setup();
    await receive({ id: 'deal_1', status: 'approved' });
    expect(store.calls.filter((call) => call === 'clock' || call.startsWith('lock'))).toEqual([
      'lock deal_1',
      'clock',
    ]);
  });

  it('applies only the fields of the action, and reports only those', async () => {
    const { store, receive } = setup({
      actions: [{ type: 'update_deal', id: 'act_in', fields: ['status'] }],
    });
    const result = await receive({ id: 'deal_1', status: 'draft', redraft_reason: 'Too cheap', name: 'X' });
    expect(result.ok && result.value.receipt.changes).toEqual({ status: { from: 'pending', to: 'draft' } });
    expect(store.deals.get('deal_1')).toMatchObject({
      status: 'draft',
      redraftReason: null,
      name: 'Acme renewal',
    });
  });

  it('applies only when the conditions hold on the payload and the locked deal, else names the failed one', async () => {
    const conditions: Condition[] = [
      { field: 'payload.status', op: 'in', value: ['approved', 'draft'] },
      { field: 'deal.status', op: 'equals', value: 'pending' },
    ];
    const { store, receive } = setup({ conditions });
    store.automations.push(aDealUpdatedAutomation({ conditions: [] }));
    const won = await receive({ id: 'deal_1', status: 'won' });
    expect(won.ok && won.value.receipt).toEqual({
      ...unmatched,
      matched: true,
      deal_id: 'deal_1',
      failed_condition: conditions[0],
    });
    expect(store.calls).toContain('lock deal_1');
    expect(store.deals.get('deal_1')?.status).toBe('pending');
    expect(store.outbox).toEqual([]);
    const approved = await receive({ id: 'deal_1', status: 'approved' });
    expect(approved.ok && approved.value.receipt).toMatchObject({ applied: true, changes: { status: {} } });
    const again = await receive({ id: 'deal_1', status: 'approved' });
    expect(again.ok && again.value.receipt).toMatchObject({
      applied: false,
      failed_condition: conditions[1],
    });
    expect(store.outbox).toHaveLength(1);
  });

  it('keeps a pending deal read-only for its fields (409 DealPending), applying nothing', async () => {
    const { store, receive } = setup();
    expect(await receive({ id: 'deal_1', name: 'Renamed' })).toEqual(err({ kind: 'DealPending' }));
    expect(store.deals.get('deal_1')?.name).toBe('Acme renewal');
  });

  it('writes nothing when every value is already the deal’s', async () => {
    const { store, receive } = setup();
    store.automations.push(aDealUpdatedAutomation({ conditions: [] }));
    const result = await receive({ id: 'deal_1', status: 'pending' });
    expect(result.ok && result.value.receipt).toEqual({
      ...unmatched,
      matched: true,
      applied: true,
      deal_id: 'deal_1',
    });
    expect(store.deals.get('deal_1')?.updatedAt).toBe(aDeal().updatedAt);
    expect(store.outbox).toEqual([]);
  });

  it('names in the receipt every sent field the Update Deal action does not map, and ignores it', async () => {
    const { store, receive } = setup({ actions: [{ type: 'update_deal', id: 'act_in', fields: ['name'] }] });
    const result = await receive({ id: 'deal_1', status: 'approved', probability: 0.9 });
    expect(result.ok && result.value.receipt).toEqual({
      ...unmatched,
      matched: true,
      applied: true,
      deal_id: 'deal_1',
      warnings: [
        'status is not mapped by the Update Deal action, so it is ignored',
        'probability is not mapped by the Update Deal action, so it is ignored',
      ],
    });
    expect(store.deals.get('deal_1')?.status).toBe('pending');
    const unmatchedToo = await receive({ id: 'deal_404', status: 'approved' });
    expect(unmatchedToo.ok && unmatchedToo.value.receipt.warnings).toEqual([
      'status is not mapped by the Update Deal action, so it is ignored',
    ]);
  });

  it('reports the match but applies nothing for an automation without its Update Deal action', async () => {
    const { store, receive } = setup({ actions: [] });
    const result = await receive({ id: 'deal_1', status: 'approved' });
    expect(result.ok && result.value.receipt).toEqual({
      ...unmatched,
      matched: true,
      applied: false,
      deal_id: 'deal_1',
    });
    expect(store.deals.get('deal_1')?.status).toBe('pending');
  });
});

import type { Deal } from '../deal/deal';
import { aDeal } from '../testing/deal.mother';
import { toOutboundDeal } from '../outbound-webhooks/payload/outbound-deal.mapper';
import type { EventActor } from '../outbound-webhooks/payload/event-actor';
import type { Condition } from './condition';
import { evaluateConditions, evaluateReceivedConditions, matchesConditions } from './condition.matcher';

const APP = 'https://app.example.com';
const USER = { type: 'user', id: 'usr_1' } as const;
const change = (before: Partial<Deal>, after: Partial<Deal>, actor: EventActor = USER) =>
  [toOutboundDeal(aDeal(before), APP), toOutboundDeal(aDeal(after), APP), actor] as const;
const holds = (condition: Condition, before: Partial<Deal>, after: Partial<Deal>) =>
  matchesConditions([condition], ...change(before, after));

describe('matchesConditions', () => {
  it('matches the approval request: status changed from draft to pending', () => {
    const conditions: Condition[] = [
      { field: 'status', op: 'changed_from', value: 'draft' },
      { field: 'status', op: 'changed_to', value: 'pending' },
    ];
    expect(matchesConditions(conditions, ...change({ status: 'draft' }, { status: 'pending' }))).toBe(true);
    expect(matchesConditions(conditions, ...change({ status: 'approved' }, { status: 'pending' }))).toBe(
      false,
    );
    expect(matchesConditions(conditions, ...change({ status: 'pending' }, { status: 'pending' }))).toBe(
      false,
    );
  });

  it('matches every change when there are no conditions', () => {
    expect(matchesConditions([], ...change({}, { account: 'Other' }))).toBe(true);
  });

  it('equals and in test the value after the change, changed or not', () => {
    expect(holds({ field: 'status', op: 'equals', value: 'draft' }, {}, { name: 'Renamed' })).toBe(true);
    expect(holds({ field: 'status', op: 'in', value: ['won', 'lost'] }, {}, { status: 'lost' })).toBe(true);
    expect(holds({ field: 'status', op: 'in', value: ['won', 'lost'] }, {}, { status: 'abandoned' })).toBe(
      false,
    );
  });

  it('null stands for unset, in equals, in, changed_to and changed_from', () => {
    expect(holds({ field: 'description', op: 'equals', value: null }, {}, { description: null })).toBe(true);
    expect(holds({ field: 'due', op: 'in', value: [null, 0] }, {}, { due: null })).toBe(true);
    expect(holds({ field: 'owner', op: 'changed_to', value: null }, {}, { owner: null })).toBe(true);
    expect(holds({ field: 'price', op: 'changed_from', value: null }, { price: null }, { price: 5 })).toBe(
      true,
    );
  });

  it('compares money on the rounded outbound value, like the receiver sees it', () => {
    expect(holds({ field: 'price', op: 'equals', value: 1000.01 }, {}, { price: 1000.005 })).toBe(true);
    // A move of a thousandth that rounds away is no change, exactly as `changes` would not report it.
    expect(holds({ field: 'price', op: 'changed' }, { price: 1000 }, { price: 1000.001 })).toBe(false);
  });

  it('derives margin from price and cost, as the payload does', () => {
    expect(holds({ field: 'margin', op: 'less', value: 0.3 }, {}, { price: 1000, cost: 750 })).toBe(true);
    expect(holds({ field: 'margin', op: 'changed' }, {}, { price: 2000, cost: 1200 })).toBe(false);
    expect(holds({ field: 'margin', op: 'changed' }, {}, { cost: 700 })).toBe(true);
  });

  it('greater and less need a value: an unset field is neither', () => {
    expect(holds({ field: 'price', op: 'greater', value: 999.99 }, {}, { price: 1000 })).toBe(true);
    expect(holds({ field: 'price', op: 'greater', value: 1000 }, {}, { price: 1000 })).toBe(false);
    expect(holds({ field: 'price', op: 'greater', value: -1 }, {}, { price: null })).toBe(false);
    expect(holds({ field: 'price', op: 'less', value: 1e12 }, {}, { price: null })).toBe(false);
  });

  it('compares dates as epoch milliseconds', () => {
    const due = Date.UTC(2026, 11, 1);
    expect(holds({ field: 'due', op: 'equals', value: due }, {}, { due })).toBe(true);
    expect(holds({ field: 'due', op: 'less', value: due + 1 }, {}, { due })).toBe(true);
    expect(holds({ field: 'due', op: 'greater', value: due }, {}, { due })).toBe(false);
    expect(
      holds(
        { field: 'start', op: 'changed_from', value: Date.UTC(2026, 10, 23) },
        {},
        { start: Date.UTC(2026, 10, 30) },
      ),
    ).toBe(true);
  });

  it('tests the owner by user id, and counts a renamed owner as changed, like `changes`', () => {
    const ada = { id: 'usr_1', name: 'Ada Owner', email: 'ada@example.test' };
    expect(holds({ field: 'owner', op: 'equals', value: 'usr_1' }, {}, { owner: ada })).toBe(true);
    expect(
      holds({ field: 'owner', op: 'changed' }, { owner: ada }, { owner: { ...ada, name: 'Ada Lovelace' } }),
    ).toBe(true);
    expect(
      holds(
        { field: 'owner', op: 'changed' },
        { owner: ada },
        { owner: { ...ada, email: 'new@example.test' } },
      ),
    ).toBe(false);
  });

  it('needs every condition to hold', () => {
    const conditions: Condition[] = [
      { field: 'status', op: 'changed_to', value: 'pending' },
      { field: 'price', op: 'greater', value: 5000 },
    ];
    expect(matchesConditions(conditions, ...change({}, { status: 'pending', price: 6000 }))).toBe(true);
    expect(matchesConditions(conditions, ...change({}, { status: 'pending', price: 4000 }))).toBe(false);
  });
});

describe('actor conditions', () => {
  const byWebhookIn = change({}, { name: 'Renamed' }, { type: 'webhook_in', id: 'aut_in' });
  const notWebhookIn: Condition = { field: 'actor.type', op: 'in', value: ['user', 'space_key', 'system'] };

  it('test who made the change: an automation can skip the changes made by webhook-in', () => {
    expect(matchesConditions([notWebhookIn], ...byWebhookIn)).toBe(false);
    expect(matchesConditions([notWebhookIn], ...change({}, { name: 'Renamed' }))).toBe(true);
    expect(
      matchesConditions([{ field: 'actor.type', op: 'equals', value: 'webhook_in' }], ...byWebhookIn),
    ).toBe(true);
    expect(matchesConditions([{ field: 'actor.id', op: 'equals', value: 'aut_in' }], ...byWebhookIn)).toBe(
      true,
    );
    expect(matchesConditions([{ field: 'actor.id', op: 'equals', value: 'usr_1' }], ...byWebhookIn)).toBe(
      false,
    );
  });

  it('a system change has no actor id', () => {
    const bySystem = change({}, { name: 'Renamed' }, { type: 'system', id: null });
    expect(matchesConditions([{ field: 'actor.id', op: 'equals', value: null }], ...bySystem)).toBe(true);
  });
});

describe('evaluateConditions', () => {
  it('reports each condition with whether it matched, in order', () => {
    const conditions: Condition[] = [
      { field: 'status', op: 'changed_to', value: 'pending' },
      { field: 'price', op: 'greater', value: 5000 },
      { field: 'name', op: 'changed' },
    ];
    expect(evaluateConditions(conditions, ...change({}, { status: 'pending' }))).toEqual([
      { condition: conditions[0], matched: true },
      { condition: conditions[1], matched: false },
      { condition: conditions[2], matched: false },
    ]);
  });
});

describe('evaluateReceivedConditions', () => {
  const deal = aDeal({ status: 'pending', price: 12000.004, due: Date.UTC(2026, 11, 1), owner: null });
  const payload = { id: deal.id, status: 'approved' as const, target_price: 900 };
  const matched = (conditions: Condition[], on: Deal | null = deal) =>
    evaluateReceivedConditions(conditions, payload, on).map((result) => result.matched);

  it('tests payload fields on the body, a field not sent being unset', () => {
    expect(
      matched([
        { field: 'payload.status', op: 'equals', value: 'approved' },
        { field: 'payload.status', op: 'in', value: ['draft', 'lost'] },
        { field: 'payload.target_price', op: 'less', value: 1000 },
        { field: 'payload.external_id', op: 'equals', value: null },
        { field: 'payload.probability', op: 'greater', value: 0 },
      ]),
    ).toEqual([true, false, true, true, false]);
  });

  it('tests deal fields on the deal before the change, as a deal_updated condition sees them', () => {
    expect(
      matched([
        { field: 'deal.status', op: 'equals', value: 'pending' },
        { field: 'deal.price', op: 'equals', value: 12000 },
        { field: 'deal.due', op: 'less', value: Date.UTC(2026, 11, 2) },
        { field: 'deal.owner', op: 'equals', value: null },
        { field: 'deal.status', op: 'equals', value: 'approved' },
      ]),
    ).toEqual([true, true, true, true, false]);
  });

  it('holds no deal condition when no deal matched, and keeps each result with its condition', () => {
    const conditions: Condition[] = [
      { field: 'deal.owner', op: 'equals', value: null },
      { field: 'payload.status', op: 'equals', value: 'approved' },
    ];
    expect(evaluateReceivedConditions(conditions, payload, null)).toEqual([
      { condition: conditions[0], matched: false },
      { condition: conditions[1], matched: true },
    ]);
  });
});

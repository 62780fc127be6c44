import fc from 'fast-check';
import { DEAL_STATUSES } from '../deal/deal-status';
import { CountingIds } from '../testing/credential-fakes';
import {
  aDealUpdatedAutomation,
  aSendWebhookAction,
  aWebhookReceivedAutomation,
} from '../testing/automation.mother';
import { aDeal } from '../testing/deal.mother';
import { toOutboundDeal } from '../outbound-webhooks/payload/outbound-deal.mapper';
import { buildOutboundPayload, withMessage } from '../outbound-webhooks/payload/outbound-payload.builder';
import { trackedChanges } from '../outbound-webhooks/payload/tracked-changes.diff';
import { planDealChangeOutbox, type DealChangeOutboxInput } from './deal-change-deliveries.rule';

const APP = 'https://app.example.com';
const NOW = Date.UTC(2026, 10, 23, 9, 30);
const before = aDeal({ status: 'draft' });
const after = aDeal({
  status: 'pending',
  pendingAt: NOW,
  requestedByEmail: 'ada@example.test',
  updatedAt: NOW,
  revision: 2,
});
const ACTOR = { type: 'user', id: 'usr_1' } as const;
/** The entry, as a list that is empty when no action sends it (the event itself is always written). */
const plan = (overrides: Partial<DealChangeOutboxInput> = {}) => {
  const entry = planDealChangeOutbox({
    before,
    after,
    automations: [aDealUpdatedAutomation()],
    now: NOW,
    appUrl: APP,
    ids: new CountingIds(),
    actor: ACTOR,
    ...overrides,
  });
  return entry.deliveries.length > 0 ? [entry] : [];
};

describe('planDealChangeOutbox', () => {
  it('writes one service_deal_updated event for the approval request, with changes {status: "draft"}', () => {
    expect(plan()).toEqual([
      {
        event: {
          id: 'evt_1',
          spaceId: 'spc_1',
          dealId: 'deal_1',
          event: 'service_deal_updated',
          payload: {
            event: 'service_deal_updated',
            space_id: 'spc_1',
            timestamp: '2026-11-23T09:30:00.000Z',
            deal: expect.objectContaining({
              id: 'deal_1',
              status: 'pending',
              url: `${APP}/spc_1/deals/deal_1`,
            }),
            changes: { status: 'draft' },
            event_id: 'evt_1',
            revision: 2,
            actor: ACTOR,
          },
          createdAt: NOW,
        },
        deliveries: [
          {
            id: 'dlv_2',
            eventId: 'evt_1',
            actionId: 'act_1',
            message: 'Please review Acme renewal (pending)',
            nextAttemptAt: NOW,
            createdAt: NOW,
          },
        ],
      },
    ]);
  });

  it('never copies a secret into an outbox row', () => {
    const entries = plan({
      automations: [
        aDealUpdatedAutomation({ actions: [aSendWebhookAction({ secret: 'whsec_must_not_leak' })] }),
      ],
    });
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toContain('whsec_must_not_leak');
  });

  it('writes one event per change and one delivery per Send Webhook action, each with its own message', () => {
    const automation = aDealUpdatedAutomation({
      actions: [
        aSendWebhookAction({ id: 'act_a', message: null }),
        aSendWebhookAction({ id: 'act_b', message: '$name is $status; $$5 off' }),
      ],
    });
    const entries = plan({
      automations: [automation, aDealUpdatedAutomation({ id: 'aut_2', conditions: [] })],
    });
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry?.deliveries.map((d) => [d.actionId, d.message])).toEqual([
      ['act_a', ''],
      ['act_b', 'Acme renewal is pending; $5 off'],
      ['act_1', 'Please review Acme renewal (pending)'],
    ]);
    expect(entry?.deliveries.every((d) => d.eventId === entry.event.id)).toBe(true);
    expect(entry?.event.payload).not.toHaveProperty('message');
  });

  it('skips automations whose conditions fail, that are disabled, of another trigger, or of another space', () => {
    const entries = plan({
      automations: [
        aDealUpdatedAutomation({
          id: 'aut_won',
          conditions: [{ field: 'status', op: 'changed_to', value: 'won' }],
        }),
        aDealUpdatedAutomation({ id: 'aut_off', enabled: false }),
        aDealUpdatedAutomation({ id: 'aut_other', spaceId: 'spc_2' }),
        aWebhookReceivedAutomation(),
      ],
    });
    expect(entries).toEqual([]);
  });

  it('writes the event of every committed change, with no delivery when no automation matches', () => {
    const entry = planDealChangeOutbox({
      before,
      after,
      automations: [],
      now: NOW,
      appUrl: APP,
      ids: new CountingIds(),
      actor: { type: 'webhook_in', id: 'aut_in' },
    });
    expect(entry.deliveries).toEqual([]);
    expect(entry.event).toMatchObject({
      id: 'evt_1',
      event: 'service_deal_updated',
      payload: { event_id: 'evt_1', revision: 2, actor: { type: 'webhook_in', id: 'aut_in' } },
    });
  });

  it('still writes an event, with changes {}, when only untracked fields changed', () => {
    const entries = plan({
      before: aDeal(),
      after: aDeal({ account: 'Acme Holdings', updatedAt: NOW }),
      automations: [aDealUpdatedAutomation({ conditions: [] })],
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]?.event.payload.changes).toEqual({});
  });

  it('a new deal (no before) is a service_deal_created event, with changes {}, for deal_created automations only', () => {
    const created = aDeal({ revision: 1, price: 20000 });
    const onCreate = aDealUpdatedAutomation({
      id: 'aut_new',
      trigger: 'deal_created',
      conditions: [{ field: 'price', op: 'greater', value: 10000 }],
      actions: [aSendWebhookAction({ id: 'act_new', message: 'New: $name' })],
    });
    const entries = plan({
      before: null,
      after: created,
      automations: [onCreate, aDealUpdatedAutomation({ conditions: [] })],
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]?.event).toMatchObject({
      event: 'service_deal_created',
      payload: { event: 'service_deal_created', changes: {}, revision: 1, actor: ACTOR },
    });
    expect(entries[0]?.deliveries.map((d) => [d.actionId, d.message])).toEqual([
      ['act_new', 'New: Acme renewal'],
    ]);
    // Nothing changed yet: a `changed` condition never holds on a new deal; one that fails skips it.
    const changed = aDealUpdatedAutomation({
      trigger: 'deal_created',
      conditions: [{ field: 'name', op: 'changed' }],
    });
    expect(plan({ before: null, after: created, automations: [changed] })).toEqual([]);
    expect(plan({ before: null, after: aDeal({ price: 5 }), automations: [onCreate] })).toEqual([]);
    // And a change of an existing deal never fires a deal_created automation.
    expect(plan({ automations: [{ ...onCreate, conditions: [] }] })).toEqual([]);
  });

  it('refuses two different deals: that would report one deal with the other one’s changes', () => {
    expect(() => plan({ after: aDeal({ id: 'deal_2' }) })).toThrow(/different deals/);
  });

  it('tests actor conditions on who made the change: a webhook-in change can be skipped', () => {
    const notWebhookIn = aDealUpdatedAutomation({
      conditions: [{ field: 'actor.type', op: 'in', value: ['user', 'space_key', 'system'] }],
    });
    expect(plan({ automations: [notWebhookIn], actor: { type: 'webhook_in', id: 'aut_in' } })).toEqual([]);
    expect(plan({ automations: [notWebhookIn] })[0]?.event.payload.actor).toEqual(ACTOR);
  });

  it('writes the payloads the separate conversions give: each deal converted once changes nothing', () => {
    const money = fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { nil: null });
    const deal = fc
      .record({
        name: fc.string({ maxLength: 3 }),
        status: fc.constantFrom(...DEAL_STATUSES),
        price: money,
        cost: money,
        start: fc.option(fc.integer({ min: 0, max: 4_102_444_800_000 }), { nil: null }),
        description: fc.option(fc.string({ maxLength: 2 }), { nil: null }),
      })
      .map((fields) => aDeal({ ...fields, updatedAt: NOW }));
    const automation = aDealUpdatedAutomation({
      conditions: [],
      actions: [
        aSendWebhookAction({ id: 'act_a', message: '$name is $status' }),
        aSendWebhookAction({ id: 'act_b', message: null }),
      ],
    });
    fc.assert(
      fc.property(deal, deal, (previous, current) => {
        const payloads = plan({ before: previous, after: current, automations: [automation] }).flatMap(
          (entry) => entry.deliveries.map((delivery) => withMessage(entry.event.payload, delivery.message)),
        );
        const expected = (messageTemplate: string | null) =>
          buildOutboundPayload({
            event: 'service_deal_updated',
            spaceId: 'spc_1',
            timestamp: NOW,
            deal: toOutboundDeal(current, APP),
            changes: trackedChanges(previous, current, APP),
            messageTemplate,
            eventId: 'evt_1',
            revision: current.revision,
            actor: ACTOR,
          });
        expect(JSON.stringify(payloads)).toBe(JSON.stringify([expected('$name is $status'), expected(null)]));
      }),
      { seed: 14, numRuns: 200 },
    );
  });
});

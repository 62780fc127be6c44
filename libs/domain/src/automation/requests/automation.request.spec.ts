import fc from 'fast-check';
import { aDealUpdatedAutomation, aWebhookReceivedAutomation } from '../../testing/automation.mother';
import { MAX_ACTIONS } from '../action-input.parser';
import { MAX_MESSAGE_LENGTH } from '../action-settings.rules';
import { parseAutomationPatch, parseNewAutomation } from './automation.request';

const OPTIONS = { allowLoopback: true };
const RUNS = { seed: 20261124, numRuns: 500 };
const sendWebhook = { type: 'send_webhook', url: 'https://audit.example.com/hook', message: 'Review $name' };
const approvalRequest = {
  name: 'Ask the auditor',
  trigger: { type: 'deal_updated', conditions: [{ field: 'status', op: 'changed_to', value: 'pending' }] },
  actions: [sendWebhook],
};
const issuesOf = (result: { ok: boolean; error?: unknown }) => (result.ok ? [] : result.error);

describe('parseNewAutomation', () => {
  it('accepts the approval-request automation, enabled by default', () => {
    expect(parseNewAutomation(approvalRequest, OPTIONS)).toEqual({
      ok: true,
      value: {
        name: 'Ask the auditor',
        enabled: true,
        trigger: 'deal_updated',
        conditions: [{ field: 'status', op: 'changed_to', value: 'pending' }],
        actions: [
          {
            type: 'send_webhook',
            url: 'https://audit.example.com/hook',
            message: 'Review $name',
            keepId: null,
          },
        ],
      },
    });
  });

  it('accepts a deal_created automation with conditions like Deal Updated and Send Webhook actions only', () => {
    const body = {
      name: 'New big deals',
      trigger: {
        type: 'deal_created',
        conditions: [
          { field: 'price', op: 'greater', value: 10000 },
          { field: 'actor.type', op: 'equals', value: 'user' },
        ],
      },
      actions: [sendWebhook],
    };
    expect(parseNewAutomation(body, OPTIONS)).toMatchObject({
      ok: true,
      value: { trigger: 'deal_created', conditions: body.trigger.conditions },
    });
    const updating = { ...body, actions: [{ type: 'update_deal' }] };
    expect(parseNewAutomation(updating, OPTIONS).ok).toBe(false);
    const received = {
      ...body,
      trigger: {
        type: 'deal_created',
        conditions: [{ field: 'payload.status', op: 'equals', value: 'won' }],
      },
    };
    expect(parseNewAutomation(received, OPTIONS).ok).toBe(false);
  });

  it('accepts an incoming webhook with one Update Deal action; no list and [] both mean every field', () => {
    const body = { name: ' Decisions ', enabled: false, trigger: { type: 'webhook_received' } };
    for (const fields of [undefined, null, []]) {
      expect(parseNewAutomation({ ...body, actions: [{ type: 'update_deal', fields }] }, OPTIONS)).toEqual({
        ok: true,
        value: {
          name: 'Decisions',
          enabled: false,
          trigger: 'webhook_received',
          conditions: [],
          actions: [{ type: 'update_deal', fields: null, keepId: null }],
        },
      });
    }
  });

  it('stores the normalised URL, and an empty message as none', () => {
    const result = parseNewAutomation(
      {
        ...approvalRequest,
        actions: [{ type: 'send_webhook', url: 'HTTPS://Audit.Example.com', message: '' }],
      },
      OPTIONS,
    );
    expect(result.ok && result.value.actions).toEqual([
      { type: 'send_webhook', url: 'https://audit.example.com/', message: null, keepId: null },
    ]);
  });

  it('refuses a trigger and action that do not go together, naming the action type', () => {
    const result = parseNewAutomation(
      { ...approvalRequest, actions: [sendWebhook, { type: 'update_deal' }] },
      OPTIONS,
    );
    expect(issuesOf(result)).toEqual([
      {
        path: ['actions', '1', 'type'],
        message: 'a deal_updated automation takes only send_webhook actions',
      },
    ]);
    const incoming = parseNewAutomation(
      { name: 'In', trigger: { type: 'webhook_received' }, actions: [sendWebhook] },
      OPTIONS,
    );
    expect(issuesOf(incoming)).toEqual([
      {
        path: ['actions', '0', 'type'],
        message: 'a webhook_received automation takes only update_deal actions',
      },
    ]);
  });

  it('refuses a second Update Deal action, and deal-change conditions on an incoming webhook', () => {
    const result = parseNewAutomation(
      {
        name: 'In',
        trigger: { type: 'webhook_received', conditions: [{ field: 'name', op: 'changed' }] },
        actions: [{ type: 'update_deal' }, { type: 'update_deal' }],
      },
      OPTIONS,
    );
    expect(issuesOf(result)).toEqual([
      { path: ['trigger', 'conditions', '0', 'field'], message: RECEIVED_FIELDS_MESSAGE },
      { path: ['trigger', 'conditions', '0', 'op'], message: 'must be one of equals, in, greater, less' },
      { path: ['actions'], message: 'a webhook_received automation takes exactly one update_deal action' },
    ]);
  });

  it('takes conditions on the payload and the matched deal for an incoming webhook', () => {
    const conditions = [
      { field: 'payload.status', op: 'in', value: ['approved', 'draft'] },
      { field: 'deal.status', op: 'equals', value: 'pending' },
      { field: 'payload.external_id', op: 'equals', value: null },
      { field: 'deal.price', op: 'greater', value: 10000 },
      { field: 'payload.due', op: 'less', value: Date.UTC(2027, 0, 1) },
    ];
    const result = parseNewAutomation(
      { name: 'In', trigger: { type: 'webhook_received', conditions }, actions: [{ type: 'update_deal' }] },
      OPTIONS,
    );
    expect(result).toMatchObject({ ok: true, value: { trigger: 'webhook_received', conditions } });
  });

  it('refuses, with their paths, what an incoming webhook condition cannot be', () => {
    const result = parseNewAutomation(
      {
        name: 'In',
        trigger: {
          type: 'webhook_received',
          conditions: [
            { field: 'payload.owner', op: 'equals', value: 'usr_1' },
            { field: 'deal.status', op: 'equals', value: null },
            { field: 'payload.status', op: 'greater', value: 1 },
            { field: 'payload.target_price', op: 'equals', value: 1.005 },
          ],
        },
        actions: [{ type: 'update_deal' }],
      },
      OPTIONS,
    );
    expect(issuesOf(result)).toEqual([
      { path: ['trigger', 'conditions', '0', 'field'], message: RECEIVED_FIELDS_MESSAGE },
      {
        path: ['trigger', 'conditions', '1', 'value'],
        message: 'deal.status is always set, so it is never null',
      },
      {
        path: ['trigger', 'conditions', '2', 'op'],
        message:
          'greater applies only to payload.target_price, payload.target_margin, payload.due, payload.start, ' +
          'payload.probability, deal.price, deal.cost, deal.margin, deal.target_price, deal.probability, ' +
          'deal.start, deal.end, deal.due',
      },
      {
        path: ['trigger', 'conditions', '3', 'value'],
        message: 'must be a number with at most 2 decimal places',
      },
    ]);
  });

  it('applies the endpoint URL policy (SPEC §6.1), with the loopback exception only while allowed', () => {
    const withUrl = (url: string) => ({ ...approvalRequest, actions: [{ type: 'send_webhook', url }] });
    expect(issuesOf(parseNewAutomation(withUrl('http://audit.example.com/'), OPTIONS))).toEqual([
      {
        path: ['actions', '0', 'url'],
        message: 'must use https (http is allowed only for localhost and 127.0.0.1)',
      },
    ]);
    expect(parseNewAutomation(withUrl('http://localhost:8080/hook'), OPTIONS).ok).toBe(true);
    expect(
      issuesOf(parseNewAutomation(withUrl('http://localhost:8080/hook'), { allowLoopback: false })),
    ).toEqual([{ path: ['actions', '0', 'url'], message: 'must use https' }]);
    expect(issuesOf(parseNewAutomation(withUrl('https://10.0.0.1/'), OPTIONS))).toEqual([
      { path: ['actions', '0', 'url'], message: 'must not point to a non-public address (private)' },
    ]);
  });

  it('reports every problem of a bad body at once, each by its path', () => {
    const result = parseNewAutomation(
      {
        name: '   ',
        enabled: 'yes',
        trigger: { type: 'deal_updated', conditions: [{ field: 'status', op: 'equals', value: 'open' }] },
        actions: [
          { type: 'send_webhook', url: 'ftp://x.example.com', message: 7, id: 'act_1' },
          { type: 'email' },
        ],
        colour: 'red',
      },
      OPTIONS,
    );
    expect(issuesOf(result)).toEqual([
      { path: ['colour'], message: 'unknown field' },
      { path: ['name'], message: 'must not be blank' },
      { path: ['enabled'], message: 'must be true or false' },
      {
        path: ['trigger', 'conditions', '0', 'value'],
        message: 'must be one of draft, pending, approved, progressed, won, lost, abandoned',
      },
      { path: ['actions', '0', 'id'], message: 'unknown field' },
      {
        path: ['actions', '0', 'url'],
        message: 'must use https (http is allowed only for localhost and 127.0.0.1)',
      },
      { path: ['actions', '0', 'message'], message: 'must be a string' },
      { path: ['actions', '1', 'type'], message: 'must be one of send_webhook, update_deal' },
    ]);
  });

  it('checks the conditions even when the trigger type is wrong, so one round trip shows everything', () => {
    const result = parseNewAutomation(
      {
        name: 'X',
        trigger: { type: 'deal_deleted', conditions: [{ op: 'changed' }] },
        actions: [sendWebhook],
      },
      OPTIONS,
    );
    expect(issuesOf(result)).toEqual([
      { path: ['trigger', 'type'], message: 'must be one of deal_updated, deal_created, webhook_received' },
      { path: ['trigger', 'conditions', '0', 'field'], message: 'is required' },
    ]);
  });

  it.each([
    [{ ...approvalRequest, name: 'x'.repeat(101) }, ['name'], 'must be at most 100 characters'],
    [{ ...approvalRequest, name: '🚀'.repeat(100) }, null, null],
    [{ ...approvalRequest, name: undefined }, ['name'], 'is required'],
    [{ ...approvalRequest, trigger: undefined }, ['trigger'], 'is required'],
    [{ ...approvalRequest, actions: undefined }, ['actions'], 'is required'],
    [{ ...approvalRequest, actions: [] }, ['actions'], 'must have at least one action'],
    [
      { ...approvalRequest, actions: Array(MAX_ACTIONS + 1).fill(sendWebhook) },
      ['actions'],
      `must have at most ${MAX_ACTIONS} actions`,
    ],
    [
      { ...approvalRequest, actions: [{ ...sendWebhook, message: 'm'.repeat(MAX_MESSAGE_LENGTH + 1) }] },
      ['actions', '0', 'message'],
      `must be at most ${MAX_MESSAGE_LENGTH} characters`,
    ],
    [
      {
        name: 'In',
        trigger: { type: 'webhook_received' },
        actions: [{ type: 'update_deal', fields: ['status', 'price'] }],
      },
      ['actions', '0', 'fields', '1'],
      /^must be one of status, name, target_price/,
    ],
    [
      {
        name: 'In',
        trigger: { type: 'webhook_received' },
        actions: [{ type: 'update_deal', fields: ['status', 'status'] }],
      },
      ['actions', '0', 'fields', '1'],
      'is listed twice',
    ],
  ])('limits: %#', (body, path, message) => {
    const result = parseNewAutomation(body, OPTIONS);
    if (path === null) {
      expect(result.ok).toBe(true);
      return;
    }
    expect(issuesOf(result)).toEqual([
      { path, message: typeof message === 'string' ? message : expect.stringMatching(message as RegExp) },
    ]);
  });

  it('refuses a body that is not an object', () => {
    expect(issuesOf(parseNewAutomation([approvalRequest], OPTIONS))).toEqual([
      { path: [], message: 'body must be a JSON object' },
    ]);
  });

  it('never throws, whatever arrives', () => {
    const bodyLike = fc.record(
      {
        name: fc.oneof(fc.string(), fc.jsonValue()),
        enabled: fc.jsonValue(),
        trigger: fc.oneof(
          fc.record({
            type: fc.constantFrom('deal_updated', 'webhook_received', 'x'),
            conditions: fc.jsonValue(),
          }),
          fc.jsonValue(),
        ),
        actions: fc.oneof(
          fc.array(
            fc.record({
              type: fc.constantFrom('send_webhook', 'update_deal'),
              url: fc.webUrl(),
              fields: fc.jsonValue(),
            }),
          ),
          fc.jsonValue(),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(bodyLike, fc.anything()), (body) => {
        expect(() => parseNewAutomation(body, OPTIONS)).not.toThrow();
        expect(() => parseAutomationPatch(body, aDealUpdatedAutomation(), OPTIONS)).not.toThrow();
      }),
      RUNS,
    );
  });
});

describe('parseAutomationPatch', () => {
  const current = aDealUpdatedAutomation();

  it('keeps only what was sent', () => {
    expect(parseAutomationPatch({ enabled: false }, current, OPTIONS)).toEqual({
      ok: true,
      value: { enabled: false },
    });
    expect(parseAutomationPatch({}, current, OPTIONS)).toEqual({ ok: true, value: {} });
  });

  it('replaces conditions; null clears them; the type may be repeated but not changed', () => {
    expect(parseAutomationPatch({ trigger: { conditions: null } }, current, OPTIONS)).toEqual({
      ok: true,
      value: { conditions: [] },
    });
    expect(parseAutomationPatch({ trigger: { type: 'deal_updated' } }, current, OPTIONS)).toEqual({
      ok: true,
      value: {},
    });
    expect(
      issuesOf(parseAutomationPatch({ trigger: { type: 'webhook_received' } }, current, OPTIONS)),
    ).toEqual([{ path: ['trigger', 'type'], message: 'cannot be changed; create a new automation instead' }]);
  });

  it('lets an action keep its id (and so its secret) only when it is one of this automation, of the same type', () => {
    const actions = [
      { id: 'act_1', type: 'send_webhook', url: 'https://new.example.com/hook' },
      { type: 'send_webhook', url: 'https://second.example.com/hook' },
    ];
    expect(parseAutomationPatch({ actions }, current, OPTIONS)).toEqual({
      ok: true,
      value: {
        actions: [
          { type: 'send_webhook', url: 'https://new.example.com/hook', message: null, keepId: 'act_1' },
          { type: 'send_webhook', url: 'https://second.example.com/hook', message: null, keepId: null },
        ],
      },
    });
    const foreign = parseAutomationPatch(
      { actions: [{ ...actions[0], id: 'act_elsewhere' }] },
      current,
      OPTIONS,
    );
    expect(issuesOf(foreign)).toEqual([
      { path: ['actions', '0', 'id'], message: 'matches no send_webhook action of this automation' },
    ]);
    const twice = parseAutomationPatch({ actions: [actions[0], actions[0]] }, current, OPTIONS);
    expect(issuesOf(twice)).toEqual([
      { path: ['actions', '1', 'id'], message: 'names an action already listed' },
    ]);
  });

  it('takes a send_webhook action back as read: its read-only endpoint health is ignored (not on a create)', () => {
    const endpoint = { status: 'disabled', consecutive_failures: 3, held_deliveries: 2 };
    const asRead = { id: 'act_1', type: 'send_webhook', url: 'https://new.example.com/hook', endpoint };
    expect(parseAutomationPatch({ actions: [asRead] }, current, OPTIONS)).toEqual({
      ok: true,
      value: {
        actions: [
          { type: 'send_webhook', url: 'https://new.example.com/hook', message: null, keepId: 'act_1' },
        ],
      },
    });
    const { id: _id, ...created } = asRead;
    expect(issuesOf(parseNewAutomation({ ...approvalRequest, actions: [created] }, OPTIONS))).toEqual([
      { path: ['actions', '0', 'endpoint'], message: expect.any(String) },
    ]);
  });

  it('refuses deal-change conditions on an incoming webhook and a blank name', () => {
    const result = parseAutomationPatch(
      { name: '', trigger: { conditions: [{ field: 'name', op: 'changed' }] } },
      aWebhookReceivedAutomation(),
      OPTIONS,
    );
    expect(issuesOf(result)).toEqual([
      { path: ['name'], message: 'must not be blank' },
      { path: ['trigger', 'conditions', '0', 'field'], message: RECEIVED_FIELDS_MESSAGE },
      { path: ['trigger', 'conditions', '0', 'op'], message: 'must be one of equals, in, greater, less' },
    ]);
  });

  it('replaces the conditions of an incoming webhook', () => {
    const conditions = [{ field: 'deal.status', op: 'equals', value: 'pending' }];
    expect(parseAutomationPatch({ trigger: { conditions } }, aWebhookReceivedAutomation(), OPTIONS)).toEqual({
      ok: true,
      value: { conditions },
    });
  });
});

const RECEIVED_FIELDS_MESSAGE =
  'must be one of payload.id, payload.external_id, payload.status, payload.name, payload.target_price, ' +
  'payload.target_margin, payload.due, payload.start, payload.probability, payload.redraft_reason, ' +
  'payload.closed_reason, deal.name, deal.status, deal.price, deal.cost, deal.margin, deal.target_price, ' +
  'deal.probability, deal.start, deal.end, deal.due, deal.description, deal.owner';

import type { Automation, Repositories } from '@deal/domain';
import {
  aDealUpdatedAutomation,
  aSendWebhookAction,
  aWebhookReceivedAutomation,
} from '../../../domain/src/testing/automation.mother';
import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { TypeOrmUnitOfWork } from '../unit-of-work/typeorm-unit-of-work';
import { repositoriesFor } from '../unit-of-work/repositories-for';

/** Automations and their actions. Runs on PGlite by default and on the real server when DATABASE_URL is set. */
describe('TypeOrmAutomationRepository', () => {
  let database: Database;
  let repos: Repositories;
  let uow: TypeOrmUnitOfWork;
  const at = Date.UTC(2026, 9, 1);

  beforeAll(async () => {
    database = await openTestDatabase();
    repos = repositoriesFor(database.dataSource.manager);
    uow = new TypeOrmUnitOfWork(database.dataSource);
    for (const id of ['spc_a1', 'spc_a2', 'spc_a3', 'spc_page', 'spc_count']) {
      await repos.spaces.insert({ id, name: id, plan: 'free', createdAt: at, updatedAt: at });
    }
  });

  afterAll(async () => {
    await database.close();
  });

  const insert = (automation: Automation) => uow.transaction((r) => r.automations.insert(automation));

  it('round-trips a deal_updated automation with its conditions and actions in order', async () => {
    const automation = aDealUpdatedAutomation({
      id: 'aut_rt',
      spaceId: 'spc_a1',
      conditions: [
        { field: 'status', op: 'in', value: ['pending', 'approved'] },
        { field: 'due', op: 'less', value: Date.UTC(2027, 0, 1) },
        { field: 'owner', op: 'equals', value: null },
        { field: 'name', op: 'changed' },
      ],
      actions: [
        aSendWebhookAction({
          id: 'act_rt_2',
          url: 'https://b.example.com/',
          message: null,
          secret: 'svcwh_b',
          signingSecret: 'whsec_Yg==',
          previousSigningSecret: { secret: 'whsec_b2xk', until: at + 86_400_000 },
        }),
        aSendWebhookAction({
          id: 'act_rt_1',
          url: 'https://a.example.com/',
          message: 'Hi $name',
          secret: 'whsec_a',
        }),
      ],
      updatedAt: at + 1,
    });
    await insert(automation);
    await expect(repos.automations.findById('aut_rt')).resolves.toEqual(automation);
    // The same through the read deal changes use (json_agg): the rotated signing secret included.
    const [enabled] = await repos.automations.listEnabled('spc_a1', 'deal_updated');
    expect(enabled?.actions).toEqual(automation.actions);
  });

  it('round-trips a webhook_received automation, with and without a field list', async () => {
    const all = aWebhookReceivedAutomation({
      id: 'aut_in_all',
      spaceId: 'spc_a1',
      actions: [{ type: 'update_deal', id: 'act_in_all', fields: null }],
    });
    const some = aWebhookReceivedAutomation({
      id: 'aut_in_some',
      spaceId: 'spc_a1',
      signingKey: 'whkey_other',
      actions: [{ type: 'update_deal', id: 'act_in_some', fields: ['status', 'redraft_reason'] }],
    });
    await insert(all);
    await insert(some);
    await expect(repos.automations.findById('aut_in_all')).resolves.toEqual(all);
    await expect(repos.automations.findById('aut_in_some')).resolves.toEqual(some);
  });

  it('refuses a send_webhook action without a signing secret (schema check)', async () => {
    const action = { ...aSendWebhookAction({ id: 'act_bad_3' }), signingSecret: null as unknown as string };
    await expect(
      insert(aDealUpdatedAutomation({ id: 'aut_bad_3', spaceId: 'spc_a1', actions: [action] })),
    ).rejects.toThrow(/automation_actions_signing_secret/);
  });

  it('refuses a deal_updated automation with a signing key, and an incoming one without (schema checks)', async () => {
    await expect(
      insert(
        aDealUpdatedAutomation({ id: 'aut_bad_1', spaceId: 'spc_a1', signingKey: 'whkey_x', actions: [] }),
      ),
    ).rejects.toThrow(/automations_signing_key_check/);
    await expect(
      insert(
        aWebhookReceivedAutomation({ id: 'aut_bad_2', spaceId: 'spc_a1', signingKey: null, actions: [] }),
      ),
    ).rejects.toThrow(/automations_signing_key_check/);
  });

  it('update keeps listed actions in place (same id and secret), reorders, adds and deletes the rest', async () => {
    const original = aDealUpdatedAutomation({
      id: 'aut_up',
      spaceId: 'spc_a1',
      actions: [
        aSendWebhookAction({ id: 'act_up_1', secret: 'whsec_1' }),
        aSendWebhookAction({ id: 'act_up_2', secret: 'whsec_2' }),
        aSendWebhookAction({ id: 'act_up_3', secret: 'whsec_3' }),
      ],
    });
    await insert(original);
    const updated: Automation = {
      ...original,
      name: 'Renamed',
      enabled: false,
      conditions: [],
      actions: [
        aSendWebhookAction({ id: 'act_up_3', url: 'https://moved.example.com/', secret: 'whsec_3' }),
        aSendWebhookAction({ id: 'act_up_new', secret: 'whsec_new' }),
        aSendWebhookAction({ id: 'act_up_1', message: null, secret: 'whsec_1' }),
      ],
      updatedAt: at + 60_000,
    };
    await uow.transaction((r) => r.automations.update(updated));
    await expect(repos.automations.findById('aut_up')).resolves.toEqual(updated);
    const [{ count }] = await database.dataSource.query(
      `SELECT count(*)::int AS count FROM automation_actions WHERE id = 'act_up_2'`,
    );
    expect(count).toBe(0);
  });

  it('update refuses to take over an action of another automation', async () => {
    await insert(
      aDealUpdatedAutomation({
        id: 'aut_owner',
        spaceId: 'spc_a1',
        actions: [aSendWebhookAction({ id: 'act_owned' })],
      }),
    );
    const thief = aDealUpdatedAutomation({
      id: 'aut_thief',
      spaceId: 'spc_a1',
      actions: [aSendWebhookAction({ id: 'act_thief' })],
    });
    await insert(thief);
    await expect(
      uow.transaction((r) =>
        r.automations.update({
          ...thief,
          actions: [aSendWebhookAction({ id: 'act_owned', url: 'https://evil.example.com/' })],
        }),
      ),
    ).rejects.toThrow(/belongs to another automation/);
    await expect(repos.automations.findById('aut_owner')).resolves.toMatchObject({
      actions: [{ id: 'act_owned', url: 'https://audit.example.com/hooks/deals' }],
    });
    await expect(repos.automations.findById('aut_thief')).resolves.toMatchObject({
      actions: [{ id: 'act_thief' }],
    });
  });

  it('delete removes the automation with its actions, and says whether there was one', async () => {
    await insert(
      aDealUpdatedAutomation({
        id: 'aut_del',
        spaceId: 'spc_a1',
        actions: [aSendWebhookAction({ id: 'act_del' })],
      }),
    );
    await expect(repos.automations.delete('aut_del')).resolves.toBe(true);
    await expect(repos.automations.delete('aut_del')).resolves.toBe(false);
    await expect(repos.automations.findById('aut_del')).resolves.toBeNull();
    const [{ count }] = await database.dataSource.query(
      `SELECT count(*)::int AS count FROM automation_actions WHERE id = 'act_del'`,
    );
    expect(count).toBe(0);
  });

  it('walks a space page by page in id order, each automation once', async () => {
    const ids = Array.from({ length: 5 }, (_, i) => `aut_pg_${i}`);
    for (const id of [...ids].reverse()) {
      await insert(
        aDealUpdatedAutomation({
          id,
          spaceId: 'spc_page',
          actions: [aSendWebhookAction({ id: `act_${id}` })],
        }),
      );
    }
    const first = await repos.automations.listBySpace('spc_page', { limit: 2, afterId: null });
    const second = await repos.automations.listBySpace('spc_page', { limit: 2, afterId: 'aut_pg_1' });
    const last = await repos.automations.listBySpace('spc_page', { limit: 2, afterId: 'aut_pg_3' });
    expect([first, second, last].map((page) => page.map((a) => a.id))).toEqual([
      ['aut_pg_0', 'aut_pg_1'],
      ['aut_pg_2', 'aut_pg_3'],
      ['aut_pg_4'],
    ]);
    expect(first[0]?.actions).toEqual([aSendWebhookAction({ id: 'act_aut_pg_0' })]);
  });

  it('listEnabled returns the enabled automations of one space and trigger only', async () => {
    await insert(
      aDealUpdatedAutomation({
        id: 'aut_en_1',
        spaceId: 'spc_a2',
        actions: [aSendWebhookAction({ id: 'act_en_1' })],
      }),
    );
    await insert(
      aDealUpdatedAutomation({
        id: 'aut_en_off',
        spaceId: 'spc_a2',
        enabled: false,
        actions: [aSendWebhookAction({ id: 'act_en_off' })],
      }),
    );
    await insert(
      aWebhookReceivedAutomation({
        id: 'aut_en_in',
        spaceId: 'spc_a2',
        actions: [{ type: 'update_deal', id: 'act_en_in', fields: null }],
      }),
    );
    const updated = await repos.automations.listEnabled('spc_a2', 'deal_updated');
    expect(updated.map((a) => a.id)).toEqual(['aut_en_1']);
    const incoming = await repos.automations.listEnabled('spc_a2', 'webhook_received');
    expect(incoming.map((a) => a.id)).toEqual(['aut_en_in']);
    await expect(repos.automations.listEnabled('spc_missing', 'deal_updated')).resolves.toEqual([]);
    // One aggregated statement: each automation exactly as findById reads it, actions in order.
    expect(updated).toEqual([await repos.automations.findById('aut_en_1')]);
    expect(incoming).toEqual([await repos.automations.findById('aut_en_in')]);
  });

  it('listEnabled keeps several actions in their order, and an automation with none', async () => {
    await insert(
      aDealUpdatedAutomation({
        id: 'aut_multi',
        spaceId: 'spc_a3',
        actions: [
          aSendWebhookAction({ id: 'act_m_2', url: 'https://two.example.com/hook' }),
          aSendWebhookAction({ id: 'act_m_1', url: 'https://one.example.com/hook', message: 'Hi $name' }),
        ],
      }),
    );
    const [listed] = await repos.automations.listEnabled('spc_a3', 'deal_updated');
    expect(listed?.actions.map((action) => action.id)).toEqual(['act_m_2', 'act_m_1']);
    expect(listed).toEqual(await repos.automations.findById('aut_multi'));
  });

  it('findById with forUpdate reads the automation inside a transaction', async () => {
    const found = await uow.transaction((r) => r.automations.findById('aut_en_1', { forUpdate: true }));
    expect(found?.id).toBe('aut_en_1');
    await expect(repos.automations.findById('aut_missing')).resolves.toBeNull();
  });

  it('refuses to read conditions the domain would not accept, instead of matching wrongly', async () => {
    await insert(
      aDealUpdatedAutomation({
        id: 'aut_corrupt',
        spaceId: 'spc_a1',
        actions: [aSendWebhookAction({ id: 'act_corrupt' })],
      }),
    );
    await database.dataSource.query(
      `UPDATE automations SET conditions = '[{"field":"status","op":"becomes","value":"x"}]' WHERE id = 'aut_corrupt'`,
    );
    await expect(repos.automations.findById('aut_corrupt')).rejects.toThrow(
      /Corrupt row: automations.conditions/,
    );
  });
  it('countForEdit counts the automations of one space and their send_webhook actions', async () => {
    const count = () => uow.transaction((r) => r.automations.countForEdit('spc_count'));
    await expect(count()).resolves.toEqual({ automations: 0, webhookActions: 0 });
    await insert(
      aDealUpdatedAutomation({
        id: 'aut_count1',
        spaceId: 'spc_count',
        actions: ['act_count1', 'act_count2', 'act_count3'].map((id) => aSendWebhookAction({ id })),
      }),
    );
    await insert(aWebhookReceivedAutomation({ id: 'aut_count2', spaceId: 'spc_count' }));
    await insert(aDealUpdatedAutomation({ id: 'aut_count3', spaceId: 'spc_count', actions: [] }));
    await insert(
      aDealUpdatedAutomation({
        id: 'aut_count4',
        spaceId: 'spc_a3',
        actions: [aSendWebhookAction({ id: 'act_count4' })],
      }),
    );
    await expect(count()).resolves.toEqual({ automations: 3, webhookActions: 3 });
  });

  // Two connections: the count waits for an edit of the space in progress, then sees what it wrote.
  (process.env['DATABASE_URL'] ? it : it.skip)(
    'countForEdit waits for an edit of the space and counts it',
    async () => {
      const editing = database.dataSource.createQueryRunner();
      await editing.connect();
      try {
        await editing.startTransaction();
        await repositoriesFor(editing.manager).automations.insert(
          aDealUpdatedAutomation({
            id: 'aut_count5',
            spaceId: 'spc_count',
            actions: [aSendWebhookAction({ id: 'act_count5' })],
          }),
        );
        const counted = uow.transaction((r) => r.automations.countForEdit('spc_count'));
        await new Promise((resolve) => setTimeout(resolve, 200));
        await editing.commitTransaction();
        await expect(counted).resolves.toEqual({ automations: 4, webhookActions: 4 });
      } finally {
        await editing.release();
      }
    },
  );
});

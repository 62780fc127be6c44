import type {
  Automation,
  AutomationRepository,
  AutomationTrigger,
  PageQuery,
  SpaceAutomationCounts,
} from '@deal/domain';
import { In, type EntityManager } from 'typeorm';
import { AutomationActionSchema, type AutomationActionRow } from '../schema/automation-action.schema';
import { AutomationSchema, type AutomationRow } from '../schema/automation.schema';
import { holdAutomationEdits, lockAutomationsForEdit } from './automation-edits.lock';
import {
  actionToRow,
  automationToRow,
  enabledAutomationsSql,
  openedAutomation,
  type EnabledAutomationRow,
} from './automation.mapper';
import { sealRow, secretBoxOf } from '../secrets/sealed-columns';
import type { SecretBox } from '../secrets/secret-box';
import { HELD_COUNTS_SQL } from './delivery.sql';
import { queryRecords } from './sql-records';

const ENABLED_WITH_ACTIONS = enabledAutomationsSql('$1', '$2');

/** The space's lock (automation-edits.lock.ts): shared by deal changes, alone for every write here. */
const HOLD_EDITS = `SELECT ${holdAutomationEdits('$1')}`;
const LOCK_FOR_EDIT = `SELECT ${lockAutomationsForEdit('$1')}`;
/** Index automations_space_list_idx, then each automation's actions by their (automation_id, position) key. */
const SPACE_COUNTS = `
  SELECT count(*)::int AS automations,
    COALESCE(sum((SELECT count(*) FROM automation_actions AS x
      WHERE x.automation_id = a.id AND x.type = 'send_webhook')), 0)::int AS webhook_actions
  FROM automations AS a WHERE a.space_id = $1`;
/**
 * The deliveries of the actions going away, deleted before the actions: the dispatcher's group
 * statement takes a delivery, then its action (endpoint health), so a delete must take them in the
 * same order. Left to the cascade (action, then its deliveries) the two deadlocked
 * (docs/dispatcher.md "Recording in groups"). Index webhook_deliveries_action_idx.
 */
const DELETE_DELIVERIES_OF_ACTIONS = `
  DELETE FROM webhook_deliveries WHERE action_id IN (
    SELECT id FROM automation_actions WHERE automation_id = $1 AND NOT (id = ANY($2::text[])))`;
const LOCK_FOR_DELETE = `SELECT ${lockAutomationsForEdit('space_id')} FROM automations WHERE id = $1`;

/**
 * Automations and their actions. Writes take several statements: call them inside a unit of work,
 * so an automation is never stored without its actions. Each write first takes its space's lock
 * alone (automation-edits.lock.ts), so it waits for the deal changes reading the automations.
 * The signing key and the actions' secrets are sealed on write and opened on read (sealed-columns.ts).
 */
export class TypeOrmAutomationRepository implements AutomationRepository {
  private readonly box: SecretBox;

  constructor(private readonly manager: EntityManager) {
    this.box = secretBoxOf(manager);
  }

  async insert(automation: Automation): Promise<void> {
    await this.manager.query(LOCK_FOR_EDIT, [automation.spaceId]);
    await this.manager.insert(AutomationSchema, this.sealedAutomation(automation));
    const actions = automation.actions.map((action, index) =>
      this.sealedAction(automation.id, action, index),
    );
    if (actions.length) await this.manager.insert(AutomationActionSchema, actions);
  }

  /** The lock in a statement of its own, before the count: under READ COMMITTED the count then sees every edit that committed while it waited. */
  async countForEdit(spaceId: string): Promise<SpaceAutomationCounts> {
    await this.manager.query(LOCK_FOR_EDIT, [spaceId]);
    const [row] = await queryRecords<{ automations: number; webhook_actions: number }>(
      this.manager,
      SPACE_COUNTS,
      [spaceId],
    );
    return { automations: row?.automations ?? 0, webhookActions: row?.webhook_actions ?? 0 };
  }

  /**
   * Kept actions are updated in place, so their ids stay and their deliveries with them; actions no
   * longer listed are deleted, and the database cascades to their deliveries.
   */
  async update(automation: Automation): Promise<void> {
    const { id, created_at: _createdAt, space_id: _spaceId, ...columns } = this.sealedAutomation(automation);
    await this.manager.query(LOCK_FOR_EDIT, [automation.spaceId]);
    await this.manager.update(AutomationSchema, { id }, columns);
    const keep = automation.actions.map((action) => action.id);
    await this.manager.query(DELETE_DELIVERIES_OF_ACTIONS, [id, keep]);
    await this.manager.query(
      `DELETE FROM automation_actions WHERE automation_id = $1 AND NOT (id = ANY($2))`,
      [id, keep],
    );
    // Free every position first: (automation_id, position) is unique, and a reorder would collide.
    await this.manager.query(
      `UPDATE automation_actions SET position = -1 - position WHERE automation_id = $1`,
      [id],
    );
    for (const [index, action] of automation.actions.entries())
      await this.upsertAction(this.sealedAction(id, action, index));
  }

  async delete(id: string): Promise<boolean> {
    await this.manager.query(LOCK_FOR_DELETE, [id]);
    await this.manager.query(DELETE_DELIVERIES_OF_ACTIONS, [id, []]);
    const result = await this.manager.delete(AutomationSchema, { id });
    return (result.affected ?? 0) > 0;
  }

  /**
   * Locked: the row first, so its actions cannot change meanwhile. Unlocked (reads outside a
   * transaction, e.g. Send test): the actions first, then the row, each statement with its own
   * snapshot; a delete takes both at once, so an automation deleted in between reads as gone,
   * never as one without its actions (which Send test answered 409).
   */
  async findById(id: string, options: { forUpdate?: boolean } = {}): Promise<Automation | null> {
    if (!options.forUpdate) {
      const actions = await this.manager.find(AutomationActionSchema, {
        where: { automation_id: id },
        order: { position: 'ASC' },
      });
      const row = await this.manager.findOne(AutomationSchema, { where: { id } });
      return row ? openedAutomation(this.box, row, actions, await this.heldDeliveries(actions)) : null;
    }
    const row = await this.manager
      .createQueryBuilder(AutomationSchema, 'automation')
      .where('automation.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
    return row ? ((await this.withActions([row]))[0] ?? null) : null;
  }

  /** Index automations_space_list_idx. */
  async listBySpace(spaceId: string, page: PageQuery): Promise<Automation[]> {
    const builder = this.manager
      .createQueryBuilder(AutomationSchema, 'automation')
      .where('automation.space_id = :spaceId', { spaceId });
    if (page.afterId !== null) builder.andWhere('automation.id > :afterId', { afterId: page.afterId });
    const rows = await builder.orderBy('automation.id', 'ASC').limit(page.limit).getMany();
    return this.withActions(rows);
  }

  /**
   * The partial index automations_space_idx holds exactly these rows. Every deal change and every
   * webhook-in call runs this (webhook-in twice), so it is one fixed statement, the actions
   * aggregated per automation, not two built by TypeORM (docs/performance.md).
   */
  async listEnabled(
    spaceId: string,
    trigger: AutomationTrigger,
    options: { holdEdits?: boolean } = {},
  ): Promise<Automation[]> {
    // Its own statement, before the read: under READ COMMITTED the read then sees every edit that
    // committed while this waited, and none can commit until this transaction ends.
    if (options.holdEdits) await queryRecords(this.manager, HOLD_EDITS, [spaceId]);
    const rows = await queryRecords<EnabledAutomationRow>(this.manager, ENABLED_WITH_ACTIONS, [
      spaceId,
      trigger,
    ]);
    return rows.map(({ actions, ...row }) => openedAutomation(this.box, row, actions));
  }

  private async withActions(rows: readonly AutomationRow[]): Promise<Automation[]> {
    if (rows.length === 0) return [];
    const actions = await this.manager.find(AutomationActionSchema, {
      where: { automation_id: In(rows.map((row) => row.id)) },
      order: { automation_id: 'ASC', position: 'ASC' },
    });
    const held = await this.heldDeliveries(actions);
    return rows.map((row) =>
      openedAutomation(
        this.box,
        row,
        actions.filter((action) => action.automation_id === row.id),
        held,
      ),
    );
  }

  /** Only a disabled endpoint holds deliveries, so with none disabled this costs no statement. */
  private async heldDeliveries(actions: readonly AutomationActionRow[]): Promise<Map<string, number>> {
    const disabled = actions.filter((action) => action.endpoint_disabled_at).map((action) => action.id);
    if (disabled.length === 0) return new Map();
    const rows = await queryRecords<{ action_id: string; held: number }>(this.manager, HELD_COUNTS_SQL, [
      disabled,
    ]);
    return new Map(rows.map((row) => [row.action_id, row.held]));
  }

  private sealedAutomation(automation: Automation): AutomationRow {
    return sealRow(this.box, 'automations', automationToRow(automation));
  }

  private sealedAction(automationId: string, action: Automation['actions'][number], position: number) {
    return sealRow(this.box, 'automation_actions', actionToRow(automationId, action, position));
  }

  /** Never moves an action between automations: an id of another automation is a bug, so it throws. */
  private async upsertAction(row: AutomationActionRow): Promise<void> {
    const written = await queryRecords(
      this.manager,
      `INSERT INTO automation_actions
         (id, automation_id, position, type, url, message, secret, fields, signing_secret,
          previous_signing_secret, previous_signing_secret_until)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11::timestamptz)
       ON CONFLICT (id) DO UPDATE SET position = EXCLUDED.position, url = EXCLUDED.url,
         message = EXCLUDED.message, secret = EXCLUDED.secret, fields = EXCLUDED.fields,
         signing_secret = EXCLUDED.signing_secret, previous_signing_secret = EXCLUDED.previous_signing_secret,
         previous_signing_secret_until = EXCLUDED.previous_signing_secret_until
       WHERE automation_actions.automation_id = EXCLUDED.automation_id AND automation_actions.type = EXCLUDED.type
       RETURNING id`,
      [
        row.id,
        row.automation_id,
        row.position,
        row.type,
        row.url,
        row.message,
        row.secret,
        row.fields === null ? null : JSON.stringify(row.fields),
        row.signing_secret,
        row.previous_signing_secret,
        row.previous_signing_secret_until,
      ],
    );
    if (written.length !== 1) throw new Error(`action ${row.id} belongs to another automation or type`);
  }
}

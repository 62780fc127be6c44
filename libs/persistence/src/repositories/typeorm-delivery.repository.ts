import {
  DEFAULT_ENDPOINT_HEALTH_RULE,
  type EndpointHealth,
  type EndpointHealthRule,
  type AttemptRecord,
  type ClaimQuery,
  type ClaimedDelivery,
  type DeliveryLogEntry,
  type DeliveryRepository,
  type EnableEndpointOptions,
  type PageQuery,
} from '@deal/domain';
import { In, type EntityManager } from 'typeorm';
import { OUTBOX_CHANNEL } from '../outbox/outbox-channel';
import { openRows, secretBoxOf } from '../secrets/sealed-columns';
import { DeliveryAttemptSchema } from '../schema/delivery-attempt.schema';
import {
  attemptToDomain,
  claimedToDomain,
  disabledEndpointOf,
  logEntryToDomain,
  attemptRecordColumns,
  recordAttemptsParameters,
  type RecordedRow,
  type ClaimedRow,
  type DeliveryLogRow,
} from './delivery.mapper';
import {
  CLAIM_DUE_SQL,
  deliveryLogPageSql,
  ENABLE_ENDPOINT_SQL,
  LOG_SELECT,
  RECORD_ATTEMPTS_NO_FAILURE_SQL,
  RECORD_ATTEMPTS_SQL,
  RECOVER_FAILED_SQL,
  REDELIVER_SQL,
} from './delivery.sql';
import { toDate } from './row-values';
import { queryRecords } from './sql-records';

/** What a held delivery released without a new attempt says in the log. */
export const RELEASED_UNDELIVERED =
  'not delivered: held while its endpoint was disabled; redeliver it to send it';

/** An endpoint that a recording statement disabled, with the run that disabled it. */
export interface DisabledEndpoint {
  readonly automationId: string;
  readonly actionId: string;
  readonly health: EndpointHealth;
}

/**
 * The dispatcher's claim and completion, and the delivery log (statements in delivery.sql.ts).
 * `endpointHealth` is the rule recordAttempts applies (the dispatcher's WEBHOOK_ENDPOINT_DISABLE_*);
 * `onEndpointDisabled` hears of each endpoint a recording disabled (the dispatcher logs it).
 */
export class TypeOrmDeliveryRepository implements DeliveryRepository {
  constructor(
    private readonly manager: EntityManager,
    private readonly endpointHealth: EndpointHealthRule = DEFAULT_ENDPOINT_HEALTH_RULE,
    private readonly onEndpointDisabled: (disabled: DisabledEndpoint) => void = () => undefined,
  ) {}

  async claimDue(query: ClaimQuery): Promise<ClaimedDelivery[]> {
    if (query.limit < 1 || query.leaseMs < 1)
      throw new RangeError('claimDue needs a positive limit and lease');
    // Deliveries of a disabled endpoint are held, not leased, and take no place in the claim: claim
    // again for the places they took. Each round holds at least one, so this ends.
    const claimed: ClaimedDelivery[] = [];
    for (;;) {
      const limit = query.limit - claimed.length;
      const rows = await queryRecords<ClaimedRow & { held: boolean }>(this.manager, CLAIM_DUE_SQL, [
        toDate(query.now),
        limit,
        toDate(query.now + query.leaseMs),
      ]);
      const leased = rows.filter((row) => !row.held);
      // The action's secrets come sealed, as automation_actions holds them (sealed-columns.ts); a
      // claim's rows mostly share their action, so each sealed value is opened once.
      const opened = openRows(secretBoxOf(this.manager), 'automation_actions', leased);
      claimed.push(...opened.map(claimedToDomain));
      if (leased.length === rows.length || rows.length < limit || claimed.length >= query.limit) {
        return claimed;
      }
    }
  }

  async recordAttempt(record: AttemptRecord): Promise<boolean> {
    const [applied] = await this.recordAttempts([record]);
    return applied === true;
  }

  async recordAttempts(records: readonly AttemptRecord[]): Promise<boolean[]> {
    if (records.length === 0) return [];
    // A group where nothing failed for good can only reset endpoints' runs: the lighter form.
    const anyFailed = records.some((record) => record.next.status === 'failed');
    const rows = await queryRecords<RecordedRow>(
      this.manager,
      anyFailed ? RECORD_ATTEMPTS_SQL : RECORD_ATTEMPTS_NO_FAILURE_SQL,
      anyFailed ? recordAttemptsParameters(records, this.endpointHealth) : attemptRecordColumns(records),
    );
    for (const row of rows) if (row.position === null) this.onEndpointDisabled(disabledEndpointOf(row));
    const applied = new Set(rows.map((row) => row.position));
    return records.map((_, index) => applied.has(index + 1));
  }

  async redeliver(id: string, now: number): Promise<boolean> {
    const rows = await queryRecords(this.manager, REDELIVER_SQL, [id, toDate(now), OUTBOX_CHANNEL]);
    return rows.length === 1;
  }

  async recoverFailed(actionId: string, since: number, now: number): Promise<number> {
    const [row] = await queryRecords<{ recovered: number }>(this.manager, RECOVER_FAILED_SQL, [
      actionId,
      toDate(since),
      toDate(now),
      OUTBOX_CHANNEL,
    ]);
    return row?.recovered ?? 0;
  }

  async enableEndpoint(actionId: string, now: number, options: EnableEndpointOptions): Promise<number> {
    const [row] = await queryRecords<{ released: number }>(this.manager, ENABLE_ENDPOINT_SQL, [
      actionId,
      toDate(now),
      options.redeliverHeld,
      RELEASED_UNDELIVERED,
      OUTBOX_CHANNEL,
    ]);
    return row?.released ?? 0;
  }

  async findById(id: string): Promise<DeliveryLogEntry | null> {
    const rows = await queryRecords<DeliveryLogRow>(this.manager, `${LOG_SELECT} WHERE d.id = $1`, [id]);
    return (await this.withAttempts(rows))[0] ?? null;
  }

  /** Newest first by (created_at, id), a page after `afterId` (deliveryLogPageSql). */
  async listForAutomation(automationId: string, page: PageQuery): Promise<DeliveryLogEntry[]> {
    const rows = await queryRecords<DeliveryLogRow>(
      this.manager,
      deliveryLogPageSql(page.afterId !== null),
      page.afterId === null ? [automationId, page.limit] : [automationId, page.limit, page.afterId],
    );
    return this.withAttempts(rows);
  }

  private async withAttempts(rows: readonly DeliveryLogRow[]): Promise<DeliveryLogEntry[]> {
    if (rows.length === 0) return [];
    const attempts = await this.manager.find(DeliveryAttemptSchema, {
      where: { delivery_id: In(rows.map((row) => row.id)) },
      order: { delivery_id: 'ASC', attempt_number: 'ASC', started_at: 'ASC' },
    });
    return rows.map((row) =>
      logEntryToDomain(
        row,
        attempts.filter((attempt) => attempt.delivery_id === row.id).map(attemptToDomain),
      ),
    );
  }
}

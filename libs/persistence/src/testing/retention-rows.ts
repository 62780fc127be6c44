import { createHash } from 'node:crypto';
import type { Database } from '../data-source/database';

export const DAY_MS = 86_400_000;

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface SeededDelivery {
  readonly status: DeliveryStatus;
  /** The delivery's last change (epoch ms): when it finished, for a finished one. */
  readonly updatedAt: number;
  readonly createdAt?: number;
  /** Attempts logged for it (default 1). */
  readonly attempts?: number;
  /** A claimed, in-flight delivery holds a lease until this moment. */
  readonly leaseExpiresAt?: number;
}

/** What is left of the seeded rows, by table (ids sorted). */
export interface RemainingRows {
  readonly webhook_deliveries: string[];
  readonly delivery_attempts: string[];
  readonly outbox_events: string[];
  readonly web_sessions: string[];
  readonly device_authorizations: string[];
  readonly credentials: string[];
  /** `key_hash` of `idempotency_keys` (the helper writes names there, not hashes). */
  readonly idempotency_keys: string[];
  readonly invitations: string[];
}

const CONSONANTS = 'BCDFGHJKLMNPQRSTVWXZ';

/**
 * Writes rows of every kind the retention prune looks at, with the times a test chooses, straight
 * into the tables (one space, automation, action and user per prefix, so several seeds share one
 * database). Ids start with `<prefix>_`, which `remaining()` reads back by.
 */
export class RetentionRows {
  readonly spaceId: string;
  readonly automationId: string;
  readonly actionId: string;
  readonly userId: string;

  private constructor(
    private readonly database: Database,
    readonly prefix: string,
  ) {
    this.spaceId = `${prefix}_spc`;
    this.automationId = `${prefix}_aut`;
    this.actionId = `${prefix}_act`;
    this.userId = `${prefix}_usr`;
  }

  static async open(database: Database, prefix: string, at: number): Promise<RetentionRows> {
    const rows = new RetentionRows(database, prefix);
    const q = (sql: string, parameters: unknown[]) => database.dataSource.query(sql, parameters);
    const when = new Date(at);
    await q(`INSERT INTO users (id, email, name, created_at) VALUES ($1, $2, 'Retention', $3)`, [
      rows.userId,
      `${prefix.toLowerCase()}@example.test`,
      when,
    ]);
    await q(`INSERT INTO spaces (id, name, plan, created_at, updated_at) VALUES ($1, 'R', 'free', $2, $2)`, [
      rows.spaceId,
      when,
    ]);
    await q(
      `INSERT INTO automations (id, space_id, name, trigger, created_at, updated_at)
       VALUES ($1, $2, 'R', 'deal_updated', $3, $3)`,
      [rows.automationId, rows.spaceId, when],
    );
    await q(
      `INSERT INTO automation_actions (id, automation_id, position, type, url, secret)
       VALUES ($1, $2, 0, 'send_webhook', 'https://r.example.com/hook', 'whsec_r')`,
      [rows.actionId, rows.automationId],
    );
    return rows;
  }

  /** An outbox event written at `createdAt`; returns its id. */
  async event(name: string, createdAt: number): Promise<string> {
    const id = `${this.prefix}_evt_${name}`;
    await this.database.dataSource.query(
      `INSERT INTO outbox_events (id, space_id, deal_id, event, payload, created_at)
       VALUES ($1, $2, 'deal_r', 'service_deal_updated', '{"event":"service_deal_updated"}', $3)`,
      [id, this.spaceId, new Date(createdAt)],
    );
    return id;
  }

  /** A delivery of `eventId` with its attempts (`<id>_a<n>`); returns its id. */
  async delivery(name: string, eventId: string, seed: SeededDelivery): Promise<string> {
    const id = `${this.prefix}_dlv_${name}`;
    const updatedAt = new Date(seed.updatedAt);
    const attempts = seed.attempts ?? 1;
    const lease = seed.leaseExpiresAt === undefined ? null : new Date(seed.leaseExpiresAt);
    await this.database.dataSource.query(
      `INSERT INTO webhook_deliveries (id, event_id, action_id, status, attempt_count, next_attempt_at,
         lease_expires_at, last_error, created_at, updated_at, delivered_at, automation_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        id,
        eventId,
        this.actionId,
        seed.status,
        attempts,
        lease ?? updatedAt,
        lease,
        seed.status === 'failed' ? 'HTTP 503' : null,
        new Date(seed.createdAt ?? seed.updatedAt),
        updatedAt,
        seed.status === 'delivered' ? updatedAt : null,
        this.automationId,
      ],
    );
    for (let n = 1; n <= attempts; n++) {
      await this.database.dataSource.query(
        `INSERT INTO delivery_attempts (id, delivery_id, attempt_number, started_at, duration_ms, status_code, error)
         VALUES ($1, $2, $3, $4, 40, $5, NULL)`,
        [`${id}_a${n}`, id, n, updatedAt, n === attempts && seed.status === 'delivered' ? 200 : 503],
      );
    }
    return id;
  }

  /** A web session of the seed's user that expires at `expiresAt` (12 hours after it began). */
  async session(name: string, expiresAt: number, revokedAt: number | null = null): Promise<string> {
    const id = `${this.prefix}_ses_${name}`;
    await this.database.dataSource.query(
      `INSERT INTO web_sessions (id, token_hash, user_id, created_at, expires_at, revoked_at, last_seen_at)
       VALUES ($1, $2, $3, $4, $5, $6, $4)`,
      [
        id,
        `hash_${id}`,
        this.userId,
        new Date(expiresAt - 12 * 3_600_000),
        new Date(expiresAt),
        revokedAt === null ? null : new Date(revokedAt),
      ],
    );
    return id;
  }

  /**
   * A device authorization that expires at `expiresAt` (15 minutes after it was asked for):
   * `pending`, `denied`, or `used` (approved and collected, with the personal token it yielded,
   * `<id>_tok`).
   */
  async deviceCode(name: string, expiresAt: number, state: 'pending' | 'denied' | 'used'): Promise<string> {
    const id = `${this.prefix}_dev_${name}`;
    const createdAt = new Date(expiresAt - 900_000);
    const decidedAt = state === 'pending' ? null : new Date(expiresAt - 600_000);
    let credentialId: string | null = null;
    if (state === 'used') {
      credentialId = `${id}_tok`;
      await this.database.dataSource.query(
        `INSERT INTO credentials (id, kind, token_hash, name, scope, user_id, created_at)
         VALUES ($1, 'personal', $2, 'dps login', 'read_write', $3, $4)`,
        [credentialId, `hash_${credentialId}`, this.userId, decidedAt],
      );
    }
    await this.database.dataSource.query(
      `INSERT INTO device_authorizations (id, device_code_hash, user_code, scope, status, interval_s,
         created_at, expires_at, decided_at, decided_by, consumed_at, credential_id)
       VALUES ($1, $2, $3, 'read_write', $4, 5, $5, $6, $7, $8, $9, $10)`,
      [
        id,
        `hash_${id}`,
        this.userCodeOf(id),
        state === 'used' ? 'approved' : state,
        createdAt,
        new Date(expiresAt),
        decidedAt,
        decidedAt === null ? null : this.userId,
        state === 'used' ? decidedAt : null,
        credentialId,
      ],
    );
    return id;
  }

  /** A completed Idempotency-Key of the seed's user's credential that expires at `expiresAt`. */
  async idempotencyKey(name: string, expiresAt: number): Promise<string> {
    const key = `${this.prefix}_idk_${name}`;
    await this.database.dataSource.query(
      `INSERT INTO idempotency_keys (credential_id, key_hash, fingerprint, state, response_status,
         response_headers, response_body, created_at, expires_at)
       VALUES ($1, $2, 'fp', 'completed', 200, '{}', '{}', $3, $4)`,
      [`${this.prefix}_cred`, key, new Date(expiresAt - DAY_MS), new Date(expiresAt)],
    );
    return key;
  }

  /** A pending invitation to the seed's space that expires at `expiresAt` (7 days after it was made). */
  async invitation(name: string, expiresAt: number): Promise<string> {
    const id = `${this.prefix}_inv_${name}`;
    await this.database.dataSource.query(
      `INSERT INTO invitations (id, space_id, email, role, invited_by, created_at, expires_at)
       VALUES ($1, $2, $3, 'member', $4, $5, $6)`,
      [
        id,
        this.spaceId,
        `${name}@example.test`,
        this.userId,
        new Date(expiresAt - 7 * DAY_MS),
        new Date(expiresAt),
      ],
    );
    return id;
  }

  /** `count` delivered deliveries, each of its own event, finished at `updatedAt`, one attempt each. */
  async bulkDelivered(name: string, count: number, updatedAt: number): Promise<void> {
    const at = new Date(updatedAt);
    const base = `${this.prefix}_${name}`;
    await this.database.dataSource.query(
      `INSERT INTO outbox_events (id, space_id, event, payload, created_at)
       SELECT $1 || '_evt_' || g, $2, 'service_deal_updated', '{}', $3 FROM generate_series(1, $4::int) AS g`,
      [base, this.spaceId, at, count],
    );
    await this.database.dataSource.query(
      `INSERT INTO webhook_deliveries (id, event_id, action_id, automation_id, status, attempt_count,
         next_attempt_at, created_at, updated_at, delivered_at)
       SELECT $1 || '_dlv_' || g, $1 || '_evt_' || g, $2, $5, 'delivered', 1, $3, $3, $3, $3
       FROM generate_series(1, $4::int) AS g`,
      [base, this.actionId, at, count, this.automationId],
    );
    await this.database.dataSource.query(
      `INSERT INTO delivery_attempts (id, delivery_id, attempt_number, started_at, duration_ms, status_code)
       SELECT $1 || '_dlv_' || g || '_a1', $1 || '_dlv_' || g, 1, $2, 40, 200 FROM generate_series(1, $3::int) AS g`,
      [base, at, count],
    );
  }

  /** The seed's rows still in each table. */
  async remaining(): Promise<RemainingRows> {
    const ids = async (table: string, column = 'id'): Promise<string[]> => {
      const rows: { id: string }[] = await this.database.dataSource.query(
        `SELECT ${column} AS id FROM ${table} WHERE ${column} LIKE $1 ORDER BY ${column}`,
        [`${this.prefix}\\_%`],
      );
      return rows.map((row) => row.id);
    };
    return {
      webhook_deliveries: await ids('webhook_deliveries'),
      delivery_attempts: await ids('delivery_attempts'),
      outbox_events: await ids('outbox_events'),
      web_sessions: await ids('web_sessions'),
      device_authorizations: await ids('device_authorizations'),
      credentials: await ids('credentials'),
      idempotency_keys: await ids('idempotency_keys', 'key_hash'),
      invitations: await ids('invitations'),
    };
  }

  /** A user code drawn from the id: distinct for distinct ids, as far as a test needs. */
  private userCodeOf(id: string): string {
    const digest = createHash('sha256').update(id).digest();
    return Array.from(digest.subarray(0, 8), (byte) => CONSONANTS[byte % CONSONANTS.length]).join('');
  }
}

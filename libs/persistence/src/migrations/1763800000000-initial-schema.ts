import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The first schema: identity and tenancy, credentials, deals with phases and versions, automations,
 * and the webhook outbox. Money and ratios are `numeric` (exact); instants are `timestamptz`.
 */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE users (
        id text PRIMARY KEY,
        email text NOT NULL UNIQUE CHECK (email = lower(email)),
        name text NOT NULL,
        password_hash text,
        created_at timestamptz NOT NULL
      );
      CREATE TABLE spaces (
        id text PRIMARY KEY,
        name text NOT NULL,
        plan text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE TABLE memberships (
        space_id text NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
        created_at timestamptz NOT NULL,
        PRIMARY KEY (space_id, user_id)
      );
      CREATE INDEX memberships_user_idx ON memberships (user_id, space_id);

      CREATE TABLE credentials (
        id text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('personal', 'space')),
        token_hash text NOT NULL UNIQUE,
        name text NOT NULL,
        scope text NOT NULL CHECK (scope IN ('read', 'read_write')),
        user_id text REFERENCES users(id) ON DELETE CASCADE,
        space_id text REFERENCES spaces(id) ON DELETE CASCADE,
        created_by text REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz,
        revoked_at timestamptz,
        last_used_at timestamptz,
        CHECK ((kind = 'personal' AND user_id IS NOT NULL AND space_id IS NULL)
            OR (kind = 'space' AND space_id IS NOT NULL AND user_id IS NULL))
      );
      CREATE INDEX credentials_user_idx ON credentials (user_id) WHERE user_id IS NOT NULL;
      CREATE INDEX credentials_space_idx ON credentials (space_id) WHERE space_id IS NOT NULL;

      CREATE TABLE deals (
        id text PRIMARY KEY,
        space_id text NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
        name text NOT NULL,
        status text NOT NULL
          CHECK (status IN ('draft', 'pending', 'approved', 'progressed', 'won', 'lost', 'abandoned')),
        currency text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
        price numeric,
        cost numeric,
        probability numeric CHECK (probability BETWEEN 0 AND 1),
        target_price numeric,
        target_margin numeric CHECK (target_margin BETWEEN 0 AND 1),
        archived boolean NOT NULL DEFAULT false,
        description text,
        account text,
        external_id text,
        owner_user_id text REFERENCES users(id) ON DELETE SET NULL,
        start_at timestamptz,
        end_at timestamptz,
        due_at timestamptz,
        pending_at timestamptz,
        approved_at timestamptz,
        progressed_at timestamptz,
        closed_at timestamptz,
        redraft_reason text,
        closed_reason text,
        requested_by_email text,
        requested_to_email text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX deals_space_idx ON deals (space_id, id);
      CREATE INDEX deals_space_status_idx ON deals (space_id, status, id);
      CREATE UNIQUE INDEX deals_external_id_idx ON deals (space_id, external_id) WHERE external_id IS NOT NULL;

      CREATE TABLE phases (
        id text PRIMARY KEY,
        deal_id text NOT NULL REFERENCES deals(id) ON DELETE CASCADE,
        name text NOT NULL,
        pinned boolean NOT NULL,
        start_at timestamptz,
        end_at timestamptz,
        start_offset_ms bigint,
        end_offset_ms bigint,
        created_at timestamptz NOT NULL,
        CHECK ((pinned AND start_at IS NOT NULL AND end_at IS NOT NULL)
            OR (NOT pinned AND start_offset_ms IS NOT NULL AND end_offset_ms IS NOT NULL))
      );
      CREATE INDEX phases_deal_idx ON phases (deal_id, created_at, id);

      CREATE TABLE deal_versions (
        id text PRIMARY KEY,
        deal_id text NOT NULL REFERENCES deals(id) ON DELETE CASCADE,
        reason text NOT NULL,
        snapshot jsonb NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX deal_versions_deal_idx ON deal_versions (deal_id, created_at DESC, id DESC);

      CREATE TABLE automations (
        id text PRIMARY KEY,
        space_id text NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
        name text NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        trigger text NOT NULL CHECK (trigger IN ('deal_updated', 'webhook_received')),
        conditions jsonb NOT NULL DEFAULT '[]',
        signing_key text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX automations_space_idx ON automations (space_id, trigger) WHERE enabled;

      CREATE TABLE automation_actions (
        id text PRIMARY KEY,
        automation_id text NOT NULL REFERENCES automations(id) ON DELETE CASCADE,
        position integer NOT NULL,
        type text NOT NULL CHECK (type IN ('send_webhook', 'update_deal')),
        url text,
        message text,
        secret text,
        fields jsonb,
        UNIQUE (automation_id, position)
      );

      -- The outbox: written in the same transaction as the deal change that caused it.
      -- Secrets stay on automation_actions; rows here only point at the action.
      CREATE TABLE outbox_events (
        id text PRIMARY KEY,
        space_id text NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
        deal_id text,
        event text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE TABLE webhook_deliveries (
        id text PRIMARY KEY,
        event_id text NOT NULL REFERENCES outbox_events(id) ON DELETE CASCADE,
        action_id text NOT NULL REFERENCES automation_actions(id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
        attempt_count integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        lease_expires_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        delivered_at timestamptz
      );
      -- Matches the claim's WHERE and ORDER BY, so claiming stays an index scan as the log grows.
      CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at, id) WHERE status = 'pending';
      CREATE INDEX webhook_deliveries_action_idx ON webhook_deliveries (action_id, created_at DESC);
      CREATE TABLE delivery_attempts (
        id text PRIMARY KEY,
        delivery_id text NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
        attempt_number integer NOT NULL,
        started_at timestamptz NOT NULL,
        duration_ms integer NOT NULL,
        status_code integer,
        error text
      );
      CREATE INDEX delivery_attempts_delivery_idx ON delivery_attempts (delivery_id, attempt_number);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE delivery_attempts, webhook_deliveries, outbox_events, automation_actions, automations,
        deal_versions, phases, deals, credentials, memberships, spaces, users;
    `);
  }
}

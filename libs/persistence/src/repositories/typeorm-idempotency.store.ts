import type { IdempotencyKeyRef, IdempotencyRecord, IdempotencyStore, StoredResponse } from '@deal/domain';
import type { EntityManager } from 'typeorm';
import type { IdempotencyKeyRow } from '../schema/idempotency-key.schema';
import {
  CLAIM_IDEMPOTENCY_KEY_SQL,
  COMPLETE_IDEMPOTENCY_KEY_SQL,
  FIND_IDEMPOTENCY_KEY_SQL,
  RELEASE_IDEMPOTENCY_KEY_SQL,
} from './idempotency-key.sql';
import type { ServerKey } from '../secrets/secret-box';
import { secretBoxOf } from '../secrets/sealed-columns';
import { openBody, keyHashOf, sealBody } from './idempotent-response.seal';
import { required, toDate, toEpoch } from './row-values';
import { queryRecords } from './sql-records';

type FoundRow = Omit<IdempotencyKeyRow, 'credential_id' | 'key_hash' | 'created_at'>;

/** A claim that lost to a release between its INSERT and its SELECT tries again, this many times. */
const CLAIM_TRIES = 3;

/**
 * Rows are found and sealed under the current server key (idempotent-response.seal.ts). While a
 * rotation keeps SECRETS_KEY_PREVIOUS, a key first claimed under the previous server key is found
 * under it and answered from its row; such rows cannot be re-sealed (that needs the client's key),
 * so they stay under the previous key until their 24 hours are over.
 */
export class TypeOrmIdempotencyStore implements IdempotencyStore {
  private readonly current: ServerKey;
  private readonly previous: readonly ServerKey[];

  constructor(private readonly manager: EntityManager) {
    const [current, ...previous] = secretBoxOf(manager).keys as [ServerKey, ...ServerKey[]];
    this.current = current;
    this.previous = previous;
  }

  async claim(
    ref: IdempotencyKeyRef,
    claim: {
      readonly fingerprint: string;
      readonly now: number;
      readonly expiresAt: number;
      readonly abandonedBefore: number;
    },
  ): Promise<IdempotencyRecord | null> {
    for (const key of this.previous) {
      const [row] = await queryRecords<FoundRow>(this.manager, FIND_IDEMPOTENCY_KEY_SQL, [
        ref.credentialId,
        keyHashOf(key, ref),
      ]);
      if (row && toEpoch(row.expires_at) > claim.now) return toRecord(key, ref, row);
    }
    const key = this.current;
    for (let tries = 0; tries < CLAIM_TRIES; tries++) {
      const claimed = await queryRecords(this.manager, CLAIM_IDEMPOTENCY_KEY_SQL, [
        ref.credentialId,
        keyHashOf(key, ref),
        claim.fingerprint,
        toDate(claim.now),
        toDate(claim.expiresAt),
        toDate(claim.abandonedBefore),
      ]);
      if (claimed.length > 0) return null;
      const [row] = await queryRecords<FoundRow>(this.manager, FIND_IDEMPOTENCY_KEY_SQL, [
        ref.credentialId,
        keyHashOf(this.current, ref),
      ]);
      if (row) return toRecord(key, ref, row);
    }
    throw new Error(`idempotency key of ${ref.credentialId} kept vanishing while being claimed`);
  }

  async complete(ref: IdempotencyKeyRef, response: StoredResponse): Promise<void> {
    await queryRecords(this.manager, COMPLETE_IDEMPOTENCY_KEY_SQL, [
      ref.credentialId,
      keyHashOf(this.current, ref),
      response.status,
      JSON.stringify(response.headers),
      sealBody(this.current, ref, response.body),
    ]);
  }

  async release(ref: IdempotencyKeyRef): Promise<void> {
    await queryRecords(this.manager, RELEASE_IDEMPOTENCY_KEY_SQL, [
      ref.credentialId,
      keyHashOf(this.current, ref),
    ]);
  }
}

function toRecord(key: ServerKey, ref: IdempotencyKeyRef, row: FoundRow): IdempotencyRecord {
  const expiresAt = toEpoch(row.expires_at);
  if (row.state === 'in_progress') return { state: 'in_progress', fingerprint: row.fingerprint, expiresAt };
  return {
    state: 'completed',
    fingerprint: row.fingerprint,
    expiresAt,
    response: {
      status: required(row.response_status, 'idempotency_keys.response_status'),
      headers: required(row.response_headers, 'idempotency_keys.response_headers'),
      body: openBody(key, ref, required(row.response_body, 'idempotency_keys.response_body')),
    },
  };
}

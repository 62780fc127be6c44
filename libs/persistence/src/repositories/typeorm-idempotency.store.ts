import type { IdempotencyKeyRef, IdempotencyRecord, IdempotencyStore, StoredResponse } from '@deal/domain';
import type { EntityManager } from 'typeorm';
import type { IdempotencyKeyRow } from '../schema/idempotency-key.schema';
import {
  CLAIM_IDEMPOTENCY_KEY_SQL,
  COMPLETE_IDEMPOTENCY_KEY_SQL,
  FIND_IDEMPOTENCY_KEY_SQL,
  RELEASE_IDEMPOTENCY_KEY_SQL,
} from './idempotency-key.sql';
import { openBody, keyHashOf, sealBody } from './idempotent-response.seal';
import { required, toDate, toEpoch } from './row-values';
import { queryRecords } from './sql-records';

type FoundRow = Omit<IdempotencyKeyRow, 'credential_id' | 'key_hash' | 'created_at'>;

/** A claim that lost to a release between its INSERT and its SELECT tries again, this many times. */
const CLAIM_TRIES = 3;

export class TypeOrmIdempotencyStore implements IdempotencyStore {
  constructor(private readonly manager: EntityManager) {}

  async claim(
    ref: IdempotencyKeyRef,
    claim: {
      readonly fingerprint: string;
      readonly now: number;
      readonly expiresAt: number;
      readonly abandonedBefore: number;
    },
  ): Promise<IdempotencyRecord | null> {
    for (let tries = 0; tries < CLAIM_TRIES; tries++) {
      const claimed = await queryRecords(this.manager, CLAIM_IDEMPOTENCY_KEY_SQL, [
        ref.credentialId,
        keyHashOf(ref),
        claim.fingerprint,
        toDate(claim.now),
        toDate(claim.expiresAt),
        toDate(claim.abandonedBefore),
      ]);
      if (claimed.length > 0) return null;
      const [row] = await queryRecords<FoundRow>(this.manager, FIND_IDEMPOTENCY_KEY_SQL, [
        ref.credentialId,
        keyHashOf(ref),
      ]);
      if (row) return toRecord(ref, row);
    }
    throw new Error(`idempotency key of ${ref.credentialId} kept vanishing while being claimed`);
  }

  async complete(ref: IdempotencyKeyRef, response: StoredResponse): Promise<void> {
    await queryRecords(this.manager, COMPLETE_IDEMPOTENCY_KEY_SQL, [
      ref.credentialId,
      keyHashOf(ref),
      response.status,
      JSON.stringify(response.headers),
      sealBody(ref, response.body),
    ]);
  }

  async release(ref: IdempotencyKeyRef): Promise<void> {
    await queryRecords(this.manager, RELEASE_IDEMPOTENCY_KEY_SQL, [ref.credentialId, keyHashOf(ref)]);
  }
}

function toRecord(ref: IdempotencyKeyRef, row: FoundRow): IdempotencyRecord {
  const expiresAt = toEpoch(row.expires_at);
  if (row.state === 'in_progress') return { state: 'in_progress', fingerprint: row.fingerprint, expiresAt };
  return {
    state: 'completed',
    fingerprint: row.fingerprint,
    expiresAt,
    response: {
      status: required(row.response_status, 'idempotency_keys.response_status'),
      headers: required(row.response_headers, 'idempotency_keys.response_headers'),
      body: openBody(ref, required(row.response_body, 'idempotency_keys.response_body')),
    },
  };
}

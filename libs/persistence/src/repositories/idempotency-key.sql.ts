/**
 * The claim: inserts the key `in_progress`, or takes over a row whose 24 hours are over or whose
 * claim was abandoned (still `in_progress`, made before $6); answers one row only to the request
 * that claimed. The row lock of the conflict makes concurrent claims of one
 * key queue, and each later one sees the winner's row (its WHERE no longer holds) and gets nothing.
 */
export const CLAIM_IDEMPOTENCY_KEY_SQL = `
  INSERT INTO idempotency_keys (credential_id, key_hash, fingerprint, state, created_at, expires_at)
  VALUES ($1, $2, $3, 'in_progress', $4::timestamptz, $5::timestamptz)
  ON CONFLICT (credential_id, key_hash) DO UPDATE
    SET fingerprint = EXCLUDED.fingerprint, state = 'in_progress', response_status = NULL,
        response_headers = NULL, response_body = NULL,
        created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
    WHERE idempotency_keys.expires_at <= EXCLUDED.created_at
       OR (idempotency_keys.state = 'in_progress' AND idempotency_keys.created_at < $6::timestamptz)
  RETURNING 1 AS claimed`;

export const FIND_IDEMPOTENCY_KEY_SQL = `
  SELECT fingerprint, state, response_status, response_headers, response_body, expires_at
  FROM idempotency_keys WHERE credential_id = $1 AND key_hash = $2`;

export const COMPLETE_IDEMPOTENCY_KEY_SQL = `
  UPDATE idempotency_keys
  SET state = 'completed', response_status = $3, response_headers = $4::jsonb, response_body = $5
  WHERE credential_id = $1 AND key_hash = $2 AND state = 'in_progress'`;

export const RELEASE_IDEMPOTENCY_KEY_SQL = `
  DELETE FROM idempotency_keys WHERE credential_id = $1 AND key_hash = $2 AND state = 'in_progress'`;

/** A response as it was first sent, kept so a retry gets the very same bytes. */
export interface StoredResponse {
  readonly status: number;
  /** Only the headers that describe the result (Content-Type, Location); the rest are per response. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** One key of one credential: claimed while its first request runs, completed once it answered. */
export type IdempotencyRecord =
  | {
      readonly state: 'in_progress';
      readonly fingerprint: string;
      readonly expiresAt: number;
    }
  | {
      readonly state: 'completed';
      readonly fingerprint: string;
      readonly expiresAt: number;
      readonly response: StoredResponse;
    };

/** Which credential's key: keys are per credential, so two callers never see each other's. */
export interface IdempotencyKeyRef {
  readonly credentialId: string;
  readonly key: string;
}

/**
 * Port: where keys are kept. `claim` is atomic: of any number of concurrent claims of one key,
 * exactly one gets null (it runs the request); the others get the record as it stands. A record
 * past `expiresAt` counts as absent, so its key can be claimed anew; so does a claim still in
 * progress that was made before `abandonedBefore` (its request's process died: see
 * `IDEMPOTENCY_CLAIM_LEASE_MS`).
 */
export interface IdempotencyStore {
  claim(
    ref: IdempotencyKeyRef,
    claim: {
      readonly fingerprint: string;
      readonly now: number;
      readonly expiresAt: number;
      readonly abandonedBefore: number;
    },
  ): Promise<IdempotencyRecord | null>;
  /** Records the first response of a claimed key, for replay. */
  complete(ref: IdempotencyKeyRef, response: StoredResponse): Promise<void>;
  /** Forgets a claimed key whose request failed on the server's side, so a retry can run. */
  release(ref: IdempotencyKeyRef): Promise<void>;
}

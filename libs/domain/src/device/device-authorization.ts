import type { CredentialScope } from '../credentials/credential-scope';

/** CONTRACT §2 Device flow: a device code and its user code live 900 s. */
export const DEVICE_CODE_LIFETIME_MS = 900_000;
/** CONTRACT §2: the device waits 5 s between polls to begin with … */
export const POLL_INTERVAL_SECONDS = 5;
/** … and 5 s more after each `slow_down` (RFC 8628 §3.5). */
export const SLOW_DOWN_STEP_SECONDS = 5;
/** An expired authorization is kept a day (a late poll still hears `expired_token`), then deleted. */
export const DEVICE_AUTHORIZATION_RETENTION_MS = 86_400_000;
/** The scope a device gets when it asks for none: the command-line tool reads and writes. */
export const DEFAULT_DEVICE_SCOPE: CredentialScope = 'read_write';

export const DEVICE_AUTHORIZATION_STATUSES = ['pending', 'approved', 'denied'] as const;
export type DeviceAuthorizationStatus = (typeof DEVICE_AUTHORIZATION_STATUSES)[number];

/**
 * One device login (RFC 8628): the device holds the device code (stored here only as its hash), a
 * person types the user code and approves or denies it, then the device's next poll collects a new
 * personal token for that person (minted at that moment, so its secret is never stored).
 */
export interface DeviceAuthorization {
  readonly id: string;
  readonly deviceCodeHash: string;
  /** Stored form: 8 letters, no dash (see user-code.ts). */
  readonly userCode: string;
  readonly scope: CredentialScope;
  readonly status: DeviceAuthorizationStatus;
  /** The least time between two polls now; grows with every `slow_down`. */
  readonly intervalSeconds: number;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly lastPolledAt: number | null;
  /** When and by whom it was approved or denied; null while pending. */
  readonly decidedAt: number | null;
  readonly decidedBy: string | null;
  /** When the device collected its token; a device code yields at most one. */
  readonly consumedAt: number | null;
  /** The personal token it yielded (for the audit trail); null until then or once that is deleted. */
  readonly credentialId: string | null;
}

export function isDeviceAuthorizationStatus(value: unknown): value is DeviceAuthorizationStatus {
  return typeof value === 'string' && (DEVICE_AUTHORIZATION_STATUSES as readonly string[]).includes(value);
}

/** A new pending authorization, expiring DEVICE_CODE_LIFETIME_MS after `now`. */
export function newDeviceAuthorization(fields: {
  readonly id: string;
  readonly deviceCodeHash: string;
  readonly userCode: string;
  readonly scope: CredentialScope;
  readonly now: number;
}): DeviceAuthorization {
  return {
    id: fields.id,
    deviceCodeHash: fields.deviceCodeHash,
    userCode: fields.userCode,
    scope: fields.scope,
    status: 'pending',
    intervalSeconds: POLL_INTERVAL_SECONDS,
    createdAt: fields.now,
    expiresAt: fields.now + DEVICE_CODE_LIFETIME_MS,
    lastPolledAt: null,
    decidedAt: null,
    decidedBy: null,
    consumedAt: null,
    credentialId: null,
  };
}

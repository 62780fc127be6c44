import { isCredentialScope, isDeviceAuthorizationStatus, type DeviceAuthorization } from '@deal/domain';
import type { DeviceAuthorizationRow } from '../schema/device-authorization.schema';
import { oneOf, toDate, toDateOrNull, toEpoch, toEpochOrNull } from './row-values';

export function deviceAuthorizationToDomain(row: DeviceAuthorizationRow): DeviceAuthorization {
  return {
    id: row.id,
    deviceCodeHash: row.device_code_hash,
    userCode: row.user_code,
    scope: oneOf(row.scope, isCredentialScope, 'device_authorizations.scope'),
    status: oneOf(row.status, isDeviceAuthorizationStatus, 'device_authorizations.status'),
    intervalSeconds: row.interval_s,
    createdAt: toEpoch(row.created_at),
    expiresAt: toEpoch(row.expires_at),
    lastPolledAt: toEpochOrNull(row.last_polled_at),
    decidedAt: toEpochOrNull(row.decided_at),
    decidedBy: row.decided_by,
    consumedAt: toEpochOrNull(row.consumed_at),
    credentialId: row.credential_id,
  };
}

export function deviceAuthorizationToRow(authorization: DeviceAuthorization): DeviceAuthorizationRow {
  return {
    id: authorization.id,
    device_code_hash: authorization.deviceCodeHash,
    user_code: authorization.userCode,
    scope: authorization.scope,
    status: authorization.status,
    interval_s: authorization.intervalSeconds,
    created_at: toDate(authorization.createdAt),
    expires_at: toDate(authorization.expiresAt),
    last_polled_at: toDateOrNull(authorization.lastPolledAt),
    decided_at: toDateOrNull(authorization.decidedAt),
    decided_by: authorization.decidedBy,
    consumed_at: toDateOrNull(authorization.consumedAt),
    credential_id: authorization.credentialId,
  };
}

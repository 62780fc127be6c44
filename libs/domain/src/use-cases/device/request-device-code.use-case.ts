import {
  CREDENTIAL_SCOPES,
  isCredentialScope,
  type CredentialScope,
} from '../../credentials/credential-scope';
import type { SecretHasher } from '../../credentials/secret-hasher.port';
import {
  DEFAULT_DEVICE_SCOPE,
  DEVICE_AUTHORIZATION_RETENTION_MS,
  newDeviceAuthorization,
} from '../../device/device-authorization';
import { DEVICE_CODE_RANDOM_BYTES, deviceCodeHash, formatDeviceCode } from '../../device/device-code';
import type { RandomSource } from '../../device/random-source.port';
import { formatUserCode, generateUserCode } from '../../device/user-code';
import type { Clock } from '../../shared/clock';
import type { DomainError } from '../../shared/domain-error';
import type { IdGenerator } from '../../shared/id-generator';
import { err, ok, type Result } from '../../shared/result';
import type { DeviceUnitOfWork } from './device-repositories';

export interface RequestDeviceCodeDeps {
  readonly uow: DeviceUnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly random: RandomSource;
  readonly hasher: SecretHasher;
}

/** What the device is told (RFC 8628 §3.2); the verification URIs are the adapter's to add. */
export interface DeviceCodeGrant {
  readonly deviceCode: string;
  /** Display form `XXXX-XXXX`. */
  readonly userCode: string;
  readonly scope: CredentialScope;
  readonly expiresInSeconds: number;
  readonly intervalSeconds: number;
}

/** A clash of a fresh user code with a live one is ~N/20^8; five in a row means something is broken. */
const MAX_DRAWS = 5;

/**
 * POST /v1/device/code: starts a device login for `scope` (default read_write). Authorizations that
 * expired over a day ago are deleted on the way, so the table holds only recent logins.
 */
export async function requestDeviceCode(
  deps: RequestDeviceCodeDeps,
  input: { readonly scope?: CredentialScope },
): Promise<Result<DeviceCodeGrant, DomainError>> {
  const scope = input.scope ?? DEFAULT_DEVICE_SCOPE;
  if (!isCredentialScope(scope)) {
    const message = `must be one of ${CREDENTIAL_SCOPES.join(', ')}`;
    return err({ kind: 'Validation', issues: [{ path: ['scope'], message }] });
  }
  const now = deps.clock.now();
  return deps.uow.transaction(async (repos) => {
    await repos.deviceAuthorizations.deleteExpiredBefore(now - DEVICE_AUTHORIZATION_RETENTION_MS);
    for (let draw = 0; draw < MAX_DRAWS; draw++) {
      const deviceCode = formatDeviceCode(deps.random.bytes(DEVICE_CODE_RANDOM_BYTES));
      const authorization = newDeviceAuthorization({
        id: deps.ids.next('dev'),
        deviceCodeHash: deviceCodeHash(deviceCode, deps.hasher),
        userCode: generateUserCode(deps.random),
        scope,
        now,
      });
      if (await repos.deviceAuthorizations.insert(authorization)) {
        return ok({
          deviceCode,
          userCode: formatUserCode(authorization.userCode),
          scope,
          expiresInSeconds: (authorization.expiresAt - now) / 1000,
          intervalSeconds: authorization.intervalSeconds,
        });
      }
    }
    throw new Error(`no free user code after ${MAX_DRAWS} draws`);
  });
}

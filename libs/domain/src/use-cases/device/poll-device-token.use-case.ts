import type { PersonalToken } from '../../credentials/credential';
import type { CredentialScope } from '../../credentials/credential-scope';
import type { SecretHasher } from '../../credentials/secret-hasher.port';
import type { TokenIssuer } from '../../credentials/token-issuer.port';
import type { DeviceAuthorization } from '../../device/device-authorization';
import { deviceCodeHash, isWellFormedDeviceCode } from '../../device/device-code';
import { decidePoll, type DevicePollError } from '../../device/device-poll.policy';
import { formatUserCode } from '../../device/user-code';
import type { Clock } from '../../shared/clock';
import type { IdGenerator } from '../../shared/id-generator';
import { err, ok, type Result } from '../../shared/result';
import type { DeviceRepositories, DeviceUnitOfWork } from './device-repositories';

export interface PollDeviceTokenDeps {
  readonly uow: DeviceUnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly hasher: SecretHasher;
  readonly tokens: TokenIssuer;
}

/** The personal token a device collects; shown this once, only its hash is stored. */
export interface IssuedDeviceToken {
  readonly token: string;
  readonly scope: CredentialScope;
  readonly credentialId: string;
}

/** Why the poll got no token; `intervalSeconds` is the interval to keep to from now on, when it still matters. */
export interface DeviceTokenRefusal {
  readonly error: DevicePollError;
  readonly intervalSeconds: number | null;
}

/**
 * The transaction's answer. Not a Result on purpose: the unit of work rolls back a failed Result,
 * and a refused poll must still commit its poll time and interval.
 */
type PollAnswer = { readonly issued: IssuedDeviceToken } | { readonly refused: DeviceTokenRefusal };

const refused = (error: DevicePollError, intervalSeconds: number | null = null): PollAnswer => ({
  refused: { error, intervalSeconds },
});

/**
 * POST /v1/device/token: the device's poll (RFC 8628 §3.4, rules in device-poll.policy.ts). The row
 * is locked for the poll, and collecting is a conditional update on top, so two simultaneous polls
 * of an approved code never both get a token. A garbled device code costs no lookup.
 */
export async function pollDeviceToken(
  deps: PollDeviceTokenDeps,
  deviceCode: string,
): Promise<Result<IssuedDeviceToken, DeviceTokenRefusal>> {
  if (!isWellFormedDeviceCode(deviceCode)) return err({ error: 'invalid_grant', intervalSeconds: null });
  const hash = deviceCodeHash(deviceCode, deps.hasher);
  const now = deps.clock.now();
  const answer = await deps.uow.transaction(async (repos): Promise<PollAnswer> => {
    const authorization = await repos.deviceAuthorizations.findByDeviceCodeHashForUpdate(hash);
    if (authorization === null) return refused('invalid_grant');
    const decision = decidePoll(authorization, now);
    switch (decision.outcome) {
      case 'issue_token': {
        const issued = await collect(deps, repos, authorization, now);
        return issued === null ? refused('invalid_grant') : { issued };
      }
      case 'authorization_pending':
      case 'slow_down':
        await repos.deviceAuthorizations.recordPoll(
          authorization.id,
          decision.lastPolledAt,
          decision.intervalSeconds,
        );
        return refused(decision.outcome, decision.intervalSeconds);
      default:
        return refused(decision.outcome);
    }
  });
  return 'issued' in answer ? ok(answer.issued) : err(answer.refused);
}

/** Claims the approved code, then mints the approver's new personal token; null when already claimed. */
async function collect(
  deps: PollDeviceTokenDeps,
  repos: DeviceRepositories,
  authorization: DeviceAuthorization,
  now: number,
): Promise<IssuedDeviceToken | null> {
  if (authorization.decidedBy === null) throw new Error(`approved ${authorization.id} names no approver`);
  if (!(await repos.deviceAuthorizations.consume(authorization.id, now))) return null;
  const { token, tokenHash } = deps.tokens.issue('personal');
  const credential: PersonalToken = {
    kind: 'personal',
    id: deps.ids.next('tok'),
    tokenHash,
    name: `device login ${formatUserCode(authorization.userCode)}`,
    scope: authorization.scope,
    userId: authorization.decidedBy,
    createdAt: now,
    expiresAt: null,
    revokedAt: null,
    lastUsedAt: null,
  };
  await repos.credentials.insert(credential);
  await repos.deviceAuthorizations.recordCredential(authorization.id, credential.id);
  return { token, scope: credential.scope, credentialId: credential.id };
}

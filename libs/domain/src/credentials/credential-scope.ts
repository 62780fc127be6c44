import { type DomainError } from '../shared/domain-error';
import { err, ok, type Result } from '../shared/result';

/** SPEC §2.4: every credential is `read` or `read_write`. */
export const CREDENTIAL_SCOPES = ['read', 'read_write'] as const;
export type CredentialScope = (typeof CREDENTIAL_SCOPES)[number];

export type ScopeForbidsWrites = Extract<DomainError, { kind: 'ScopeForbidsWrites' }>;

export function isCredentialScope(value: unknown): value is CredentialScope {
  return typeof value === 'string' && (CREDENTIAL_SCOPES as readonly string[]).includes(value);
}

export function canWrite(scope: CredentialScope): boolean {
  return scope === 'read_write';
}

/** SPEC §5.1.3: a `read` credential on a mutating endpoint is a 403 "token scope does not permit writes". */
export function checkWriteAllowed(scope: CredentialScope): Result<void, ScopeForbidsWrites> {
  return canWrite(scope) ? ok(undefined) : err({ kind: 'ScopeForbidsWrites' });
}

import type { PersonalToken } from '../../credentials/credential';
import { credentialTerms, type CredentialRequest } from '../../credentials/credential-terms.policy';
import type { TokenIssuer } from '../../credentials/token-issuer.port';
import type { TokenKind } from '../../credentials/token-format';
import type { Clock } from '../../shared/clock';
import type { DomainError } from '../../shared/domain-error';
import type { IdGenerator } from '../../shared/id-generator';
import { ok, type Result } from '../../shared/result';

export interface IssueCredentialDeps {
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly tokens: TokenIssuer;
}

/** A new credential and its token: the token is returned this once and never stored. */
export interface IssuedCredential<C> {
  readonly token: string;
  readonly credential: C;
}

/** The fields every new credential shares, whoever it belongs to. */
export type FreshCredentialFields = Omit<PersonalToken, 'kind' | 'userId'>;

/** Checks the request, then draws a token and an id; only the token's hash goes into the record. */
export function freshCredential(
  deps: IssueCredentialDeps,
  kind: TokenKind,
  request: CredentialRequest,
): Result<IssuedCredential<FreshCredentialFields>, DomainError> {
  const now = deps.clock.now();
  const terms = credentialTerms(request, now);
  if (!terms.ok) return terms;
  const { token, tokenHash } = deps.tokens.issue(kind);
  return ok({
    token,
    credential: {
      id: deps.ids.next('tok'),
      tokenHash,
      ...terms.value,
      createdAt: now,
      revokedAt: null,
      lastUsedAt: null,
    },
  });
}

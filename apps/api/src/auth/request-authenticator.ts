import {
  authenticateCredential,
  recordCredentialUse,
  type Actor,
  type Authenticated,
  type Clock,
  type Result,
  type SecretHasher,
  type Unauthenticated,
  type UnitOfWork,
} from '@deal/domain';
import { headerOf, type HttpRequest, type JsonLogger, requestIdOf } from '@deal/nest-kit';

export type AuthOutcome = Result<Actor, Unauthenticated>;

/**
 * Runs the Authenticate use case once per request. The rate limiter needs the outcome first (to
 * count per credential, or per address when there is none) and the auth guard after it; both ask
 * here and share one database lookup. An accepted credential's use is recorded on the way.
 * Built once by the composition root (api.composition.ts).
 */
export class RequestAuthenticator {
  private readonly outcomes = new WeakMap<HttpRequest, Promise<AuthOutcome>>();

  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly hasher: SecretHasher,
    private readonly logger: JsonLogger,
  ) {}

  outcomeFor(request: HttpRequest): Promise<AuthOutcome> {
    let outcome = this.outcomes.get(request);
    if (!outcome) {
      outcome = this.authenticate(request);
      this.outcomes.set(request, outcome);
    }
    return outcome;
  }

  private async authenticate(request: HttpRequest): Promise<AuthOutcome> {
    const { credentials, users } = this.uow.repositories;
    const deps = { credentials, users, clock: this.clock, hasher: this.hasher };
    const authenticated = await authenticateCredential(deps, headerOf(request, 'authorization'));
    if (!authenticated.ok) return authenticated;
    await this.recordUse(authenticated.value, request);
    return { ok: true, value: authenticated.value.actor };
  }

  /**
   * `last_used_at` is bookkeeping: it is written at most once a minute per credential (no write at
   * all on most requests), and a failure to write it is logged, never turned into a failed request.
   * Awaited rather than fired off, so it never outlives the request or races the next one.
   */
  private async recordUse({ credential }: Authenticated, request: HttpRequest): Promise<void> {
    try {
      await recordCredentialUse(
        { credentials: this.uow.repositories.credentials },
        credential,
        this.clock.now(),
      );
    } catch (error) {
      this.logger.entry('warn', 'could not record credential use', {
        request_id: requestIdOf(request),
        credential_id: credential.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}

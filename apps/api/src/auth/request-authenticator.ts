import { Inject, Injectable } from '@nestjs/common';
import {
  authenticate,
  type Actor,
  type Clock,
  type Result,
  type SecretHasher,
  type Unauthenticated,
  type UnitOfWork,
} from '@deal/domain';
import { CLOCK, SECRET_HASHER, UNIT_OF_WORK } from '../app.tokens';
import { headerOf, type HttpRequest } from '../http/http-types';

export type AuthOutcome = Result<Actor, Unauthenticated>;

/**
 * Runs the Authenticate use case once per request. The rate limiter needs the outcome first (to
 * count per credential, or per address when there is none) and the auth guard after it; both ask
 * here and share one database lookup.
 */
@Injectable()
export class RequestAuthenticator {
  private readonly outcomes = new WeakMap<HttpRequest, Promise<AuthOutcome>>();

  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SECRET_HASHER) private readonly hasher: SecretHasher,
  ) {}

  outcomeFor(request: HttpRequest): Promise<AuthOutcome> {
    let outcome = this.outcomes.get(request);
    if (!outcome) {
      const { credentials, users } = this.uow.repositories;
      const deps = { credentials, users, clock: this.clock, hasher: this.hasher };
      outcome = authenticate(deps, headerOf(request, 'authorization'));
      this.outcomes.set(request, outcome);
    }
    return outcome;
  }
}

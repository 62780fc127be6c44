import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import {
  decideIdempotency,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_CLAIM_LEASE_MS,
  IDEMPOTENCY_KEY_LIFETIME_MS,
  keepsAnswer,
  parseIdempotencyKey,
  type IdempotencyKeyRef,
  type IdempotencyStore,
  type StoredResponse,
} from '@deal/domain';
import {
  answeredExceptionOf,
  DomainErrorException,
  headerOf,
  HttpProblem,
  JsonLogger,
  requestIdOf,
  type HttpRequest,
  type HttpResponse,
} from '@deal/nest-kit';
import { DatabaseCommitUnknownError } from '@deal/persistence';
import { InjectApi, type ApiParts } from '../api.parts';
import { actorOf } from '../auth/current-actor.decorator';
import { IdempotentReplay } from './idempotent-replay';
import { requestFingerprintOf, submittedFieldsOf } from './request-fingerprint';
import { captureResponse } from './response-capture';

/**
 * `Idempotency-Key` on a POST (docs/api.md "Idempotent retries"). The route's own guard, so it runs
 * after the api's guards: the request's credential is known and keys are per credential. Without
 * the header it answers `true` at once and the request runs exactly as before, through no
 * interceptor (issue 27: an interceptor costs every request Nest's rxjs chain). With it: a new key
 * is claimed and the request runs, its answer kept for 24 h (released instead on a 5xx, so a retry
 * can run, unless the work may have been committed); the same request again gets that answer again
 * without running (IdempotentReplayFilter sends it); another request under the key gets 422; a
 * duplicate of one still running, 409.
 */
@Injectable()
export class IdempotencyGuard implements CanActivate {
  constructor(
    @InjectApi('idempotency') private readonly idempotency: ApiParts['idempotency'],
    @Inject(JsonLogger) private readonly logger: JsonLogger,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const request = context.switchToHttp().getRequest<HttpRequest>();
    const parsed = parseIdempotencyKey(headerOf(request, IDEMPOTENCY_KEY_HEADER));
    if (!parsed.ok) throw new DomainErrorException(parsed.error, submittedFieldsOf(request));
    const actor = actorOf(request);
    if (parsed.value === null || !actor) return true;
    const ref: IdempotencyKeyRef = { credentialId: actor.credentialId, key: parsed.value };
    return this.claim(ref, request, context.switchToHttp().getResponse<HttpResponse>());
  }

  private async claim(
    ref: IdempotencyKeyRef,
    request: HttpRequest,
    response: HttpResponse,
  ): Promise<boolean> {
    const fingerprint = requestFingerprintOf(request);
    const now = this.idempotency.clock.now();
    const found = await this.store.claim(ref, {
      fingerprint,
      now,
      expiresAt: now + IDEMPOTENCY_KEY_LIFETIME_MS,
      abandonedBefore: now - IDEMPOTENCY_CLAIM_LEASE_MS,
    });
    const decision = decideIdempotency(found, fingerprint);
    switch (decision.kind) {
      case 'replay':
        throw new IdempotentReplay(decision.response);
      case 'mismatch':
        throw new HttpProblem(422, decision.message);
      case 'in_progress':
        throw new HttpProblem(409, decision.message, { 'Retry-After': String(decision.retryAfterSeconds) });
      case 'run':
        captureResponse(response, (captured) => this.settle(ref, captured, request));
        return true;
    }
  }

  private get store(): IdempotencyStore {
    return this.idempotency.keys;
  }

  /**
   * Keeps the first answer for replay, or frees the key after a server failure. A failure whose
   * COMMIT may have happened (the api's filter answered it, answered-exception.ts) is kept too.
   */
  private async settle(
    ref: IdempotencyKeyRef,
    response: StoredResponse,
    request: HttpRequest,
  ): Promise<void> {
    const outcomeUnknown = answeredExceptionOf(request) instanceof DatabaseCommitUnknownError;
    try {
      if (keepsAnswer(response.status, outcomeUnknown)) await this.store.complete(ref, response);
      else await this.store.release(ref);
    } catch (error) {
      // The answer still goes out; the key stays claimed until it expires, and a retry gets 409.
      this.logger.entry('error', 'idempotency key not settled', {
        request_id: requestIdOf(request),
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}

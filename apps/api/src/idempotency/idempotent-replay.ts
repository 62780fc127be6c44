import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { StoredResponse } from '@deal/domain';
import type { HttpResponse } from '@deal/nest-kit';

/** Marks a response sent again for a retried key (Stripe's and the IETF draft's practice). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** Thrown by IdempotencyGuard instead of running the handler: the first answer, to send again. */
export class IdempotentReplay extends Error {
  constructor(readonly response: StoredResponse) {
    super('idempotent replay');
  }
}

/**
 * Sends a stored answer as it was first sent: status, the headers that describe it, the very same
 * body bytes, plus `Idempotent-Replayed: true`. Bound with the guard on each idempotent route,
 * it takes only IdempotentReplay, so every other failure still reaches the api's own filter.
 */
@Catch(IdempotentReplay)
export class IdempotentReplayFilter implements ExceptionFilter {
  catch(replay: IdempotentReplay, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<HttpResponse>();
    const { status, headers, body } = replay.response;
    response.statusCode = status;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.setHeader(REPLAYED_HEADER, 'true');
    response.setHeader('Content-Length', Buffer.byteLength(body));
    response.end(body);
  }
}

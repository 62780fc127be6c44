import type { ArgumentsHost, ExecutionContext } from '@nestjs/common';
import type { Actor, IdempotencyKeyRef, IdempotencyStore, StoredResponse } from '@deal/domain';
import { ApiExceptionFilter, type HttpRequest, type HttpResponse, type JsonLogger } from '@deal/nest-kit';
import { DatabaseCommitUnknownError } from '@deal/persistence';
import { rememberActor } from '../auth/current-actor.decorator';
import { IdempotencyGuard } from './idempotency.guard';

/**
 * How a claimed key is settled when the route fails, decided by the exception the api's filter
 * answered (the guard sees no error itself). The e2e spec covers the rest through HTTP; a COMMIT
 * whose outcome is unknown cannot be provoked there.
 */
const actor: Actor = {
  kind: 'user',
  userId: 'usr_1',
  email: 'a@example.test',
  scope: 'read_write',
  credentialId: 'tok_1',
};
const logger = { entry: () => undefined } as unknown as JsonLogger;

class RecordingStore implements IdempotencyStore {
  readonly settled: string[] = [];
  async claim(): Promise<null> {
    return null;
  }
  async complete(_ref: IdempotencyKeyRef, response: StoredResponse): Promise<void> {
    this.settled.push(`kept ${response.status}`);
  }
  async release(): Promise<void> {
    this.settled.push('released');
  }
}

/** Enough of Node's response for the capture and the filter: headers, status, end. */
function fakeResponse(): HttpResponse & { readonly sent: Promise<void> } {
  const headers = new Map<string, unknown>();
  let ended: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (ended = resolve));
  return {
    statusCode: 200,
    headersSent: false,
    sent,
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    write: () => true,
    end: () => ended(),
  } as unknown as HttpResponse & { readonly sent: Promise<void> };
}

async function settledAfter(failure: unknown, key: string | undefined = 'k-1'): Promise<string[]> {
  const store = new RecordingStore();
  const guard = new IdempotencyGuard({ keys: store, clock: { now: () => 0 } } as never, logger);
  const request = {
    method: 'POST',
    originalUrl: '/v1/deal/x/reschedule',
    headers: key === undefined ? {} : { 'idempotency-key': key },
    body: {},
  } as unknown as HttpRequest;
  rememberActor(request, actor);
  const response = fakeResponse();
  const http = { getRequest: () => request, getResponse: () => response };
  const context = { switchToHttp: () => http } as unknown as ExecutionContext;
  expect(await guard.canActivate(context)).toBe(true);
  new ApiExceptionFilter(logger).catch(failure, { switchToHttp: () => http } as unknown as ArgumentsHost);
  await response.sent;
  return store.settled;
}

describe('IdempotencyGuard settling a failed request', () => {
  it('keeps the 503 of a lost COMMIT, so a retry is not run twice', async () => {
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
    expect(await settledAfter(new DatabaseCommitUnknownError(lost))).toEqual(['kept 503']);
  });

  it('releases the key after any other server failure, so a retry runs', async () => {
    expect(await settledAfter(new Error('a bug'))).toEqual(['released']);
  });

  it('claims nothing and answers at once without the header', () => {
    const request = { method: 'POST', headers: {} } as unknown as HttpRequest;
    rememberActor(request, actor);
    const guard = new IdempotencyGuard(
      { keys: new RecordingStore(), clock: { now: () => 0 } } as never,
      logger,
    );
    const context = { switchToHttp: () => ({ getRequest: () => request }) } as unknown as ExecutionContext;
    expect(guard.canActivate(context)).toBe(true);
  });
});

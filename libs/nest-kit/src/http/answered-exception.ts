import type { HttpRequest } from './http-types';

const answered = new WeakMap<HttpRequest, unknown>();

/**
 * What a request's failure was, once an exception filter answered it: for code that looks at the
 * response as it leaves and must tell one failure from another answered alike (the api's
 * idempotency keys: a lost COMMIT is kept, any other 5xx frees the key). Nothing for a success.
 */
export function answeredExceptionOf(request: HttpRequest): unknown {
  return answered.get(request);
}

export function rememberAnsweredException(request: HttpRequest, exception: unknown): void {
  answered.set(request, exception);
}

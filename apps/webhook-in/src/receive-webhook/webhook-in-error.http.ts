import type { ReceiveIncomingWebhookError, Result } from '@deal/domain';
import { DomainErrorException, HttpProblem } from '@deal/nest-kit';

/**
 * One message for a missing key, a wrong key and a space that has no such automation, so the
 * answer tells an outsider nothing about which space ids exist.
 */
export const KEY_REJECTED_MESSAGE = 'missing or invalid X-Service-Webhook signing key';

/**
 * One message for every refused signed call: a missing header, a timestamp more than 5 minutes
 * off, a signature no signature-requiring automation of the space verifies, an unknown space.
 */
export const SIGNATURE_REJECTED_MESSAGE =
  'missing or invalid webhook signature (webhook-id, webhook-timestamp, webhook-signature)';

/**
 * The one mapping of the use case's failures to HTTP: 401 for the key; 429 with `Retry-After` for
 * a spent space budget (nothing applied); the body parser's own
 * refusal (413, 415, malformed JSON as 400) as it is; domain failures through `httpStatusOf`
 * (Validation 400 echoing the submitted fields, DealPending / DealArchived / Conflict 409).
 */
export function httpErrorOf(error: ReceiveIncomingWebhookError<Error>, body: Result<unknown, Error>): Error {
  switch (error.kind) {
    case 'WebhookKeyRejected':
      return new HttpProblem(401, KEY_REJECTED_MESSAGE);
    case 'WebhookSignatureRejected':
      return new HttpProblem(401, SIGNATURE_REJECTED_MESSAGE);
    case 'UnreadableBody':
      return error.problem;
    case 'SpaceRateLimited':
      return new HttpProblem(429, 'rate limit exceeded', {
        'Retry-After': String(Math.max(1, error.retryAfterSeconds)),
      });
    default:
      return new DomainErrorException(error, body.ok && isPlainObject(body.value) ? body.value : {});
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

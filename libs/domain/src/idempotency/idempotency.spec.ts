import { decideIdempotency, keepsAnswer } from './idempotency-decision';
import { parseIdempotencyKey } from './idempotency-key';
import type { IdempotencyRecord } from './idempotency-record';
import { canonicalJson, fingerprintSourceOf } from './request-fingerprint';

describe('parseIdempotencyKey', () => {
  it('takes no header as "no key": the request runs as it always did', () => {
    expect(parseIdempotencyKey(undefined)).toEqual({ ok: true, value: null });
  });

  it('accepts 1 to 255 printable ASCII characters', () => {
    for (const key of ['a', '8e03978e-40d5-43e8-bc93-6894a57f9324', 'x'.repeat(255), 'with space ~!']) {
      expect(parseIdempotencyKey(key)).toEqual({ ok: true, value: key });
    }
  });

  it('refuses an empty, too long or non-ASCII key with a 400 issue naming the header', () => {
    for (const key of ['', 'x'.repeat(256), 'caf\u00e9', 'tab\there', 'nul\u0000']) {
      expect(parseIdempotencyKey(key)).toEqual({
        ok: false,
        error: {
          kind: 'Validation',
          issues: [{ path: ['Idempotency-Key'], message: 'must be 1 to 255 printable ASCII characters' }],
        },
      });
    }
  });
});

describe('fingerprintSourceOf', () => {
  const base = { method: 'POST', route: '/v1/deal/:id/reschedule', params: { id: 'deal_1' } };

  it('is the same for bodies that differ only in key order', () => {
    const a = fingerprintSourceOf({
      ...base,
      body: { shift: '+1w', space: 's', nested: { b: 1, a: [2, { d: 1, c: 0 }] } },
    });
    const b = fingerprintSourceOf({
      ...base,
      body: { nested: { a: [2, { c: 0, d: 1 }], b: 1 }, space: 's', shift: '+1w' },
    });
    expect(a).toBe(b);
  });

  it('differs when the body, the route, a parameter or the method differs', () => {
    const first = fingerprintSourceOf({ ...base, body: { shift: '+1w' } });
    expect(fingerprintSourceOf({ ...base, body: { shift: '+2w' } })).not.toBe(first);
    expect(fingerprintSourceOf({ ...base, params: { id: 'deal_2' }, body: { shift: '+1w' } })).not.toBe(
      first,
    );
    expect(fingerprintSourceOf({ ...base, route: '/v1/deal/:id/status', body: { shift: '+1w' } })).not.toBe(
      first,
    );
    expect(fingerprintSourceOf({ ...base, method: 'PATCH', body: { shift: '+1w' } })).not.toBe(first);
  });

  it('treats an absent body and a JSON null body as one', () => {
    expect(fingerprintSourceOf({ ...base, body: undefined })).toBe(
      fingerprintSourceOf({ ...base, body: null }),
    );
  });

  it('keeps array order and leaves out undefined members, as JSON does', () => {
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
    expect(canonicalJson({ a: 1, b: undefined })).toBe('{"a":1}');
  });
});

describe('decideIdempotency', () => {
  const response = { status: 201, headers: { 'content-type': 'application/json' }, body: '{"id":"d"}' };
  const completed: IdempotencyRecord = { state: 'completed', fingerprint: 'f1', expiresAt: 10, response };
  const running: IdempotencyRecord = { state: 'in_progress', fingerprint: 'f1', expiresAt: 10 };

  it('runs the request that claimed the key', () => {
    expect(decideIdempotency(null, 'f1')).toEqual({ kind: 'run' });
  });

  it('replays the first answer to the same request', () => {
    expect(decideIdempotency(completed, 'f1')).toEqual({ kind: 'replay', response });
  });

  it('refuses another request under a used key, whether its first request finished or not', () => {
    for (const found of [completed, running]) {
      expect(decideIdempotency(found, 'f2')).toEqual({
        kind: 'mismatch',
        message: 'Idempotency-Key was already used with a different request; use a new key for a new request',
      });
    }
  });

  it('asks a duplicate of a running request to retry in a second', () => {
    expect(decideIdempotency(running, 'f1')).toEqual({
      kind: 'in_progress',
      message: 'a request with this Idempotency-Key is still being processed; retry later',
      retryAfterSeconds: 1,
    });
  });

  it('keeps every decided answer and releases the key after "not now" or a server failure', () => {
    expect([200, 201, 204, 400, 404, 409, 422].every((status) => keepsAnswer(status, false))).toBe(true);
    expect([429, 500, 502, 503].some((status) => keepsAnswer(status, false))).toBe(false);
  });

  it('keeps a server failure whose work may have been committed: a retry must not do it twice', () => {
    expect(keepsAnswer(503, true)).toBe(true);
  });
});

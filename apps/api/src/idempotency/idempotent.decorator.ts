import { applyDecorators, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, DECORATORS } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from '@deal/domain';
import { ErrorBodyDto, RATE_LIMIT_HEADERS } from '@deal/nest-kit';
import { IdempotencyGuard } from './idempotency.guard';
import { IdempotentReplayFilter, REPLAYED_HEADER } from './idempotent-replay';

type ResponseEntry = { description?: string; headers?: Record<string, unknown>; type?: unknown };

/**
 * Accepts `Idempotency-Key` on a creating or state-changing POST (docs/api.md "Idempotent
 * retries") and documents it. Put it above the route's response decorators: it adds to what they
 * describe (422, the 409 of a key in use, `Idempotent-Replayed` on the success response).
 */
export function Idempotent(): MethodDecorator {
  return applyDecorators(
    UseGuards(IdempotencyGuard),
    UseFilters(IdempotentReplayFilter),
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      description:
        'Makes the request safe to retry: the same key with the same request within 24 hours returns the first ' +
        `response again (with \`${REPLAYED_HEADER}: true\`) without doing the work twice. Keys are per ` +
        'credential; use a fresh random one (e.g. a UUID) per operation.',
      schema: {
        type: 'string',
        minLength: 1,
        maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
        pattern: '^[\\x20-\\x7E]+$',
      },
    }),
    documentKeyResponses,
  );
}

/** Adds the key's answers to the responses the route's own decorators described. */
function documentKeyResponses(_target: object, _key: string | symbol, descriptor: PropertyDescriptor): void {
  const responses = (Reflect.getMetadata(DECORATORS.API_RESPONSE, descriptor.value) ?? {}) as Record<
    string,
    ResponseEntry
  >;
  const successes = Object.keys(responses).filter((status) => status.startsWith('2'));
  if (successes.length === 0) throw new Error('@Idempotent() goes above the route’s response decorators');
  const amended: Record<string, ResponseEntry> = { ...responses };
  for (const status of successes) {
    const entry = responses[status] as ResponseEntry;
    amended[status] = {
      ...entry,
      headers: {
        ...entry.headers,
        [REPLAYED_HEADER]: {
          description:
            'Present (`true`) when this is the stored answer to an earlier request with the same key',
          schema: { type: 'string', enum: ['true'] },
        },
      },
    };
  }
  const conflict = responses['409'];
  amended['409'] = {
    type: ErrorBodyDto,
    ...conflict,
    description:
      (conflict?.description ? `${conflict.description}; or ` : '') +
      'the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds',
    headers: {
      ...RATE_LIMIT_HEADERS,
      ...conflict?.headers,
      'Retry-After': { schema: { type: 'integer', minimum: 1 } },
    },
  };
  amended['422'] = {
    type: ErrorBodyDto,
    description: 'This `Idempotency-Key` was already used with a different request',
    headers: RATE_LIMIT_HEADERS,
  };
  const invalid = responses['400'];
  if (invalid) {
    amended['400'] = {
      ...invalid,
      description: `${invalid.description ?? ''}; or an \`Idempotency-Key\` that is not 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters`,
    };
  }
  Reflect.defineMetadata(DECORATORS.API_RESPONSE, amended, descriptor.value);
}

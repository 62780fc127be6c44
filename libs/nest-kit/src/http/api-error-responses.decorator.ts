import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorBodyDto, ValidationErrorBodyDto } from './error-body.dto';

const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': {
    description: '`<limit>;w=<window seconds>`, on every response',
    schema: { type: 'string' },
  },
};

/** The error responses every authenticated route can give (SPEC §7, §8). */
export function ApiErrorResponses(...statuses: Array<400 | 401 | 403 | 404 | 409>) {
  const described = {
    400: 'Validation failed',
    401: 'Missing (`bearer token required`) or unusable (`invalid or expired token`) credential',
    403: '`token scope does not permit writes`',
    404: 'Not found, or not reachable by this credential',
    409: 'Conflicts with the current state',
  } as const;
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: described[status],
        type: status === 400 ? ValidationErrorBodyDto : ErrorBodyDto,
        headers: RATE_LIMIT_HEADERS,
      }),
    ),
    ApiResponse({
      status: 429,
      description: 'Rate limit exceeded: wait `Retry-After` seconds',
      type: ErrorBodyDto,
      headers: {
        ...RATE_LIMIT_HEADERS,
        'Retry-After': { schema: { type: 'integer', minimum: 1 } },
        'RateLimit-Remaining': { schema: { type: 'integer', enum: [0] } },
      },
    }),
    ApiResponse({
      status: 503,
      description:
        'The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds',
      type: ErrorBodyDto,
      headers: { ...RATE_LIMIT_HEADERS, 'Retry-After': { schema: { type: 'integer', minimum: 1 } } },
    }),
  );
}

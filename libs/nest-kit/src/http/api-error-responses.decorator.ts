import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorBodyDto, ValidationErrorBodyDto } from './error-body.dto';

/** The header every response carries, for the documented responses of every operation. */
export const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': {
    description: '`<limit>;w=<window seconds>`, on every response',
    schema: { type: 'string' },
  },
};

/**
 * What every route can answer whatever it takes: the refusals of the shared JSON body parser
 * (json-body.middleware.ts; a body may come with any method, GET included), and a path that does
 * not decode, which the router refuses before any route.
 */
const SHARED_RESPONSES = {
  400: 'The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`)',
  413: '`request body exceeds 1 MiB`',
  415:
    'The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) ' +
    'or one in an unsupported `Content-Encoding` (`unsupported request body encoding`)',
} as const;

/**
 * The error responses of an operation (SPEC §7, §8): the statuses given, plus those every route can
 * give: 400, 413 and 415 (SHARED_RESPONSES), 429 and 503.
 */
export function ApiErrorResponses(...statuses: Array<400 | 401 | 403 | 404 | 409>) {
  const described = {
    400: 'Validation failed, or a body that is not valid JSON',
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
    ...(statuses.includes(400)
      ? []
      : [
          ApiResponse({
            status: 400,
            description: SHARED_RESPONSES[400],
            type: ValidationErrorBodyDto,
            headers: RATE_LIMIT_HEADERS,
          }),
        ]),
    ...([413, 415] as const).map((status) =>
      ApiResponse({
        status,
        description: SHARED_RESPONSES[status],
        type: ErrorBodyDto,
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

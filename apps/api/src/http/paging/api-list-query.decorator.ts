import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { DEFAULT_LIMIT, MAX_LIMIT } from '@deal/nest-kit';

/** OpenAPI for the `limit` and `cursor` parameters every list route takes. */
export function ApiListQuery() {
  return applyDecorators(
    ApiQuery({
      name: 'limit',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
    }),
    ApiQuery({
      name: 'cursor',
      required: false,
      schema: { type: 'string' },
      description: '`next_cursor` of the previous page',
    }),
  );
}

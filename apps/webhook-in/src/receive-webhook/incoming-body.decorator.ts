import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { err, ok, type Result } from '@deal/domain';
import { bodyErrorOf, type HttpRequest } from '@deal/nest-kit';

/**
 * The request body as the use case takes it: the parsed JSON, or the parser's refusal (413, 415,
 * malformed JSON) to be raised only after the key check. A request without a body counts as `{}`,
 * as everywhere in the service.
 */
export const IncomingBody = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Result<unknown, Error> => {
    const request = context.switchToHttp().getRequest<HttpRequest & { body?: unknown }>();
    const problem = bodyErrorOf(request);
    return problem ? err(problem) : ok(request.body ?? {});
  },
);

import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { requestIdOf, type HttpRequest } from '@deal/nest-kit';

/** The id `requestContext` gave this request, so a controller's log lines join the request's. */
export const RequestId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | undefined =>
    requestIdOf(context.switchToHttp().getRequest<HttpRequest>()),
);

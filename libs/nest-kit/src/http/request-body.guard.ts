import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { HttpRequest } from './http-types';
import { bodyErrorOf } from './json-body.middleware';

/** Raises a body the parser refused (see json-body.middleware.ts); runs after auth and rate limit. */
@Injectable()
export class RequestBodyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const error = bodyErrorOf(context.switchToHttp().getRequest<HttpRequest>());
    if (error) throw error;
    return true;
  }
}

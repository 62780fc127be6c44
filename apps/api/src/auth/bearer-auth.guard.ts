import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { checkWriteAllowed } from '@deal/domain';
import { DomainErrorException, type HttpRequest, IS_PUBLIC } from '@deal/nest-kit';
import { rememberActor } from './current-actor.decorator';
import { InjectApi } from '../api.parts';
import type { AuthOutcome, RequestAuthenticator } from './request-authenticator';

/** Methods that change nothing; every other method is a mutation (SPEC §5.1.3). */
const READ_METHODS = new Set(['GET', 'HEAD']);

/** 401 without a usable credential, 403 for a `read` credential on a mutation (SPEC §5.1). */
@Injectable()
export class BearerAuthGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @InjectApi('authenticator') private readonly authenticator: RequestAuthenticator,
  ) {}

  /** Whether each route is public, read from its metadata once (a route's decorators never change). */
  private readonly publicRoutes = new WeakMap<object, WeakMap<object, boolean>>();

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.isPublic(context)) return true;
    const request = context.switchToHttp().getRequest<HttpRequest>();
    this.admit(request, await this.authenticator.outcomeFor(request));
    return true;
  }

  /** Lets the request's credential in (remembered for `@CurrentActor()`), or throws its 401 or 403. */
  admit(request: HttpRequest, outcome: AuthOutcome): void {
    if (!outcome.ok) throw new DomainErrorException(outcome.error);
    if (!READ_METHODS.has(request.method ?? '')) {
      const allowed = checkWriteAllowed(outcome.value.scope);
      if (!allowed.ok) throw new DomainErrorException(allowed.error);
    }
    rememberActor(request, outcome.value);
  }

  isPublic(context: ExecutionContext): boolean {
    const handler = context.getHandler();
    const classRef = context.getClass();
    let byHandler = this.publicRoutes.get(classRef);
    if (byHandler === undefined) {
      byHandler = new WeakMap();
      this.publicRoutes.set(classRef, byHandler);
    }
    let isPublic = byHandler.get(handler);
    if (isPublic === undefined) {
      isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, classRef]) === true;
      byHandler.set(handler, isPublic);
    }
    return isPublic;
  }
}

import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor } from '@deal/domain';
import { type HttpRequest } from '@deal/nest-kit';

const actors = new WeakMap<HttpRequest, Actor>();

export function rememberActor(request: HttpRequest, actor: Actor): void {
  actors.set(request, actor);
}

/** The Actor the bearer guard accepted; only on routes that are not @Public(). */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const actor = actors.get(context.switchToHttp().getRequest<HttpRequest>());
  if (!actor) throw new Error('CurrentActor used on a route without an authenticated actor');
  return actor;
});

/** The Actor the bearer guard accepted for this request, if any (for interceptors). */
export function actorOf(request: HttpRequest): Actor | undefined {
  return actors.get(request);
}

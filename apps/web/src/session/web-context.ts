import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor, ReachableSpace, User } from '@deal/domain';
import type { HttpRequest } from '@deal/nest-kit';

/** Who is signed in, for a page: the actor the use cases take, and what the layout shows. */
export interface WebContext {
  readonly user: User;
  readonly actor: Actor;
  /** The token every form of this session carries in its `_csrf` field. */
  readonly csrfToken: string;
  /** The spaces the user belongs to now, for the navigation. */
  readonly spaces: readonly ReachableSpace[];
  /** The request's path and query, to come back to after signing in again. */
  readonly here: string;
}

const contexts = new WeakMap<HttpRequest, WebContext>();

export function rememberWebContext(request: HttpRequest, context: WebContext): void {
  contexts.set(request, context);
}

export function webContextOf(request: HttpRequest): WebContext | undefined {
  return contexts.get(request);
}

/** The signed-in person of a page route (set by WebSessionGuard). */
export const Signed = createParamDecorator((_data: unknown, context: ExecutionContext): WebContext => {
  const web = contexts.get(context.switchToHttp().getRequest<HttpRequest>());
  if (!web) throw new Error('Signed used on a route without a signed-in session');
  return web;
});

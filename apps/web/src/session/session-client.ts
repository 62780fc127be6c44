import type { SessionClient } from '@deal/domain';
import { headerOf, type HttpRequest } from '@deal/nest-kit';

/** The browser and address of a request, as a session records them (the account page lists them). */
export function sessionClientOf(request: HttpRequest): SessionClient {
  return { userAgent: headerOf(request, 'user-agent') ?? null, ip: request.ip ?? null };
}

import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The few members of Express's request the api reads, named here rather than importing Express's
 * types everywhere: this file and json-body.middleware.ts are the only places that know the
 * platform is Express, so swapping it (e.g. for Fastify) touches nothing else.
 */
export interface HttpRequest extends IncomingMessage {
  readonly ip?: string;
  readonly originalUrl: string;
  readonly query: Record<string, unknown>;
}

export type HttpResponse = ServerResponse;
export type NextFunction = (error?: unknown) => void;
export type HttpMiddleware = (request: HttpRequest, response: HttpResponse, next: NextFunction) => void;

/** The first value of a request header, or undefined when absent. */
export function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

// Nest glue shared by the apps (api, webhook-in, webhook-dispatcher): SPEC §7 error bodies and the
// one DomainError → HTTP status mapping, JSON body parsing with its 1 MiB limit, request ids and
// the request log, the path and query check, graceful exit on signals, and how an app process
// starts and stops (runAppProcess, listenHttpApp).
export * from './http/api-errors';
export * from './http/parsed-body';
export * from './http/api-error-responses.decorator';
export * from './http/api-exception.filter';
export * from './http/answered-exception';
export * from './http/domain-error.http-status';
export * from './http/error-body';
export * from './http/error-body.dto';
export * from './http/http-types';
export * from './http/json-body.middleware';
export { isUnstorable } from './http/json-input.rules';
export * from './http/path-and-query.pipe';
export * from './http/api-path';
export * from './http/paging/keyset-cursor';
export * from './http/paging/list-query';
export * from './http/public.decorator';
export * from './http/skip-api-budget.decorator';
export * from './logging/json-logger';
export * from './logging/log-level';
export * from './logging/request-context.middleware';
export * from './process/exit-on-signals';
export * from './config/env-reader';
export * from './operations';
export * from './config/retention-config';
export * from './http/route-template';
export * from './config/trust-proxy';
export * from './redis/fail-fast-redis';
export * from './composition/composition.module';
export * from './logging/request-scope';
export * from './logging/space-deletion.log';
export * from './tracing/stored-trace-context';
export * from './process/run-app-process';
